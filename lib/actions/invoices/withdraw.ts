"use server";
// The vendor withdraws its own invoice before review, as PATCH /api/portal/invoices/:id `{status: "withdrawn"}`.
import { decideInvoice } from "../../workspace/invoice-writes";
import { invoiceDecisionSchema } from "../../workspace/vendor-schemas";
import { resourceAction } from "../safe-action";

export const withdrawInvoiceAction = resourceAction(
  "invoice withdrawal",
  "vendor",
  invoiceDecisionSchema,
  (invoiceId, input, { caller, db, now }) =>
    decideInvoice(db, caller, invoiceId, { ...input, status: "withdrawn" }, now),
);
