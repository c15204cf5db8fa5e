// What the outbox carries: each kind of mail, how it is queued (inside the caller's transaction) and how a claimed row
// becomes the messages to send. A sign-in code travels sealed with the server secret and expires with the code.
import { sealData, unsealData } from "iron-session";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { enquiries, outbox, users, type OutboxRow } from "../db/schema";
import { env, sessionSecret } from "../env";
import { enquiryNotificationMail } from "./enquiry-mail";
import type { MailMessage } from "./message";
import { signInCodeMail, signInLimitAlertMail } from "./sign-in-mail";

export const outboxKinds = {
  enquiry: "enquiry_notification",
  signInCode: "sign_in_code",
  signInAlert: "sign_in_alert",
  notice: "workspace_notice",
} as const;

export type Lane = "codes" | "mail";
export const laneKinds: Record<Lane, readonly string[]> = {
  codes: [outboxKinds.signInCode],
  mail: [outboxKinds.enquiry, outboxKinds.signInAlert, outboxKinds.notice],
};

export type Rendered = { messages: MailMessage[]; keepPayload: boolean } | { discard: string };

const codePayload = z.object({ to: z.string(), code: z.string(), expiresAt: z.number() });
const alertPayload = z.object({ email: z.string(), reason: z.enum(["codes", "failures"]), until: z.number() });
export const noticePayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});

/**
 * Queues a sign-in code's mail. `deliver` false (an address that is no user) writes the same row, already discarded
 * and without the seal, so both kinds of address do the same work before the answer and only users get mail.
 * Returns the row's id, which the security log keeps so the audit view can show the mail's delivery state.
 */
export async function queueSignInCode(
  tx: Db,
  input: { to: string; code: string; expiresAt: Date; deliver: boolean },
  now: Date,
): Promise<string | undefined> {
  const ttl = Math.max(1, Math.ceil((input.expiresAt.getTime() - now.getTime()) / 1000));
  const sealed = await sealData(
    { to: input.to, code: input.code, expiresAt: input.expiresAt.getTime() },
    { password: sessionSecret(), ttl },
  );
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: outboxKinds.signInCode,
      payload: input.deliver ? sealed : null,
      status: input.deliver ? "pending" : "discarded",
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return row?.id;
}

/** Queues the one mail to the admins that an address reached an address-wide sign-in ceiling. */
export async function queueSignInAlert(tx: Db, input: z.infer<typeof alertPayload>, now: Date): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind: outboxKinds.signInAlert, payload: JSON.stringify(input), nextAttemptAt: now, createdAt: now });
}

async function renderCode(row: OutboxRow, now: Date): Promise<Rendered> {
  if (!row.payload) return { discard: "no sealed code" };
  // An expired seal unseals to {}: the code is dead, so is its mail.
  const parsed = codePayload.safeParse(await unsealData(row.payload, { password: sessionSecret() }).catch(() => ({})));
  if (!parsed.success || parsed.data.expiresAt <= now.getTime())
    return { discard: "the code expired before its mail could be sent" };
  return {
    messages: [signInCodeMail({ to: parsed.data.to, code: parsed.data.code })],
    keepPayload: false,
  };
}

async function renderAlert(db: Db, row: OutboxRow, siteUrl: string): Promise<Rendered> {
  const parsed = alertPayload.safeParse(JSON.parse(row.payload ?? "null"));
  if (!parsed.success) return { discard: "unreadable alert" };
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
  const recipients = admins.length ? admins.map((a) => a.email) : [env().SUPPORT_INBOX];
  const alert = { ...parsed.data, until: new Date(parsed.data.until) };
  return { messages: recipients.map((to) => signInLimitAlertMail(to, alert, siteUrl)), keepPayload: true };
}

/**
 * Queues a workspace mail (a new request, a reply, an invoice decision...), rendered by the caller, in the caller's
 * transaction: one row per recipient, so each is retried on its own.
 */
export async function queueNotice(tx: Db, message: MailMessage, now: Date): Promise<void> {
  const payload = JSON.stringify(noticePayload.parse(message));
  await tx.insert(outbox).values({ kind: outboxKinds.notice, payload, nextAttemptAt: now, createdAt: now });
}

function renderNotice(row: OutboxRow): Rendered {
  const parsed = noticePayload.safeParse(JSON.parse(row.payload ?? "null"));
  return parsed.success ? { messages: [parsed.data], keepPayload: true } : { discard: "unreadable notice" };
}

/** The messages for each claimed row, by row id (enquiries are read in one query for the whole batch). */
export async function renderOutboxRows(
  db: Db,
  rows: OutboxRow[],
  deps: { inbox: string; siteUrl: string },
  now: Date,
): Promise<Map<string, Rendered>> {
  const ids = rows.flatMap((row) => (row.kind === outboxKinds.enquiry && row.enquiryId ? [row.enquiryId] : []));
  const byId = new Map(
    ids.length ? (await db.select().from(enquiries).where(inArray(enquiries.id, ids))).map((e) => [e.id, e]) : [],
  );
  const out = new Map<string, Rendered>();
  for (const row of rows) {
    if (row.kind === outboxKinds.enquiry) {
      const enquiry = row.enquiryId ? byId.get(row.enquiryId) : undefined;
      out.set(
        row.id,
        enquiry
          ? { messages: [enquiryNotificationMail(enquiry, deps.inbox, deps.siteUrl)], keepPayload: true }
          : { discard: "the enquiry is gone" },
      );
    } else if (row.kind === outboxKinds.signInCode) out.set(row.id, await renderCode(row, now));
    else if (row.kind === outboxKinds.signInAlert) out.set(row.id, await renderAlert(db, row, deps.siteUrl));
    else if (row.kind === outboxKinds.notice) out.set(row.id, renderNotice(row));
  }
  return out;
}
