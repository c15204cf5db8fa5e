// The security log (`auth_events`): sign-in, code, lockout, session and abuse-limit events, kept 12 months. Callers
// pass who and what happened; codes, secrets and cookies never go in. What happens to business records (requests,
// invoices, users…) is the activity record instead (lib/activity).
import type { Db } from "../db/client";
import { authEvents } from "../db/schema";

export type SecurityEventName =
  | "code_sent"
  | "code_unknown_address"
  | "code_dropped"
  | "code_cooldown"
  | "code_mail_failed"
  | "login_rate_limited"
  | "verify_rate_limited"
  | "login_succeeded"
  | "login_failed"
  | "login_locked"
  | "login_code_reused"
  | "sign_in_ceiling_reached"
  | "sign_in_limits_cleared"
  | "workspace_limit_reached"
  | "logout"
  | "session_revoked"
  | "sessions_revoked"
  | "new_device_notice";

export type RequestInfo = { ip?: string; userAgent?: string };

export async function logSecurityEvent(
  db: Db,
  event: SecurityEventName,
  {
    email,
    userId,
    detail,
    ip,
    userAgent,
    outboxId,
  }: { email?: string; userId?: string; detail?: string; outboxId?: string } & RequestInfo,
  now: Date,
): Promise<void> {
  await db.insert(authEvents).values({
    at: now,
    event,
    email: email ?? null,
    userId: userId ?? null,
    ip: ip ?? null,
    userAgent: userAgent ?? null,
    detail: detail ?? null,
    outboxId: outboxId ?? null,
  });
}
