// GET /api/portal/purchase-orders/:id (the order with its invoices) and PATCH `{status}`: the vendor acknowledges,
// staff mark it delivered or closed.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { getPurchaseOrder, setPurchaseOrderStatus } from "@/lib/workspace/purchase-orders";
import { purchaseOrderUpdateSchema } from "@/lib/workspace/vendor-schemas";

const roles = ["admin", "employee", "vendor"] as const;

export const GET = portalRoute<{ id: string }>("portal purchase order", roles, async ({ caller, db, params }) =>
  json(await getPurchaseOrder(db, caller, params.id)),
);

export const PATCH = portalRoute<{ id: string }>("portal purchase order update", roles, async (context) => {
  const body = await readPortalJson(context.request, purchaseOrderUpdateSchema);
  if (!body.ok) return body.response;
  return json(
    await setPurchaseOrderStatus(context.db, context.caller, context.params.id, body.data.status, context.now),
  );
});
