// The workspace's abuse limits applied (the rules are in limit-rules.ts): a write or an upload takes from its
// allowances in rate_limits, or is refused with 429 and Retry-After (409 for a full organisation), and the refusal is
// written to the security log once per person, limit and window. Called by the domain functions, so the API and the
// actions share them.
import { eq, sql } from "drizzle-orm";
import { logSecurityEvent } from "../auth/security-log";
import type { Db } from "../db/client";
import { files } from "../db/schema";
import { env } from "../env";
import { hitRateLimit, returnAllowance, takeAllowance } from "../http/rate-limit";
import { isStaff, type Caller } from "./caller";
import { conflict, tooMany } from "./errors";
import {
  fitsStorage,
  hourSeconds,
  limitDetail,
  limitSentence,
  storageSentence,
  uploadCounters,
  writeCounter,
  type Counter,
  type LimitName,
  type WriteLimit,
} from "./limit-rules";

/** One security-log row for the first refusal of a person by a limit in a window, not one per refused request of a flood. */
async function logRefusal(db: Db, caller: Caller, name: LimitName, windowSeconds: number, detail: string, now: Date) {
  const first = await hitRateLimit(db, `ws-refused:${name}:${caller.id}`, { limit: 1, windowSeconds }, now);
  if (first.allowed)
    await logSecurityEvent(db, "workspace_limit_reached", { userId: caller.id, email: caller.email, detail }, now);
}

/** Counts one request opened, message written or invoice submitted by the caller; a 429 past the minute's limit. */
export async function takeWriteAllowance(db: Db, caller: Caller, name: WriteLimit, now: Date): Promise<void> {
  const limits = env().WORKSPACE_LIMITS;
  const counter = writeCounter(limits, name, caller.id);
  const taken = await takeAllowance(db, counter.key, counter.amount, counter, now);
  if (taken.allowed) return;
  await logRefusal(db, caller, name, counter.windowSeconds, limitDetail(name, limits), now);
  throw tooMany(limitSentence(name, limits, taken.retryAfterSeconds), taken.retryAfterSeconds);
}

/**
 * Checks a file of `size` bytes about to be stored under `organisationId`: an organisation's own people answer for
 * what it keeps (409 when the file does not fit) and for its uploads this hour; everyone for their own (429).
 * Allowances already taken are given back when a later one refuses.
 */
export async function takeUploadAllowance(
  db: Db,
  caller: Caller,
  organisationId: string | null,
  size: number,
  now: Date,
): Promise<void> {
  const limits = env().WORKSPACE_LIMITS;
  const member = !isStaff(caller) && caller.organisationId === organisationId ? organisationId : null;
  if (member) {
    const [row] = await db
      .select({ used: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
      .from(files)
      .where(eq(files.organisationId, member));
    const used = row?.used ?? 0;
    if (!fitsStorage(limits, used, size)) {
      await logRefusal(db, caller, "org_storage_mb", hourSeconds, limitDetail("org_storage_mb", limits, member), now);
      throw conflict(storageSentence(limits, used, size));
    }
  }
  const taken: Counter[] = [];
  for (const counter of uploadCounters(limits, caller.id, member, size)) {
    const result = await takeAllowance(db, counter.key, counter.amount, counter, now);
    if (result.allowed) {
      taken.push(counter);
      continue;
    }
    for (const t of taken) await returnAllowance(db, t.key, t.amount, t.windowSeconds, now);
    const detail = limitDetail(counter.name, limits, counter.name.startsWith("org_") ? member : null);
    await logRefusal(db, caller, counter.name, counter.windowSeconds, detail, now);
    throw tooMany(limitSentence(counter.name, limits, result.retryAfterSeconds), result.retryAfterSeconds);
  }
}
