// The vendor's home: open purchase orders, invoices by status, and the total still to be paid, with the latest of each.
import { StatCard } from "@/components/portal/stat-card";
import { InvoiceList } from "@/components/portal/invoices/invoice-list";
import { OrderList } from "@/components/portal/invoices/order-list";
import { ButtonLink } from "@/components/ui/button";
import { portalPath } from "@/lib/portal/paths";
import type { InvoiceItem, vendorOverview } from "@/lib/workspace/invoices";
import { formatInr } from "@/lib/workspace/money";
import type { PurchaseOrderItem } from "@/lib/workspace/purchase-orders";
import { invoiceStatuses, statusLabels } from "@/lib/workspace/vocabulary";

type Props = {
  name: string;
  figures: Awaited<ReturnType<typeof vendorOverview>>;
  openOrders: PurchaseOrderItem[];
  recentInvoices: InvoiceItem[];
};

export function VendorOverview({ name, figures, openOrders, recentInvoices }: Props) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Welcome back, {name.split(" ")[0]}
      </h1>
      <p className="mt-1 text-slate-600">Your purchase orders from Nexora and where each invoice stands.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Open purchase orders" value={openOrders.length} note="Issued or acknowledged" />
        <StatCard
          label="Awaiting payment"
          value={formatInr(figures.awaitingPaymentPaise)}
          note="Invoices submitted or approved, not yet paid"
        />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:col-span-2 sm:p-6 xl:col-span-1">
          <h2 className="text-sm font-medium text-slate-600">Invoices by status</h2>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            {invoiceStatuses.map((s) => (
              <div key={s} className="flex items-baseline justify-between gap-2">
                <dt className="text-slate-700">{statusLabels[s]}</dt>
                <dd className="font-bold text-ink tabular-nums">{figures.byStatus[s]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">Open purchase orders</h2>
        <ButtonLink href={portalPath("vendor", "invoices", "new")} size="sm">
          Submit an invoice
        </ButtonLink>
      </div>
      <OrderList items={openOrders} base="/vendor" showVendor={false} empty="No open purchase orders." />
      <h2 className="mt-8 text-lg font-semibold text-ink">Latest invoices</h2>
      <InvoiceList
        items={recentInvoices}
        base="/vendor"
        label="Latest invoices"
        empty="You have not submitted an invoice yet."
      />
    </section>
  );
}
