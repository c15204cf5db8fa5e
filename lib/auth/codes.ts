// Sign-in codes: generated from the CSPRNG, stored only as an HMAC, issued and verified against the database for every
// address alike (registered or not), with the counters of lib/auth/code-rules.ts kept per network and address-wide.
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { otpCodes, signInAddressLimits, signInLimits, type SignInAddressLimit, type SignInLimit } from "../db/schema";
import { sessionSecret } from "../env";
import { logSecurityEvent } from "./security-log";
import { decideFailure, decideSend, otpRules, verifyWaitSeconds } from "./code-rules";

const OTP_SPACE = 10 ** otpRules.codeLength;

/** `random(min, max)` returns an integer in [min, max); crypto.randomInt unless a test passes another. */
export function generateCode(random: (min: number, max: number) => number = randomInt): string {
  return String(random(0, OTP_SPACE)).padStart(otpRules.codeLength, "0");
}

// A key of its own (HKDF with a distinct label), so the code hashes never share a key with the session seal.
const keys = new Map<string, Buffer>();
function otpKey(): Buffer {
  const secret = sessionSecret();
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "nexora", "nexora/otp-hmac/v1", 32));
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of address and code: a stolen table reveals neither, and a hash is useless for another address. */
export function hashCode(email: string, code: string): string {
  return createHmac("sha256", otpKey()).update(`${email}\n${code}`).digest("base64url");
}

export function hashesMatch(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(candidate);
  // Lengths are public (always 43 characters); compare anyway so a malformed row cannot throw.
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Issued = { code: string; expiresAt: Date };

export type IssueResult =
  | ({ kind: "issued" } & Issued)
  | { kind: "dropped"; reason: "hourly" | "daily" | "address_hourly"; alert: boolean }
  | { kind: "cooldown"; retryAfterSeconds: number };

export type VerifyResult =
  | { kind: "ok" }
  | { kind: "invalid" }
  /** The right code, but already used (or spent by another code's use): refused, and not counted as a failure. */
  | { kind: "used" }
  | { kind: "locked"; retryAfterSeconds: number; alert: boolean };

type Who = { email: string; network: string };
/** Queues the admins' mail when the address reaches an address-wide ceiling. */
type MailHooks = { alert: (tx: Db, until: Date) => Promise<void> };

/**
 * The address-wide row, then the network's row, created if missing and locked for the rest of the transaction.
 * Always in this order, so two requests for one address cannot deadlock.
 */
async function lockCounters(
  tx: Db,
  { email, network }: Who,
): Promise<{ address: SignInAddressLimit; mine: SignInLimit }> {
  await tx.insert(signInAddressLimits).values({ email }).onConflictDoNothing();
  const [address] = await tx
    .select()
    .from(signInAddressLimits)
    .where(eq(signInAddressLimits.email, email))
    .for("update");
  await tx.insert(signInLimits).values({ email, network }).onConflictDoNothing();
  const [mine] = await tx
    .select()
    .from(signInLimits)
    .where(and(eq(signInLimits.email, email), eq(signInLimits.network, network)))
    .for("update");
  if (!address || !mine) throw new Error("a sign-in counter row vanished inside its transaction");
  return { address, mine };
}

async function saveCounters(
  tx: Db,
  { email, network }: Who,
  changes: { network: Partial<SignInLimit>; address: Partial<SignInAddressLimit> },
  now: Date,
): Promise<void> {
  await tx
    .update(signInAddressLimits)
    .set({ ...changes.address, updatedAt: now })
    .where(eq(signInAddressLimits.email, email));
  await tx
    .update(signInLimits)
    .set({ ...changes.network, updatedAt: now })
    .where(and(eq(signInLimits.email, email), eq(signInLimits.network, network)));
}

/**
 * A code request for `email` (already normalised) from `network`. Earlier codes stay valid until they expire or one
 * of the address's codes is used. The hooks run in the same transaction (they queue mail), so a code exists only
 * together with its mail, and a ceiling only together with the admins' alert.
 */
export async function issueCode(
  db: Db,
  who: Who,
  now: Date,
  hooks: MailHooks & { deliver: (tx: Db, issued: Issued) => Promise<void> },
): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const { address, mine } = await lockCounters(tx, who);
    const decision = decideSend(mine, address, now);
    if (decision.kind === "cooldown") return decision;
    await saveCounters(tx, who, decision, now);
    if (decision.kind === "drop") {
      const hourStarted = decision.address.codesHourStartedAt ?? now;
      if (decision.alert) await hooks.alert(tx, new Date(hourStarted.getTime() + 3_600_000));
      return { kind: "dropped", reason: decision.reason, alert: decision.alert };
    }

    const code = generateCode();
    const expiresAt = new Date(now.getTime() + otpRules.codeTtlSeconds * 1000);
    const hash = hashCode(who.email, code);
    await tx.insert(otpCodes).values({ ...who, codeHash: hash, createdAt: now, expiresAt, attempts: 0 });
    await hooks.deliver(tx, { code, expiresAt });
    return { kind: "issued", code, expiresAt };
  });
}

