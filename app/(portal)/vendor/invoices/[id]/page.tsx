import type { Metadata } from "next";
import { InvoiceDetail } from "@/components/portal/invoices/invoice-detail";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadInvoice } from "@/lib/portal/detail-pages";

export const metadata: Metadata = { title: "Invoice" };

export default async function VendorInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("vendor");
  const { id } = await params;
  const invoice = await loadInvoice(user, id);
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
  return <InvoiceDetail invoice={invoice} base="/vendor" actions={resubmit} />;
}
