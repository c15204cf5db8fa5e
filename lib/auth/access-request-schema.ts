// The request-access form: one zod schema for the sign-in page's form and POST /api/auth/request-access.
import { z } from "zod";
import { emailMaxLength, emailPattern } from "../validation/email";
import { longTextString, singleLineString } from "../validation/text";
import { accessRequestLimits } from "./access-request-limits";

export const accessRequestSchema = z.object({
  name: singleLineString("Your name", "Please tell us your name.")
    .trim()
    .min(2, "Please tell us your name.")
    .max(accessRequestLimits.name, `Your name must be at most ${accessRequestLimits.name} characters.`),
  email: singleLineString("Work e-mail", "Please enter your work e-mail.")
    .trim()
    .toLowerCase()
    .max(emailMaxLength, "Please enter a valid e-mail address.")
    .regex(emailPattern, "Please enter a valid e-mail address."),
  company: singleLineString("Company", "Please tell us your company.")
    .trim()
    .min(2, "Please tell us your company.")
    .max(accessRequestLimits.company, `A company name must be at most ${accessRequestLimits.company} characters.`),
  message: longTextString("What you need", "Please say what you need the portal for.")
    .trim()
    .min(10, "Please say in a sentence or two what you need the portal for.")
    .max(accessRequestLimits.message, `Please keep it under ${accessRequestLimits.message} characters.`),
  idempotencyKey: z.uuid({ message: "The form is out of date: reload the page and try again." }),
  /** The honeypot: people never see it, bots fill it. */
  website: z.string().max(500).optional(),
});

export type AccessRequestInput = z.input<typeof accessRequestSchema>;
export type AccessRequest = z.output<typeof accessRequestSchema>;

/** The one answer, whether or not the address has an account, so the form tells nobody who is a user. */
export const accessRequestAnswer =
  "Thank you. We have passed your request to the portal's administrators. If it is approved, you will get an e-mail saying how to sign in.";
