// The enquiry: one zod schema shared by the contact form and POST /api/contact, with the messages the form shows.
import { z } from "zod";
import { fieldOrder, limits, type EnquiryField } from "./form-values";
import { budgetOptions, defaultSubject, subjectOptions, timelineOptions } from "./options";
import { emailPattern } from "../validation/email";
import { fieldErrors } from "../validation/field-errors";
import { longTextString, singleLineString } from "../validation/text";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** Empty strings from untouched optional fields mean "not given". */
const optionalText = (max: number, label: string) =>
  singleLineString(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalChoice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z
    .union([z.literal(""), z.enum(values(options), { message })])
    .optional()
    .transform((v) => (v ? v : undefined));

// After removing spaces: an optional plus sign, then 10 or more digits, hyphens or parentheses.
export const phonePattern = /^\+?[\d\-()]{10,}$/;

export const enquirySchema = z.object({
  fullName: singleLineString("Full name", "Full name is required.")
    .trim()
    .min(1, "Full name is required.")
    .min(2, "Name must be at least 2 characters.")
    .max(limits.fullName, `Name must be at most ${limits.fullName} characters.`),
  email: singleLineString("Email", "Email is required.")
    .trim()
    .min(1, "Email is required.")
    .max(limits.email, "Please enter a valid email address.")
    .regex(emailPattern, "Please enter a valid email address."),
  phone: singleLineString("Phone number")
    .trim()
    .max(limits.phone, "Please enter a valid phone number.")
    .refine((v) => v === "" || phonePattern.test(v.replace(/\s/g, "")), "Please enter a valid phone number.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  company: optionalText(limits.company, "Company"),
  subject: z.enum(values(subjectOptions), { message: "Please choose a subject." }).default(defaultSubject),
  budget: optionalChoice(budgetOptions, "Please choose a budget from the list."),
  timeline: optionalChoice(timelineOptions, "Please choose a timeline from the list."),
  message: longTextString("Message", "Please tell us about your project or inquiry.")
    .trim()
    .min(1, "Please tell us about your project or inquiry.")
    .min(10, "Message must be at least 10 characters.")
    .max(limits.message, `Message must be at most ${limits.message} characters.`),
  agree: z.literal(true, { message: "You must agree to our privacy policy to proceed." }),
});

/** What POST /api/contact accepts: the enquiry, its idempotency key and the honeypot. */
export const enquiryRequestSchema = enquirySchema.extend({
  idempotencyKey: z.uuid({ message: "The form is out of date: reload the page and try again." }),
  website: z.string().max(500).optional(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The first message for each of the form's fields (the shared flattener's, without the keys the form has none for). */
export function enquiryFieldErrors(error: z.ZodError): Partial<Record<EnquiryField, string>> {
  const all = fieldErrors(error);
  return Object.fromEntries(fieldOrder.filter((field) => all[field]).map((field) => [field, all[field]]));
}
