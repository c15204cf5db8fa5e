"use server";
// Pauses or restores another user's access.
import { setUserActive } from "../../auth/users";
import { directoryAction } from "./directory-action";

export const setActiveAction = directoryAction(async ({ email, active }, self, { caller, db, now }) => {
  if (email === self) return "self";
  if (active !== "true" && active !== "false") return "invalid_access";
  await setUserActive(db, email, active === "true", now, caller);
  return active === "true" ? "activated" : "deactivated";
});
