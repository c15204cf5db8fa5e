// The queue's service-level filters in SQL. A request's targets depend only on when its clock started (its creation
// for the first reply; the resolution clock's start, service-levels.ts) and its priority, and a later start never
// gives an earlier target, so "this target has passed" is "started before" one instant per priority and target, found
// here from the business clock; the database then needs no calendar of its own.
import { and, gte, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { requests } from "../db/schema";
import { addBusinessTime } from "./business-hours";
import { openStatuses } from "./request-rules";
import { clockStatuses, dueSoonMinutes, serviceTargets } from "./service-levels";
import { requestPriorities, type ServiceLevelFilter } from "./vocabulary";

const searchBackMs = 400 * 86_400_000;

/** The earliest start whose target (`minutes` of business time later) is at or after `at`, to the millisecond. */
export function earliestStartDueFrom(at: Date, minutes: number): Date {
  let low = at.getTime() - searchBackMs;
  let high = at.getTime();
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (addBusinessTime(new Date(middle), minutes) >= at) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** Clocks started in [from, to) of that instant pair: the target falls in the window the pair was found for. */
const startedIn = (start: SQLWrapper, from: Date | null, to: Date) =>
  from ? and(gte(start, from), lt(start, to)) : lt(start, to);

/**
 * The resolution clock's start, as the indexes requests_resolution_clock_idx and requests_resolution_running_idx hold
 * it.
 */
export const resolutionStart = sql`coalesce(${requests.resolutionClockStart}, ${requests.createdAt})`;

/**
 * Still open, and a target without its reply or resolution has passed (`overdue`), or has not passed but is at most
 * `dueSoonMinutes` of business time away (`due_soon`); the resolution only while its clock runs. As serviceLevel()'s
 * `overdue` and `dueSoon`, and so serviceLevelMark(), count them.
 */
export function serviceLevelCondition(filter: ServiceLevelFilter, now: Date): SQL | undefined {
  const soon = new Date(addBusinessTime(now, dueSoonMinutes).getTime() + 1);
  const perPriority = requestPriorities.map((priority) => {
    const { firstResponse, resolution } = serviceTargets[priority];
    const window = (start: SQLWrapper, minutes: number) =>
      filter === "overdue"
        ? startedIn(start, null, earliestStartDueFrom(now, minutes))
        : startedIn(start, earliestStartDueFrom(now, minutes), earliestStartDueFrom(soon, minutes));
    return and(
      sql`${requests.priority} = ${priority}`,
      or(
        and(isNull(requests.firstRespondedAt), window(requests.createdAt, firstResponse)),
        and(inArray(requests.status, [...clockStatuses]), window(resolutionStart, resolution)),
      ),
    );
  });
  const open = inArray(requests.status, [...openStatuses]);
  if (filter === "overdue") return and(open, or(...perPriority));
  const notOverdue = sql`not coalesce(${serviceLevelCondition("overdue", now)}, false)`;
  return and(open, notOverdue, or(...perPriority));
}
