// POST /api/auth/passkey/verify: { response, rememberDevice } → the session cookie and the signed-in user, exactly as
// a code sign-in (/api/auth/verify-otp) answers.
import { webCookies } from "iron-session";
import { readSession, saveSession } from "@/lib/auth/cookie";
import { signInWithPasskey } from "@/lib/auth/passkey-sign-in";
import { passkeySignInSchema } from "@/lib/auth/passkey-rules";
import { siteRelyingParty } from "@/lib/auth/passkeys";
import { revokeSession } from "@/lib/auth/session-store";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { formatWait, json, jsonError, tooManyRequests } from "@/lib/http/responses";

export const POST = withApiErrors("api/auth/passkey/verify", async (request: Request) => {
  const body = await readJson(request, passkeySignInSchema, { maxBytes: bodyLimits.auth });
  if (!body.ok) return body.response;
  const db = await getDb();
  const now = new Date();
  const input = {
    response: body.data.response,
    remember: body.data.rememberDevice,
    ...requestInfo(request, env().TRUSTED_PROXY_HOPS),
  };
  const result = await signInWithPasskey(db, input, siteRelyingParty(), now);
  switch (result.kind) {
    case "invalid":
      return jsonError(401, "That passkey was not accepted. Try again, or sign in with a code sent to your e-mail.");
    case "rate_limited":
      return tooManyRequests(
        result.retryAfterSeconds,
        `Too many attempts from your network. Please wait ${formatWait(result.retryAfterSeconds)} before trying again.`,
      );
    case "signed_in": {
      const headers = new Headers();
      // Signing in again on this browser ends the session it had before.
      const previous = await readSession(webCookies(request, headers), now);
      if (previous.data) await revokeSession(db, previous.data.sid, now);
      await saveSession(webCookies(request, headers), result.session);
      const { name, email, role } = result.user;
      return json({ message: "Signed in with your passkey.", user: { name, email, role } }, { headers });
    }
  }
});
