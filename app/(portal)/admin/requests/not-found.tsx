import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function RequestNotFound() {
  return <SegmentNotFound what="request" back="/admin/requests" backLabel="Back to Requests" />;
}
