import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function PurchaseOrderNotFound() {
  return <SegmentNotFound what="purchase order" back="/employee/purchase-orders" backLabel="Back to Purchase orders" />;
}
