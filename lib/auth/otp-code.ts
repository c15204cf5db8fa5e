// One-time codes: 6 digits from the CSPRNG, stored only as an HMAC keyed from the server secret, compared in constant time.
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "../env";

import { otpRules } from "./otp-rules";

const OTP_SPACE = 10 ** otpRules.codeLength;

/** `random(min, max)` returns an integer in [min, max); crypto.randomInt unless a test passes another. */
export function generateCode(random: (min: number, max: number) => number = randomInt): string {
  return String(random(0, OTP_SPACE)).padStart(otpRules.codeLength, "0");
}

// A key of its own (HKDF with a distinct label), so the code hashes never share a key with the session seal.
const keys = new Map<string, Buffer>();
function otpKey(): Buffer {
  const secret = sessionSecret();
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "nexora", "nexora/otp-hmac/v1", 32));
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of address and code: a stolen table reveals neither, and a hash is useless for another address. */
export function hashCode(email: string, code: string): string {
  return createHmac("sha256", otpKey()).update(`${email}\n${code}`).digest("base64url");
}

export function hashesMatch(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(candidate);
  // Lengths are public (always 43 characters); compare anyway so a malformed row cannot throw.
  return a.length === b.length && timingSafeEqual(a, b);
}
