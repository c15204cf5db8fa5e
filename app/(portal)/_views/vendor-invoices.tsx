// A vendor's own invoices, newest first.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { InvoiceList, InvoiceStatusFilter } from "@/components/portal/invoices/invoice-list";
import { InvoiceSearch, invoicesHref, OlderLink } from "@/components/portal/invoices/staff-invoices";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadInvoiceList } from "@/lib/portal/page-data/invoices";
import type { ListProps } from "./types";
import { portalPath } from "@/lib/portal/paths";

export const listMetadata: Metadata = { title: "Invoices" };

export async function VendorInvoices({ searchParams }: ListProps) {
  const list = await loadInvoiceList(await requireUser("vendor"), await searchParams);
  return (
    <section aria-labelledby="view-title">
      <LiveRefresh topics={["invoice", "purchase_order"]} />
      <ViewHeader title="Invoices" text="Your invoices to Nexora, newest first, and where each one stands.">
        <ButtonLink href={portalPath("vendor", "invoices", "new")}>Submit an invoice</ButtonLink>
      </ViewHeader>
      <InvoiceStatusFilter base="/vendor" current={list.status} />
      <InvoiceSearch base="/vendor" q={list.q} />
      <InvoiceList
        items={list.items}
        base="/vendor"
        label="Invoices"
        empty={list.q ? `No invoice number contains “${list.q}”.` : "No invoices here yet."}
      />
      {list.nextCursor ? (
        <OlderLink href={invoicesHref("/vendor", { status: list.status, q: list.q, cursor: list.nextCursor })} />
      ) : null}
    </section>
  );
}
