// GET /api/portal/invoices/:id (the tax invoice with its lines, tax, payment and history) and PATCH: staff approve,
// reject with a reason, and pay (`paidOn`, `utr`, `tdsSection`, `tdsAmount`); the vendor withdraws its own invoice
// while it is submitted (`{status: "withdrawn"}`; anything else is 403 for a vendor).
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { decideInvoice } from "@/lib/workspace/invoice-writes";
import { getInvoice } from "@/lib/workspace/invoices";
import { invoiceDecisionSchema } from "@/lib/workspace/vendor-schemas";

export const GET = portalRoute<{ id: string }>(
  "portal invoice",
  ["admin", "employee", "vendor"],
  async ({ caller, db, params, now }) => json(await getInvoice(db, caller, params.id, now)),
);

const roles = ["admin", "employee", "vendor"] as const;

export const PATCH = portalRoute<{ id: string }>("portal invoice decision", roles, async (context) => {
  const body = await readPortalJson(context.request, invoiceDecisionSchema);
  if (!body.ok) return body.response;
  return json(await decideInvoice(context.db, context.caller, context.params.id, body.data, context.now));
});
