"use server";
// Another user's role (an admin cannot change their own).
import { setUserRole } from "../../auth/users";
import { directoryAction } from "./directory-action";

export const setRoleAction = directoryAction(async ({ email, role }, self, { db }) => {
  if (email === self) return "self";
  await setUserRole(db, email, role);
  return "role_changed";
});
