// How the portal writes dates and times: India's calendar and its 24-hour clock, whatever the server's zone.
import { describe, expect, it } from "vitest";
import { ago, formatDate, formatDateTime } from "@/lib/portal/format";

describe("portal dates and times", () => {
  it("writes a moment in India time on the 24-hour clock, as the service promises do", () => {
    expect(formatDateTime(new Date("2026-11-26T14:40:00Z"))).toBe("26 Nov 2026, 20:10");
    expect(formatDateTime("2026-11-26T00:22:00Z")).toBe("26 Nov 2026, 05:52");
    // 18:45 UTC is past midnight in India: the next day.
    expect(formatDateTime(new Date("2026-11-26T18:45:00Z"))).toBe("27 Nov 2026, 00:15");
  });

  it("writes a calendar date as the same day in every zone, and a missing one as a dash", () => {
    expect(formatDate("2026-12-01")).toBe("1 Dec 2026");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });

  it("says how long ago in minutes and hours, then the date", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(ago(new Date("2026-11-26T11:59:40Z"), now)).toBe("Just now");
    expect(ago(new Date("2026-11-26T11:55:00Z"), now)).toBe("5 min ago");
    expect(ago(new Date("2026-11-26T09:00:00Z"), now)).toBe("3 h ago");
    expect(ago(new Date("2026-11-24T12:00:00Z"), now)).toBe("24 Nov 2026");
  });
});
