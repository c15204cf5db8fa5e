// The event stream of one signed-in person (text/event-stream): wakes on the hub, reads what they may see after the
// last seq sent, sends it with `id: <seq>`; resumes after Last-Event-ID; a comment every 25 s; the session is
// checked on every wake-up and every 30 s, and a revoked one ends the stream. Nothing is left listening afterwards.
import type { Db } from "../db/client";
import type { Caller } from "../workspace/caller";
import { eventsAfter, latestSeq, type LiveEvent } from "./events";
import type { LiveHub } from "./hub";

export type StreamOptions = {
  db: Db;
  caller: Caller;
  hub: LiveHub;
  /** The Last-Event-ID the browser sent on reconnecting, if any. */
  lastEventId: string | null;
  /** False once the session is revoked or expired. */
  stillSignedIn: () => Promise<boolean>;
  signal?: AbortSignal;
  heartbeatMs?: number;
  recheckMs?: number;
  now?: () => Date;
};

/** How far back a write's `at` may be from its commit (a slow transaction), when looking for new rows. */
const marginMs = 5 * 60_000;
/** How far back a resume looks for what was missed. */
const resumeWindowMs = 60 * 60_000;

const encoder = new TextEncoder();

export function frame(event: LiveEvent): string {
  return `id: ${event.seq}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** A resumable position: a whole positive number, as we send them. */
function resumePoint(lastEventId: string | null): number | null {
  return lastEventId && /^\d{1,15}$/.test(lastEventId.trim()) ? Number(lastEventId.trim()) : null;
}

export function eventStream(options: StreamOptions): ReadableStream<Uint8Array> {
  const { db, caller, hub, stillSignedIn } = options;
  const now = options.now ?? (() => new Date());
  let open = true;
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let cursor = 0;
      let since = new Date(now().getTime() - marginMs);
      const late = new Set<number>();
      let running: Promise<void> | null = null;
      let again = false;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const end = () => {
        if (!open) return;
        open = false;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      const read = async () => {
        if (!(await stillSignedIn())) return end();
        const started = now();
        const also = [...late];
        late.clear();
        const events = await eventsAfter(db, caller, { after: cursor, since, also });
        for (const event of events) {
          write(frame(event));
          cursor = Math.max(cursor, event.seq);
        }
        since = new Date(started.getTime() - marginMs);
      };
      // One read at a time; a wake-up during a read asks for one more.
      const pump = () => {
        if (!open) return;
        if (running) {
          again = true;
          return;
        }
        running = read()
          .catch((error: unknown) => {
            console.error(`[live] the event stream could not read: ${(error as Error).message}`);
          })
          .finally(() => {
            running = null;
            if (again) {
              again = false;
              pump();
            }
          });
      };
      const onAbort = () => end();
      if (options.signal?.aborted) return end();
      options.signal?.addEventListener("abort", onAbort);
      cleanup = () => options.signal?.removeEventListener("abort", onAbort);

      // Where to start: after the Last-Event-ID sent (within the resume window), or after the latest write.
      const resume = resumePoint(options.lastEventId);
      write("retry: 3000\n\n");
      if (resume === null) cursor = await latestSeq(db, since);
      else {
        cursor = resume;
        since = new Date(now().getTime() - resumeWindowMs);
      }
      if (!open) return;
      const unsubscribe = hub.subscribe((seq) => {
        if (seq !== null && seq <= cursor) late.add(seq);
        pump();
      });
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), options.heartbeatMs ?? 25_000);
      const recheck = setInterval(() => {
        stillSignedIn().then((ok) => ok || end(), end);
      }, options.recheckMs ?? 30_000);
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearInterval(recheck);
        options.signal?.removeEventListener("abort", onAbort);
      };
      write(resume === null ? ": connected\n\n" : ": resumed\n\n");
      // What was written while the stream started (or, on a resume, what was missed) goes out now.
      pump();
    },
    cancel() {
      open = false;
      cleanup();
    },
  });
}
