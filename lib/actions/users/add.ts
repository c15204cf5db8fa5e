"use server";
// A new user with a role (admin); the name is optional.
import { addUser } from "../../auth/users";
import { directoryAction } from "./directory-action";

export const addUserAction = directoryAction(async ({ email, name, role }, _self, { caller, db, now }) => {
  await addUser(db, { email, role, name: name || undefined }, now, caller);
  return "added";
});
