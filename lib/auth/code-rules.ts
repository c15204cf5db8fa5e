// The sign-in code rules as constants, and pure decisions over the counters of one address: per client network (so a
// stranger cannot lock a person out) and address-wide (ceilings). No database here (lib/auth/codes.ts applies them),
// and type-only imports: the sign-in form in the browser reads these constants too.
import type { SignInAddressLimit, SignInLimit } from "../db/schema";

export const otpRules = {
  /** Digits in a code. */
  codeLength: 6,
  codeTtlSeconds: 300,
  maxAttemptsPerCode: 5,
  /** Per address and network. */
  lockAfterFailures: 10,
  lockSeconds: 15 * 60,
  resendCooldownSeconds: 30,
  codesPerHour: 5,
  codesPerDay: 10,
  /** Address-wide, over every network. */
  addressCodesPerHour: 20,
  addressFailuresPerDay: 100,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type NetworkCounters = Pick<
  SignInLimit,
  "lastRequestAt" | "hourStartedAt" | "hourCount" | "dayStartedAt" | "dayCount" | "failures" | "lockedUntil"
>;
export type AddressCounters = Pick<
  SignInAddressLimit,
  | "codesHourStartedAt"
  | "codesHourCount"
  | "codesAlertedAt"
  | "failuresDayStartedAt"
  | "failuresDayCount"
  | "failuresAlertedAt"
  | "lockedUntil"
>;

/** A window that started `length` ms ago or more (or in the future: a clock that moved back) starts again now. */
function windowOf(
  startedAt: Date | null,
  count: number,
  length: number,
  now: Date,
): { startedAt: Date; count: number } {
  const t = now.getTime();
  const fresh = !startedAt || t - startedAt.getTime() >= length || t < startedAt.getTime();
  return fresh ? { startedAt: now, count: 0 } : { startedAt, count };
}

export type SendDecision =
  | { kind: "cooldown"; retryAfterSeconds: number }
  | {
      kind: "drop";
      reason: "hourly" | "daily" | "address_hourly";
      /** The address just reached its ceiling: tell the admins (once per window). */
      alert: boolean;
      network: Partial<NetworkCounters>;
      address: Partial<AddressCounters>;
    }
  | { kind: "send"; network: Partial<NetworkCounters>; address: Partial<AddressCounters> };

/**
 * Whether a code request may produce a code. Within the network's cooldown: refuse (429). Over the network's hourly or
 * daily count, or the address-wide hourly ceiling: accept but send nothing. Only issued codes count toward the limits.
 */
export function decideSend(network: NetworkCounters, address: AddressCounters, now: Date): SendDecision {
  const t = now.getTime();
  if (network.lastRequestAt) {
    const waitMs = network.lastRequestAt.getTime() + otpRules.resendCooldownSeconds * 1000 - t;
    // A clock that moved backwards must not stretch the wait beyond the cooldown.
    if (waitMs > 0) {
      return {
        kind: "cooldown",
        retryAfterSeconds: Math.min(otpRules.resendCooldownSeconds, Math.ceil(waitMs / 1000)),
      };
    }
  }
  const hour = windowOf(network.hourStartedAt, network.hourCount, HOUR, now);
  const day = windowOf(network.dayStartedAt, network.dayCount, DAY, now);
  const addressHour = windowOf(address.codesHourStartedAt, address.codesHourCount, HOUR, now);
  const counted = (extra: number) => ({
    network: {
      lastRequestAt: now,
      hourStartedAt: hour.startedAt,
      hourCount: hour.count + extra,
      dayStartedAt: day.startedAt,
      dayCount: day.count + extra,
    },
    address: { codesHourStartedAt: addressHour.startedAt, codesHourCount: addressHour.count + extra },
  });
  if (day.count >= otpRules.codesPerDay) return { kind: "drop", reason: "daily", alert: false, ...counted(0) };
  if (hour.count >= otpRules.codesPerHour) return { kind: "drop", reason: "hourly", alert: false, ...counted(0) };
  if (addressHour.count >= otpRules.addressCodesPerHour) {
    const alerted = address.codesAlertedAt !== null && address.codesAlertedAt >= addressHour.startedAt;
    const next = counted(0);
    return {
      kind: "drop",
      reason: "address_hourly",
      alert: !alerted,
      network: next.network,
      address: alerted ? next.address : { ...next.address, codesAlertedAt: now },
    };
  }
  return { kind: "send", ...counted(1) };
}

/** Seconds left on a lockout, or 0 when there is none. */
export function lockedForSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** How long a verification must wait: the network's lock or the address-wide one, whichever ends later. */
export function verifyWaitSeconds(
  network: Pick<NetworkCounters, "lockedUntil">,
  address: Pick<AddressCounters, "lockedUntil">,
  now: Date,
): number {
  return Math.max(lockedForSeconds(network.lockedUntil, now), lockedForSeconds(address.lockedUntil, now));
}

export type FailureDecision = {
  network: Pick<NetworkCounters, "failures"> & Partial<Pick<NetworkCounters, "lockedUntil">>;
  address: Partial<AddressCounters>;
  /** Seconds the caller must now wait (0: not locked). */
  lockedForSeconds: number;
  /** The address just reached its daily failure ceiling: tell the admins. */
  alert: boolean;
};

/**
 * One more failed verification from a network. The network's tenth failure in a row locks that network out of the
 * address for 15 minutes and starts a fresh count; a new code does not reset it, only a success does. The address's
 * hundredth failure of the day, over all networks, locks the address until that day window ends.
 */
export function decideFailure(
  network: Pick<NetworkCounters, "failures">,
  address: AddressCounters,
  now: Date,
): FailureDecision {
  const failures = network.failures + 1;
  const lockNetwork = failures >= otpRules.lockAfterFailures;
  const day = windowOf(address.failuresDayStartedAt, address.failuresDayCount, DAY, now);
  const dayCount = day.count + 1;
  const lockAddress = dayCount >= otpRules.addressFailuresPerDay;
  const addressUntil = new Date(day.startedAt.getTime() + DAY);
  const alert = lockAddress && !(address.failuresAlertedAt !== null && address.failuresAlertedAt >= day.startedAt);
  const networkUntil = new Date(now.getTime() + otpRules.lockSeconds * 1000);
  return {
    network: lockNetwork ? { failures: 0, lockedUntil: networkUntil } : { failures },
    address: {
      failuresDayStartedAt: day.startedAt,
      failuresDayCount: dayCount,
      ...(lockAddress ? { lockedUntil: addressUntil } : {}),
      ...(alert ? { failuresAlertedAt: now } : {}),
    },
    lockedForSeconds: Math.max(
      lockNetwork ? otpRules.lockSeconds : 0,
      lockAddress ? lockedForSeconds(addressUntil, now) : 0,
    ),
    alert,
  };
}
