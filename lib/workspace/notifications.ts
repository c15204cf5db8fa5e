// The bell, for every role, from the activity record. A client: replies, resolutions and colleagues' new requests in
// its organisation (never an internal note); staff: new requests (unassigned or theirs) and what others wrote on the
// requests assigned to them; a vendor: purchase orders issued to its organisation and decisions on its invoices.
// An item is read when it is no newer than users.notifications_read_at or the person's read mark of its thing.
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { activity, invoices, purchaseOrders, readMarks, requestMessages, requests, users } from "../db/schema";
import { portalPath } from "../portal/paths";
import { isStaff, type Caller } from "./caller";
import { isUuid } from "./ids";
import { markRead } from "./read-state";
import { requestStatusLabel, type RequestStatus } from "./vocabulary";

export type Notification = { id: string; text: string; detail?: string; href: string; at: Date; read: boolean };
export type Notifications = { unread: number; items: Notification[] };

/** How many items the bell holds. */
export const bellSize = 20;

/** POST /api/portal/notifications/read: `{}` marks every item read, `{ids}` those items only. */
export const notificationsReadSchema = z.object({
  ids: z
    .array(z.string().refine(isUuid, "That notification was not found."), {
      message: "ids must be a list of notification ids.",
    })
    .max(bellSize, `Mark at most ${bellSize} notifications at a time.`)
    .optional(),
});

/** A message's first words for the bell, on one line. */
export function excerpt(body: string, max = 140): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const statusTo = sql<string | null>`${activity.change} -> 'status' ->> 'to'`;
/** The statuses a client hears of: its request is finished, or waits on the client's answer. */
const clientHears: RequestStatus[] = ["resolved", "closed", "waiting_on_client"];

/**
 * Which activity rows the caller hears of, as a condition on `activity` left-joined with `requests` on the row's
 * request; false for a person with no organisation yet. Other people's doings only.
 */
export function bellCondition(caller: Caller): SQL {
  const others = or(isNull(activity.actorId), ne(activity.actorId, caller.id));
  const ofRequests = eq(activity.resourceType, "request");
  if (isStaff(caller)) {
    const theirs = eq(requests.assigneeId, caller.id);
    const heard = or(
      and(inArray(activity.action, ["replied", "note_added"]), theirs),
      and(eq(activity.action, "created"), or(isNull(requests.assigneeId), theirs)),
    );
    return and(others, ofRequests, heard)!;
  }
  if (!caller.organisationId) return sql`false`;
  const own = eq(activity.organisationId, caller.organisationId);
  if (caller.role === "vendor") {
    const heard = or(
      and(eq(activity.resourceType, "purchase_order"), eq(activity.action, "issued")),
      and(eq(activity.resourceType, "invoice"), inArray(activity.action, ["approved", "rejected", "paid"])),
    );
    return and(others, own, heard)!;
  }
  // Never "note_added": an internal note is not even announced to a client.
  const heard = or(
    inArray(activity.action, ["replied", "created"]),
    and(eq(activity.action, "updated"), inArray(statusTo, clientHears)),
  );
  return and(others, own, ofRequests, heard)!;
}

/** The caller's bell item is read: no newer than the "all read" moment, or than their read mark of the thing. */
function readCondition(caller: Caller): SQL<boolean> {
  return sql<boolean>`(
    ${activity.at} <= coalesce((select ${users.notificationsReadAt} from ${users} where ${users.id} = ${caller.id}), '-infinity'::timestamptz)
    or exists (select 1 from ${readMarks} m where m.user_id = ${caller.id} and m.resource_type = ${activity.resourceType}
      and m.resource_id = ${activity.resourceId} and m.read_at >= ${activity.at})
  )`;
}

