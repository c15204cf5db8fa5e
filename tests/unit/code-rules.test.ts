// The send and failure rules as pure decisions over the counters of one address: per network and address-wide.
import { describe, expect, it } from "vitest";
import {
  decideFailure,
  decideSend,
  lockedForSeconds,
  otpRules,
  verifyWaitSeconds,
  type AddressCounters,
  type NetworkCounters,
} from "@/lib/auth/code-rules";

const t0 = new Date("2026-03-02T09:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const freshNetwork: NetworkCounters = {
  lastRequestAt: null,
  hourStartedAt: null,
  hourCount: 0,
  dayStartedAt: null,
  dayCount: 0,
  failures: 0,
  lockedUntil: null,
};
const freshAddress: AddressCounters = {
  codesHourStartedAt: null,
  codesHourCount: 0,
  codesAlertedAt: null,
  failuresDayStartedAt: null,
  failuresDayCount: 0,
  failuresAlertedAt: null,
  lockedUntil: null,
};

/** Code requests every `gap` seconds from t0 on one network, returning the decisions and the counters. */
function run(count: number, gap: number, network = freshNetwork, address = freshAddress) {
  const decisions = [];
  for (let i = 0; i < count; i += 1) {
    const decision = decideSend(network, address, at(i * gap));
    decisions.push(decision);
    if (decision.kind !== "cooldown") {
      network = { ...network, ...decision.network };
      address = { ...address, ...decision.address };
    }
  }
  return { decisions, network, address };
}

describe("sending codes from one network", () => {
  it("refuses a request within 30 seconds of the last one, with the seconds left rounded up", () => {
    const { network, address } = run(1, 0);
    expect(decideSend(network, address, at(0))).toEqual({ kind: "cooldown", retryAfterSeconds: 30 });
    expect(decideSend(network, address, at(12.2))).toEqual({ kind: "cooldown", retryAfterSeconds: 18 });
    expect(decideSend(network, address, at(29.9))).toEqual({ kind: "cooldown", retryAfterSeconds: 1 });
    expect(decideSend(network, address, at(30)).kind).toBe("send");
  });

  it("sends five codes an hour, then accepts silently without sending until the hour is over", () => {
    const { decisions, network, address } = run(7, 31);
    expect(decisions.map((d) => d.kind)).toEqual(["send", "send", "send", "send", "send", "drop", "drop"]);
    expect(decisions[5]).toMatchObject({ kind: "drop", reason: "hourly", alert: false });
    expect(decideSend(network, address, at(3600)).kind).toBe("send");
  });

  it("sends ten codes a day; dropped requests do not use up the daily allowance", () => {
    let network = freshNetwork;
    const kinds: string[] = [];
    for (let hour = 0; hour < 3; hour += 1) {
      for (let i = 0; i < 7; i += 1) {
        const decision = decideSend(network, freshAddress, at(hour * 3600 + i * 31));
        kinds.push(decision.kind === "drop" ? `drop:${decision.reason}` : decision.kind);
        if (decision.kind !== "cooldown") network = { ...network, ...decision.network };
      }
    }
    expect(kinds.filter((k) => k === "send")).toHaveLength(otpRules.codesPerDay);
    expect(kinds.slice(14)).toEqual(Array(7).fill("drop:daily"));
    expect(decideSend(network, freshAddress, at(86_400)).kind).toBe("send");
  });
});

describe("the address-wide code ceiling", () => {
  it("drops the 21st code of an hour over all networks, alerts once, and sends again when the hour is over", () => {
    let address = freshAddress;
    const kinds: string[] = [];
    const alerts: boolean[] = [];
    // Five networks, five codes each, all within the hour.
    for (let net = 0; net < 5; net += 1) {
      const result = run(5, 31, freshNetwork, address);
      address = result.address;
      for (const d of result.decisions) {
        kinds.push(d.kind === "drop" ? d.reason : d.kind);
        if (d.kind === "drop") alerts.push(d.alert);
      }
    }
    expect(kinds.filter((k) => k === "send")).toHaveLength(otpRules.addressCodesPerHour);
    expect(kinds.slice(20)).toEqual(Array(5).fill("address_hourly"));
    expect(alerts).toEqual([true, false, false, false, false]);
    // A sixth network, an hour after the first code: a new window.
    expect(decideSend(freshNetwork, address, at(3600)).kind).toBe("send");
  });
});

describe("failed verifications", () => {
  it("locks the network out for 15 minutes on its tenth failure in a row and starts a fresh count", () => {
    let network = freshNetwork;
    let address = freshAddress;
    for (let i = 1; i < 10; i += 1) {
      const next = decideFailure(network, address, t0);
      expect(next.network).toEqual({ failures: i });
      expect(next.lockedForSeconds).toBe(0);
      network = { ...network, ...next.network };
      address = { ...address, ...next.address };
    }
    const tenth = decideFailure(network, address, t0);
    expect(tenth.network).toEqual({ failures: 0, lockedUntil: at(900) });
    expect(tenth.lockedForSeconds).toBe(900);
    expect(tenth.alert).toBe(false);
  });

  it("locks the whole address on its hundredth failure of the day, alerting once", () => {
    let address = freshAddress;
    const decisions = [];
    for (let i = 0; i < otpRules.addressFailuresPerDay; i += 1) {
      const next = decideFailure(freshNetwork, address, at(i * 60));
      decisions.push(next);
      address = { ...address, ...next.address };
    }
    expect(decisions.slice(0, 99).every((d) => d.lockedForSeconds === 0 && !d.alert)).toBe(true);
    const last = decisions[99];
    expect(last?.alert).toBe(true);
    expect(address.lockedUntil).toEqual(at(86_400));
    expect(verifyWaitSeconds(freshNetwork, address, at(99 * 60))).toBe(86_400 - 99 * 60);
    // Another failure in the same day (an admin cleared the lock) does not alert again.
    expect(decideFailure(freshNetwork, { ...address, lockedUntil: null }, at(100 * 60)).alert).toBe(false);
  });

  it("reports the seconds left on a lock, and none once it has passed", () => {
    expect(lockedForSeconds(at(900), t0)).toBe(900);
    expect(lockedForSeconds(at(900), at(899.5))).toBe(1);
    expect(lockedForSeconds(at(900), at(900))).toBe(0);
    expect(lockedForSeconds(null, t0)).toBe(0);
  });
});
