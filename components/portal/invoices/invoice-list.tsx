// Invoices as a list (vendor, staff queue, an order's page): number, vendor, order, amount, due date and status, with
// the status filter above it. Each row links to the invoice's page under `base`.
import { formatDate } from "@/lib/portal/format";
import Link from "next/link";
import type { InvoiceItem } from "@/lib/workspace/invoices";
import { formatInr } from "@/lib/workspace/money";
import { invoiceStatuses, statusLabels, type InvoiceStatus } from "@/lib/workspace/vocabulary";
import { RowList } from "./row-list";

type Row = Pick<InvoiceItem, "id" | "number" | "amountPaise" | "dueDate" | "status"> &
  Partial<Pick<InvoiceItem, "organisation" | "purchaseOrder">>;

export function InvoiceList({
  items,
  base,
  label,
  empty,
}: {
  items: Row[];
  base: string;
  label: string;
  empty: string;
}) {
  return (
    <RowList items={items} label={label} empty={empty} href={(invoice) => `${base}/invoices/${invoice.id}`}>
      {(invoice) => (
        <>
          <span className="block font-semibold text-ink">
            Invoice {invoice.number}
            <span className="block font-bold tabular-nums sm:ml-2 sm:inline">{formatInr(invoice.amountPaise)}</span>
          </span>
          <span className="block text-sm text-slate-600">
            {[
              // A vendor's own lists do not repeat its name.
              base === "/vendor" ? undefined : invoice.organisation?.name,
              invoice.purchaseOrder?.number ? `Order ${invoice.purchaseOrder.number}` : undefined,
              `Due ${formatDate(invoice.dueDate)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </>
      )}
    </RowList>
  );
}

/** Links for `?status=`: All, then each status; the current one is marked for assistive technology. */
export function InvoiceStatusFilter({
  base,
  current,
  other = false,
}: {
  base: string;
  current?: InvoiceStatus;
  /** Another filter is on (staff's "due"): no status link is the current page. */
  other?: boolean;
}) {
  const options: [string, InvoiceStatus | undefined][] = [
    ["All", undefined],
    ...invoiceStatuses.map((s) => [statusLabels[s], s] as [string, InvoiceStatus]),
  ];
  return (
    <nav aria-label="Filter by status" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {options.map(([text, status]) => (
          <li key={text}>
            <Link
              href={status ? `${base}/invoices?status=${status}` : `${base}/invoices?status=all`}
              aria-current={!other && status === current ? "page" : undefined}
              className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset ${
                !other && status === current
                  ? "bg-ink text-white ring-ink"
                  : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
