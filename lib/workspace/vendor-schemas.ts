// The payloads of purchase orders and invoices: one zod schema each, shared by the API, the server actions and the
// forms (client-safe: no server imports). Amounts are paise, checked by lib/workspace/money.ts.
import { z } from "zod";
import { isCalendarDate } from "../validation/calendar-date";
import { longTextString, singleLineString } from "../validation/text";
import { amountProblem } from "./money";
import { invoiceStatuses, purchaseOrderStatuses, textLimits } from "./vocabulary";

const line = (label: string, max: number, required: string) =>
  singleLineString(label, required).trim().min(1, required).max(max, `${label} must be at most ${max} characters.`);

/** A JSON amount in paise: a whole number above zero and within the cap, each refusal with its own sentence. */
export const paiseSchema = z.unknown().transform((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return value as number;
});

const uuid = (message: string) => z.string({ message }).trim().pipe(z.uuid({ message }));

/** Empty strings from an untouched select mean "not given". */
const optionalId = (message: string) =>
  z
    .union([z.literal(""), z.null(), uuid(message)])
    .optional()
    .transform((v) => (v ? v : undefined));

export const purchaseOrderInputSchema = z.object({
  organisation: line("The vendor", textLimits.organisationName, "Please choose the vendor organisation."),
  number: line("The order number", textLimits.orderNumber, "Please give the order a number."),
  title: line("The title", textLimits.orderTitle, "Please give the order a title."),
  amount: paiseSchema,
});
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

/** Vendors acknowledge an issued order; staff mark it delivered or closed. */
export const purchaseOrderStatusChanges = [
  "acknowledged",
  "delivered",
  "closed",
] as const satisfies readonly (typeof purchaseOrderStatuses)[number][];
export const purchaseOrderUpdateSchema = z.object({
  status: z.enum(purchaseOrderStatusChanges, { message: "The status must be acknowledged, delivered or closed." }),
});

export const invoiceInputSchema = z.object({
  number: line("The invoice number", textLimits.invoiceNumber, "Please give the invoice number."),
  amount: paiseSchema,
  dueDate: z
    .string({ message: "Please give the due date." })
    .trim()
    .refine(isCalendarDate, "The due date must be a real date, written YYYY-MM-DD."),
  purchaseOrderId: optionalId("That purchase order was not found."),
  fileId: uuid("Please attach the invoice as a PDF."),
  /** The rejected invoice this one replaces (a resubmission). */
  replacesId: optionalId("That invoice was not found."),
});
export type InvoiceInput = z.output<typeof invoiceInputSchema>;

/** What staff may set: approve or reject a submitted invoice (a reason is required to reject), pay an approved one. */
export const invoiceDecisions = [
  "approved",
  "rejected",
  "paid",
] as const satisfies readonly (typeof invoiceStatuses)[number][];
export type InvoiceDecision = (typeof invoiceDecisions)[number];

export const invoiceDecisionSchema = z
  .object({
    status: z.enum(invoiceDecisions, { message: "The status must be approved, rejected or paid." }),
    reason: longTextString("The reason")
      .trim()
      .max(textLimits.rejectionReason, `The reason must be at most ${textLimits.rejectionReason} characters.`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((value) => value.status !== "rejected" || value.reason, {
    message: "Please say why the invoice is rejected: the vendor sees the reason.",
    path: ["reason"],
  });
export type InvoiceDecisionInput = z.output<typeof invoiceDecisionSchema>;

/** `?status=` of the lists: one of the statuses, or absent (anything else is a 400). */
export const invoiceStatusFilter = z.enum(invoiceStatuses, { message: "Unknown invoice status." }).optional();
export const purchaseOrderStatusFilter = z
  .enum(purchaseOrderStatuses, { message: "Unknown purchase order status." })
  .optional();
