// Issuing and verifying sign-in codes against the database, for every address alike (registered or not).
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { addressState, otpCodes, type AddressState } from "../db/schema";
import { generateCode, hashCode, hashesMatch } from "./otp-code";
import { decideFailure, decideSend, lockedForSeconds, otpRules } from "./otp-rules";

export { generateCode, hashCode, hashesMatch, OTP_LENGTH } from "./otp-code";
export { otpRules } from "./otp-rules";

export type IssueResult =
  | { kind: "issued"; code: string; expiresAt: Date }
  | { kind: "dropped"; reason: "hourly" | "daily" }
  | { kind: "cooldown"; retryAfterSeconds: number };

export type VerifyResult = { kind: "ok" } | { kind: "invalid" } | { kind: "locked"; retryAfterSeconds: number };

/** The address's counter row, created if missing and locked for the rest of the transaction. */
async function lockAddress(tx: Db, email: string): Promise<AddressState> {
  await tx.insert(addressState).values({ email }).onConflictDoNothing();
  const [state] = await tx.select().from(addressState).where(eq(addressState.email, email)).for("update");
  if (!state) throw new Error("address_state row vanished inside its transaction");
  return state;
}

/**
 * A code request for `email` (already normalised). Replaces any previous code. The caller decides
 * whether to mail it: unregistered addresses go through exactly the same writes and get no mail.
 */
export async function issueCode(db: Db, email: string, now: Date): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const state = await lockAddress(tx, email);
    const decision = decideSend(state, now);
    if (decision.kind === "cooldown") return decision;
    await tx
      .update(addressState)
      .set({ ...decision.next, updatedAt: now })
      .where(eq(addressState.email, email));
    if (decision.kind === "drop") return { kind: "dropped", reason: decision.reason };

    const code = generateCode();
    const expiresAt = new Date(now.getTime() + otpRules.codeTtlSeconds * 1000);
    const fresh = { codeHash: hashCode(email, code), createdAt: now, expiresAt, attempts: 0, consumedAt: null };
    await tx
      .insert(otpCodes)
      .values({ email, ...fresh })
      .onConflictDoUpdate({ target: otpCodes.email, set: { id: sql`gen_random_uuid()`, ...fresh } });
    return { kind: "issued", code, expiresAt };
  });
}

/**
 * Checks a submitted code. Wrong, expired and used codes are one answer ("invalid"); each counts as a
 * failure in a row for the address, and the tenth locks it. Five wrong tries kill the current code.
 */
export async function verifyCode(db: Db, email: string, code: string, now: Date): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const state = await lockAddress(tx, email);
    const locked = lockedForSeconds(state.lockedUntil, now);
    if (locked > 0) return { kind: "locked", retryAfterSeconds: locked };

    const [live] = await tx.select().from(otpCodes).where(eq(otpCodes.email, email));
    const matches = live !== undefined && hashesMatch(live.codeHash, hashCode(email, code));
    if (live && matches) {
      // Single use: only one request can flip consumed_at, and only while the code is alive.
      const consumed = await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpCodes.id, live.id),
            eq(otpCodes.codeHash, live.codeHash),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, now),
            lt(otpCodes.attempts, otpRules.maxAttemptsPerCode),
          ),
        )
        .returning({ id: otpCodes.id });
      if (consumed.length === 1) {
        await tx.update(addressState).set({ failures: 0, updatedAt: now }).where(eq(addressState.email, email));
        return { kind: "ok" };
      }
    } else if (live && live.consumedAt === null) {
      await tx
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)));
    }

    const failure = decideFailure(state.failures, now);
    await tx
      .update(addressState)
      .set({ failures: failure.failures, ...(failure.lockedUntil ? { lockedUntil: failure.lockedUntil } : {}), updatedAt: now })
      .where(eq(addressState.email, email));
    return failure.lockedUntil ? { kind: "locked", retryAfterSeconds: otpRules.lockSeconds } : { kind: "invalid" };
  });
}
