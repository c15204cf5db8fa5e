// The staff's invoice review queue: submitted invoices first (the default filter), any status on demand.
import Link from "next/link";
import type { InvoiceItem } from "@/lib/workspace/invoices";
import type { InvoiceStatus } from "@/lib/workspace/vocabulary";
import { ListSearch } from "../list-search";
import { InvoiceList, InvoiceStatusFilter } from "./invoice-list";

type Props = { items: InvoiceItem[]; status?: InvoiceStatus; q?: string; base: string; nextCursor: string | null };

/** `q` and `cursor` on the list's own address, the status kept ("all" when none). */
export function invoicesHref(base: string, query: { status?: string; q?: string; cursor?: string }) {
  const params = new URLSearchParams({ status: query.status ?? "all" });
  if (query.q) params.set("q", query.q);
  if (query.cursor) params.set("cursor", query.cursor);
  return `${base}/invoices?${params}`;
}

export function StaffInvoices({ items, status, q, base, nextCursor }: Props) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Invoices
      </h1>
      <p className="mt-1 text-slate-600">
        Vendors&apos; invoices, newest first. Open one to see its PDF, approve or reject it, and mark it paid.
      </p>
      <InvoiceStatusFilter base={base} current={status} />
      <InvoiceSearch base={base} q={q} />
      <InvoiceList
        items={items}
        base={base}
        label="Invoices"
        empty={
          q
            ? `No invoice number contains “${q}”.`
            : status === "submitted"
              ? "No invoices are waiting for review."
              : "No invoices here yet."
        }
      />
      {nextCursor ? <OlderLink href={invoicesHref(base, { status, q, cursor: nextCursor })} /> : null}
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
