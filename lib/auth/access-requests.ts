// Requests for an account from the sign-in page: stored with a mail to each active admin (or SUPPORT_INBOX) in one
// transaction. A repeated idempotency key is the same request; only a new one counts against the per-IP limit.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accessRequests, users } from "../db/schema";
import { env } from "../env";
import { clientNetwork } from "../http/client-network";
import { hitRateLimit, ipLimits } from "../http/rate-limit";
import { accessRequestMail } from "../mail/access-request-mail";
import { queueNotice } from "../mail/outbox-mails";
import type { AccessRequest } from "./access-request-schema";

export type AccessRequestResult =
  { kind: "stored"; replay: boolean } | { kind: "rate_limited"; retryAfterSeconds: number };

const known = (db: Db, idempotencyKey: string) =>
  db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(eq(accessRequests.idempotencyKey, idempotencyKey))
    .limit(1);

export async function submitAccessRequest(
  db: Db,
  input: Omit<AccessRequest, "website">,
  ip: string | undefined,
  now: Date,
): Promise<AccessRequestResult> {
  const { idempotencyKey, ...request } = input;
  if ((await known(db, idempotencyKey)).length) return { kind: "stored", replay: true };
  const limit = await hitRateLimit(db, `access:${clientNetwork(ip ?? "unknown")}`, ipLimits.accessRequest, now);
  if (!limit.allowed) return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessRequests)
      .values({ ...request, idempotencyKey, ip: ip ?? null, createdAt: now })
      .onConflictDoNothing({ target: accessRequests.idempotencyKey })
      .returning({ id: accessRequests.id });
    if (!row) return false;
    const [user] = await tx.select({ active: users.active }).from(users).where(eq(users.email, request.email));
    const existing = user ? (user.active ? "active" : "paused") : null;
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.active, true)));
    const recipients = admins.length ? admins.map((a) => a.email) : [env().SUPPORT_INBOX];
    for (const to of recipients)
      await queueNotice(tx, accessRequestMail(to, { ...request, existing }, env().SITE_URL), now);
    return true;
  });
  return { kind: "stored", replay: !stored };
}
