// The staff's invoice review queue: submitted invoices first (the default filter), any status on demand.
import Link from "next/link";
import type { InvoiceItem } from "@/lib/workspace/invoices";
import type { InvoiceStatus } from "@/lib/workspace/vocabulary";
import { ListSearch } from "../list-search";
import { InvoiceList, InvoiceStatusFilter } from "./invoice-list";

type Props = {
  items: InvoiceItem[];
  status?: InvoiceStatus;
  q?: string;
  base: string;
  nextCursor: string | null;
  /** `?due=soon`: approved MSME invoices due within 7 days or overdue. */
  due: boolean;
  falling: { due: number; overdue: number };
};

/** `q` and `cursor` on the list's own address, the status kept ("all" when none). */
export function invoicesHref(base: string, query: { status?: string; q?: string; cursor?: string; due?: boolean }) {
  const params = new URLSearchParams(query.due ? { due: "soon" } : { status: query.status ?? "all" });
  if (query.q) params.set("q", query.q);
  if (query.cursor) params.set("cursor", query.cursor);
  return `${base}/invoices?${params}`;
}

export function StaffInvoices({ items, status, q, base, nextCursor, due, falling }: Props) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Invoices
      </h1>
      <p className="mt-1 text-slate-600">
        Vendors&apos; invoices, newest first. Open one to see its PDF, approve or reject it, and mark it paid.
      </p>
      <p className="mt-4">
        <Link
          href={`${base}/invoices?due=soon`}
          aria-current={due ? "page" : undefined}
          className={`inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-xl border px-4 py-2 font-semibold ${
            falling.overdue > 0
              ? "border-red-300 bg-red-50 text-red-900"
              : falling.due > 0
                ? "border-amber-300 bg-amber-50 text-amber-950"
                : "border-slate-200 bg-white text-slate-700"
          } ${due ? "ring-2 ring-ink" : ""}`}
        >
          <span className="text-xl tabular-nums">{falling.due}</span>
          <span>
            MSME {falling.due === 1 ? "invoice" : "invoices"} to pay within 7 days
            {falling.overdue > 0 ? `, ${falling.overdue} overdue` : ""}
          </span>
        </Link>
      </p>
      <InvoiceStatusFilter base={base} current={status} other={due} />
      <InvoiceSearch base={base} q={q} />
      <InvoiceList
        items={items}
        base={base}
        label="Invoices"
        empty={
          q
            ? `No invoice number contains “${q}”.`
            : due
              ? "No MSME invoice falls due within 7 days."
              : status === "submitted"
                ? "No invoices are waiting for review."
                : "No invoices here yet."
        }
      />
      {nextCursor ? <OlderLink href={invoicesHref(base, { status, q, cursor: nextCursor, due })} /> : null}
    </section>
  );
}

/** Search by invoice number, through every status. */
export function InvoiceSearch({ base, q }: { base: string; q?: string }) {
  return (
    <div className="mt-4">
      <ListSearch action={`${base}/invoices`} label="Search invoices" placeholder="Invoice number" value={q} />
    </div>
  );
}

export function OlderLink({ href }: { href: string }) {
  return (
    <p className="mt-4">
      <Link href={href} className="font-semibold text-accent-700 underline underline-offset-2">
        Older invoices
      </Link>
    </p>
  );
}
