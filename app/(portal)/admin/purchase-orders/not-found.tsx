import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function PurchaseOrderNotFound() {
  return <SegmentNotFound what="purchase order" back="/admin/purchase-orders" backLabel="Back to Purchase orders" />;
}
