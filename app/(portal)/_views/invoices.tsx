// The invoices views: staff review the queue and decide, a vendor follows its own and submits new ones. A role's
// page file re-exports its view.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { InvoiceDetail } from "@/components/portal/invoices/invoice-detail";
import { InvoiceList, InvoiceStatusFilter } from "@/components/portal/invoices/invoice-list";
import { ReviewActions } from "@/components/portal/invoices/review-actions";
import { InvoiceSearch, invoicesHref, OlderLink, StaffInvoices } from "@/components/portal/invoices/staff-invoices";
import { SubmitInvoiceForm } from "@/components/portal/vendor/submit-invoice-form";
import { WithdrawInvoice } from "@/components/portal/vendor/withdraw-invoice";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadInvoice, loadInvoiceForm, loadInvoiceList } from "@/lib/portal/page-data/invoices";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import { loadVendorBank } from "@/lib/portal/page-data/vendor-profile";
import type { DetailProps, ListProps } from "./types";
import { portalPath } from "@/lib/portal/paths";

type StaffRole = "admin" | "employee";

export const listMetadata: Metadata = { title: "Invoices" };
export const detailMetadata: Metadata = { title: "Invoice" };
export const newMetadata: Metadata = { title: "Submit an invoice" };

function staffInvoices(role: StaffRole) {
  return async function InvoicesPage({ searchParams }: ListProps) {
    const user = await requireUser(role);
    const list = await loadInvoiceList(user, await searchParams);
    return (
      <>
        <LiveRefresh topics={["invoice"]} />
        <StaffInvoices
          items={list.items}
          status={list.status}
          q={list.q}
          base={`/${role}`}
          nextCursor={list.nextCursor}
          due={list.due}
          falling={list.falling}
        />
      </>
    );
  };
}

function staffInvoice(role: StaffRole) {
  return async function InvoicePage({ params }: DetailProps) {
    const user = await requireUser(role);
    const invoice = await loadInvoice(user, (await params).id);
    await markOpened(user, "invoice", invoice.id);
    const bank = await loadVendorBank(user, invoice.organisation.id);
    return (
      <>
        <LiveRefresh topics={["invoice"]} id={invoice.id} />
        <InvoiceDetail
          invoice={invoice}
          base={`/${role}`}
          actions={<ReviewActions id={invoice.id} status={invoice.status} gross={invoice.total} bank={bank} />}
        />
      </>
    );
  };
}

export const AdminInvoices = staffInvoices("admin");
export const EmployeeInvoices = staffInvoices("employee");
export const AdminInvoice = staffInvoice("admin");
export const EmployeeInvoice = staffInvoice("employee");

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

/** A vendor's invoice; a rejected one not yet replaced offers its resubmission. */
export async function VendorInvoice({ params }: DetailProps) {
  const user = await requireUser("vendor");
  const invoice = await loadInvoice(user, (await params).id);
  await markOpened(user, "invoice", invoice.id);
  const withdraw = invoice.status === "submitted" ? <WithdrawInvoice id={invoice.id} number={invoice.number} /> : null;
  const resubmit =
    invoice.status === "rejected" && !invoice.replacedBy ? (
      <div className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">
          Correct what the reviewer asked for and send it again as a new invoice, with its own number.
        </p>
        <ButtonLink href={`/vendor/invoices/new?replaces=${invoice.id}`} className="mt-3">
          Resubmit
        </ButtonLink>
      </div>
    ) : null;
  return (
    <>
      <LiveRefresh topics={["invoice"]} id={invoice.id} />
      <InvoiceDetail invoice={invoice} base="/vendor" actions={withdraw ?? resubmit} />
    </>
  );
}

export async function NewVendorInvoice({ searchParams }: ListProps) {
  const user = await requireUser("vendor");
  const { orders, resubmits, defaults, profile } = await loadInvoiceForm(user, await searchParams);
  return (
    <section aria-labelledby="view-title">
      <Link
        href={portalPath("vendor", "invoices")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All invoices
      </Link>
      <h1 id="view-title" className="mt-3 text-2xl font-bold text-ink">
        {resubmits ? `Resubmit invoice ${resubmits.number}` : "Submit a tax invoice"}
      </h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        {resubmits
          ? `It was rejected: ${resubmits.reason ?? "see its page"}. Send the corrected invoice with a new number.`
          : "Invoice an order line by line, up to what is left of each. The tax is computed from your GSTIN's state."}
      </p>
      {profile ? (
        <SubmitInvoiceForm orders={orders} defaults={defaults} profile={profile} />
      ) : (
        <p className="mt-6 max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          Before your first tax invoice, please fill in your{" "}
          <Link href={portalPath("vendor", "profile")} className="font-semibold underline underline-offset-2">
            tax and bank profile
          </Link>{" "}
          (GSTIN and bank details).
        </p>
      )}
    </section>
  );
}
