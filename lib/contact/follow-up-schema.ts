// Payloads of the sales follow-up (zod), shared by the JSON API and the enquiry page's forms. Client-safe. Form
// fields arrive as strings, so "" means "not given", except where it clears a value (owner, next contact date).
import { z } from "zod";
import { isCalendarDate } from "../validation/calendar-date";
import { emailMaxLength, emailPattern } from "../validation/email";
import { longTextString, singleLineString } from "../validation/text";
import { enquiryNoteMaxLength, enquiryStatuses } from "./follow-up-vocabulary";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const blankToNull = (value: unknown) => (value === "" ? null : value);

const status = z.enum(enquiryStatuses, { message: "Choose a status: new, contacted, qualified, won or lost." });

const ownerEmail = singleLineString("The owner", "The owner must be an e-mail address.")
  .trim()
  .toLowerCase()
  .max(emailMaxLength, "The owner must be an e-mail address.")
  .regex(emailPattern, "The owner must be an e-mail address.");

const nextContactOn = z
  .string({ message: "The next contact date must be a date like 2026-12-31." })
  .trim()
  .refine(isCalendarDate, "The next contact date must be a real date like 2026-12-31.");

const note = longTextString("The note", "The note must be text.")
  .trim()
  .min(1, "The note is empty.")
  .max(enquiryNoteMaxLength, `The note must be at most ${enquiryNoteMaxLength} characters.`);

/** PATCH /api/admin/enquiries/:id: `ownerEmail` or `nextContactOn` null (or "") clears it; a past date is allowed. */
export const enquiryUpdateSchema = z
  .object({
    status: z.preprocess(blankToUndefined, status.optional()),
    ownerEmail: z.preprocess(blankToNull, ownerEmail.nullable().optional()),
    note: z.preprocess(blankToUndefined, note.optional()),
    nextContactOn: z.preprocess(blankToNull, nextContactOn.nullable().optional()),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: "Send at least one of status, ownerEmail, note or nextContactOn.",
  });

export type EnquiryUpdateInput = z.output<typeof enquiryUpdateSchema>;

/** GET /api/admin/enquiries: `owner` is an address, `me` or `none`. */
export const enquiryListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, status.optional()),
  owner: z.preprocess(
    blankToUndefined,
    z
      .union([z.enum(["me", "none"]), ownerEmail], { message: "The owner must be me, none or an e-mail address." })
      .optional(),
  ),
  format: z.preprocess(
    blankToUndefined,
    z.enum(["json", "csv"], { message: "Format must be json or csv." }).optional(),
  ),
});

export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

/** "Create client account": the organisation's name, when it should differ from the enquiry's company. */
export const clientAccountSchema = z.object({
  organisation: z.preprocess(
    blankToUndefined,
    singleLineString("The organisation", "The organisation must be text.")
      .trim()
      .min(1, "Name the organisation.")
      .max(120, "The organisation name must be at most 120 characters.")
      .optional(),
  ),
});
