"use server";
// Removes another user (their sessions end with them).
import { removeUser } from "../../auth/users";
import { directoryAction } from "./directory-action";

export const removeUserAction = directoryAction(async ({ email }, self, { caller, db, now }) => {
  if (email === self) return "self";
  await removeUser(db, email, now, caller);
  return "removed";
});
