"use client";
// The page's one EventSource on /api/portal/events, shared by every component that listens (the bell, a view's live
// refresh) and closed when the last one goes. EventSource reconnects by itself and sends Last-Event-ID.
import { useEffect, useRef } from "react";

export type LiveTopic = "request" | "invoice" | "purchase_order" | "notification";
export type LiveMessage = { topic: LiveTopic; data: { id?: string; number?: number } };
type Listener = (message: LiveMessage) => void;

const events: Record<string, LiveTopic> = {
  "request.message": "request",
  "request.updated": "request",
  "invoice.updated": "invoice",
  "purchase_order.updated": "purchase_order",
  notification: "notification",
};

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function parse(text: string): LiveMessage["data"] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as LiveMessage["data"]) : {};
  } catch {
    return {};
  }
}

function connect() {
  source = new EventSource("/api/portal/events");
  for (const [name, topic] of Object.entries(events))
    source.addEventListener(name, (event) => {
      const message = { topic, data: parse((event as MessageEvent<string>).data) };
      for (const listener of listeners) listener(message);
    });
}

/** Calls `listener` with each live event while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: Listener = (message) => latest.current(message);
    listeners.add(forward);
    if (!source && typeof EventSource !== "undefined") connect();
    return () => {
      listeners.delete(forward);
      if (listeners.size === 0) {
        source?.close();
        source = null;
      }
    };
  }, []);
}
