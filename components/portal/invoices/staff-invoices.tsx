// The staff's invoice review queue: submitted invoices first (the default filter), any status on demand.
import Link from "next/link";
import type { InvoiceItem } from "@/lib/workspace/invoices";
import type { InvoiceStatus } from "@/lib/workspace/vocabulary";
import { InvoiceList, InvoiceStatusFilter } from "./invoice-list";

type Props = { items: InvoiceItem[]; status?: InvoiceStatus; base: string; nextCursor: string | null };

export function StaffInvoices({ items, status, base, nextCursor }: Props) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Invoices
      </h1>
      <p className="mt-1 text-slate-600">
        Vendors&apos; invoices, newest first. Open one to see its PDF, approve or reject it, and mark it paid.
      </p>
      <InvoiceStatusFilter base={base} current={status} />
      <InvoiceList
        items={items}
        base={base}
        label="Invoices"
        empty={status === "submitted" ? "No invoices are waiting for review." : "No invoices here yet."}
      />
      {nextCursor ? <OlderLink href={`${base}/invoices?status=${status ?? "all"}&cursor=${nextCursor}`} /> : null}
    </section>
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
