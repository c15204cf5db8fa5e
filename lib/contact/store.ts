// Enquiries: stored together with their notification's outbox row in one transaction, looked up by admins.
import { desc, eq, count } from "drizzle-orm";
import { z } from "zod";
import type { RequestInfo } from "../auth/security-log";
import { hitRateLimit, ipLimits } from "../http/rate-limit";
import type { Db } from "../db/client";
import { clientNetwork } from "../http/client-network";
import { outboxKinds } from "../mail/outbox-mails";
import { enquiries, outbox, type EnquiryRow, type OutboxRow } from "../db/schema";
import type { chatSubject } from "./options";
import type { Enquiry } from "./schema";

/**
 * What is stored: a validated enquiry from the form, or a chat handed over to a person (subject `chat`, with the
 * conversation as its transcript).
 */
export type StoredEnquiry = Omit<Enquiry, "subject" | "agree"> & {
  subject: Enquiry["subject"] | typeof chatSubject.value;
  transcript?: EnquiryRow["transcript"];
};

export type SubmitResult =
  { kind: "stored"; id: string; replay: boolean } | { kind: "rate_limited"; retryAfterSeconds: number };

async function findByKey(db: Db, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.id;
}

/**
 * Stores a validated enquiry. A repeated idempotency key answers with the first enquiry and stores nothing
 * (and does not count against the per-IP limit); only a new enquiry counts.
 */
export async function submitEnquiry(
  db: Db,
  input: { enquiry: StoredEnquiry; idempotencyKey: string } & RequestInfo,
  now: Date,
): Promise<SubmitResult> {
  const { enquiry, idempotencyKey, ip, userAgent } = input;
  const existing = await findByKey(db, idempotencyKey);
  if (existing) return { kind: "stored", id: existing, replay: true };

  const limit = await hitRateLimit(db, `contact:${clientNetwork(ip ?? "unknown")}`, ipLimits.contact, now);
  if (!limit.allowed) return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        fullName: enquiry.fullName,
        email: enquiry.email,
        phone: enquiry.phone ?? null,
        company: enquiry.company ?? null,
        subject: enquiry.subject,
        budget: enquiry.budget ?? null,
        timeline: enquiry.timeline ?? null,
        message: enquiry.message,
        transcript: enquiry.transcript ?? null,
        idempotencyKey,
        ip: ip ?? null,
        userAgent: userAgent ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: enquiries.idempotencyKey })
      .returning({ id: enquiries.id });
    // Lost a race with the same key: the other request stored it, and its outbox row.
    if (!row) return undefined;
    await tx
      .insert(outbox)
      .values({ kind: outboxKinds.enquiry, enquiryId: row.id, nextAttemptAt: now, createdAt: now });
    return row.id;
  });
  if (id) return { kind: "stored", id, replay: false };
  const raced = await findByKey(db, idempotencyKey);
  if (!raced) throw new Error("An enquiry vanished between its insert and its lookup.");
  return { kind: "stored", id: raced, replay: true };
}

/** Where an enquiry's staff notification stands, from its outbox row. */
export type NotificationState = Pick<OutboxRow, "status" | "attempts" | "lastError" | "sentAt" | "nextAttemptAt">;
export type EnquiryWithNotification = EnquiryRow & { notification: NotificationState | null };

const notificationColumns = {
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
};

/** Enquiries joined with their outbox row; callers add the filter, order and limit. */
function selectWithNotification(db: Db) {
  return db
    .select({ enquiry: enquiries, notification: notificationColumns })
    .from(enquiries)
    .leftJoin(outbox, eq(outbox.enquiryId, enquiries.id));
}

const flatten = (row: { enquiry: EnquiryRow; notification: NotificationState | null }): EnquiryWithNotification => ({
  ...row.enquiry,
  notification: row.notification,
});

/** Newest first, with the state of each staff notification. */
export async function listEnquiries(db: Db, limit = 100): Promise<EnquiryWithNotification[]> {
  const rows = await selectWithNotification(db).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(limit);
  return rows.map(flatten);
}

export async function getEnquiry(db: Db, id: string): Promise<EnquiryWithNotification | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [row] = await selectWithNotification(db).where(eq(enquiries.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

export async function countEnquiries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enquiries);
  return row?.n ?? 0;
}
