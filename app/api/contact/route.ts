// POST /api/contact: an enquiry (shared schema) → stored with its staff notification before the answer.
import { randomUUID } from "node:crypto";
import { enquiryRequestSchema } from "@/lib/contact/schema";
import { submitEnquiry } from "@/lib/contact/store";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { formatWait, json, tooManyRequests } from "@/lib/http/responses";
import { pokeMailWorker } from "@/lib/mail/worker";

const thanks =
  "Thank you! Your message has been sent successfully. Our team will respond within 24 hours with next steps.";

export const POST = withApiErrors("api/contact", async (request: Request) => {
  const body = await readJson(request, enquiryRequestSchema, { maxBytes: bodyLimits.contact });
  if (!body.ok) return body.response;
  const { idempotencyKey, website, ...enquiry } = body.data;
  // The honeypot: a bot filled the field people never see. It is thanked like anyone else, and nothing is stored.
  if (website) return json({ id: randomUUID(), message: thanks }, { status: 201 });

  const result = await submitEnquiry(
    await getDb(),
    { enquiry, idempotencyKey, ...requestInfo(request, env().TRUSTED_PROXY_HOPS) },
    new Date(),
  );
  if (result.kind === "rate_limited") {
    return tooManyRequests(
      result.retryAfterSeconds,
      `You have sent several enquiries in a short time. Please wait ${formatWait(result.retryAfterSeconds)} and try again, or write to us directly.`,
    );
  }
  if (!result.replay) pokeMailWorker("mail");
  return json({ id: result.id, message: thanks }, { status: result.replay ? 200 : 201 });
});
