"use client";
// Reads the page again, without a reload, when a live event concerns what it shows: any thing of its topics, or
// (with `id`) that one thing. Several events close together make one refresh.
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useLiveEvents, type LiveTopic } from "./live-events";

const debounceMs = 400;

export function LiveRefresh({ topics, id }: { topics: LiveTopic[]; id?: string }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(({ topic, data }) => {
    if (!topics.includes(topic) || (id !== undefined && data.id !== id)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), debounceMs);
  });
  return null;
}
