// The invoice and purchase-order lists' frame: a bordered list of rows, each a link with its status at the end, or
// a dashed box saying the list is empty.
import Link from "next/link";
import type { ReactNode } from "react";
import type { InvoiceStatus, PurchaseOrderStatus } from "@/lib/workspace/vocabulary";
import { StatusBadge } from "@/components/portal/status-badge";

type Props<T> = {
  items: T[];
  label: string;
  empty: string;
  href: (item: T) => string;
  children: (item: T) => ReactNode;
};

export function RowList<T extends { id: string; status: InvoiceStatus | PurchaseOrderStatus }>({
  items,
  label,
  empty,
  href,
  children,
}: Props<T>) {
  if (items.length === 0)
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{empty}</p>
    );
  return (
    <ul
      className="mt-6 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-label={label}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={href(item)}
            className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">{children(item)}</span>
            <StatusBadge status={item.status} className="self-start sm:self-auto" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
