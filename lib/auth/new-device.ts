// The new-device notice: a sign-in from a device and network this person has not signed in from in the last 90 days
// gets a short mail through the outbox, so someone using a stolen code is noticed by the owner. The first sign-in
// ever gets none: there is nothing to compare it with.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { authEvents } from "../db/schema";
import { env } from "../env";
import { clientNetwork } from "../http/client-network";
import { newDeviceMail } from "../mail/new-device-mail";
import { queueNotice } from "../mail/outbox-mails";
import { logSecurityEvent, type RequestInfo } from "./security-log";
import { describeDevice } from "./user-agent";

export const newDeviceRules = {
  /** How far back a sign-in from the same device and network makes this one familiar. */
  familiarDays: 90,
  /** Earlier sign-ins read per check, newest first: bounds the work for someone who signs in all day. */
  historyLimit: 500,
} as const;

/** Where a sign-in came from, as the rule compares it: the device in words and the client network. */
export type SignInPlace = { device: string; network: string };
export type PastSignIn = SignInPlace & { at: Date };

export function signInPlace(info: RequestInfo): SignInPlace {
  return { device: describeDevice(info.userAgent), network: clientNetwork(info.ip ?? "unknown") };
}

/**
 * True when this sign-in deserves a notice: the person has signed in before, and none of their sign-ins in the last
 * 90 days came from the same device and the same network.
 */
export function isNewDevice(place: SignInPlace, history: readonly PastSignIn[], now: Date): boolean {
  if (history.length === 0) return false;
  const since = now.getTime() - newDeviceRules.familiarDays * 24 * 3600 * 1000;
  return !history.some(
    (past) => past.at.getTime() >= since && past.device === place.device && past.network === place.network,
  );
}

/** The person's earlier successful sign-ins, newest first (by address, which the log indexes, and by user id). */
async function pastSignIns(db: Db, user: { id: string; email: string }): Promise<PastSignIn[]> {
  const rows = await db
    .select({ at: authEvents.at, ip: authEvents.ip, userAgent: authEvents.userAgent })
    .from(authEvents)
    .where(
      and(eq(authEvents.email, user.email), eq(authEvents.userId, user.id), eq(authEvents.event, "login_succeeded")),
    )
    .orderBy(desc(authEvents.at))
    .limit(newDeviceRules.historyLimit);
  return rows.map((row) => ({
    at: row.at,
    ...signInPlace({ ip: row.ip ?? undefined, userAgent: row.userAgent ?? undefined }),
  }));
}

/**
 * Call before the sign-in itself is logged. Queues the notice when the rule says so and logs that it did; returns
 * whether a mail was queued, so the route can wake the mail worker.
 */
export async function noticeNewDevice(
  db: Db,
  user: { id: string; email: string; name: string },
  info: RequestInfo,
  now: Date,
): Promise<boolean> {
  const place = signInPlace(info);
  if (!isNewDevice(place, await pastSignIns(db, user), now)) return false;
  await db.transaction(async (tx) => {
    await queueNotice(
      tx,
      newDeviceMail({
        to: user.email,
        name: user.name,
        at: now,
        device: place.device,
        ip: info.ip,
        siteUrl: env().SITE_URL,
      }),
      now,
    );
    await logSecurityEvent(
      tx,
      "new_device_notice",
      { email: user.email, userId: user.id, ...info, detail: place.device },
      now,
    );
  });
  return true;
}
