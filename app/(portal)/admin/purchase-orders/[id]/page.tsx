import type { Metadata } from "next";
import { OrderDetail } from "@/components/portal/invoices/order-detail";
import { OrderStatusActions } from "@/components/portal/invoices/order-status-actions";
import { requireUser } from "@/lib/auth/session";
import { loadPurchaseOrder } from "@/lib/portal/detail-pages";

export const metadata: Metadata = { title: "Purchase order" };

export default async function AdminPurchaseOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("admin");
  const { id } = await params;
  const order = await loadPurchaseOrder(user, id);
  return (
    <OrderDetail
      order={order}
      base="/admin"
      actions={<OrderStatusActions id={order.id} status={order.status} side="staff" />}
    />
  );
}
