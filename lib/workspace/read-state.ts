// Read state, per person: opening a thing marks it read (`read_marks`); it is unread again once someone else acts on
// it (an activity row by another actor after the mark, or ever when there is no mark). Clients never count notes.
import { sql, type SQL } from "drizzle-orm";
import type { ResourceType } from "../activity/track";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { activity, readMarks } from "../db/schema";
import { isStaff, type Caller } from "./caller";

/** Marks one thing read for the caller now; a later mark replaces an earlier one, never the other way round. */
export async function markRead(db: Db, caller: Caller, type: ResourceType, id: string, at: Date): Promise<void> {
  await db
    .insert(readMarks)
    .values({ userId: caller.id, resourceType: type, resourceId: id, readAt: at })
    .onConflictDoUpdate({
      target: [readMarks.userId, readMarks.resourceType, readMarks.resourceId],
      set: { readAt: sql`greatest(${readMarks.readAt}, excluded.read_at)` },
    });
}

/**
 * True for the row of `resourceId` (a column of the outer query) when someone other than the caller acted on it after
 * the caller's read mark. One EXISTS per row on activity's (resource_type, resource_id, at) index.
 */
export function unreadCondition(caller: Caller, type: ResourceType, resourceId: SQL): SQL {
  const notes = isStaff(caller) ? sql`` : sql`and a.action <> 'note_added'`;
  return sql`exists (
    select 1 from ${activity} a
    where a.resource_type = ${type} and a.resource_id = ${resourceId}
      and a.at > coalesce(
        (select m.read_at from ${readMarks} m
          where m.user_id = ${caller.id} and m.resource_type = ${type} and m.resource_id = ${resourceId}),
        '-infinity'::timestamptz)
      and a.actor_id is distinct from ${caller.id}::uuid
      ${notes}
  )`;
}

/** The requests among `ids` (already scoped to what the caller may see) that are unread for the caller: one query. */
async function unreadRequests(db: Db, caller: Caller, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute<{ id: string }>(
    sql`select r.id from requests r where r.id in (${list}) and ${unreadCondition(caller, "request", sql`r.id`)}`,
  );
  return new Set(rowsOf<{ id: string }>(rows).map((row) => row.id));
}

/** A list's requests, each with `unread` for the caller. */
export async function withUnread<T extends { id: string }>(
  db: Db,
  caller: Caller,
  items: T[],
): Promise<(T & { unread: boolean })[]> {
  const unread = await unreadRequests(
    db,
    caller,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, unread: unread.has(item.id) }));
}
