// Sign-in with a passkey: a fresh challenge for the browser, then its signed answer checked against the stored public
// key. Success makes the same session row, cookie and security-log entry as a code; every failure is a logged
// `login_failed`, and both steps count against per-IP limits like the code routes.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { passkeys, users } from "../db/schema";
import { clientNetwork } from "../http/client-network";
import { hitRateLimit, ipLimits } from "../http/rate-limit";
import type { SealedSession } from "./cookie";
import { challengeBytes, consumeChallenge, issueChallenge } from "./passkey-challenges";
import { ceremonyTimeoutMs, type AuthenticationResponse, type RelyingParty } from "./passkey-rules";
import { logSecurityEvent, type RequestInfo } from "./security-log";
import { createSession, type SessionUser } from "./session-store";

type RateLimited = { kind: "rate_limited"; retryAfterSeconds: number };

async function admit(db: Db, step: "passkeyOptions" | "passkey", who: RequestInfo, now: Date) {
  const network = clientNetwork(who.ip ?? "unknown");
  const limit = await hitRateLimit(db, `${step}:${network}`, ipLimits[step], now);
  if (limit.allowed) return null;
  await logSecurityEvent(db, "verify_rate_limited", { ...who, detail: "passkey" }, now);
  return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
}

export async function passkeySignInOptions(
  db: Db,
  rp: RelyingParty,
  who: RequestInfo,
  now: Date,
): Promise<{ kind: "options"; options: PublicKeyCredentialRequestOptionsJSON } | RateLimited> {
  const limited = await admit(db, "passkeyOptions", who, now);
  if (limited) return limited;
  const challenge = await issueChallenge(db, { purpose: "sign_in" }, now);
  // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable credentials).
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: challengeBytes(challenge),
    timeout: ceremonyTimeoutMs,
    userVerification: "preferred",
  });
  return { kind: "options", options };
}

export type PasskeySignInOutcome =
  { kind: "signed_in"; user: SessionUser; session: SealedSession } | { kind: "invalid" } | RateLimited;

export async function signInWithPasskey(
  db: Db,
  input: { response: AuthenticationResponse; remember: boolean } & RequestInfo,
  rp: RelyingParty,
  now: Date,
): Promise<PasskeySignInOutcome> {
  const who: RequestInfo = { ip: input.ip, userAgent: input.userAgent };
  const limited = await admit(db, "passkey", who, now);
  if (limited) return limited;
  const fail = async (detail: string, user?: { id: string; email: string }) => {
    await logSecurityEvent(db, "login_failed", { ...who, email: user?.email, userId: user?.id, detail }, now);
    return { kind: "invalid" } as const;
  };
  // The passkey's owner must be active now: a paused user's passkeys stay stored but open nothing.
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, input.response.id))
    .limit(1);
  if (!found) return fail("passkey: unknown credential");
  const { passkey, user } = found;
  if (!user.active) return fail("passkey: inactive user", user);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: (challenge) => consumeChallenge(db, challenge, { purpose: "sign_in" }, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch {
    return fail("passkey: verification failed", user);
  }
  if (!verification.verified) return fail("passkey: verification failed", user);
  // The counter only moves forward; the conditional update also refuses a second use racing this one.
  const [used] = await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!used) return fail("passkey: removed or used at the same moment", user);
  const session = await createSession(
    db,
    { user, remember: input.remember, ip: who.ip, userAgent: who.userAgent },
    now,
  );
  await logSecurityEvent(
    db,
    "login_succeeded",
    {
      ...who,
      email: user.email,
      userId: user.id,
      detail: `passkey, ${input.remember ? "remember device" : "browser session"}`,
    },
    now,
  );
  const { id, name, email, role, organisationId } = user;
  return { kind: "signed_in", user: { id, name, email, role, organisationId }, session };
}
