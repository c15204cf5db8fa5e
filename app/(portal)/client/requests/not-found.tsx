import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function RequestNotFound() {
  return <SegmentNotFound what="request" back="/client/requests" backLabel="Back to Requests" />;
}
