"use server";
// The staff's decision on an invoice (approve, reject with a reason, pay), as PATCH /api/portal/invoices/:id.
import { staffRoles } from "../../workspace/caller";
import { decideInvoice } from "../../workspace/invoice-writes";
import { invoiceDecisionSchema } from "../../workspace/vendor-schemas";
import { resourceAction } from "../safe-action";

export const decideInvoiceAction = resourceAction(
  "invoice decision",
  staffRoles,
  invoiceDecisionSchema,
  (invoiceId, decision, { caller, db, now }) => decideInvoice(db, caller, invoiceId, decision, now),
);