/** Newest first, at most `bellSize`, with how many of them are unread. */
export async function listNotifications(db: Db, caller: Caller): Promise<Notifications> {
  const rows = await db
    .select({
      id: activity.id,
      type: activity.resourceType,
      resourceId: activity.resourceId,
      action: activity.action,
      actor: activity.actorName,
      at: activity.at,
      status: statusTo,
      reason: sql<string | null>`${activity.change} ->> 'reason'`,
      read: readCondition(caller),
      requestNumber: requests.number,
      requestTitle: requests.title,
      assigneeId: requests.assigneeId,
      body: requestMessages.body,
      invoiceNumber: invoices.number,
      orderNumber: purchaseOrders.number,
      orderTitle: purchaseOrders.title,
    })
    .from(activity)
    .leftJoin(requests, and(eq(activity.resourceType, "request"), eq(requests.id, activity.resourceId)))
    .leftJoin(requestMessages, sql`${requestMessages.id} = (${activity.change} ->> 'messageId')::uuid`)
    .leftJoin(invoices, and(eq(activity.resourceType, "invoice"), eq(invoices.id, activity.resourceId)))
    .leftJoin(
      purchaseOrders,
      and(eq(activity.resourceType, "purchase_order"), eq(purchaseOrders.id, activity.resourceId)),
    )
    .where(bellCondition(caller))
    .orderBy(desc(activity.at), desc(activity.seq))
    .limit(bellSize);
  const items = rows.flatMap((row) => {
    const item = describe(caller, row);
    return item ? [{ ...item, id: row.id, at: row.at, read: Boolean(row.read) }] : [];
  });
  return { unread: items.filter((item) => !item.read).length, items };
}

type Row = {
  type: string;
  resourceId: string;
  action: string;
  actor: string | null;
  status: string | null;
  reason: string | null;
  requestNumber: number | null;
  requestTitle: string | null;
  assigneeId: string | null;
  body: string | null;
  invoiceNumber: string | null;
  orderNumber: string | null;
  orderTitle: string | null;
};

/** An item's words and link; null for a thing since deleted. */
function describe(caller: Caller, row: Row): { text: string; detail?: string; href: string } | null {
  const role = caller.role;
  if (role === "vendor") return describeVendorItem(row);
  return row.requestNumber === null ? null : describeRequest(role, row);
}

function describeVendorItem(row: Row) {
  if (row.type === "purchase_order" && row.orderNumber !== null) {
    const href = portalPath("vendor", "purchase-orders", row.resourceId);
    return { text: `Purchase order ${row.orderNumber} issued: “${row.orderTitle}”`, href };
  }
  if (row.type !== "invoice" || row.invoiceNumber === null) return null;
  const href = portalPath("vendor", "invoices", row.resourceId);
  const detail = row.action === "rejected" && row.reason ? `Reason: ${excerpt(row.reason)}` : undefined;
  return { text: `Invoice ${row.invoiceNumber} ${row.action}`, detail, href };
}

function describeRequest(role: "admin" | "employee" | "client", row: Row) {
  const href = portalPath(role, "requests", row.resourceId);
  const subject = `#${row.requestNumber} “${row.requestTitle}”`;
  const staff = role !== "client";
  const who = row.actor ?? (staff ? "Someone" : "A colleague");
  if (row.action === "created") {
    const text = !staff
      ? `${who} opened ${subject}`
      : row.assigneeId
        ? `Assigned to you: ${subject}`
        : `New request ${subject}`;
    return { text, href };
  }
  if (row.action === "updated") {
    const status = requestStatusLabel(row.status as RequestStatus, staff).toLowerCase();
    return { text: `${subject} is ${status}`, href };
  }
  const verb = row.action === "note_added" ? "added a note" : "replied";
  const detail = row.body === null ? undefined : excerpt(row.body);
  return { text: `${who} ${verb} on ${subject}`, detail, href };
}

/**
 * Marks the caller's items read: all of them up to now, or (`ids`) those items only, through the read mark of each
 * one's thing at the item's time (so what came after stays unread). Answers the new count.
 */
export async function markNotificationsRead(db: Db, caller: Caller, ids: string[] | undefined, now: Date) {
  if (!ids) {
    await db.update(users).set({ notificationsReadAt: now }).where(eq(users.id, caller.id));
  } else if (ids.length > 0) {
    const chosen = await db
      .select({ type: activity.resourceType, id: activity.resourceId, at: activity.at })
      .from(activity)
      .leftJoin(requests, and(eq(activity.resourceType, "request"), eq(requests.id, activity.resourceId)))
      .where(and(bellCondition(caller), inArray(activity.id, ids)));
    for (const item of chosen) await markRead(db, caller, item.type as "request", item.id, item.at);
  }
  return { unread: (await listNotifications(db, caller)).unread };
}
