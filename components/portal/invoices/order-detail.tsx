// One purchase order: its facts, what is invoiced and left, its invoices, and what the viewer may do next.
import { formatDateTime } from "@/lib/portal/format";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { DetailList, type Detail } from "@/components/portal/detail-list";
import type { getPurchaseOrder } from "@/lib/workspace/purchase-orders";
import { formatInr } from "@/lib/workspace/money";
import { StatusBadge } from "@/components/portal/status-badge";
import { InvoiceList } from "./invoice-list";

export type OrderView = Awaited<ReturnType<typeof getPurchaseOrder>>;

type Props = { order: OrderView; base: string; actions?: React.ReactNode };

export function OrderDetail({ order, base, actions }: Props) {
  const rows: Detail[] = [
    ["Status", <StatusBadge key="s" status={order.status} />],
    ["Vendor", order.organisation.name],
    [
      "Amount",
      <span key="a" className="tabular-nums">
        {formatInr(order.amountPaise)}
      </span>,
    ],
    [
      "Invoiced",
      <span key="i" className="tabular-nums">
        {formatInr(order.invoicedPaise)}
      </span>,
    ],
    [
      "Left to invoice",
      <span key="r" className="tabular-nums">
        {formatInr(order.remainingPaise)}
      </span>,
    ],
    ["Issued", formatDateTime(order.createdAt)],
  ];
  return (
    <section aria-labelledby="view-title">
      <Link
        href={`${base}/purchase-orders`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All purchase orders
      </Link>
      <h1 id="view-title" className="mt-3 text-2xl font-bold break-words text-ink">
        {order.number}: {order.title}
      </h1>
      <div className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white">
        <DetailList rows={rows} />
      </div>
      {actions}
      <section aria-labelledby="order-invoices-title" className="mt-8 max-w-3xl">
        <h2 id="order-invoices-title" className="text-lg font-semibold text-ink">
          Invoices against this order
        </h2>
        <InvoiceList
          items={order.invoices}
          base={base}
          label="Invoices against this order"
          empty="No invoices against this order yet."
        />
      </section>
    </section>
  );
}
