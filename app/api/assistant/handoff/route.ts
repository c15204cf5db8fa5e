// POST /api/assistant/handoff {name, email, phone?, message?, transcript, idempotencyKey} → 201 {id, replyBy}: the
// chat becomes an enquiry with its transcript, mailed to CONTACT_INBOX by the enquiry pipeline.
import { handOff } from "@/lib/assistant/handoff";
import { handoffRequestSchema } from "@/lib/assistant/schema";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { formatWait, json, tooManyRequests } from "@/lib/http/responses";
import { pokeMailWorker } from "@/lib/mail/worker";

export const POST = withApiErrors("api/assistant/handoff", async (request: Request) => {
  const body = await readJson(request, handoffRequestSchema, { maxBytes: bodyLimits.assistant });
  if (!body.ok) return body.response;
  const result = await handOff(
    await getDb(),
    { ...body.data, ...requestInfo(request, env().TRUSTED_PROXY_HOPS) },
    new Date(),
  );
  if (result.kind === "rate_limited") {
    return tooManyRequests(
      result.retryAfterSeconds,
      `You have sent several messages in a short time. Please wait ${formatWait(result.retryAfterSeconds)} and try again, or call us.`,
    );
  }
  if (!result.replay) pokeMailWorker("mail");
  return json({ id: result.id, replyBy: result.replyBy.toISOString() }, { status: result.replay ? 200 : 201 });
});
