// The sign-in flows behind the routes: limits, code issue and delivery, verification, session row, audit log.
import type { Db } from "../db/client";
import { sendInBackground } from "../mail/transport";
import { signInCodeMail } from "../mail/templates";
import { audit, type RequestInfo } from "./audit";
import { issueCode, verifyCode } from "./otp";
import { otpRules } from "./otp-rules";
import { hitRateLimit, ipLimits } from "./rate-limit";
import type { SealedSession } from "./session-cookie";
import { createSession, type SessionUser } from "./sessions";
import { findActiveUser } from "./users";

export type CodeRequestResult = { kind: "accepted" } | { kind: "cooldown"; retryAfterSeconds: number } | { kind: "rate_limited"; retryAfterSeconds: number };

/**
 * A code request. Registered or not, the address gets the same answer and the same database work;
 * only an active user's code is mailed, in the background so the answer never waits for SMTP.
 */
export async function requestSignInCode(db: Db, input: { email: string } & RequestInfo, now: Date): Promise<CodeRequestResult> {
  const { email, ip, userAgent } = input;
  const who = { email, ip, userAgent };
  const limit = await hitRateLimit(db, `login:${ip ?? "unknown"}`, ipLimits.login, now);
  if (!limit.allowed) {
    await audit(db, "login_rate_limited", who, now);
    return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const user = await findActiveUser(db, email);
  const result = await issueCode(db, email, now);
  if (result.kind === "cooldown") {
    await audit(db, "code_cooldown", { ...who, userId: user?.id }, now);
    return result;
  }
  if (result.kind === "dropped") {
    await audit(db, "code_dropped", { ...who, userId: user?.id, detail: `${result.reason} limit` }, now);
    return { kind: "accepted" };
  }
  // Built either way, so both paths do the same work before answering.
  const mail = signInCodeMail({ to: email, code: result.code, validMinutes: otpRules.codeTtlSeconds / 60 });
  if (!user) {
    await audit(db, "code_unknown_address", who, now);
    return { kind: "accepted" };
  }
  await audit(db, "code_sent", { ...who, userId: user.id }, now);
  sendInBackground(mail, "sign-in code", (error) => {
    if (error) audit(db, "code_mail_failed", { ...who, userId: user.id, detail: error.message.slice(0, 200) }, new Date()).catch(() => {});
  });
  return { kind: "accepted" };
}

export type VerifyOutcome =
  | { kind: "signed_in"; user: SessionUser; session: SealedSession }
  | { kind: "invalid" }
  | { kind: "locked"; retryAfterSeconds: number }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export async function verifySignInCode(
  db: Db,
  input: { email: string; code: string; remember: boolean } & RequestInfo,
  now: Date,
): Promise<VerifyOutcome> {
  const { email, ip, userAgent } = input;
  const who = { email, ip, userAgent };
  const limit = await hitRateLimit(db, `verify:${ip ?? "unknown"}`, ipLimits.verify, now);
  if (!limit.allowed) {
    await audit(db, "verify_rate_limited", who, now);
    return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const result = await verifyCode(db, email, input.code, now);
  if (result.kind === "locked") {
    await audit(db, "login_locked", { ...who, detail: `${result.retryAfterSeconds} s left` }, now);
    return result;
  }
  if (result.kind === "invalid") {
    await audit(db, "login_failed", who, now);
    return result;
  }
  // The code was right; the address must still belong to an active user (deactivation may have raced).
  const user = await findActiveUser(db, email);
  if (!user) {
    await audit(db, "login_failed", { ...who, detail: "no active user" }, now);
    return { kind: "invalid" };
  }
  const session = await createSession(db, { user, remember: input.remember, ip, userAgent }, now);
  await audit(db, "login_succeeded", { ...who, userId: user.id, detail: input.remember ? "remember device" : "browser session" }, now);
  return { kind: "signed_in", user: { id: user.id, name: user.name, email: user.email, role: user.role }, session };
}
