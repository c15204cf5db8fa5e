import { SegmentNotFound } from "@/components/portal/segment-not-found";
import { portalPath } from "@/lib/portal/paths";

export default function EnquiryNotFound() {
  return <SegmentNotFound what="enquiry" back={portalPath("admin", "enquiries")} backLabel="Back to Enquiries" />;
}
