// Service levels: the first-response and resolution targets per priority, counted in business time from a
// request's creation, where a request stands against them, and the sentence that tells a client when to expect us.
import { addBusinessTime, businessDayMinutes, businessMinutesBetween } from "./business-hours";
import type { RequestPriority } from "./vocabulary";

const hour = 60;
const day = businessDayMinutes;

/** Targets in business minutes. A "day" is a business day (8 business hours), not a calendar day. */
export const serviceTargets: Record<RequestPriority, { firstResponse: number; resolution: number }> = {
  urgent: { firstResponse: 2 * hour, resolution: 1 * day },
  high: { firstResponse: 4 * hour, resolution: 2 * day },
  normal: { firstResponse: 1 * day, resolution: 5 * day },
  low: { firstResponse: 2 * day, resolution: 10 * day },
};

/**
 * A target still pending is due soon when at most this many business minutes are left before it. Counted in business
 * time, so a request due at 12:00 on Monday is already due soon on Friday evening, when staff can still act on it.
 */
export const dueSoonMinutes = 1 * hour;

export type ServiceLevelInput = {
  priority: RequestPriority;
  createdAt: Date;
  /** The first public reply by staff, or null while there is none. */
  firstRespondedAt: Date | null;
  resolvedAt: Date | null;
  now: Date;
};

export type ServiceLevel = {
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
  firstRespondedAt: Date | null;
  /** A target passed without the reply or the resolution. Stays true once missed, even after a late reply. */
  breached: boolean;
  /** Not breached, and a target still pending is at most `dueSoonMinutes` of business time away. */
  dueSoon: boolean;
};

/** Where a request stands against its targets at `now`. The clock runs in every status until resolution. */
export function serviceLevel(input: ServiceLevelInput): ServiceLevel {
  const target = serviceTargets[input.priority];
  const firstResponseDueAt = addBusinessTime(input.createdAt, target.firstResponse);
  const resolutionDueAt = addBusinessTime(input.createdAt, target.resolution);
  const targets = [
    { due: firstResponseDueAt, metAt: input.firstRespondedAt },
    { due: resolutionDueAt, metAt: input.resolvedAt },
  ];
  const breached = targets.some(({ due, metAt }) => (metAt ?? input.now) > due);
  const dueSoon =
    !breached &&
    targets.some(({ due, metAt }) => metAt === null && businessMinutesBetween(input.now, due) <= dueSoonMinutes);
  return { firstResponseDueAt, resolutionDueAt, firstRespondedAt: input.firstRespondedAt, breached, dueSoon };
}

/** How a promised time reads: "Tue 25 Nov, 12:30" (with a time zone added by the caller). */
export const promiseFormat = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;

const istFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", ...promiseFormat });

/** "Tue 25 Nov, 12:30 IST": an instant on India's clock, the way the portal shows a promise. */
export function formatIst(at: Date): string {
  const parts = istFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} IST`;
}

/**
 * What a client reads on an open request: when the first reply is due, an honest word once that time has passed
 * without one, and nothing once someone has replied.
 */
export function replyBySentence(level: ServiceLevel, now: Date): string | null {
  if (level.firstRespondedAt) return null;
  if (now > level.firstResponseDueAt) return "Our reply is late: we will answer as soon as we can.";
  return `We will reply by ${formatIst(level.firstResponseDueAt)}.`;
}
