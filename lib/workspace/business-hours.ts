// Business time: the company's published hours (lib/site.ts, Monday to Friday) in India Standard Time, less the
// public holidays of holidays.ts. Service-level targets are counted in it.
import { site } from "../site";
import { istOffsetMs } from "./gst";
import { holidayOn } from "./holidays";

/** India Standard Time's offset, defined with the other Indian rules (gst.ts). */
export { istOffsetMs };

const dayMs = 86_400_000;
const minuteMs = 60_000;

/** "11:30" → milliseconds after local midnight. */
function clockMs(time: string): number {
  return (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * minuteMs;
}

const opensAt = clockMs(site.businessHours.open);
const closesAt = clockMs(site.businessHours.close);

/** A business day is one working day's opening hours: 8 hours, in minutes. */
export const businessDayMinutes = (closesAt - opensAt) / minuteMs;

/** The instant as milliseconds on India's wall clock (epoch-based), refusing an invalid date. */
function localMs(at: Date): number {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid date");
  return time + istOffsetMs;
}

/** A working day: Monday to Friday and not a listed holiday. `day` counts local days since 1970-01-01. */
function isWorkingDay(day: number): boolean {
  const date = new Date(day * dayMs);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidayOn(date.toISOString().slice(0, 10)) === null;
}

/** Whether the office is open at this instant; opening and closing times both count as within hours. */
export function isWithinBusinessHours(at: Date): boolean {
  const local = localMs(at);
  const day = Math.floor(local / dayMs);
  const time = local - day * dayMs;
  return isWorkingDay(day) && time >= opensAt && time <= closesAt;
}

/**
 * The instant `minutes` of business time after `start`. Time outside hours does not count: a start in the evening,
 * at a weekend or on a holiday counts from the next opening, and a target that uses up a day's hours exactly ends at
 * that day's closing time.
 */
export function addBusinessTime(start: Date, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError("minutes must be a finite number, 0 or more");
  let remaining = minutes * minuteMs;
  const local = localMs(start);
  let day = Math.floor(local / dayMs);
  let time = local - day * dayMs;
  for (;;) {
    if (isWorkingDay(day) && time < closesAt) {
      const from = Math.max(time, opensAt);
      const left = closesAt - from;
      if (remaining <= left) return new Date(day * dayMs + from + remaining - istOffsetMs);
      remaining -= left;
    }
    day += 1;
    time = 0;
  }
}

/** Business minutes from `a` to `b` (fractional below a minute); negative when `b` is before `a`. */
export function businessMinutesBetween(a: Date, b: Date): number {
  const from = localMs(a);
  const to = localMs(b);
  if (to < from) return 0 - businessMinutesBetween(b, a);
  let total = 0;
  for (let day = Math.floor(from / dayMs); day * dayMs < to; day += 1) {
    if (!isWorkingDay(day)) continue;
    const open = day * dayMs + opensAt;
    const close = day * dayMs + closesAt;
    total += Math.max(0, Math.min(close, to) - Math.max(open, from));
  }
  return total / minuteMs;
}
