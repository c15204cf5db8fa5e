// The per-address send and failure rules as pure decisions over the counters.
import { describe, expect, it } from "vitest";
import { decideFailure, decideSend, lockedForSeconds, otpRules, type SendCounters } from "@/lib/auth/otp-rules";

const t0 = new Date("2026-03-02T09:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const fresh: SendCounters = { lastRequestAt: null, hourStartedAt: null, hourCount: 0, dayStartedAt: null, dayCount: 0 };

/** Sends a request every `gap` seconds from t0, returning the decisions. */
function run(count: number, gap: number, state: SendCounters = fresh) {
  const decisions = [];
  for (let i = 0; i < count; i += 1) {
    const decision = decideSend(state, at(i * gap));
    decisions.push(decision);
    if (decision.kind !== "cooldown") state = decision.next;
  }
  return { decisions, state };
}

describe("sending codes", () => {
  it("refuses a request within 30 seconds of the last one, with the seconds left rounded up", () => {
    const first = decideSend(fresh, t0);
    expect(first.kind).toBe("send");
    if (first.kind !== "send") return;
    expect(decideSend(first.next, at(0))).toEqual({ kind: "cooldown", retryAfterSeconds: 30 });
    expect(decideSend(first.next, at(12.2))).toEqual({ kind: "cooldown", retryAfterSeconds: 18 });
    expect(decideSend(first.next, at(29.9))).toEqual({ kind: "cooldown", retryAfterSeconds: 1 });
    expect(decideSend(first.next, at(30)).kind).toBe("send");
  });

  it("sends five codes an hour, then accepts silently without sending until the hour is over", () => {
    const { decisions, state } = run(7, 31);
    expect(decisions.map((d) => d.kind)).toEqual(["send", "send", "send", "send", "send", "drop", "drop"]);
    expect(decisions[5]).toMatchObject({ kind: "drop", reason: "hourly" });
    expect(decideSend(state, at(3600)).kind).toBe("send");
  });

  it("sends ten codes a day; dropped requests do not use up the daily allowance", () => {
    let state = fresh;
    const kinds: string[] = [];
    for (let hour = 0; hour < 3; hour += 1) {
      for (let i = 0; i < 7; i += 1) {
        const decision = decideSend(state, at(hour * 3600 + i * 31));
        kinds.push(decision.kind === "drop" ? `drop:${decision.reason}` : decision.kind);
        if (decision.kind !== "cooldown") state = decision.next;
      }
    }
    expect(kinds.filter((k) => k === "send")).toHaveLength(otpRules.codesPerDay);
    expect(kinds.slice(14)).toEqual(Array(7).fill("drop:daily"));
    expect(decideSend(state, at(86_400)).kind).toBe("send");
  });
});

describe("failed verifications", () => {
  it("locks the address for 15 minutes on the tenth failure in a row and starts a fresh count", () => {
    let failures = 0;
    for (let i = 1; i < 10; i += 1) {
      const next = decideFailure(failures, t0);
      expect(next).toEqual({ failures: i, lockedUntil: null });
      failures = next.failures;
    }
    expect(decideFailure(failures, t0)).toEqual({ failures: 0, lockedUntil: at(900) });
  });

  it("reports the seconds left on a lock, and none once it has passed", () => {
    expect(lockedForSeconds(at(900), t0)).toBe(900);
    expect(lockedForSeconds(at(900), at(899.5))).toBe(1);
    expect(lockedForSeconds(at(900), at(900))).toBe(0);
    expect(lockedForSeconds(null, t0)).toBe(0);
  });
});
