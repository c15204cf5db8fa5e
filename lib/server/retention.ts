// Deletes what the privacy notice (/privacy) says we keep only for a while. Runs at start and every few hours.
import { lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { authEvents, enquiries, otpCodes, sessions } from "../db/schema";
import { describeError } from "../http/errors";

const DAY = 86_400_000;

/** Days: enquiries 24 months, the sign-in audit log 12 months; spent codes and ended sessions soon after. */
export const retentionDays = { enquiries: 730, authEvents: 365, endedSessions: 30, spentCodes: 1 } as const;

export type SweepReport = { enquiries: number; authEvents: number; sessions: number; codes: number };

export async function sweepExpiredData(db: Db, now: Date): Promise<SweepReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  // Deleting an enquiry deletes its outbox row too (ON DELETE CASCADE).
  const gone = await Promise.all([
    db.delete(enquiries).where(lt(enquiries.createdAt, before(retentionDays.enquiries))).returning({ id: enquiries.id }),
    db.delete(authEvents).where(lt(authEvents.at, before(retentionDays.authEvents))).returning({ id: authEvents.id }),
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, before(retentionDays.endedSessions)), lt(sessions.revokedAt, before(retentionDays.endedSessions))))
      .returning({ id: sessions.id }),
    db.delete(otpCodes).where(lt(otpCodes.expiresAt, before(retentionDays.spentCodes))).returning({ id: otpCodes.id }),
  ]);
  const [e, a, s, c] = gone.map((rows) => rows.length);
  return { enquiries: e ?? 0, authEvents: a ?? 0, sessions: s ?? 0, codes: c ?? 0 };
}

const slot = globalThis as typeof globalThis & { __nexoraRetention?: NodeJS.Timeout };

/** Sweeps now and every six hours; failures are logged and tried again next time. */
export function startRetentionSweeps(getDb: () => Promise<Db>, everyMs = 6 * 3_600_000): void {
  if (slot.__nexoraRetention) return;
  const sweep = async () => {
    try {
      await sweepExpiredData(await getDb(), new Date());
    } catch (error) {
      console.error(`[retention] sweep failed: ${describeError(error)}`);
    }
  };
  void sweep();
  slot.__nexoraRetention = setInterval(() => void sweep(), everyMs);
  slot.__nexoraRetention.unref();
}
