import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function InvoiceNotFound() {
  return <SegmentNotFound what="invoice" back="/admin/invoices" backLabel="Back to Invoices" />;
}
