import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function RequestNotFound() {
  return <SegmentNotFound what="request" back="/employee/requests" backLabel="Back to Requests" />;
}
