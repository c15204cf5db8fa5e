import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { SubmitInvoiceForm, type InvoiceDefaults } from "@/components/portal/vendor/submit-invoice-form";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { getInvoice } from "@/lib/workspace/invoices";
import { rupeesInput } from "@/lib/workspace/money";
import { listPurchaseOrders } from "@/lib/workspace/purchase-orders";

export const metadata: Metadata = { title: "Submit an invoice" };

type Props = { searchParams: Promise<{ order?: string; replaces?: string }> };

export default async function VendorNewInvoicePage({ searchParams }: Props) {
  const user = await requireUser("vendor");
  const query = await searchParams;
  const [orders, replaced] = await workspaceRead(
    "vendor new invoice",
    user,
    async (db, caller) =>
      [
        (await listPurchaseOrders(db, caller)).items.filter((o) => o.status !== "closed"),
        // A resubmission starts from the rejected invoice (its number must change: numbers are unique per vendor).
        query.replaces ? await getInvoice(db, caller, query.replaces).catch(() => null) : null,
      ] as const,
  );
  const resubmits = replaced?.status === "rejected" ? replaced : null;
  const defaults: InvoiceDefaults = resubmits
    ? {
        replacesId: resubmits.id,
        amount: rupeesInput(resubmits.amountPaise),
        dueDate: resubmits.dueDate,
        purchaseOrderId: resubmits.purchaseOrder?.id ?? undefined,
      }
    : { purchaseOrderId: orders.some((o) => o.id === query.order) ? query.order : undefined };
  return (
    <section aria-labelledby="view-title">
      <Link
        href="/vendor/invoices"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All invoices
      </Link>
      <h1 id="view-title" className="mt-3 text-2xl font-bold text-ink">
        {resubmits ? `Resubmit invoice ${resubmits.number}` : "Submit an invoice"}
      </h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        {resubmits
          ? `It was rejected: ${resubmits.reason ?? "see its page"}. Send the corrected invoice with a new number.`
          : "Attach the invoice as a PDF. Against a purchase order, the total invoiced cannot exceed the order's amount."}
      </p>
      <SubmitInvoiceForm
        orders={orders.map((o) => ({ id: o.id, number: o.number, title: o.title, remainingPaise: o.remainingPaise }))}
        defaults={defaults}
      />
    </section>
  );
}
