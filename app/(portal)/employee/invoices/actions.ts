"use server";
// The staff's invoice decisions (employee and admin pages): approve, reject with a reason, mark paid.
import { revalidatePath } from "next/cache";
import { authorisedAction } from "@/lib/portal/action";
import { decideInvoice } from "@/lib/workspace/invoice-changes";
import { invoiceDecisionFormSchema } from "@/lib/workspace/vendor-schemas";

const decide = authorisedAction(
  "invoice decision",
  ["admin", "employee"],
  invoiceDecisionFormSchema,
  async ({ id, ...decision }, { caller, db, now }) => {
    const result = await decideInvoice(db, caller, id, decision, now);
    revalidatePath(`/${caller.role}/invoices`, "layout");
    return result;
  },
);

export async function decideInvoiceAction(form: FormData) {
  return decide(form);
}
