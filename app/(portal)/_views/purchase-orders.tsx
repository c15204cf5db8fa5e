// The purchase-order lists: staff issue orders and follow every one, a vendor sees those issued to it. One order is
// a view of its own (purchase-order.tsx). A role's page file re-exports its view.
import type { Metadata } from "next";
import { IssueOrderPanel } from "@/components/portal/invoices/issue-order-panel";
import { OrderList } from "@/components/portal/invoices/order-list";
import { OlderLink } from "@/components/portal/invoices/staff-invoices";
import { ListSearch } from "@/components/portal/list-search";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { requireUser } from "@/lib/auth/session";
import { loadPurchaseOrderList } from "@/lib/portal/page-data/purchase-orders";
import { portalPath } from "@/lib/portal/paths";
import type { ListProps } from "./types";

type OrderRole = "admin" | "employee" | "vendor";

export const listMetadata: Metadata = { title: "Purchase orders" };

function ordersList(role: OrderRole) {
  const staff = role !== "vendor";
  return async function PurchaseOrdersPage({ searchParams }: ListProps) {
    const list = await loadPurchaseOrderList(await requireUser(role), await searchParams);
    return (
      <section aria-labelledby="view-title">
        <ViewHeader
          title="Purchase orders"
          text={
            staff
              ? "Orders Nexora has issued to its vendors, newest first."
              : "Orders Nexora has issued to your organisation, newest first."
          }
        />
        {staff ? <IssueOrderPanel vendors={list.vendors} basePath={portalPath(role, "purchase-orders")} /> : null}
        <div className="mt-6">
          <ListSearch
            action={`/${role}/purchase-orders`}
            label="Search purchase orders"
            placeholder="Order number or title"
            value={list.q}
          />
        </div>
        <OrderList
          items={list.items}
          base={`/${role}`}
          showVendor={staff}
          empty={
            list.q
              ? `No purchase order matches “${list.q}”.`
              : staff
                ? "No purchase orders yet."
                : "Nexora has not issued you a purchase order yet."
          }
        />
        {list.nextCursor ? (
          <OlderLink
            href={`/${role}/purchase-orders?${new URLSearchParams({ ...(list.q ? { q: list.q } : {}), cursor: list.nextCursor })}`}
          />
        ) : null}
      </section>
    );
  };
}

export const AdminPurchaseOrders = ordersList("admin");
export const EmployeePurchaseOrders = ordersList("employee");
export const VendorPurchaseOrders = ordersList("vendor");
