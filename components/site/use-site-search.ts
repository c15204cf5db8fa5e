"use client";
// The site search as a hook: the pages for a query from GET /api/search (the server's index), a moment after typing.
import { useEffect, useState } from "react";

export type SiteSearchHit = { title: string; href: string; snippet: string; terms: string[] };
export type SiteSearch = { query: string; results: SiteSearchHit[]; failed: boolean };

export function useSiteSearch(query: string, delayMs = 150): SiteSearch & { settled: boolean } {
  const trimmed = query.trim();
  const [found, setFound] = useState<SiteSearch>({ query: "", results: [], failed: false });
  useEffect(() => {
    if (!trimmed) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(trimmed)}`, { signal: abort.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ results: SiteSearchHit[] }>) : Promise.reject(new Error())))
        .then((body) => setFound({ query: trimmed, results: body.results, failed: false }))
        .catch(() => {
          if (!abort.signal.aborted) setFound({ query: trimmed, results: [], failed: true });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [trimmed, delayMs]);
  const settled = found.query === trimmed;
  return { query: trimmed, results: settled ? found.results : [], failed: settled && found.failed, settled };
}
