import type { Metadata } from "next";
import { OrderDetail } from "@/components/portal/invoices/order-detail";
import { OrderStatusActions } from "@/components/portal/invoices/order-status-actions";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadPurchaseOrder } from "@/lib/portal/detail-pages";

export const metadata: Metadata = { title: "Purchase order" };

export default async function VendorPurchaseOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("vendor");
  const { id } = await params;
  const order = await loadPurchaseOrder(user, id);
  return (
    <OrderDetail
      order={order}
      base="/vendor"
      actions={
        <>
          <OrderStatusActions id={order.id} status={order.status} side="vendor" />
          {order.status !== "closed" && order.remainingPaise > 0 ? (
            <ButtonLink href={`/vendor/invoices/new?order=${order.id}`} variant="secondary" className="mt-4">
              Submit an invoice against this order
            </ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
