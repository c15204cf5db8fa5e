import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function InvoiceNotFound() {
  return <SegmentNotFound what="invoice" back="/employee/invoices" backLabel="Back to Invoices" />;
}
