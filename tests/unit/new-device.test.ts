import { describe, expect, it } from "vitest";
import { isNewDevice, newDeviceRules, signInPlace, type PastSignIn } from "@/lib/auth/new-device";

const now = new Date("2026-11-26T10:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
const chromeAndroid =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const firefoxWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

const phoneAtHome = signInPlace({ userAgent: chromeAndroid, ip: "203.0.113.7" });
const past = (place: ReturnType<typeof signInPlace>, at: Date): PastSignIn => ({ ...place, at });

describe("the new-device rule", () => {
  it("sends nothing on the very first sign-in: there is nothing to compare with", () => {
    expect(isNewDevice(phoneAtHome, [], now)).toBe(false);
  });

  it("sends nothing for a device and network seen within 90 days", () => {
    expect(isNewDevice(phoneAtHome, [past(phoneAtHome, daysAgo(89))], now)).toBe(false);
  });

  it("sends a notice for a new device on a known network", () => {
    const laptopAtHome = signInPlace({ userAgent: firefoxWindows, ip: "203.0.113.7" });
    expect(isNewDevice(laptopAtHome, [past(phoneAtHome, daysAgo(1))], now)).toBe(true);
  });

  it("sends a notice for a known device on a new network", () => {
    const phoneElsewhere = signInPlace({ userAgent: chromeAndroid, ip: "198.51.100.20" });
    expect(isNewDevice(phoneElsewhere, [past(phoneAtHome, daysAgo(1))], now)).toBe(true);
  });

  it("forgets a device and network last seen more than 90 days ago", () => {
    expect(newDeviceRules.familiarDays).toBe(90);
    expect(isNewDevice(phoneAtHome, [past(phoneAtHome, daysAgo(91))], now)).toBe(true);
  });

  it("counts an IPv6 address by its /64 and ignores browser version updates", () => {
    const before = signInPlace({ userAgent: chromeAndroid, ip: "2001:db8:1:2::aaaa" });
    const after = signInPlace({ userAgent: chromeAndroid.replace("131.0", "132.0"), ip: "2001:db8:1:2::bbbb" });
    expect(isNewDevice(after, [past(before, daysAgo(3))], now)).toBe(false);
  });
});
