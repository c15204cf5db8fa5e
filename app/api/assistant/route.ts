// POST /api/assistant {messages} → {answer, sources, handoff}, or the same as text/event-stream (lib/assistant).
// Nothing the visitor typed is logged.
import { assistantRequestSchema } from "@/lib/assistant/schema";
import { replyStream, replyTo } from "@/lib/assistant/reply";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { clientNetwork } from "@/lib/http/client-network";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { hitRateLimit, ipLimits } from "@/lib/http/rate-limit";
import { formatWait, json, tooManyRequests } from "@/lib/http/responses";
import { apiPolicy } from "@/lib/security/headers";

export const POST = withApiErrors("api/assistant", async (request: Request) => {
  const body = await readJson(request, assistantRequestSchema, { maxBytes: bodyLimits.assistant });
  if (!body.ok) return body.response;
  const { ip } = requestInfo(request, env().TRUSTED_PROXY_HOPS);
  const limit = await hitRateLimit(await getDb(), `assistant:${clientNetwork(ip)}`, ipLimits.assistant, new Date());
  if (!limit.allowed)
    return tooManyRequests(
      limit.retryAfterSeconds,
      `You have asked many questions in a short time. Please wait ${formatWait(limit.retryAfterSeconds)}, or leave a message for our team.`,
    );

  const { messages } = body.data;
  if ((request.headers.get("accept") ?? "").includes("text/event-stream")) {
    return new Response(replyStream(messages), {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": apiPolicy,
        "X-Accel-Buffering": "no",
      },
    });
  }
  const { reply } = await replyTo(messages);
  return json(reply);
});
