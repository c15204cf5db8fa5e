// The queue a staff member opened a request from, kept for the browser tab (sessionStorage): the queue's address with
// its filters and sort, and its rows in the order shown. The request page leads back to that view instead of the
// whole queue, and on to the next request in it, as a helpdesk's "next ticket" does.

export type QueueEntry = { id: string; number: number; title: string };
export type QueueContext = { view: string; rows: QueueEntry[] };

const storageKey = "nexora.queue";
/** A page of the queue holds at most this many rows (pageSize); more is not ours. */
const maxRows = 100;

const isEntry = (value: unknown): value is QueueEntry => {
  const entry = value as QueueEntry;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.id === "string" &&
    typeof entry.title === "string" &&
    Number.isInteger(entry.number)
  );
};

/**
 * The context as stored, or null when it is anything else or its view is not the queue at `basePath` (an address of
 * this site's own, never another's: the back link must not lead off the portal).
 */
export function parseQueueContext(text: string | null, basePath: string): QueueContext | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const { view, rows } = (value ?? {}) as Partial<QueueContext>;
  if (typeof view !== "string" || (view !== basePath && !view.startsWith(`${basePath}?`))) return null;
  if (!Array.isArray(rows) || rows.length > maxRows || !rows.every(isEntry)) return null;
  return { view, rows };
}

/** Where a request stands in the remembered queue: the view to go back to, and the next row after it, if any. */
export function placeInQueue(
  context: QueueContext | null,
  id: string,
): { view: string; next: QueueEntry | undefined } | null {
  const at = context ? context.rows.findIndex((row) => row.id === id) : -1;
  return context && at >= 0 ? { view: context.view, next: context.rows[at + 1] } : null;
}

/** Remembers the queue as shown; a browser that keeps nothing (private mode, storage full) just has no context. */
export function rememberQueue(view: string, rows: QueueEntry[]): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ view, rows: rows.slice(0, maxRows) }));
  } catch {
    // Nothing to remember with: the request page offers the whole queue.
  }
}

/** The stored context as text (for useSyncExternalStore: a string compares by value), or null. */
export function storedQueue(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}
