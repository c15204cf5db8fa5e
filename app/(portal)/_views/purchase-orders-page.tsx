// The staff purchase-orders list with the form that issues one, shared by the admin and employee pages.
import { IssueOrderForm } from "@/components/portal/invoices/issue-order-form";
import { OrderList } from "@/components/portal/invoices/order-list";
import { OlderLink } from "@/components/portal/invoices/staff-invoices";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { listOrganisations } from "@/lib/workspace/organisations";
import { listPurchaseOrders } from "@/lib/workspace/purchase-orders";
import { readableCursor } from "@/lib/workspace/scope";

type Props = { role: "admin" | "employee"; searchParams: Promise<{ cursor?: string }> };

/** Every purchase order, newest first, a page at a time; links stay under the role's own base path. */
export async function StaffPurchaseOrdersPage({ role, searchParams }: Props) {
  const user = await requireUser(role);
  const { cursor } = await searchParams;
  const [list, vendors] = await workspaceRead(`${role} purchase orders`, user, (db, caller) =>
    Promise.all([
      listPurchaseOrders(db, caller, { cursor: readableCursor(cursor) }),
      listOrganisations(db, caller, { kind: "vendor" }),
    ]),
  );
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Purchase orders
      </h1>
      <p className="mt-1 text-slate-600">Orders Nexora has issued to its vendors, newest first.</p>
      <IssueOrderForm vendors={vendors.map((v) => ({ id: v.id, name: v.name }))} />
      <OrderList items={list.items} base={`/${role}`} showVendor empty="No purchase orders yet." />
      {list.nextCursor ? <OlderLink href={`/${role}/purchase-orders?cursor=${list.nextCursor}`} /> : null}
    </section>
  );
}
