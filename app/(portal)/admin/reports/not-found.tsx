import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function EnquiryNotFound() {
  return <SegmentNotFound what="enquiry" back="/admin/reports" backLabel="Back to Reports" />;
}
