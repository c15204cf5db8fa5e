// The sign-in flows behind the routes: limits, code issue and delivery through the outbox, verification, session row,
// security log. Limits count per client network (lib/http/client-network.ts), never per address alone.
import type { Db } from "../db/client";
import { clientNetwork } from "../http/client-network";
import { queueSignInAlert, queueSignInCode, type Lane } from "../mail/outbox-mails";
import { logSecurityEvent, type RequestInfo } from "./security-log";
import { issueCode, verifyCode } from "./codes";
import { noticeNewDevice } from "./new-device";
import { hitRateLimit, ipLimits } from "../http/rate-limit";
import type { SealedSession } from "./cookie";
import { createSession, type SessionUser } from "./session-store";
import { findActiveUser } from "./users";

type RateLimited = { kind: "rate_limited"; retryAfterSeconds: number };

/**
 * Counts the request against its client network's per-IP limit. Within it: the network and who is asking (for the
 * security log). Over it: the refusal, logged.
 */
async function admit(
  db: Db,
  step: "login" | "verify",
  { email, ip, userAgent }: { email: string } & RequestInfo,
  now: Date,
): Promise<{ network: string; who: { email: string } & RequestInfo } | RateLimited> {
  const network = clientNetwork(ip ?? "unknown");
  const who = { email, ip, userAgent };
  const limit = await hitRateLimit(db, `${step}:${network}`, ipLimits[step], now);
  if (limit.allowed) return { network, who };
  await logSecurityEvent(db, step === "login" ? "login_rate_limited" : "verify_rate_limited", who, now);
  return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
}

export type CodeRequestResult =
  /** `queued`: the outbox lane a mail was just written to (a code, or the admins' alert), for the caller to poke. */
  { kind: "accepted"; queued: Lane | null } | { kind: "cooldown"; retryAfterSeconds: number } | RateLimited;

/**
 * A code request. Registered or not, the address gets the same answer after the same database work: a code, its
 * counters and an outbox row; only an active user's row is left pending for the code worker to mail.
 */
export async function requestSignInCode(
  db: Db,
  input: { email: string } & RequestInfo,
  now: Date,
): Promise<CodeRequestResult> {
  const admitted = await admit(db, "login", input, now);
  if ("kind" in admitted) return admitted;
  const { network, who } = admitted;
  const { email } = input;
  const user = await findActiveUser(db, email);
  let outboxId: string | undefined;
  const result = await issueCode(db, { email, network }, now, {
    deliver: async (tx, issued) => {
      outboxId = await queueSignInCode(tx, { to: email, ...issued, deliver: user !== undefined }, now);
    },
    alert: (tx, until) => queueSignInAlert(tx, { email, reason: "codes", until: until.getTime() }, now),
  });
  if (result.kind === "cooldown") {
    await logSecurityEvent(db, "code_cooldown", { ...who, userId: user?.id }, now);
    return result;
  }
  if (result.kind === "dropped") {
    if (result.alert) {
      await logSecurityEvent(
        db,
        "sign_in_ceiling_reached",
        { ...who, userId: user?.id, detail: "codes per hour" },
        now,
      );
    }
    await logSecurityEvent(db, "code_dropped", { ...who, userId: user?.id, detail: `${result.reason} limit` }, now);
    return { kind: "accepted", queued: result.alert ? "mail" : null };
  }
  // The mail's outbox row goes with the event: the audit view shows its delivery state (lib/admin/audit.ts).
  const logged = { ...who, userId: user?.id, outboxId };
  await logSecurityEvent(db, user ? "code_sent" : "code_unknown_address", logged, now);
  return { kind: "accepted", queued: user ? "codes" : null };
}

export type VerifyOutcome =
  /** `noticeQueued`: a new-device notice went to the outbox, for the caller to poke the mail worker. */
  | { kind: "signed_in"; user: SessionUser; session: SealedSession; noticeQueued: boolean }
  | { kind: "invalid" }
  | { kind: "locked"; retryAfterSeconds: number; alertQueued: boolean }
  | RateLimited;

export async function verifySignInCode(
  db: Db,
  input: { email: string; code: string; remember: boolean } & RequestInfo,
  now: Date,
): Promise<VerifyOutcome> {
  const admitted = await admit(db, "verify", input, now);
  if ("kind" in admitted) return admitted;
  const { network, who } = admitted;
  const { email } = input;
  const result = await verifyCode(db, { email, network }, input.code, now, {
    alert: (tx, until) => queueSignInAlert(tx, { email, reason: "failures", until: until.getTime() }, now),
  });
  if (result.kind === "locked") {
    if (result.alert) {
      await logSecurityEvent(db, "sign_in_ceiling_reached", { ...who, detail: "failures per day" }, now);
    }
    await logSecurityEvent(db, "login_locked", { ...who, detail: `${result.retryAfterSeconds} s left` }, now);
    return { kind: "locked", retryAfterSeconds: result.retryAfterSeconds, alertQueued: result.alert };
  }
  if (result.kind === "invalid" || result.kind === "used") {
    await logSecurityEvent(db, result.kind === "used" ? "login_code_reused" : "login_failed", who, now);
    return { kind: "invalid" };
  }
  // The code was right; the address must still belong to an active user (deactivation may have raced).
  const user = await findActiveUser(db, email);
  if (!user) {
    await logSecurityEvent(db, "login_failed", { ...who, detail: "no active user" }, now);
    return { kind: "invalid" };
  }
  const session = await createSession(
    db,
    { user, remember: input.remember, ip: who.ip, userAgent: who.userAgent },
    now,
  );
  // Compared with the sign-ins before this one, so it runs before this one is logged.
  const noticeQueued = await noticeNewDevice(db, user, who, now);
  await logSecurityEvent(
    db,
    "login_succeeded",
    { ...who, userId: user.id, detail: input.remember ? "remember device" : "browser session" },
    now,
  );
  const { id, name, role, organisationId } = user;
  return { kind: "signed_in", user: { id, name, email: user.email, role, organisationId }, session, noticeQueued };
}
