"use server";
// Staff verify a vendor's current bank details, as POST /api/portal/vendor/profile/verify.
import { staffRoles } from "../../workspace/caller";
import { verifyVendorBank } from "../../workspace/vendor-profile";
import { verifyBankSchema } from "../../workspace/vendor-schemas";
import { authorisedAction } from "../safe-action";

export const verifyVendorBankAction = authorisedAction(
  "verify vendor bank",
  staffRoles,
  verifyBankSchema,
  async (input, { caller, db, now }) => {
    await verifyVendorBank(db, caller, input.organisation, now);
    return { verified: true };
  },
);
