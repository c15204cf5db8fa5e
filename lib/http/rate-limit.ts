// Per-IP fixed-window limits in the rate_limits table, so every instance on one PostgreSQL shares the counts.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export type Limit = { limit: number; windowSeconds: number };

/** Requests per client IP. A request counts only once it reaches the rule (well-formed and same-origin). */
export const ipLimits = {
  login: { limit: 10, windowSeconds: 60 },
  verify: { limit: 30, windowSeconds: 600 },
  /** Stored enquiries; an idempotent replay does not count. */
  contact: { limit: 5, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Counts one request for `key` in the current window (atomic upsert) and says whether it is within the limit. */
export async function hitRateLimit(
  db: Db,
  key: string,
  { limit, windowSeconds }: Limit,
  now: Date,
): Promise<RateLimitResult> {
  const start = windowStart(now, windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  if (count === 1) {
    // First hit of a window: sweep this key's past windows, and anything older than a day.
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: count <= limit, count, retryAfterSeconds };
}
