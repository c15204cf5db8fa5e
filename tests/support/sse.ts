// Reads a text/event-stream answer in a test: events as the browser's EventSource would parse them.
import { expect } from "vitest";

export type SseEvent = { id?: string; event?: string; data?: Record<string, unknown> };

export function sseReader(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  const queue: SseEvent[] = [];
  let pending: Promise<void> | null = null;

  const parse = () => {
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: SseEvent = {};
      for (const line of block.split("\n")) {
        const [field, ...rest] = line.split(": ");
        const value = rest.join(": ");
        if (field === "id") event.id = value;
        else if (field === "event") event.event = value;
        else if (field === "data") event.data = JSON.parse(value) as Record<string, unknown>;
      }
      if (event.event) queue.push(event);
    }
  };
  /** One more chunk, or false when `ms` passed first (the read stays pending for the next call). */
  const more = async (ms: number): Promise<boolean> => {
    pending ??= reader.read().then(({ done, value }) => {
      pending = null;
      if (done) ended = true;
      else buffer += decoder.decode(value, { stream: true });
      parse();
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const got = await Promise.race([pending.then(() => true), late]);
    clearTimeout(timer);
    return got;
  };

  return {
    /** The next event matching `match`, skipping others; fails after `ms`. */
    async next(match: (event: SseEvent) => boolean = () => true, ms = 5_000): Promise<SseEvent> {
      const until = Date.now() + ms;
      for (;;) {
        const index = queue.findIndex(match);
        if (index >= 0) return queue.splice(0, index + 1).pop()!;
        queue.length = 0;
        if (ended) throw new Error("the stream ended");
        if (Date.now() >= until || !(await more(until - Date.now()))) {
          if (Date.now() >= until) throw new Error("no matching event arrived");
        }
      }
    },
    /** Every event that arrives within `ms`. */
    async during(ms: number): Promise<SseEvent[]> {
      const until = Date.now() + ms;
      while (!ended && Date.now() < until) await more(until - Date.now());
      return queue.splice(0);
    },
    /** True once the server ended the stream (within `ms`). */
    async ends(ms = 5_000): Promise<boolean> {
      const until = Date.now() + ms;
      while (!ended && Date.now() < until) await more(until - Date.now());
      return ended;
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
