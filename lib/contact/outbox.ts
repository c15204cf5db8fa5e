// The notification outbox: claims due rows (FOR UPDATE SKIP LOCKED, so instances sharing PostgreSQL never
// take the same row), sends each mail, and reschedules failures with backoff until they are sent.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { enquiries, outbox } from "../db/schema";
import { describeError } from "../http/errors";
import { enquiryNotificationMail } from "../mail/enquiry-mail";
import type { MailMessage } from "../mail/message";

export const outboxRules = {
  /** Seconds before the first retry, doubling up to the cap: 5, 10, 20, 40, 60, 60, … */
  firstRetrySeconds: 5,
  maxRetrySeconds: 60,
  /** A claimed row is invisible to other workers this long; a send times out well before (about 10 s a phase). */
  leaseSeconds: 120,
  batchSize: 10,
} as const;

/** Seconds to wait after the `attempts`-th failed attempt (1-based). */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(outboxRules.maxRetrySeconds, outboxRules.firstRetrySeconds * 2 ** Math.min(exponent, 10));
}

export type OutboxDeps = { send(message: MailMessage): Promise<void>; inbox: string; siteUrl: string };
export type DeliveryReport = { sent: number; failed: number };

/** Takes up to `batchSize` due rows in one statement and leases them; the returned rows are this worker's alone. */
export async function claimDue(db: Db, now: Date, batchSize: number = outboxRules.batchSize) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + outboxRules.leaseSeconds * 1000) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** One pass: claim what is due, send it, record the outcome. */
export async function deliverDue(db: Db, deps: OutboxDeps, now: Date = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const claimed = await claimDue(db, now);
  const ids = claimed.flatMap((row) => (row.enquiryId ? [row.enquiryId] : []));
  // One query for the whole batch, not one per row.
  const byId = new Map(ids.length ? (await db.select().from(enquiries).where(inArray(enquiries.id, ids))).map((e) => [e.id, e]) : []);
  for (const row of claimed) {
    const enquiry = row.enquiryId ? byId.get(row.enquiryId) : undefined;
    try {
      if (!enquiry) throw new Error(`outbox row ${row.id} has no enquiry to send`);
      await deps.send(enquiryNotificationMail(enquiry, deps.inbox, deps.siteUrl));
      await db.update(outbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
      report.sent++;
    } catch (error) {
      const delay = retryDelaySeconds(row.attempts);
      const reason = describeError(error).slice(0, 500);
      await db
        .update(outbox)
        .set({ lastError: reason, nextAttemptAt: new Date(now.getTime() + delay * 1000) })
        .where(eq(outbox.id, row.id));
      console.error(`[outbox] the notification for enquiry ${row.enquiryId} failed (attempt ${row.attempts}): ${reason}; retrying in ${delay} s.`);
      report.failed++;
    }
  }
  return report;
}

export type OutboxWorker = { poke(): void; stop(): Promise<void> };

/**
 * Runs `deliverDue` every `intervalMs` and whenever poked (a new enquiry), one pass at a time.
 * Errors (a database that is down) are logged and the loop goes on.
 */
export function startOutboxWorker(getDb: () => Promise<Db>, deps: () => OutboxDeps, intervalMs = 2_000): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const pass = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        await deliverDue(await getDb(), deps());
      } catch (error) {
        console.error(`[outbox] pass failed: ${describeError(error)}`);
      }
    })().finally(() => {
      running = null;
      if (again) {
        again = false;
        pass();
      }
    });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    poke: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
