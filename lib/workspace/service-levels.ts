// Service levels: the first-response and resolution targets per priority, counted in business time, where a request
// stands against them, and the sentence that tells a client when to expect us. The first reply is counted from the
// request's creation; the resolution clock runs only while the request is Nexora's to move (open or in progress): it
// stops while the request waits on the client or is resolved or closed, and on its return goes on where it stopped.
import { addBusinessTime, businessDayMinutes, businessMinutesBetween, istOffsetMs } from "./business-hours";
import { isDone } from "./request-rules";
import type { RequestPriority, RequestStatus } from "./vocabulary";

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

/** The statuses in which the resolution clock runs: the request is Nexora's to move. */
export const clockStatuses = ["open", "in_progress"] as const satisfies readonly RequestStatus[];

const clockRuns = (status: RequestStatus) => (clockStatuses as readonly RequestStatus[]).includes(status);

/**
 * The resolution clock as a request stores it. `resolutionClockStart` is when the clock would have started had it
 * never stopped: the creation (null), moved later by the business time of every stop since. `resolutionClockStoppedAt`
 * is when it last stopped, while it stands still.
 */
export type ResolutionClock = {
  createdAt: Date;
  resolutionClockStart: Date | null;
  resolutionClockStoppedAt: Date | null;
  resolvedAt: Date | null;
};

/**
 * What a change of status does to the clock: nothing when it runs before and after, or stands before and after; a
 * stop at `now`; or a restart that moves its start on by the business time it stood still, so the resolution falls
 * due that much later.
 */
export function nextResolutionClock(
  clock: ResolutionClock,
  from: RequestStatus,
  to: RequestStatus,
  now: Date,
): { resolutionClockStart?: Date; resolutionClockStoppedAt?: Date | null } {
  if (clockRuns(from) === clockRuns(to)) return {};
  if (!clockRuns(to)) return { resolutionClockStoppedAt: now };
  const stoppedAt = clock.resolutionClockStoppedAt ?? clock.resolvedAt ?? now;
  const stood = Math.max(0, businessMinutesBetween(stoppedAt, now));
  return {
    resolutionClockStart: addBusinessTime(clock.resolutionClockStart ?? clock.createdAt, stood),
    resolutionClockStoppedAt: null,
  };
}

export type ServiceLevelInput = ResolutionClock & {
  priority: RequestPriority;
  status: RequestStatus;
  /** The first public reply by staff, or null while there is none. */
  firstRespondedAt: Date | null;
  now: Date;
};

export type ServiceLevel = {
  firstResponseDueAt: Date;
  /** When the resolution falls due on the clock as it stands; while the clock stands still, when it was due then. */
  resolutionDueAt: Date;
  firstRespondedAt: Date | null;
  /**
   * A target passed without the reply or the resolution; a request resolved or closed before its first reply fell
   * due met that one. Stays true once missed, even after a late reply.
   */
  breached: boolean;
  /**
   * A target still pending has passed: no first reply yet past its time, or the resolution past its time on a running
   * clock. Late now, and Nexora's to act on; false again once the late reply is sent, while the resolution is on time.
   */
  overdue: boolean;
  /** Not overdue, and a target still pending is at most `dueSoonMinutes` of business time away. */
  dueSoon: boolean;
  /** The request waits on the client: its resolution clock stands still until the client answers. */
  paused: boolean;
};

/**
 * Where a request stands against its targets at `now`. The first reply is counted from creation in every status; the
 * resolution on its clock, whose time stops while the clock stands still.
 */
export function serviceLevel(input: ServiceLevelInput): ServiceLevel {
  const target = serviceTargets[input.priority];
  const firstResponseDueAt = addBusinessTime(input.createdAt, target.firstResponse);
  const resolutionDueAt = addBusinessTime(input.resolutionClockStart ?? input.createdAt, target.resolution);
  const running = clockRuns(input.status);
  const resolutionStoppedAt = running ? null : (input.resolutionClockStoppedAt ?? input.resolvedAt ?? input.now);
  // Resolved or closed without a public reply, the first reply is judged by when that happened: in time or not.
  const doneAt = isDone(input.status) ? resolutionStoppedAt : null;
  const targets = [
    { due: firstResponseDueAt, metAt: input.firstRespondedAt ?? doneAt },
    { due: resolutionDueAt, metAt: resolutionStoppedAt },
  ];
  const breached = targets.some(({ due, metAt }) => (metAt ?? input.now) > due);
  // A request resolved or closed has nothing pending.
  const pending = isDone(input.status) ? [] : targets.filter(({ metAt }) => metAt === null);
  const overdue = pending.some(({ due }) => input.now > due);
  const dueSoon = !overdue && pending.some(({ due }) => businessMinutesBetween(input.now, due) <= dueSoonMinutes);
  return {
    firstResponseDueAt,
    resolutionDueAt,
    firstRespondedAt: input.firstRespondedAt,
    breached,
    overdue,
    dueSoon,
    paused: input.status === "waiting_on_client",
  };
}

/**
 * How the queue and the request page mark a request: overdue, due soon, or nothing (done, or on time; waiting on the
 * client, only for a first reply it never had). As the queue's filters and the staff figures count it
 * (service-level-sql.ts).
 */
export function serviceLevelMark(level: ServiceLevel, status: RequestStatus): "overdue" | "due_soon" | null {
  if (isDone(status)) return null;
  return level.overdue ? "overdue" : level.dueSoon ? "due_soon" : null;
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

/** The parts of an instant on India's clock: weekday, day, month, hour and minute. */
function istParts(at: Date): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = istFormat.formatToParts(at);
  return (type) => parts.find((p) => p.type === type)?.value ?? "";
}

/** "Tue 25 Nov, 12:30 IST": an instant on India's clock, the way the portal shows a promise. */
export function formatIst(at: Date): string {
  const part = istParts(at);
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} IST`;
}

/** Days since 1970-01-01 on India's calendar. */
const istDayNumber = (at: Date) => Math.floor((at.getTime() + istOffsetMs) / 86_400_000);

const nearDays: Record<number, string> = { [-1]: "yesterday", 0: "today", 1: "tomorrow" };

/**
 * A target's time as a queue row has room for, on India's clock: "today 15:30", "tomorrow 12:30", "yesterday 17:00",
 * "Mon 12:30" within the week either side, else "3 Dec 12:30".
 */
export function shortIst(at: Date, now: Date): string {
  const part = istParts(at);
  const days = istDayNumber(at) - istDayNumber(now);
  const day = nearDays[days] ?? (Math.abs(days) < 7 ? part("weekday") : `${part("day")} ${part("month")}`);
  return `${day} ${part("hour")}:${part("minute")}`;
}

/** The target a request waits on next: the pending one that falls due first, or null when none is pending. */
export function nextTarget(
  level: ServiceLevel,
  status: RequestStatus,
): { target: "reply" | "resolution"; dueAt: Date } | null {
  if (isDone(status)) return null;
  if (!level.firstRespondedAt) return { target: "reply", dueAt: level.firstResponseDueAt };
  return level.paused ? null : { target: "resolution", dueAt: level.resolutionDueAt };
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
