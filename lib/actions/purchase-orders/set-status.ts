"use server";
// An order's next status, as PATCH /api/portal/purchase-orders/:id: the vendor acknowledges it, staff mark it
// delivered or closed (lib/workspace/purchase-orders.ts refuses any other move).
import { setPurchaseOrderStatus } from "../../workspace/purchase-orders";
import { purchaseOrderUpdateSchema } from "../../workspace/vendor-schemas";
import { resourceAction } from "../safe-action";

export const setPurchaseOrderStatusAction = resourceAction(
  "purchase order status",
  ["admin", "employee", "vendor"],
  purchaseOrderUpdateSchema,
  (orderId, { status }, { caller, db, now }) => setPurchaseOrderStatus(db, caller, orderId, status, now),
);
