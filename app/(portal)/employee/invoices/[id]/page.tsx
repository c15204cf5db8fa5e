import type { Metadata } from "next";
import { InvoiceDetail } from "@/components/portal/invoices/invoice-detail";
import { ReviewActions } from "@/components/portal/invoices/review-actions";
import { requireUser } from "@/lib/auth/session";
import { loadInvoice } from "@/lib/portal/detail-pages";

export const metadata: Metadata = { title: "Invoice" };

export default async function EmployeeInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("employee");
  const { id } = await params;
  const invoice = await loadInvoice(user, id);
  return (
    <InvoiceDetail
      invoice={invoice}
      base="/employee"
      actions={<ReviewActions id={invoice.id} status={invoice.status} />}
    />
  );
}
