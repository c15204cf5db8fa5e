// POST /api/auth/login: { email } or { email, resend: true } → a sign-in code by e-mail (one answer for any address).
import { otpRules } from "@/lib/auth/code-rules";
import { loginRequestSchema } from "@/lib/auth/schemas";
import { requestSignInCode } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { pokeMailWorker } from "@/lib/mail/worker";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { formatWait, json, tooManyRequests } from "@/lib/http/responses";

export const POST = withApiErrors("api/auth/login", async (request: Request) => {
  const body = await readJson(request, loginRequestSchema, { maxBytes: bodyLimits.auth });
  if (!body.ok) return body.response;
  const db = await getDb();
  const result = await requestSignInCode(
    db,
    { email: body.data.email, ...requestInfo(request, env().TRUSTED_PROXY_HOPS) },
    new Date(),
  );
  switch (result.kind) {
    case "cooldown":
      return tooManyRequests(
        result.retryAfterSeconds,
        `Please wait ${formatWait(result.retryAfterSeconds)} before asking for another code.`,
      );
    case "rate_limited":
      return tooManyRequests(
        result.retryAfterSeconds,
        `Too many sign-in requests from your network. Please wait ${formatWait(result.retryAfterSeconds)} and try again.`,
      );
    case "accepted":
      if (result.queued) pokeMailWorker(result.queued);
      return json({
        message: body.data.resend ? "OTP resent." : "OTP sent to your email.",
        expiresInSeconds: otpRules.codeTtlSeconds,
        resendInSeconds: otpRules.resendCooldownSeconds,
      });
  }
});
