// The bell: the signed-in person's own recent items, read from the activity record. A client: replies, resolutions
// and colleagues' new requests in its organisation (never an internal note); staff: new requests (unassigned or
// theirs) and what others wrote on the requests assigned to them. Vendors' items come with their own domain's events,
// so they get none here. A reply's first words come from its message, named by the activity row.
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { activity, requestMessages, requests } from "../db/schema";
import { portalPath } from "../portal/paths";
import { isStaff, type Caller } from "./caller";
import { statusLabels, type RequestStatus } from "./vocabulary";

export type BellItem = { id: string; title: string; body?: string; href: string; at: Date };

/** A message's first words for the bell, on one line. */
export function excerpt(body: string, max = 140): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const statusTo = sql<string | null>`${activity.change} -> 'status' ->> 'to'`;
const finished: RequestStatus[] = ["resolved", "closed"];

/** Which request events a person hears of, as a condition on `activity` joined with `requests`. */
function concerns(caller: Caller): SQL | undefined {
  if (isStaff(caller)) {
    const theirs = eq(requests.assigneeId, caller.id);
    return or(
      and(inArray(activity.action, ["replied", "note_added"]), theirs),
      and(eq(activity.action, "created"), or(isNull(requests.assigneeId), theirs)),
    );
  }
  // Never "note_added": an internal note is not even announced to a client.
  return and(
    eq(activity.organisationId, caller.organisationId ?? ""),
    or(
      inArray(activity.action, ["replied", "created"]),
      and(eq(activity.action, "updated"), inArray(statusTo, finished)),
    ),
  );
}

/** Newest first, at most `limit`. */
export async function recentItemsFor(db: Db, caller: Caller, limit = 10): Promise<BellItem[]> {
  if (caller.role === "vendor") return [];
  if (!isStaff(caller) && !caller.organisationId) return [];
  const rows = await db
    .select({
      id: activity.id,
      action: activity.action,
      actor: activity.actorName,
      at: activity.at,
      status: statusTo,
      requestId: requests.id,
      title: requests.title,
      assigneeId: requests.assigneeId,
      body: requestMessages.body,
    })
    .from(activity)
    .innerJoin(requests, eq(requests.id, activity.resourceId))
    .leftJoin(requestMessages, sql`${requestMessages.id} = (${activity.change} ->> 'messageId')::uuid`)
    .where(
      and(
        eq(activity.resourceType, "request"),
        or(isNull(activity.actorId), ne(activity.actorId, caller.id)),
        concerns(caller),
      ),
    )
    .orderBy(desc(activity.at), desc(activity.seq))
    .limit(limit);
  return rows.map((row) => {
    const href = portalPath(caller.role, "requests", row.requestId);
    const who = row.actor ?? (isStaff(caller) ? "Someone" : "A colleague");
    if (row.action === "created") {
      const title = !isStaff(caller)
        ? `${who} opened “${row.title}”`
        : row.assigneeId
          ? `Assigned to you: “${row.title}”`
          : `New request: “${row.title}”`;
      return { id: row.id, title, href, at: row.at };
    }
    if (row.action === "updated") {
      const status = statusLabels[row.status as RequestStatus].toLowerCase();
      return { id: row.id, title: `“${row.title}” is ${status}`, href, at: row.at };
    }
    const verb = row.action === "note_added" ? "added a note" : "replied";
    const body = row.body === null ? undefined : excerpt(row.body);
    return { id: row.id, title: `${row.actor ?? "Someone"} ${verb} on “${row.title}”`, href, at: row.at, body };
  });
}
