// GET /api/portal/invoices/:id (the invoice with its history) and PATCH (staff): approve, reject with a reason, pay.
// Vendors cannot change an invoice once submitted: PATCH answers them 404 like any route they are not served.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { decideInvoice } from "@/lib/workspace/invoice-writes";
import { getInvoice } from "@/lib/workspace/invoices";
import { invoiceDecisionSchema } from "@/lib/workspace/vendor-schemas";

export const GET = portalRoute<{ id: string }>(
  "portal invoice",
  ["admin", "employee", "vendor"],
  async ({ caller, db, params }) => json(await getInvoice(db, caller, params.id)),
);

export const PATCH = portalRoute<{ id: string }>("portal invoice decision", ["admin", "employee"], async (context) => {
  const body = await readPortalJson(context.request, invoiceDecisionSchema);
  if (!body.ok) return body.response;
  return json(await decideInvoice(context.db, context.caller, context.params.id, body.data, context.now));
});
