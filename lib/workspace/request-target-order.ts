// The requests list by service target (`sort=sla`): each request at the time its pending target falls due (nextTarget
// in service-levels.ts), soonest first unless `order=desc`; then the requests with no target pending (waiting on the
// client after our first reply, resolved, closed), last updated first, in either order.
//
// The database knows no business calendar, so a due time is not a column. It need not be: a request waits on one
// target at most (the first reply until it is sent, then the resolution while its clock runs), and for one priority
// and one target a later clock start never gives an earlier due time (service-level-sql.ts). So the list is a merge of
// eight runs, a priority and a target each, every run read in the order of its clock's start through the partial
// index that holds it (requests_awaiting_reply_idx, requests_resolution_running_idx). The order is (due time, start,
// id): within a run that is the order of (start, id), and a cursor becomes, per run, the starts whose target falls at
// its due time.
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { requests } from "../db/schema";
import { addBusinessTime } from "./business-hours";
import { cursorText, isCursorTime } from "./paging";
import { openStatuses } from "./request-rules";
import { earliestStartDueFrom, resolutionStart } from "./service-level-sql";
import { clockStatuses, serviceTargets } from "./service-levels";
import { requestPriorities } from "./vocabulary";

type Direction = "asc" | "desc";

/**
 * Where a row stands in this order: a pending target's due time with its clock's start (as PostgreSQL prints it, to
 * the microsecond), or, for a request with none, its last update.
 */
export type TargetKey = { dueAt: Date; start: string } | { updatedAt: string };

/** A row of the order: its id and its key as the cursor writes it. */
export type TargetRow = { id: string; sortKey: string };

const dueTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function targetKeyText(key: TargetKey): string {
  return "dueAt" in key ? `t|${key.dueAt.toISOString()}|${key.start}` : `r|${key.updatedAt}`;
}

/** A key as targetKeyText writes it, or null for anything else. */
export function parseTargetKey(text: string): TargetKey | null {
  const [kind, first = "", second, ...rest] = text.split("|");
  if (rest.length > 0) return null;
  if (kind === "r" && second === undefined) return isCursorTime(first) ? { updatedAt: first } : null;
  if (kind !== "t" || second === undefined || !dueTime.test(first) || !isCursorTime(second)) return null;
  const dueAt = new Date(first);
  // A due time is a business time after 1970 (the service-level search reaches 400 days before it), and the instant
  // after it must still print with four digits of year.
  const year = dueAt.getUTCFullYear();
  const sane = !Number.isNaN(dueAt.getTime()) && year >= 1971 && year <= 9998 && dueAt.toISOString() === first;
  return sane ? { dueAt, start: second } : null;
}

type Run = { minutes: number; start: SQL; condition: SQL | undefined };

/** Per priority, the first reply (counted from creation) and the resolution (counted on its clock). */
const runs: Run[] = requestPriorities.flatMap((priority) => {
  const { firstResponse, resolution } = serviceTargets[priority];
  return [
    {
      minutes: firstResponse,
      start: sql`${requests.createdAt}`,
      condition: and(
        eq(requests.priority, priority),
        inArray(requests.status, [...openStatuses]),
        isNull(requests.firstRespondedAt),
      ),
    },
    {
      minutes: resolution,
      start: resolutionStart,
      condition: and(
        eq(requests.priority, priority),
        inArray(requests.status, [...clockStatuses]),
        isNotNull(requests.firstRespondedAt),
      ),
    },
  ];
});

/** No target pending: finished, or waiting on the client after our first reply. */
const noTarget = or(
  notInArray(requests.status, [...openStatuses]),
  and(eq(requests.status, "waiting_on_client"), isNotNull(requests.firstRespondedAt)),
);

/** A run's rows after `last` in the order: by the starts whose target falls after, or at, its due time. */
function runAfter(run: Run, last: { dueAt: Date; start: string; id: string }, direction: Direction): SQL {
  // Starts from `atDue` on have their target at or after the due time; from `pastDue` on, after it.
  const atDue = earliestStartDueFrom(last.dueAt, run.minutes).toISOString();
  const pastDue = earliestStartDueFrom(new Date(last.dueAt.getTime() + 1), run.minutes).toISOString();
  const tie = sql`(${run.start}, ${requests.id})`;
  const lastPair = sql`(${last.start}::timestamptz, ${last.id}::uuid)`;
  return direction === "asc"
    ? sql`(${run.start} >= ${pastDue}::timestamptz or (${run.start} >= ${atDue}::timestamptz and ${tie} > ${lastPair}))`
    : sql`(${run.start} < ${atDue}::timestamptz or (${run.start} < ${pastDue}::timestamptz and ${tie} < ${lastPair}))`;
}

/** Up to `limit` rows with a target pending, after `last` when given, in the order. */
async function targetRows(
  db: Db,
  where: SQL | undefined,
  last: { dueAt: Date; start: string; id: string } | null,
  direction: Direction,
  limit: number,
): Promise<TargetRow[]> {
  const dir = sql.raw(direction);
  const parts = runs.map(
    (run, index) => sql`(select ${index}::int as run, ${requests.id} as id, ${cursorText(run.start)} as start
      from ${requests}
      where ${and(where, run.condition, last ? runAfter(run, last, direction) : undefined)}
      order by ${run.start} ${dir}, ${requests.id} ${dir} limit ${limit})`,
  );
  const rows = rowsOf<{ run: number; id: string; start: string }>(await db.execute(sql.join(parts, sql` union all `)));
  const keyed = rows.map((row) => {
    const run = runs[Number(row.run)]!;
    return { id: row.id, start: row.start, dueAt: addBusinessTime(new Date(row.start), run.minutes) };
  });
  const sign = direction === "asc" ? 1 : -1;
  keyed.sort(
    (a, b) =>
      sign * (a.dueAt.getTime() - b.dueAt.getTime() || compareText(a.start, b.start) || compareText(a.id, b.id)),
  );
  return keyed.slice(0, limit).map((row) => ({ id: row.id, sortKey: targetKeyText(row) }));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Up to `limit` rows with no target pending, after `last` when given: last updated first. */
async function restRows(
  db: Db,
  where: SQL | undefined,
  last: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<TargetRow[]> {
  if (limit <= 0) return [];
  const updated = cursorText(requests.updatedAt);
  const after = last
    ? sql`(${requests.updatedAt}, ${requests.id}) < (${last.updatedAt}::timestamptz, ${last.id}::uuid)`
    : undefined;
  const rows = rowsOf<{ id: string; updated: string }>(
    await db.execute(sql`select ${requests.id} as id, ${updated} as updated from ${requests}
      where ${and(where, noTarget, after)}
      order by ${requests.updatedAt} desc, ${requests.id} desc limit ${limit}`),
  );
  return rows.map((row) => ({ id: row.id, sortKey: targetKeyText({ updatedAt: row.updated }) }));
}

/**
 * The ids of up to `limit` requests matching `where` after the cursor's row (`last`, or the start), in the order of
 * their service targets, each with the key a cursor after it would carry.
 */
export async function targetOrderRows(
  db: Db,
  where: SQL | undefined,
  last: { key: TargetKey; id: string } | null,
  direction: Direction,
  limit: number,
): Promise<TargetRow[]> {
  if (last && "updatedAt" in last.key)
    return restRows(db, where, { updatedAt: last.key.updatedAt, id: last.id }, limit);
  const targets = await targetRows(
    db,
    where,
    last && "dueAt" in last.key ? { ...last.key, id: last.id } : null,
    direction,
    limit,
  );
  return [...targets, ...(await restRows(db, where, null, limit - targets.length))];
}
