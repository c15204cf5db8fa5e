"use server";
// An enquiry's status, owner, next contact date or a new note, as PATCH /api/admin/enquiries/:id changes them.
import { updateFollowUp } from "../../contact/follow-up";
import { enquiryUpdateSchema } from "../../contact/follow-up-schema";
import { resourceAction } from "../safe-action";

export const updateEnquiryAction = resourceAction(
  "update enquiry",
  "admin",
  enquiryUpdateSchema,
  async (id, patch, { caller, db, now }) => {
    await updateFollowUp(db, caller, id, patch, now);
    return true;
  },
);
