import type { Metadata } from "next";
import { OrderList } from "@/components/portal/invoices/order-list";
import { OlderLink } from "@/components/portal/invoices/staff-invoices";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { listPurchaseOrders } from "@/lib/workspace/purchase-orders";
import { readableCursor } from "@/lib/workspace/scope";

export const metadata: Metadata = { title: "Purchase orders" };

export default async function VendorPurchaseOrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ cursor?: string }>;
}) {
  const user = await requireUser("vendor");
  const { cursor } = await searchParams;
  const list = await workspaceRead("vendor purchase orders", user, (db, caller) =>
    listPurchaseOrders(db, caller, { cursor: readableCursor(cursor) }),
  );
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Purchase orders
      </h1>
      <p className="mt-1 text-slate-600">Orders Nexora has issued to your organisation, newest first.</p>
      <OrderList
        items={list.items}
        base="/vendor"
        showVendor={false}
        empty="Nexora has not issued you a purchase order yet."
      />
      {list.nextCursor ? <OlderLink href={`/vendor/purchase-orders?cursor=${list.nextCursor}`} /> : null}
    </section>
  );
}
