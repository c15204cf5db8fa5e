// Deletes what the privacy notice (/privacy) says we keep only for a while. Runs at start and every few hours. The
// activity record (what happened to requests, invoices and the rest) is kept as long as the books: nothing here
// touches it.
import { and, eq, inArray, isNull, lt, ne, notExists, or } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  authEvents,
  accessRequests,
  enquiries,
  files,
  invoices,
  otpCodes,
  outbox,
  sessions,
  signInAddressLimits,
  signInLimits,
} from "../db/schema";
import { outboxKinds } from "../mail/outbox-mails";
import { describeError } from "../db/errors";
import { processSlot } from "./process-slot";

const DAY = 86_400_000;

/**
 * Days: enquiries and requests for access 24 months, the security log 12 months; spent codes, their mails and sign-in counters whose
 * windows are all over soon after; ended sessions after a month; uploads no invoice claimed after a day.
 */
export const retentionDays = {
  enquiries: 730,
  authEvents: 365,
  endedSessions: 30,
  spentCodes: 1,
  signInCounters: 2,
  unattachedFiles: 1,
} as const;

export type SweepReport = {
  enquiries: number;
  accessRequests: number;
  authEvents: number;
  sessions: number;
  codes: number;
  signInMails: number;
  signInCounters: number;
  unattachedFiles: number;
};

export async function sweepExpiredData(db: Db, now: Date): Promise<SweepReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  // Deleting an enquiry deletes its outbox row too (ON DELETE CASCADE).
  const gone = await Promise.all([
    db
      .delete(enquiries)
      .where(lt(enquiries.createdAt, before(retentionDays.enquiries)))
      .returning({ id: enquiries.id }),
    db
      .delete(accessRequests)
      .where(lt(accessRequests.createdAt, before(retentionDays.enquiries)))
      .returning({ id: accessRequests.id }),
    db
      .delete(authEvents)
      .where(lt(authEvents.at, before(retentionDays.authEvents)))
      .returning({ id: authEvents.id }),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, before(retentionDays.endedSessions)),
          lt(sessions.revokedAt, before(retentionDays.endedSessions)),
        ),
      )
      .returning({ id: sessions.id }),
    db
      .delete(otpCodes)
      .where(lt(otpCodes.expiresAt, before(retentionDays.spentCodes)))
      .returning({ id: otpCodes.id }),
    db
      .delete(outbox)
      .where(
        and(
          inArray(outbox.kind, [outboxKinds.signInCode, outboxKinds.signInAlert, outboxKinds.notice]),
          ne(outbox.status, "pending"),
          lt(outbox.createdAt, before(retentionDays.spentCodes)),
        ),
      )
      .returning({ id: outbox.id }),
    db
      .delete(signInLimits)
      .where(lt(signInLimits.updatedAt, before(retentionDays.signInCounters)))
      .returning({ email: signInLimits.email }),
    db
      .delete(signInAddressLimits)
      .where(lt(signInAddressLimits.updatedAt, before(retentionDays.signInCounters)))
      .returning({ email: signInAddressLimits.email }),
    // Uploaded for a request, reply or invoice that never came. An invoice naming the file keeps it (its key would
    // refuse the delete).
    db
      .delete(files)
      .where(
        and(
          isNull(files.requestId),
          isNull(files.projectId),
          isNull(files.invoiceId),
          lt(files.createdAt, before(retentionDays.unattachedFiles)),
          notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.fileId, files.id))),
        ),
      )
      .returning({ id: files.id }),
  ]);
  const [e = 0, r = 0, a = 0, s = 0, c = 0, m = 0, n = 0, w = 0, f = 0] = gone.map((rows) => rows.length);
  return {
    enquiries: e,
    accessRequests: r,
    authEvents: a,
    sessions: s,
    codes: c,
    signInMails: m,
    signInCounters: n + w,
    unattachedFiles: f,
  };
}

const slot = processSlot("retention", (): { timer?: NodeJS.Timeout; sweep?: Promise<void> } => ({}));

/** Sweeps now and every six hours; failures are logged and tried again next time. */
export function startRetentionSweeps(getDb: () => Promise<Db>, everyMs = 6 * 3_600_000): void {
  if (slot.timer) return;
  const sweep = async () => {
    try {
      await sweepExpiredData(await getDb(), new Date());
    } catch (error) {
      console.error(`[retention] sweep failed: ${describeError(error)}`);
    }
  };
  slot.sweep = sweep();
  slot.timer = setInterval(() => void (slot.sweep = sweep()), everyMs);
  slot.timer.unref();
}

/** No more sweeps; resolves when the one running, if any, has finished (server shutdown). */
export async function stopRetentionSweeps(): Promise<void> {
  clearInterval(slot.timer);
  slot.timer = undefined;
  await slot.sweep;
}
