// The mail outbox: rows written in the same transaction as what they are about, delivered by workers that claim due
// rows (FOR UPDATE SKIP LOCKED plus a lease, so instances sharing PostgreSQL never take the same row), send them and
// reschedule failures with backoff. Two lanes: sign-in codes never wait behind a backlog of other mail.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, type OutboxRow } from "../db/schema";
import { describeError } from "../db/errors";
import type { MailMessage } from "./message";
import { laneKinds, renderOutboxRows, type Lane } from "./outbox-mails";

export type { Lane } from "./outbox-mails";

export const outboxRules = {
  /** Other mail: seconds before the first retry, doubling up to the cap: 5, 10, 20, 40, 60, 60, … */
  firstRetrySeconds: 5,
  maxRetrySeconds: 60,
  /** Sign-in codes: 2, 4, 8, 15, 15, … until the code expires and its mail is discarded. */
  firstCodeRetrySeconds: 2,
  maxCodeRetrySeconds: 15,
  /** A claimed row is invisible to other workers this long; a send times out well before (about 10 s a phase). */
  leaseSeconds: 120,
  batchSize: 50,
  /** Mails of one batch in flight at once (the SMTP transport pools its connections). */
  concurrency: 8,
} as const;

/** Seconds to wait after the `attempts`-th failed attempt (1-based). */
export function retryDelaySeconds(attempts: number, lane: Lane = "mail"): number {
  const exponent = Math.min(Math.max(0, attempts - 1), 10);
  if (lane === "codes")
    return Math.min(outboxRules.maxCodeRetrySeconds, outboxRules.firstCodeRetrySeconds * 2 ** exponent);
  return Math.min(outboxRules.maxRetrySeconds, outboxRules.firstRetrySeconds * 2 ** exponent);
}

export type OutboxDeps = {
  send(message: MailMessage, lane: Lane): Promise<void>;
  /** CONTACT_INBOX, for enquiry notifications. */
  inbox: string;
  siteUrl: string;
};
export type DeliveryReport = { sent: number; failed: number; discarded: number };

/** Takes up to `batchSize` due rows of a lane in one statement and leases them; the returned rows are this worker's. */
export async function claimDue(
  db: Db,
  lane: Lane,
  now: Date,
  batchSize: number = outboxRules.batchSize,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.status, "pending"), inArray(outbox.kind, [...laneKinds[lane]]), lte(outbox.nextAttemptAt, now)),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + outboxRules.leaseSeconds * 1000),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(runners);
}

/** One pass over a lane: claim what is due, send it, record each outcome. `claimed` says whether the batch was full. */
export async function deliverDue(
  db: Db,
  deps: OutboxDeps,
  {
    lane = "mail",
    now = new Date(),
    batchSize = outboxRules.batchSize,
  }: { lane?: Lane; now?: Date; batchSize?: number } = {},
): Promise<DeliveryReport & { claimed: number }> {
  const report = { sent: 0, failed: 0, discarded: 0, claimed: 0 };
  const claimed = await claimDue(db, lane, now, batchSize);
  report.claimed = claimed.length;
  if (claimed.length === 0) return report;
  const rendered = await renderOutboxRows(db, claimed, deps, now);
  await eachLimited(claimed, outboxRules.concurrency, async (row) => {
    const mail = rendered.get(row.id) ?? { discard: `no renderer for ${row.kind}` };
    try {
      if ("discard" in mail) {
        await db
          .update(outbox)
          .set({ status: "discarded", payload: null, lastError: mail.discard })
          .where(eq(outbox.id, row.id));
        report.discarded++;
        return;
      }
      for (const message of mail.messages) await deps.send(message, lane);
      // A code's seal is not kept once its mail is out.
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null, payload: mail.keepPayload ? row.payload : null })
        .where(eq(outbox.id, row.id));
      report.sent++;
    } catch (error) {
      const delay = retryDelaySeconds(row.attempts, lane);
      const reason = describeError(error).slice(0, 500);
      await db
        .update(outbox)
        .set({ lastError: reason, nextAttemptAt: new Date(now.getTime() + delay * 1000) })
        .where(eq(outbox.id, row.id));
      console.error(
        `[outbox] ${row.kind} ${row.id} failed (attempt ${row.attempts}): ${reason}; retrying in ${delay} s.`,
      );
      report.failed++;
    }
  });
  return report;
}

export type OutboxWorker = { poke(): void; idle(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `deliverDue` for a lane every `intervalMs` and whenever poked, one pass at a time; a full batch is followed
 * at once by another, so a backlog drains as fast as the SMTP server takes it. Errors (a database that is down) are
 * logged and the loop goes on.
 */
export function startOutboxWorker(
  getDb: () => Promise<Db>,
  deps: () => OutboxDeps,
  lane: Lane,
  intervalMs = 2_000,
): OutboxWorker {
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
        const report = await deliverDue(await getDb(), deps(), { lane });
        if (report.claimed === outboxRules.batchSize) again = true;
      } catch (error) {
        console.error(`[outbox] ${lane} pass failed: ${describeError(error)}`);
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
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
