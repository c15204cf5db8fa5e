export { SegmentLoading as default } from "@/components/portal/segment-loading";
