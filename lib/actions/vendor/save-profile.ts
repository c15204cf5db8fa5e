"use server";
// The vendor's tax and bank profile, as PUT /api/portal/vendor/profile.
import { saveVendorProfile } from "../../workspace/vendor-profile";
import { vendorProfileSchema } from "../../workspace/vendor-schemas";
import { authorisedAction } from "../safe-action";

export const saveVendorProfileAction = authorisedAction(
  "save vendor profile",
  "vendor",
  vendorProfileSchema,
  async (input, { caller, db, now }) => {
    await saveVendorProfile(db, caller, input, now);
    return { saved: true };
  },
);
