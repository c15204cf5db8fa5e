import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function OrganisationNotFound() {
  return <SegmentNotFound what="organisation" back="/admin/organisations" backLabel="Back to Organisations" />;
}
