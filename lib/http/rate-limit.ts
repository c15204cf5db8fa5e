// Fixed-window limits in the rate_limits table (per IP here, per person and organisation in lib/workspace/limits.ts),
// so every instance on one PostgreSQL shares the counts.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export type Limit = { limit: number; windowSeconds: number };

/** Requests per client IP. A request counts only once it reaches the rule (well-formed and same-origin). */
export const ipLimits = {
  login: { limit: 10, windowSeconds: 60 },
  verify: { limit: 30, windowSeconds: 600 },
  /** Passkey sign-in: challenges asked for, and answers checked, as many as codes may be. */
  passkeyOptions: { limit: 10, windowSeconds: 60 },
  passkey: { limit: 30, windowSeconds: 600 },
  /** Stored enquiries; an idempotent replay does not count. */
  contact: { limit: 5, windowSeconds: 600 },
  /** Questions to the site assistant. */
  assistant: { limit: 40, windowSeconds: 600 },
  /** Stored requests for an account from the sign-in page; a replay does not count. */
  accessRequest: { limit: 3, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

const secondsLeft = (start: Date, windowSeconds: number, now: Date) =>
  Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));

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
  return { allowed: count <= limit, count, retryAfterSeconds: secondsLeft(start, windowSeconds, now) };
}

/**
 * Takes `amount` (a request, a file's bytes) from `key`'s allowance in the current window when all of it fits, in one
 * conditional upsert, so concurrent takers never pass the limit together; a refusal takes nothing.
 */
export async function takeAllowance(
  db: Db,
  key: string,
  amount: number,
  { limit, windowSeconds }: Limit,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const start = windowStart(now, windowSeconds);
  const retryAfterSeconds = secondsLeft(start, windowSeconds, now);
  if (amount > limit) return { allowed: false, retryAfterSeconds };
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
      setWhere: sql`${rateLimits.count} + ${amount} <= ${limit}`,
    })
    .returning({ count: rateLimits.count });
  if (!row) return { allowed: false, retryAfterSeconds };
  // A new window's row: this key's past windows are done with.
  if (row.count === amount)
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
  return { allowed: true, retryAfterSeconds };
}

/** Returns what `takeAllowance` took at `now`, when a later check refused the action it was taken for. */
export async function returnAllowance(db: Db, key: string, amount: number, windowSeconds: number, now: Date) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, windowSeconds))));
}
