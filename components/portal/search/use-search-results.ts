"use client";
// The quick search's answers for what is typed: asked 200 ms after the last key, each new question aborting the
// one before, so a slow answer to old text never replaces the answer to new text.
import { useEffect, useState } from "react";
import { getFromApi } from "@/lib/http/browser-json";
import type { SearchResult } from "@/lib/workspace/portal-search";

export type SearchState =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "done"; items: SearchResult[] }
  | { kind: "failed"; message: string };

const debounceMs = 200;

// One object per state that holds no answer, so a state is the same object for as long as it lasts.
const idle: SearchState = { kind: "idle" };
const searching: SearchState = { kind: "searching" };

export function useSearchResults(text: string): SearchState {
  const q = text.trim();
  const [answer, setAnswer] = useState<{ q: string; state: SearchState } | null>(null);

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const reply = await getFromApi<{ items: SearchResult[] }>(
        `/api/portal/search?q=${encodeURIComponent(q)}`,
        controller.signal,
      );
      if (!reply || controller.signal.aborted) return;
      const state: SearchState = reply.ok
        ? { kind: "done", items: reply.data.items ?? [] }
        : { kind: "failed", message: reply.error ?? "Search is not available just now. Please try again in a moment." };
      setAnswer({ q, state });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  if (!q) return idle;
  return answer?.q === q ? answer.state : searching;
}
