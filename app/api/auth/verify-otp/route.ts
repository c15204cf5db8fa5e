// POST /api/auth/verify-otp: { email, otp, rememberDevice } → the session cookie and the signed-in user.
import { webCookies } from "iron-session";
import { readSession, saveSession } from "@/lib/auth/cookie";
import { revokeSession } from "@/lib/auth/session-store";
import { verifyRequestSchema } from "@/lib/auth/schemas";
import { verifySignInCode } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { pokeMailWorker } from "@/lib/mail/worker";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { formatWait, json, jsonError, tooManyRequests } from "@/lib/http/responses";

export const POST = withApiErrors("api/auth/verify-otp", async (request: Request) => {
  const body = await readJson(request, verifyRequestSchema, { maxBytes: bodyLimits.auth });
  if (!body.ok) return body.response;
  const db = await getDb();
  const now = new Date();
  const { email, otp, rememberDevice } = body.data;
  const result = await verifySignInCode(
    db,
    { email, code: otp, remember: rememberDevice, ...requestInfo(request, env().TRUSTED_PROXY_HOPS) },
    now,
  );
  switch (result.kind) {
    case "invalid":
      return jsonError(401, "That code is not valid or has expired. Check the latest e-mail, or ask for a new code.");
    case "locked":
      if (result.alertQueued) pokeMailWorker("mail");
      return tooManyRequests(
        result.retryAfterSeconds,
        `Too many wrong codes for this address. For your security, please wait ${formatWait(result.retryAfterSeconds)} before trying again.`,
      );
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
      if (result.noticeQueued) pokeMailWorker("mail");
      const { name, role } = result.user;
      return json({ message: "OTP verified.", user: { name, email: result.user.email, role } }, { headers });
    }
  }
});
