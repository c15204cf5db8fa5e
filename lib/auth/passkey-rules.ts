// Passkey rules with no database: who the relying party is, how long a challenge lives, what a challenge may be used
// for, and the payloads of the passkey routes (zod). Client-safe: the Security page's form reads the name limit here.
import { z } from "zod";
import { singleLineString } from "../validation/text";
import { passkeyNameMaxLength } from "./passkey-limits";

/** Seconds a challenge stays usable; the browser's own prompt gives up after `ceremonyTimeoutMs`. */
export const challengeLifetimeSeconds = 300;
export const ceremonyTimeoutMs = 120_000;
/** Enough for a phone, a laptop and a couple of security keys, and bounded so nobody fills the table. */
export const maxPasskeysPerUser = 10;

export type RelyingParty = { rpID: string; origin: string; rpName: string };

/** RP ID = the host of SITE_URL (no port), origin = its scheme, host and port: both are checked in every ceremony. */
export function relyingParty(siteUrl: string, rpName = "Nexora"): RelyingParty {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin, rpName };
}

export type ChallengePurpose = "register" | "sign_in";
export type StoredChallenge = { purpose: ChallengePurpose; userId: string | null; expiresAt: Date };

export function challengeExpiry(now: Date): Date {
  return new Date(now.getTime() + challengeLifetimeSeconds * 1000);
}

/**
 * Whether a challenge just taken from the store answers this ceremony: same purpose, same person for a
 * registration, and not expired. It was deleted as it was taken, so it is never used twice whatever this says.
 */
export function challengeFits(
  stored: StoredChallenge | undefined,
  want: { purpose: ChallengePurpose; userId?: string },
  now: Date,
): boolean {
  if (!stored || stored.purpose !== want.purpose) return false;
  if (stored.expiresAt.getTime() <= now.getTime()) return false;
  return want.purpose === "sign_in" || stored.userId === want.userId;
}

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, "Not a base64url value.");

/** The browser's credential as @simplewebauthn/browser sends it; the library checks the contents. */
const credentialShape = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const registrationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const passkeyNameSchema = singleLineString("The name")
  .trim()
  .min(1, "Give the passkey a name, such as “Work laptop”.")
  .max(passkeyNameMaxLength, `A name is at most ${passkeyNameMaxLength} characters.`);

export const registerPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });

export const passkeySignInSchema = z.object({
  response: authenticationResponseSchema,
  rememberDevice: z.boolean({ message: "rememberDevice must be true or false." }).optional().default(false),
});

export type RegistrationResponse = z.output<typeof registrationResponseSchema>;
export type AuthenticationResponse = z.output<typeof authenticationResponseSchema>;
