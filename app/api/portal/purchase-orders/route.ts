// GET /api/portal/purchase-orders (vendors: their own; staff: all, `?status=`, `?organisation=` id, `?q=` number
// or title, `?cursor=`) and POST (staff): issue an order to a vendor organisation.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { listSearchSchema } from "@/lib/workspace/schemas";
import { issuePurchaseOrder, listPurchaseOrders } from "@/lib/workspace/purchase-orders";
import { purchaseOrderInputSchema, purchaseOrderStatusFilter } from "@/lib/workspace/vendor-schemas";

export const GET = portalRoute(
  "portal purchase orders list",
  ["admin", "employee", "vendor"],
  async ({ request, caller, db }) => {
    const query = new URL(request.url).searchParams;
    const status = purchaseOrderStatusFilter.safeParse(query.get("status") || undefined);
    if (!status.success) return jsonError(400, "Unknown purchase order status.");
    const search = listSearchSchema.safeParse(query.get("q") ?? undefined);
    if (!search.success) return jsonError(400, search.error.issues[0]?.message ?? "Please check the search.");
    const list = await listPurchaseOrders(db, caller, {
      status: status.data,
      organisationId: query.get("organisation") || undefined,
      q: search.data?.words,
      cursor: query.get("cursor") || undefined,
    });
    return json(list);
  },
);

export const POST = portalRoute("portal purchase orders issue", ["admin", "employee"], async (context) => {
  const body = await readPortalJson(context.request, purchaseOrderInputSchema);
  if (!body.ok) return body.response;
  const order = await issuePurchaseOrder(context.db, context.caller, body.data, context.now);
  return json(order, { status: 201 });
});
