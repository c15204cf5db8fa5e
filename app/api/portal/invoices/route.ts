// GET /api/portal/invoices (vendors: their own; staff: all; `?status=`, `?organisation=` id, `?q=` part of the
// number, `?due=soon`: approved MSME invoices due within 7 days or overdue, `?cursor=`) and POST (vendors): submit
// a tax invoice against an order's lines with the id of its uploaded PDF.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { listSearchSchema } from "@/lib/workspace/schemas";
import { submitInvoice } from "@/lib/workspace/invoice-writes";
import { listInvoices } from "@/lib/workspace/invoices";
import { invoiceInputSchema, invoiceStatusFilter } from "@/lib/workspace/vendor-schemas";

export const GET = portalRoute(
  "portal invoices list",
  ["admin", "employee", "vendor"],
  async ({ request, caller, db, now }) => {
    const query = new URL(request.url).searchParams;
    const status = invoiceStatusFilter.safeParse(query.get("status") || undefined);
    if (!status.success) return jsonError(400, "Unknown invoice status.");
    const search = listSearchSchema.safeParse(query.get("q") ?? undefined);
    if (!search.success) return jsonError(400, search.error.issues[0]?.message ?? "Please check the search.");
    const list = await listInvoices(
      db,
      caller,
      {
        status: status.data,
        organisationId: query.get("organisation") || undefined,
        q: search.data?.words,
        due: query.get("due") === "soon",
        cursor: query.get("cursor") || undefined,
      },
      now,
    );
    return json(list);
  },
);

export const POST = portalRoute("portal invoices submit", ["vendor"], async ({ request, caller, db, now }) => {
  const body = await readPortalJson(request, invoiceInputSchema);
  if (!body.ok) return body.response;
  return json(await submitInvoice(db, caller, body.data, now), { status: 201 });
});
