// How the vendor workspace shows statuses: one place, so every list and page reads alike.
import { statusLabels, type InvoiceStatus, type PurchaseOrderStatus } from "@/lib/workspace/vocabulary";

const tones: Record<InvoiceStatus | PurchaseOrderStatus, string> = {
  submitted: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-sky-50 text-sky-900 ring-sky-200",
  rejected: "bg-red-50 text-red-900 ring-red-200",
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  issued: "bg-amber-50 text-amber-900 ring-amber-200",
  acknowledged: "bg-sky-50 text-sky-900 ring-sky-200",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-200",
};

export function StatusPill({ status }: { status: InvoiceStatus | PurchaseOrderStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center self-start rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset sm:self-auto ${tones[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
