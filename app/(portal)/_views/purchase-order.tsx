// One purchase order, for staff and for the vendor it was issued to. A role's page file re-exports its view.
import type { Metadata } from "next";
import { OrderDetail } from "@/components/portal/invoices/order-detail";
import { OrderStatusActions } from "@/components/portal/invoices/order-status-actions";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadPurchaseOrder } from "@/lib/portal/page-data/purchase-orders";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import type { DetailProps } from "./types";

type OrderRole = "admin" | "employee" | "vendor";

export const detailMetadata: Metadata = { title: "Purchase order" };

/** One order: staff change its status; a vendor acknowledges it and invoices against what remains. */
function orderDetail(role: OrderRole) {
  return async function PurchaseOrderPage({ params }: DetailProps) {
    const user = await requireUser(role);
    const order = await loadPurchaseOrder(user, (await params).id);
    // Opening it reads its bell items (an order issued to a vendor).
    await markOpened(user, "purchase_order", order.id);
    const vendor = role === "vendor";
    return (
      <OrderDetail
        order={order}
        base={`/${role}`}
        actions={
          <>
            <OrderStatusActions id={order.id} status={order.status} side={vendor ? "vendor" : "staff"} />
            {vendor && order.status !== "closed" && order.remainingPaise > 0 ? (
              <ButtonLink href={`/vendor/invoices/new?order=${order.id}`} variant="secondary">
                Submit an invoice against this order
              </ButtonLink>
            ) : null}
          </>
        }
      />
    );
  };
}

export const AdminPurchaseOrder = orderDetail("admin");
export const EmployeePurchaseOrder = orderDetail("employee");
export const VendorPurchaseOrder = orderDetail("vendor");
