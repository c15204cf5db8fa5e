// WebAuthn challenges kept server-side: issued with a lifetime, taken back with an atomic delete, so a challenge is
// answered at most once on any instance (a replayed ceremony finds nothing), and only while fresh.
import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { webauthnChallenges } from "../db/schema";
import { challengeExpiry, challengeFits, type ChallengePurpose } from "./passkey-rules";

export async function issueChallenge(
  db: Db,
  input: { purpose: ChallengePurpose; userId?: string },
  now: Date,
): Promise<string> {
  // Expired challenges are of no use to anyone: each issue clears them, so the table stays small without a sweep.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const challenge = randomBytes(32).toString("base64url");
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose: input.purpose,
    userId: input.userId ?? null,
    expiresAt: challengeExpiry(now),
  });
  return challenge;
}

/**
 * The challenge as the options carry it: its bytes, which the library writes as base64url, so the browser hands back
 * the very string stored here.
 */
export function challengeBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, "base64url"));
}

/** Takes the challenge out of the store (whatever the outcome) and says whether it answers this ceremony. */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  want: { purpose: ChallengePurpose; userId?: string },
  now: Date,
): Promise<boolean> {
  const [stored] = await db.delete(webauthnChallenges).where(eq(webauthnChallenges.challenge, challenge)).returning({
    purpose: webauthnChallenges.purpose,
    userId: webauthnChallenges.userId,
    expiresAt: webauthnChallenges.expiresAt,
  });
  return challengeFits(stored, want, now);
}
