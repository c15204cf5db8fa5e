// POST /api/auth/passkey/options: options for navigator.credentials.get, with a single-use five-minute challenge.
// Same-origin only and limited per IP, since it writes a row for anyone who asks.
import { passkeySignInOptions } from "@/lib/auth/passkey-sign-in";
import { siteRelyingParty } from "@/lib/auth/passkeys";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { crossSiteReason } from "@/lib/http/guard";
import { formatWait, json, jsonError, tooManyRequests } from "@/lib/http/responses";

export const POST = withApiErrors("api/auth/passkey/options", async (request: Request) => {
  if (crossSiteReason(request)) return jsonError(403, "This request did not come from our website, so it was refused.");
  const db = await getDb();
  const who = requestInfo(request, env().TRUSTED_PROXY_HOPS);
  const result = await passkeySignInOptions(db, siteRelyingParty(), who, new Date());
  if (result.kind === "rate_limited") {
    return tooManyRequests(
      result.retryAfterSeconds,
      `Too many attempts from your network. Please wait ${formatWait(result.retryAfterSeconds)} before trying again.`,
    );
  }
  return json(result.options);
});
