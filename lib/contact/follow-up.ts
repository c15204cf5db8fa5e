// The sales follow-up of enquiries (admins): owner, status, next contact date and notes. Every change and every
// note is an activity row (resource "enquiry"), so the enquiry's page reads its notes and history from the record.
import { and, asc, desc, eq, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { changedFields, personRef, trackActivity } from "../activity/track";
import type { Db } from "../db/client";
import { activity, enquiries, organisations, outbox, users, type EnquiryRow } from "../db/schema";
import type { Caller } from "../workspace/caller";
import { notFound } from "../workspace/errors";
import { findStaffByEmail, requireStaff } from "../workspace/project-writes";
import { istDay } from "../workspace/request-rules";
import type { EnquiryListQuery, EnquiryUpdateInput } from "./follow-up-schema";
import type { EnquiryStatus } from "./follow-up-vocabulary";
import type { NotificationState } from "./store";

export type FollowUpItem = {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  budget: string | null;
  timeline: string | null;
  status: EnquiryStatus;
  owner: { name: string; email: string } | null;
  nextContactOn: string | null;
  /** The next contact date has passed and the enquiry is still open (not won or lost). */
  overdue: boolean;
  organisation: { id: string; name: string } | null;
  notification: NotificationState | null;
};

export type EnquiryNote = { id: string; body: string; author: string | null; at: Date };
export type FollowUpDetail = FollowUpItem & {
  message: string;
  /** A chat handed over to a person: the conversation with the assistant. */
  transcript: EnquiryRow["transcript"];
  notes: EnquiryNote[];
};

const closed: readonly EnquiryStatus[] = ["won", "lost"];

export function isOverdue(nextContactOn: string | null, status: EnquiryStatus, now: Date): boolean {
  return nextContactOn !== null && !closed.includes(status) && nextContactOn < istDay(now);
}

const owner = alias(users, "owner");
function selectItems(db: Db) {
  return db
    .select({
      enquiry: enquiries,
      ownerName: owner.name,
      ownerEmail: owner.email,
      organisationName: organisations.name,
      notification: {
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        nextAttemptAt: outbox.nextAttemptAt,
      },
    })
    .from(enquiries)
    .leftJoin(owner, eq(owner.id, enquiries.ownerId))
    .leftJoin(organisations, eq(organisations.id, enquiries.organisationId))
    .leftJoin(outbox, eq(outbox.enquiryId, enquiries.id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

function toItem(row: Selected, now: Date): FollowUpItem {
  const e = row.enquiry;
  return {
    id: e.id,
    createdAt: e.createdAt,
    fullName: e.fullName,
    email: e.email,
    phone: e.phone,
    company: e.company,
    subject: e.subject,
    budget: e.budget,
    timeline: e.timeline,
    status: e.status,
    owner: row.ownerEmail ? { name: row.ownerName ?? row.ownerEmail, email: row.ownerEmail } : null,
    nextContactOn: e.nextContactOn,
    overdue: isOverdue(e.nextContactOn, e.status, now),
    organisation:
      e.organisationId && row.organisationName ? { id: e.organisationId, name: row.organisationName } : null,
    notification: row.notification?.status ? row.notification : null,
  };
}

/** Enquiries newest first, filtered by status and owner (`me`, `none` or an address); at most `limit`. */
export async function listFollowUps(
  db: Db,
  caller: Caller,
  query: Omit<EnquiryListQuery, "format">,
  now: Date,
  limit = 200,
): Promise<FollowUpItem[]> {
  requireStaff(caller);
  const where: (SQL | undefined)[] = [query.status ? eq(enquiries.status, query.status) : undefined];
  if (query.owner === "none") where.push(isNull(enquiries.ownerId));
  else if (query.owner === "me") where.push(eq(enquiries.ownerId, caller.id));
  else if (query.owner) where.push(eq(owner.email, query.owner));
  const rows = await selectItems(db)
    .where(and(...where))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
  return rows.map((row) => toItem(row, now));
}

async function enquiryNotes(db: Db, id: string): Promise<EnquiryNote[]> {
  const rows = await db
    .select({ id: activity.id, change: activity.change, author: activity.actorName, at: activity.at })
    .from(activity)
    .where(and(eq(activity.resourceType, "enquiry"), eq(activity.resourceId, id), eq(activity.action, "note_added")))
    .orderBy(asc(activity.at), asc(activity.seq));
  return rows.map((r) => ({
    id: r.id,
    body: String((r.change as { note?: unknown }).note ?? ""),
    author: r.author,
    at: r.at,
  }));
}

/** One enquiry with its follow-up and notes, oldest note first; a 404 for an unknown or malformed id. */
export async function getFollowUp(db: Db, caller: Caller, id: string, now: Date): Promise<FollowUpDetail> {
  requireStaff(caller);
  if (!z.uuid().safeParse(id).success) throw notFound("enquiry");
  const [row] = await selectItems(db).where(eq(enquiries.id, id)).limit(1);
  if (!row) throw notFound("enquiry");
  return {
    ...toItem(row, now),
    message: row.enquiry.message,
    transcript: row.enquiry.transcript,
    notes: await enquiryNotes(db, id),
  };
}

/**
 * Changes an enquiry's status, owner (an active staff member, or null) and next contact date, and adds a note; each
 * in the activity record. A past date is allowed: the enquiry then shows as overdue.
 */
export async function updateFollowUp(db: Db, caller: Caller, id: string, input: EnquiryUpdateInput, now: Date) {
  requireStaff(caller);
  if (!z.uuid().safeParse(id).success) throw notFound("enquiry");
  const actor = { id: caller.id, name: caller.name, role: caller.role };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!current) throw notFound("enquiry");
    const ownerRow =
      input.ownerEmail === undefined || input.ownerEmail === null
        ? input.ownerEmail
        : await findStaffByEmail(tx, input.ownerEmail, "ownerEmail");
    const next = {
      status: input.status,
      ownerId: ownerRow === undefined ? undefined : (ownerRow?.id ?? null),
      nextContactOn: input.nextContactOn,
    };
    const changes: Record<string, unknown> = changedFields(
      { status: current.status, ownerId: current.ownerId, nextContactOn: current.nextContactOn },
      next,
    );
    if (changes.ownerId) {
      // The record names people, not ids, so it still reads right after someone leaves.
      delete changes.ownerId;
      changes.owner = {
        from: await personRef(tx, current.ownerId),
        to: ownerRow ? { name: ownerRow.name, email: ownerRow.email } : null,
      };
    }
    const resource = { type: "enquiry", id } as const;
    if (Object.keys(changes).length) {
      await tx
        .update(enquiries)
        .set({ status: next.status, ownerId: next.ownerId, nextContactOn: next.nextContactOn })
        .where(eq(enquiries.id, id));
      await trackActivity(tx, { resource, action: "updated", organisationId: null, actor, change: changes }, now);
    }
    if (input.note)
      await trackActivity(
        tx,
        { resource, action: "note_added", organisationId: null, actor, change: { note: input.note } },
        now,
      );
  });
}
