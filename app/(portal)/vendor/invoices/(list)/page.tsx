import type { Metadata } from "next";
import { InvoiceList, InvoiceStatusFilter } from "@/components/portal/invoices/invoice-list";
import { OlderLink } from "@/components/portal/invoices/staff-invoices";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { filterValue, workspaceRead } from "@/lib/portal/workspace-data";
import { listInvoices } from "@/lib/workspace/invoices";
import { invoiceStatuses } from "@/lib/workspace/vocabulary";
import { readableCursor } from "@/lib/workspace/scope";

export const metadata: Metadata = { title: "Invoices" };

type Props = { searchParams: Promise<{ status?: string; cursor?: string }> };

export default async function VendorInvoicesPage({ searchParams }: Props) {
  const user = await requireUser("vendor");
  const query = await searchParams;
  const status = filterValue(query.status, invoiceStatuses);
  const list = await workspaceRead("vendor invoices", user, (db, caller) =>
    listInvoices(db, caller, { status, cursor: readableCursor(query.cursor) }),
  );
  return (
    <section aria-labelledby="view-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="view-title" className="text-2xl font-bold text-ink">
          Invoices
        </h1>
        <ButtonLink href="/vendor/invoices/new">Submit an invoice</ButtonLink>
      </div>
      <p className="mt-1 text-slate-600">Your invoices to Nexora, newest first, and where each one stands.</p>
      <InvoiceStatusFilter base="/vendor" current={status} />
      <InvoiceList items={list.items} base="/vendor" label="Invoices" empty="No invoices here yet." />
      {list.nextCursor ? (
        <OlderLink href={`/vendor/invoices?status=${status ?? "all"}&cursor=${list.nextCursor}`} />
      ) : null}
    </section>
  );
}
