"use server";
// "Create client account" from an enquiry, as POST /api/admin/enquiries/:id/account does it.
import { createClientAccount } from "../../contact/client-account";
import { clientAccountSchema } from "../../contact/follow-up-schema";
import { resourceAction } from "../safe-action";

export const createClientAccountAction = resourceAction(
  "create client account",
  "admin",
  clientAccountSchema,
  (id, input, { caller, db, now }) => createClientAccount(db, caller, id, input, now),
);
