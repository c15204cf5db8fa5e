// One purchase order: its facts (terms, delivery date, staff contact, who acknowledged it), its lines with what is
// invoiced of each and the tax, its PDF, its invoices, and what the viewer may do next.
import { formatDate, formatDateTime } from "@/lib/portal/format";
import { DetailList, type Detail } from "@/components/portal/detail-list";
import type { getPurchaseOrder } from "@/lib/workspace/purchase-orders";
import { formatInr } from "@/lib/workspace/money";
import { StatusBadge } from "@/components/portal/status-badge";
import { DetailTitle } from "../titled-section";
import { InvoiceList } from "./invoice-list";
import { TaxLines, TaxTotals } from "./tax-lines";
import { PortalIcon } from "@/components/portal/icon";

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
    ["Delivery by", formatDate(order.deliveryDate, "Not set")],
    ["Nexora contact", order.contact ? `${order.contact.name} (${order.contact.email})` : "—"],
    [
      "Acknowledged",
      order.acknowledgedAt
        ? `${formatDateTime(order.acknowledgedAt)}${order.acknowledgedBy ? ` by ${order.acknowledgedBy.name}` : ""}`
        : "Not yet",
    ],
    ["Place of supply", order.placeOfSupply?.state ?? "Not known: IGST"],
  ];
  return (
    <section aria-labelledby="view-title">
      <DetailTitle
        back={`${base}/purchase-orders`}
        backText="All purchase orders"
        title={`${order.number}: ${order.title}`}
      />
      <a
        href={`/api/portal/purchase-orders/${order.id}/pdf`}
        className="mt-3 inline-flex items-center gap-1.5 font-semibold text-accent-700 underline underline-offset-2"
      >
        <PortalIcon name="file-down" className="size-4" /> Download the order as a PDF
      </a>
      <div className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white">
        <DetailList rows={rows} />
      </div>
      <section aria-labelledby="order-lines-title" className="mt-8 max-w-4xl">
        <h2 id="order-lines-title" className="text-lg font-semibold text-ink">
          Lines
        </h2>
        <TaxLines
          label="Lines of the order"
          lines={order.lines.map((l) => ({ ...l, note: `${l.invoicedQuantity} of ${l.quantity} invoiced` }))}
        />
        <TaxTotals totals={order} />
      </section>
      {order.terms ? (
        <section aria-labelledby="order-terms-title" className="mt-6 max-w-3xl">
          <h2 id="order-terms-title" className="text-lg font-semibold text-ink">
            Terms
          </h2>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-700">{order.terms}</p>
        </section>
      ) : null}
      {actions ? <div className="mt-4 flex max-w-3xl flex-wrap items-start gap-3">{actions}</div> : null}
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
