"use client";
import { SegmentError } from "@/components/portal/segment-error";

export default SegmentError;
