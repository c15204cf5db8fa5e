// The purchase-orders views: staff issue orders and follow every one, a vendor sees those issued to it and invoices
// against them. A role's page file re-exports its view.
import type { Metadata } from "next";
import { IssueOrderForm } from "@/components/portal/invoices/issue-order-form";
import { OrderDetail } from "@/components/portal/invoices/order-detail";
import { OrderList } from "@/components/portal/invoices/order-list";
import { OrderStatusActions } from "@/components/portal/invoices/order-status-actions";
import { OlderLink } from "@/components/portal/invoices/staff-invoices";
import { ListSearch } from "@/components/portal/list-search";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadPurchaseOrder, loadPurchaseOrderList } from "@/lib/portal/page-data/purchase-orders";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import type { DetailProps, ListProps } from "./types";

type OrderRole = "admin" | "employee" | "vendor";

export const listMetadata: Metadata = { title: "Purchase orders" };
export const detailMetadata: Metadata = { title: "Purchase order" };

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
        {staff ? <IssueOrderForm vendors={list.vendors} /> : null}
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
              <ButtonLink href={`/vendor/invoices/new?order=${order.id}`} variant="secondary" className="mt-4">
                Submit an invoice against this order
              </ButtonLink>
            ) : null}
          </>
        }
      />
    );
  };
}

export const AdminPurchaseOrders = ordersList("admin");
export const EmployeePurchaseOrders = ordersList("employee");
export const VendorPurchaseOrders = ordersList("vendor");
export const AdminPurchaseOrder = orderDetail("admin");
export const EmployeePurchaseOrder = orderDetail("employee");
export const VendorPurchaseOrder = orderDetail("vendor");
