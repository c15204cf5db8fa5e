"use server";
// Another user's role (an admin cannot change their own).
import { setUserRole } from "../../auth/users";
import { directoryAction } from "./directory-action";

export const setRoleAction = directoryAction(async ({ email, role }, self, { caller, db, now }) => {
  if (email === self) return "self";
  await setUserRole(db, email, role, now, caller);
  return "role_changed";
});
