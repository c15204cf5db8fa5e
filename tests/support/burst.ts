// A burst of enquiries against a running server: each from its own client address (the server must trust one proxy
// hop, TRUSTED_PROXY_HOPS=1) with its own idempotency key, over a pool of keep-alive connections.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { enquiry, rawRequest, type RawResult } from "./raw-http";

export type BurstResult = RawResult & { key: string; id?: string };

export type Burst = {
  /** Every request sent or tried so far. */
  results: BurstResult[];
  /** Resolves when every sender has stopped: after `stop()`, or once the server refuses connections. */
  done: Promise<BurstResult[]>;
  stop(): void;
};

/**
 * `senders` loops each send one enquiry after another until stopped or until a request fails (a stopped server
 * refuses new connections). At most `limit` requests in all, so a test stays bounded.
 */
export function startBurst(url: string, siteUrl: string, { senders = 16, limit = 5_000 } = {}): Burst {
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
  const results: BurstResult[] = [];
  let stopped = false;
  let n = 0;
  const sender = async () => {
    while (!stopped && n < limit) {
      const i = (n += 1);
      const key = randomUUID();
      const result: BurstResult = {
        key,
        ...(await rawRequest(`${url}/api/contact`, {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            origin: siteUrl,
            // One address per request, so the per-IP limit (5 per 10 minutes) never answers 429.
            "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: enquiry(i, key),
        })),
      };
      if (result.ok && result.response.status < 300)
        result.id = (JSON.parse(result.response.body) as { id: string }).id;
      results.push(result);
      if (!result.ok) return;
    }
  };
  const done = Promise.all(Array.from({ length: senders }, sender)).then(() => {
    agent.destroy();
    return results;
  });
  return { results, done, stop: () => (stopped = true) };
}

/** Resolves once `count` answers have come back (or rejects after `ms`). */
export async function answered(burst: Burst, count: number, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (burst.results.filter((r) => r.ok).length < count) {
    if (Date.now() > deadline) throw new Error(`only ${burst.results.length} answers within ${ms} ms`);
    const failed = burst.results.find((r) => !r.ok);
    if (failed) throw new Error(`a request failed early: ${JSON.stringify(failed)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
