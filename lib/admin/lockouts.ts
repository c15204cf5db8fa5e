// Which of some addresses are held back from signing in right now (a network's lockout or an address-wide
// ceiling), so the audit view offers "Clear lockout" on their rows; clearing is lib/auth/codes.ts clearSignInLimits.
import { and, gt, inArray } from "drizzle-orm";
import { blockedAddresses } from "../auth/codes";
import type { Db } from "../db/client";
import { signInLimits } from "../db/schema";

export async function heldAddresses(db: Db, emails: readonly string[], now: Date): Promise<Set<string>> {
  const wanted = [...new Set(emails)];
  if (wanted.length === 0) return new Set();
  const networks = await db
    .selectDistinct({ email: signInLimits.email })
    .from(signInLimits)
    .where(and(inArray(signInLimits.email, wanted), gt(signInLimits.lockedUntil, now)));
  const held = new Set(networks.map((row) => row.email));
  for (const address of await blockedAddresses(db, now)) if (wanted.includes(address.email)) held.add(address.email);
  return held;
}
