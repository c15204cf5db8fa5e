// Purchase orders as a list: number and title, vendor (for staff), amount, what is left to invoice, and status.
import type { PurchaseOrderItem } from "@/lib/workspace/purchase-orders";
import { formatInr } from "@/lib/workspace/money";
import { RowList } from "./row-list";

type Props = { items: PurchaseOrderItem[]; base: string; showVendor: boolean; empty: string };

export function OrderList({ items, base, showVendor, empty }: Props) {
  return (
    <RowList
      items={items}
      label="Purchase orders"
      empty={empty}
      href={(order) => `${base}/purchase-orders/${order.id}`}
    >
      {(order) => (
        <>
          <span className="block font-semibold break-words text-ink">
            {order.number} · {order.title}
          </span>
          <span className="block text-sm text-slate-600">
            {showVendor ? `${order.organisation.name} · ` : ""}
            <span className="tabular-nums">{formatInr(order.amountPaise)}</span>, {formatInr(order.remainingPaise)} left
            to invoice
          </span>
        </>
      )}
    </RowList>
  );
}
