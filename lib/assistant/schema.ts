// What the assistant's endpoints accept: the conversation (at most 20 messages of 2,000 characters) and a handoff.
import { z } from "zod";
import { phonePattern } from "../contact/schema";
import { emailPattern } from "../validation/email";
import { longTextString, singleLineString } from "../validation/text";

export const assistantLimits = { messages: 20, characters: 2000 } as const;

const turn = z.object({
  role: z.enum(["user", "assistant"], { message: "Each message's role must be user or assistant." }),
  content: longTextString("Message", "A message is empty.")
    .trim()
    .min(1, "A message is empty.")
    .max(assistantLimits.characters, `A message must be at most ${assistantLimits.characters} characters.`),
});

const conversation = z
  .array(turn, { message: "messages must be a list of messages." })
  .max(assistantLimits.messages, `At most ${assistantLimits.messages} messages can be sent.`);

export const assistantRequestSchema = z.object({
  messages: conversation
    .min(1, "Ask a question first.")
    .refine((m) => m.at(-1)?.role === "user", "The last message must be the visitor's question."),
});

export const handoffRequestSchema = z.object({
  name: singleLineString("Name", "Your name is required.")
    .trim()
    .min(2, "Your name must be at least 2 characters.")
    .max(100, "Your name must be at most 100 characters."),
  email: singleLineString("Email", "Your e-mail is required.")
    .trim()
    .min(1, "Your e-mail is required.")
    .max(254, "Please enter a valid email address.")
    .regex(emailPattern, "Please enter a valid email address."),
  phone: singleLineString("Phone")
    .trim()
    .max(30, "Please enter a valid phone number.")
    .refine((v) => v === "" || phonePattern.test(v.replace(/\s/g, "")), "Please enter a valid phone number.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: longTextString("Message")
    .trim()
    .max(assistantLimits.characters, `Your message must be at most ${assistantLimits.characters} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  transcript: conversation,
  idempotencyKey: z.uuid({ message: "The form is out of date: reload the page and try again." }),
});

export type HandoffRequest = z.output<typeof handoffRequestSchema>;
