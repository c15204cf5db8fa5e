// The handoff: a visitor's chat becomes an enquiry (subject `chat`, the conversation as its transcript) through
// the enquiry pipeline (stored with its staff notification, idempotent, limited per IP), with the time of our reply.
import "server-only";
import type { RequestInfo } from "../auth/security-log";
import { chatSubject } from "../contact/options";
import { getEnquiry, submitEnquiry, type SubmitResult } from "../contact/store";
import type { Db } from "../db/client";
import { addBusinessTime } from "../workspace/business-hours";
import { serviceTargets } from "../workspace/service-levels";
import type { HandoffRequest } from "./schema";

/** A chat handed over is answered like a high-priority request: within 4 business hours (IST, Mon–Fri). */
export function replyByFor(received: Date): Date {
  return addBusinessTime(received, serviceTargets.high.firstResponse);
}

export type HandoffResult =
  { kind: "stored"; id: string; replyBy: Date; replay: boolean } | Extract<SubmitResult, { kind: "rate_limited" }>;

export async function handOff(db: Db, input: HandoffRequest & RequestInfo, now: Date): Promise<HandoffResult> {
  const { name, email, phone, message, transcript, idempotencyKey, ip, userAgent } = input;
  const result = await submitEnquiry(
    db,
    {
      enquiry: {
        fullName: name,
        email,
        phone,
        company: undefined,
        budget: undefined,
        timeline: undefined,
        subject: chatSubject.value,
        message: message ?? "No message: the visitor asked for a person from the chat. The conversation is below.",
        transcript,
      },
      idempotencyKey,
      ip,
      userAgent,
    },
    now,
  );
  if (result.kind !== "stored") return result;
  // A replay promises what the first answer promised.
  const received = result.replay ? ((await getEnquiry(db, result.id))?.createdAt ?? now) : now;
  return { ...result, replyBy: replyByFor(received) };
}
