"use server";
// A vendor's invoice, as POST /api/portal/invoices takes it: the PDF was uploaded a moment earlier and comes as fileId.
import { submitInvoice } from "../../workspace/invoice-writes";
import { invoiceInputSchema } from "../../workspace/vendor-schemas";
import { authorisedAction } from "../safe-action";

export const submitInvoiceAction = authorisedAction(
  "submit invoice",
  "vendor",
  invoiceInputSchema,
  (input, { caller, db, now }) => submitInvoice(db, caller, input, now),
);
