// A person's passkeys: list, register (options, then the verified answer), remove; and the same list and removal for
// admins. Every addition and removal is written to the activity record. Sign-in with a passkey is passkey-sign-in.ts.
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { and, count, desc, eq } from "drizzle-orm";
import { trackActivity, type Actor } from "../activity/track";
import type { Db } from "../db/client";
import { passkeys, users } from "../db/schema";
import { env } from "../env";
import { site } from "../site";
import { conflict, invalid, notFound } from "../workspace/errors";
import { isUuid } from "../workspace/ids";
import { challengeBytes, consumeChallenge, issueChallenge } from "./passkey-challenges";
import {
  ceremonyTimeoutMs,
  maxPasskeysPerUser,
  relyingParty,
  type RegistrationResponse,
  type RelyingParty,
} from "./passkey-rules";
import type { SessionUser } from "./session-store";

/** This site as the relying party, from SITE_URL. */
export function siteRelyingParty(): RelyingParty {
  return relyingParty(env().SITE_URL, site.name);
}

/** What a list shows: never the key or the credential id. */
export type PasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

const summary = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  return db.select(summary).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));
}

async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

const tooMany = () =>
  conflict(`You can keep up to ${maxPasskeysPerUser} passkeys. Remove one you no longer use, then add the new one.`);

/** The options the browser passes to navigator.credentials.create, with a fresh single-use challenge. */
export async function registrationOptions(
  db: Db,
  user: Pick<SessionUser, "id" | "name" | "email">,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  if ((await countPasskeys(db, user.id)) >= maxPasskeysPerUser) throw tooMany();
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const challenge = await issueChallenge(db, { purpose: "register", userId: user.id }, now);
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    challenge: challengeBytes(challenge),
    timeout: ceremonyTimeoutMs,
    attestationType: "none",
    excludeCredentials: existing,
    // Discoverable, so "Use a passkey" on /login needs no address first; verification preferred, never required.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** Checks the browser's answer (challenge, origin, RP ID, signature) and stores the new passkey. */
export async function registerPasskey(
  db: Db,
  user: SessionUser,
  input: { name: string; response: RegistrationResponse },
  rp: RelyingParty,
  now: Date,
): Promise<PasskeySummary> {
  const failed = () => invalid("That passkey could not be verified. Please try again.");
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: (challenge) => consumeChallenge(db, challenge, { purpose: "register", userId: user.id }, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    throw failed();
  }
  if (!verification.verified) throw failed();
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    if ((await countPasskeys(tx, user.id)) >= maxPasskeysPerUser) throw tooMany();
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning(summary);
    if (!row) throw conflict("That passkey is already registered.");
    await track(tx, "added", { row, owner: user, actor: user }, now);
    return row;
  });
}

/** Removes one of `ownerId`'s passkeys; anyone else's (or none) is the same 404. */
export async function removePasskey(
  db: Db,
  input: { ownerId: string; passkeyId: string },
  actor: NonNullable<Actor>,
  now: Date,
): Promise<void> {
  if (!isUuid(input.passkeyId) || !isUuid(input.ownerId)) throw notFound("passkey");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, input.ownerId)))
      .returning(summary);
    if (!row) throw notFound("passkey");
    const [owner] = await tx
      .select({ id: users.id, name: users.name, email: users.email, organisationId: users.organisationId })
      .from(users)
      .where(eq(users.id, input.ownerId));
    if (!owner) throw notFound("passkey");
    await track(tx, "removed", { row, owner, actor }, now);
  });
}

/** For admins: a user's passkeys by the user's id (404 for no such user). */
export async function listUserPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  if (!isUuid(userId)) throw notFound("user");
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("user");
  return listPasskeys(db, userId);
}

function track(
  db: Db,
  action: "added" | "removed",
  {
    row,
    owner,
    actor,
  }: { row: PasskeySummary; owner: Pick<SessionUser, "id" | "name" | "email" | "organisationId">; actor: Actor },
  now: Date,
) {
  const by = actor ? { id: actor.id, name: actor.name, role: actor.role } : null;
  return trackActivity(
    db,
    {
      resource: { type: "passkey", id: row.id },
      action,
      organisationId: owner.organisationId,
      actor: by,
      change: { name: row.name, user: { id: owner.id, name: owner.name, email: owner.email } },
    },
    now,
  );
}
