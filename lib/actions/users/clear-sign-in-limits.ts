"use server";
// Lifts an address-wide sign-in ceiling or lockout early (audited with the admin's address).
import { clearSignInLimits } from "../../auth/codes";
import { directoryAction } from "./directory-action";

export const clearSignInLimitsAction = directoryAction(async ({ email }, self, { db, now }) => {
  await clearSignInLimits(db, email, { email: self }, now);
  return "limits_cleared";
});