/**
 * Checks a submitted code against every code of the address. A live match signs in and spends all of the address's
 * codes. A match on a spent code is refused without counting. Anything else is a failure for this network (and the
 * address's day): it also counts toward killing the live codes this network asked for (five wrong tries each).
 */
export async function verifyCode(db: Db, who: Who, code: string, now: Date, hooks: MailHooks): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const { address, mine } = await lockCounters(tx, who);
    const wait = verifyWaitSeconds(mine, address, now);
    if (wait > 0) return { kind: "locked", retryAfterSeconds: wait, alert: false };

    const codes = await tx.select().from(otpCodes).where(eq(otpCodes.email, who.email));
    const submitted = hashCode(who.email, code);
    // Every stored hash is compared, so the time taken says nothing about which one matched.
    const matches = codes.filter((row) => hashesMatch(row.codeHash, submitted));
    const live = matches.find(
      (row) => !row.consumedAt && row.expiresAt > now && row.attempts < otpRules.maxAttemptsPerCode,
    );
    if (live) {
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.email, who.email), isNull(otpCodes.consumedAt)));
      await saveCounters(tx, who, { network: { failures: 0 }, address: {} }, now);
      return { kind: "ok" };
    }
    if (matches.length > 0) return { kind: "used" };

    await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.email, who.email),
          eq(otpCodes.network, who.network),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, now),
          lt(otpCodes.attempts, otpRules.maxAttemptsPerCode),
        ),
      );
    const failure = decideFailure(mine, address, now);
    await saveCounters(tx, who, failure, now);
    if (failure.alert) await hooks.alert(tx, failure.address.lockedUntil ?? now);
    if (failure.lockedForSeconds > 0)
      return { kind: "locked", retryAfterSeconds: failure.lockedForSeconds, alert: failure.alert };
    return { kind: "invalid" };
  });
}

export type AddressLimitState = { email: string; lockedUntil: Date | null; codesCeilingUntil: Date | null };

/** Addresses held by an address-wide ceiling right now (for the admin's Users view). */
export async function blockedAddresses(db: Db, now: Date): Promise<AddressLimitState[]> {
  const hour = 3_600_000;
  const t = signInAddressLimits;
  // Every address ever asked about has a row: only the held ones are read.
  const rows = await db
    .select()
    .from(t)
    .where(
      or(
        gt(t.lockedUntil, now),
        and(
          gte(t.codesHourCount, otpRules.addressCodesPerHour),
          gt(t.codesHourStartedAt, new Date(now.getTime() - hour)),
        ),
      ),
    );
  return rows.map((row) => {
    const lockedUntil = row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    const ceilingEnds = row.codesHourStartedAt ? new Date(row.codesHourStartedAt.getTime() + hour) : null;
    const codesCeilingUntil =
      row.codesHourCount >= otpRules.addressCodesPerHour && ceilingEnds && ceilingEnds > now ? ceilingEnds : null;
    return { email: row.email, lockedUntil, codesCeilingUntil };
  });
}

/** Forgets every sign-in counter of an address (an admin lifting a ceiling or lockout), in the security log with who. */
export async function clearSignInLimits(db: Db, email: string, admin: { email: string }, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const address = await tx.delete(signInAddressLimits).where(eq(signInAddressLimits.email, email)).returning();
    const networks = await tx.delete(signInLimits).where(eq(signInLimits.email, email)).returning();
    const cleared = address.length + networks.length > 0;
    if (cleared) await logSecurityEvent(tx, "sign_in_limits_cleared", { email, detail: `by ${admin.email}` }, now);
    return cleared;
  });
}
