// Purchase orders as a list: number and title, vendor (for staff), amount, what is left to invoice, and status.
import Link from "next/link";
import type { PurchaseOrderItem } from "@/lib/workspace/purchase-orders";
import { formatInr } from "@/lib/workspace/money";
import { StatusPill } from "./format";

type Props = { items: PurchaseOrderItem[]; base: string; showVendor: boolean; empty: string };

export function OrderList({ items, base, showVendor, empty }: Props) {
  if (items.length === 0)
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{empty}</p>
    );
  return (
    <ul
      className="mt-6 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-label="Purchase orders"
    >
      {items.map((order) => (
        <li key={order.id}>
          <Link
            href={`${base}/purchase-orders/${order.id}`}
            className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words text-ink">
                {order.number} · {order.title}
              </span>
              <span className="block text-sm text-slate-600">
                {showVendor ? `${order.organisation.name} · ` : ""}
                <span className="tabular-nums">{formatInr(order.amountPaise)}</span>, {formatInr(order.remainingPaise)}{" "}
                left to invoice
              </span>
            </span>
            <StatusPill status={order.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
