import { SegmentNotFound } from "@/components/portal/segment-not-found";

export default function ProjectNotFound() {
  return <SegmentNotFound what="project" back="/client/projects" backLabel="Back to Projects" />;
}
