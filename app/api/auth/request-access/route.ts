// POST /api/auth/request-access: a request for a portal account → stored with a mail to the admins. The answer is
// the same whether or not the address is already a user.
import { accessRequestAnswer, accessRequestSchema } from "@/lib/auth/access-request-schema";
import { submitAccessRequest } from "@/lib/auth/access-requests";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { formatWait, json, tooManyRequests } from "@/lib/http/responses";
import { pokeMailWorker } from "@/lib/mail/worker";

export const POST = withApiErrors("api/auth/request-access", async (request: Request) => {
  const body = await readJson(request, accessRequestSchema, { maxBytes: bodyLimits.auth });
  if (!body.ok) return body.response;
  const { website, ...input } = body.data;
  // The honeypot: a bot filled the field people never see. It gets the same answer, and nothing is stored or sent.
  if (website) return json({ message: accessRequestAnswer }, { status: 202 });

  const { ip } = requestInfo(request, env().TRUSTED_PROXY_HOPS);
  const result = await submitAccessRequest(await getDb(), input, ip, new Date());
  if (result.kind === "rate_limited") {
    return tooManyRequests(
      result.retryAfterSeconds,
      `You have sent several requests in a short time. Please wait ${formatWait(result.retryAfterSeconds)} and try again.`,
    );
  }
  if (!result.replay) pokeMailWorker("mail");
  return json({ message: accessRequestAnswer }, { status: 202 });
});
