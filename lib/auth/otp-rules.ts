// The sign-in code rules (DESIGN.md "Where we go beyond the spec") as constants and pure decisions over one address's counters.
import type { AddressState } from "../db/schema";

export const otpRules = {
  codeTtlSeconds: 300,
  maxAttemptsPerCode: 5,
  lockAfterFailures: 10,
  lockSeconds: 15 * 60,
  resendCooldownSeconds: 30,
  codesPerHour: 5,
  codesPerDay: 10,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SendCounters = Pick<AddressState, "lastRequestAt" | "hourStartedAt" | "hourCount" | "dayStartedAt" | "dayCount">;

export type SendDecision =
  | { kind: "cooldown"; retryAfterSeconds: number }
  | { kind: "drop"; reason: "hourly" | "daily"; next: SendCounters }
  | { kind: "send"; next: SendCounters };

/**
 * Whether a code request may produce a code. Within the cooldown of the previous request: refuse (429).
 * Over the hourly or daily count: accept but send nothing. Only codes actually issued count toward the limits.
 */
export function decideSend(state: SendCounters, now: Date): SendDecision {
  const t = now.getTime();
  const cooldownMs = otpRules.resendCooldownSeconds * 1000;
  if (state.lastRequestAt) {
    const waitMs = state.lastRequestAt.getTime() + cooldownMs - t;
    // A clock that moved backwards must not stretch the wait beyond the cooldown.
    if (waitMs > 0) return { kind: "cooldown", retryAfterSeconds: Math.min(otpRules.resendCooldownSeconds, Math.ceil(waitMs / 1000)) };
  }
  const hourFresh = !state.hourStartedAt || t - state.hourStartedAt.getTime() >= HOUR || t < state.hourStartedAt.getTime();
  const dayFresh = !state.dayStartedAt || t - state.dayStartedAt.getTime() >= DAY || t < state.dayStartedAt.getTime();
  const next: SendCounters = {
    lastRequestAt: now,
    hourStartedAt: hourFresh ? now : state.hourStartedAt,
    hourCount: hourFresh ? 0 : state.hourCount,
    dayStartedAt: dayFresh ? now : state.dayStartedAt,
    dayCount: dayFresh ? 0 : state.dayCount,
  };
  if (next.dayCount >= otpRules.codesPerDay) return { kind: "drop", reason: "daily", next };
  if (next.hourCount >= otpRules.codesPerHour) return { kind: "drop", reason: "hourly", next };
  return { kind: "send", next: { ...next, hourCount: next.hourCount + 1, dayCount: next.dayCount + 1 } };
}

/** Seconds left on a lockout, or 0 when the address is not locked. */
export function lockedForSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * One more failed verification in a row. The tenth locks the address and starts a fresh count,
 * so after the lock another ten failures are needed. Only a success resets the count otherwise.
 */
export function decideFailure(failures: number, now: Date): { failures: number; lockedUntil: Date | null } {
  const next = failures + 1;
  if (next >= otpRules.lockAfterFailures) return { failures: 0, lockedUntil: new Date(now.getTime() + otpRules.lockSeconds * 1000) };
  return { failures: next, lockedUntil: null };
}
