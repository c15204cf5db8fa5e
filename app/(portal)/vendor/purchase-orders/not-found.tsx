import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function PurchaseOrderNotFound() {
  return <SegmentNotFound what="purchase order" back="/vendor/purchase-orders" backLabel="Back to Purchase orders" />;
}
