// Business time: Mon–Fri 11:30–19:30 IST less Maharashtra's public holidays, and the holiday list itself.
import { afterEach, describe, expect, it } from "vitest";
import {
  addBusinessTime,
  businessDayMinutes,
  businessMinutesBetween,
  isWithinBusinessHours,
} from "@/lib/workspace/business-hours";
import { holidayOn, holidayYears } from "@/lib/workspace/holidays";

/** An instant given on India's clock, "2026-11-27 19:00". */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);

describe("the holiday list", () => {
  it("holds valid, ordered, distinct dates inside their own year", () => {
    for (const year of holidayYears) {
      const dates = year.days.map((d) => d.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      for (const date of dates) {
        expect(date.slice(0, 4)).toBe(String(year.year));
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }
    }
  });

  it("names a listed day and nothing on an ordinary day or beyond the list", () => {
    expect(holidayOn("2026-11-24")).toBe("Guru Nanak Jayanti");
    expect(holidayOn("2026-11-25")).toBeNull();
    expect(holidayOn("2028-01-26")).toBeNull();
  });
});

describe("counting business time", () => {
  it("a business day is eight hours", () => {
    expect(businessDayMinutes).toBe(480);
  });

  it("skips the weekend", () => {
    expect(addBusinessTime(ist("2026-11-27 18:30"), 120)).toEqual(ist("2026-11-30 12:30"));
    expect(businessMinutesBetween(ist("2026-11-27 18:30"), ist("2026-11-30 12:30"))).toBe(120);
  });

  it("skips a public holiday (Guru Nanak Jayanti, Tuesday 24 November 2026)", () => {
    expect(addBusinessTime(ist("2026-11-23 18:30"), 120)).toEqual(ist("2026-11-25 12:30"));
    expect(businessMinutesBetween(ist("2026-11-23 11:30"), ist("2026-11-26 11:30"))).toBe(2 * 480);
  });

  it("a start on a Friday evening counts from Monday's opening", () => {
    expect(addBusinessTime(ist("2026-11-27 19:00"), 60)).toEqual(ist("2026-11-30 12:00"));
    expect(addBusinessTime(ist("2026-11-27 20:15"), 60)).toEqual(ist("2026-11-30 12:30"));
  });

  it("a minute before opening waits for it; a minute after counts from then", () => {
    expect(addBusinessTime(ist("2026-11-25 11:29"), 120)).toEqual(ist("2026-11-25 13:30"));
    expect(addBusinessTime(ist("2026-11-25 11:31"), 120)).toEqual(ist("2026-11-25 13:31"));
  });

  it("a start exactly at closing counts from the next opening, and a target may end exactly at closing", () => {
    expect(addBusinessTime(ist("2026-11-25 19:30"), 120)).toEqual(ist("2026-11-26 13:30"));
    expect(addBusinessTime(ist("2026-11-25 11:30"), 480)).toEqual(ist("2026-11-25 19:30"));
    expect(addBusinessTime(ist("2026-11-25 19:29"), 1)).toEqual(ist("2026-11-25 19:30"));
    expect(addBusinessTime(ist("2026-11-25 19:29"), 2)).toEqual(ist("2026-11-26 11:31"));
  });

  it("zero minutes from outside hours is the next opening", () => {
    expect(addBusinessTime(ist("2026-11-28 10:00"), 0)).toEqual(ist("2026-11-30 11:30"));
  });

  it("is negative backwards and zero outside hours", () => {
    expect(businessMinutesBetween(ist("2026-11-30 12:30"), ist("2026-11-27 18:30"))).toBe(-120);
    expect(businessMinutesBetween(ist("2026-11-28 09:00"), ist("2026-11-29 23:00"))).toBe(0);
  });

  it("beyond the list's last year only weekends are skipped", () => {
    // 26 January 2028 is Republic Day, a Wednesday; the list does not reach 2028 yet.
    expect(businessMinutesBetween(ist("2028-01-24 11:30"), ist("2028-01-29 00:00"))).toBe(5 * 480);
  });

  it("refuses an invalid date or a negative amount", () => {
    expect(() => addBusinessTime(new Date("nonsense"), 10)).toThrow(RangeError);
    expect(() => addBusinessTime(ist("2026-11-25 12:00"), -1)).toThrow(RangeError);
    expect(() => businessMinutesBetween(ist("2026-11-25 12:00"), new Date(NaN))).toThrow(RangeError);
  });
});

describe("India has no daylight saving", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("gives the same answers whatever the server's time zone, across Europe's and America's clock changes", () => {
    const answers = ["UTC", "America/New_York", "Europe/London"].map((tz) => {
      process.env.TZ = tz;
      return [
        addBusinessTime(ist("2026-03-06 18:30"), 120).toISOString(), // US clocks change on 8 March 2026
        addBusinessTime(ist("2026-03-27 18:30"), 120).toISOString(), // EU clocks change on 29 March 2026
        businessMinutesBetween(ist("2026-10-23 11:30"), ist("2026-11-02 11:30")), // six working days
      ];
    });
    expect(answers[0]).toEqual([ist("2026-03-09 12:30").toISOString(), ist("2026-03-30 12:30").toISOString(), 6 * 480]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("any start", () => {
  it("ends within business hours, exactly the target's business minutes later", () => {
    const next = random(20261124);
    const from = ist("2026-01-01 00:00").getTime();
    const span = ist("2028-12-31 00:00").getTime() - from;
    for (let i = 0; i < 2000; i += 1) {
      const start = new Date(from + Math.floor(next() * span));
      const minutes = 1 + Math.floor(next() * 10 * 480);
      const due = addBusinessTime(start, minutes);
      expect(isWithinBusinessHours(due), `${start.toISOString()} + ${minutes}`).toBe(true);
      expect(businessMinutesBetween(start, due), `${start.toISOString()} + ${minutes}`).toBe(minutes);
      expect(due.getTime()).toBeGreaterThan(start.getTime());
    }
  });
});
