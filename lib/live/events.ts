// What the event stream sends a person: activity rows after a seq that they may see (a client: its organisation's
// requests, never an internal note; a vendor: its organisation's purchase orders and invoices; staff: all of those),
// as named events. Rows are found through `at` (indexed) with a margin, then by seq, which orders writes.
import { and, asc, eq, gt, gte, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { activity, requests } from "../db/schema";
import { isStaff, type Caller } from "../workspace/caller";
import { bellCondition } from "../workspace/notifications";

export type LiveEventName =
  "request.message" | "request.updated" | "invoice.updated" | "purchase_order.updated" | "notification";

export type LiveEvent = { seq: number; event: LiveEventName; data: Record<string, unknown> };

/** At most this many rows a read; the rest follow on the next one. */
const batch = 200;

/** Which rows the caller may hear of at all; false for a client or vendor without an organisation. */
function visible(caller: Caller): SQL {
  if (isStaff(caller)) return inArray(activity.resourceType, ["request", "invoice", "purchase_order"]);
  if (!caller.organisationId) return sql`false`;
  const own = eq(activity.organisationId, caller.organisationId);
  if (caller.role === "vendor") return and(own, inArray(activity.resourceType, ["invoice", "purchase_order"]))!;
  return and(own, eq(activity.resourceType, "request"), ne(activity.action, "note_added"))!;
}

function nameOf(type: string, action: string): LiveEventName {
  if (type === "invoice") return "invoice.updated";
  if (type === "purchase_order") return "purchase_order.updated";
  return action === "replied" || action === "note_added" ? "request.message" : "request.updated";
}

/** The highest seq written since `since`, or 0: where a new stream starts. */
export async function latestSeq(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${activity.seq})` })
    .from(activity)
    .where(gte(activity.at, since));
  return Number(row?.seq ?? 0);
}

/**
 * The caller's events after `after` (and the rows `also`, announced late by a transaction that committed after a
 * later one), for rows stamped at or after `since`; each row gives its own event and, when it belongs in the
 * person's bell, a `notification` with the same id.
 */
export async function eventsAfter(
  db: Db,
  caller: Caller,
  window: { after: number; since: Date; also?: number[] },
): Promise<LiveEvent[]> {
  const also = window.also ?? [];
  const rows = await db
    .select({
      id: activity.id,
      seq: activity.seq,
      type: activity.resourceType,
      resourceId: activity.resourceId,
      action: activity.action,
      number: requests.number,
      bell: sql<boolean>`coalesce(${bellCondition(caller)}, false)`,
    })
    .from(activity)
    .leftJoin(requests, and(eq(activity.resourceType, "request"), eq(requests.id, activity.resourceId)))
    .where(
      and(
        gte(activity.at, window.since),
        also.length > 0
          ? or(gt(activity.seq, window.after), inArray(activity.seq, also))
          : gt(activity.seq, window.after),
        visible(caller),
      ),
    )
    .orderBy(asc(activity.seq))
    .limit(batch);
  return rows.flatMap((row) => {
    const seq = Number(row.seq);
    const data: Record<string, unknown> = { id: row.resourceId, action: row.action };
    if (row.number !== null) data.number = row.number;
    const event: LiveEvent = { seq, event: nameOf(row.type, row.action), data };
    return row.bell ? [event, { seq, event: "notification", data: { id: row.id, about: row.resourceId } }] : [event];
  });
}
