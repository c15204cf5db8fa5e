// The payloads of purchase orders and invoices: one zod schema each, shared by the API, the server actions and the
// forms (client-safe: no server imports). Amounts are paise, checked by lib/workspace/money.ts.
import { z } from "zod";
import { isCalendarDate } from "../validation/calendar-date";
import { longTextString, singleLineString } from "../validation/text";
import {
  bankAccountPattern,
  gstRates,
  ifscPattern,
  invoiceNumberMessage,
  invoiceNumberPattern,
  irnMessage,
  irnPattern,
  msmeCategories,
  tdsSections,
  udyamPattern,
} from "./gst";
import { parseGstin } from "./gstin";
import { amountMessages, amountProblem } from "./money";
import { orderMessages } from "./order-messages";
import { email } from "./schemas";
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

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A whole number from JSON or a form's string, within [min, max], each refusal with `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ message }).int(message).min(min, message).max(max, message),
  );

/** A calendar date "YYYY-MM-DD", refused with a sentence naming `label`. */
const calendarDay = (label: string) =>
  z
    .string({ message: `Please give ${label}.` })
    .trim()
    .refine(isCalendarDate, `${label[0]?.toUpperCase()}${label.slice(1)} must be a real date, written YYYY-MM-DD.`);

/** HSN (goods: 4, 6 or 8 digits) or SAC (services: 6 digits starting 99). */
export const hsnSacPattern = /^(\d{4}|\d{6}|\d{8})$/;
/** The most of one thing an order line may ask for. */
export const maxLineQuantity = 1_000_000;
export const maxOrderLines = 100;

/** One line of an order: what, its HSN/SAC, how many of what unit, the rate before tax (paise) and the GST rate. */
export const orderLineSchema = z.object({
  description: line("The description", textLimits.lineDescription, "Please describe the line."),
  hsnSac: z
    .string({ message: "Please give the line's HSN or SAC code." })
    .trim()
    .regex(hsnSacPattern, "The HSN or SAC code must be 4, 6 or 8 digits."),
  quantity: wholeNumber(1, maxLineQuantity, `The quantity must be a whole number from 1 to ${maxLineQuantity}.`),
  unit: line("The unit", textLimits.lineUnit, "Please give the unit, such as nos, hours or licences."),
  rate: paiseSchema,
  gstRate: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.union(
      gstRates.map((rate) => z.literal(rate)),
      { message: "The GST rate must be 0, 5, 12, 18 or 28 per cent." },
    ),
  ),
});
export type OrderLineInput = z.output<typeof orderLineSchema>;

/**
 * An order: its lines (the total is computed from them, with tax), terms, delivery date and a staff contact. An
 * order given only `amount` (the API before lines) is one line of that amount at 0 % GST, as older orders migrated.
 */
export const purchaseOrderInputSchema = z
  .object({
    organisation: line("The vendor", textLimits.organisationName, orderMessages.organisation),
    number: line("The order number", textLimits.orderNumber, orderMessages.number),
    title: line("The title", textLimits.orderTitle, orderMessages.title),
    lines: optional(
      z
        .array(orderLineSchema, { message: "Please list the order's lines." })
        .min(1, "Please give the order at least one line.")
        .max(maxOrderLines, `An order has at most ${maxOrderLines} lines.`),
    ),
    amount: optional(paiseSchema),
    terms: optional(
      longTextString("The terms")
        .trim()
        .max(textLimits.orderTerms, `The terms must be at most ${textLimits.orderTerms} characters.`),
    ),
    deliveryDate: optional(calendarDay("the delivery date")),
    contactEmail: optional(email("The contact")),
  })
  .superRefine((value, ctx) => {
    if (!value.lines && value.amount === undefined)
      ctx.addIssue({ code: "custom", message: "Please list the order's lines.", path: ["lines"] });
  })
  .transform(({ amount, lines, ...order }) => ({
    ...order,
    lines: lines ?? [
      { description: order.title, hsnSac: null, quantity: 1, unit: "lot", rate: amount ?? 0, gstRate: 0 as const },
    ],
  }));
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

export const vendorProfileMessages = {
  ifsc: "The IFSC must be 11 characters: four letters, a zero, then six letters or digits (such as SBIN0001234).",
  bankAccount: "The bank account number must be 9 to 18 digits.",
  udyam: "The Udyam number must look like UDYAM-MH-01-0012345.",
  msme: "An MSME category needs the Udyam registration number, and the number its category.",
} as const;

/** The vendor's tax and bank profile; the GSTIN's check character is verified and its state and PAN read. */
export const vendorProfileSchema = z
  .object({
    legalName: line("The legal name", textLimits.legalName, "Please give the legal name on the GST registration."),
    gstin: z.string({ message: "Please give the GSTIN." }).transform((value, ctx) => {
      const parsed = parseGstin(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
    udyam: optional(
      z
        .string({ message: vendorProfileMessages.udyam })
        .trim()
        .toUpperCase()
        .regex(udyamPattern, vendorProfileMessages.udyam),
    ),
    msmeCategory: optional(z.enum(msmeCategories, { message: "The MSME category must be micro, small or medium." })),
    bankAccount: z
      .string({ message: vendorProfileMessages.bankAccount })
      .trim()
      .regex(bankAccountPattern, vendorProfileMessages.bankAccount),
    ifsc: z
      .string({ message: vendorProfileMessages.ifsc })
      .trim()
      .toUpperCase()
      .regex(ifscPattern, vendorProfileMessages.ifsc),
    eInvoicing: z.preprocess(
      (value) => (value === "on" || value === "true" ? true : value === "false" || value === undefined ? false : value),
      z.boolean({ message: "Say whether the turnover is ₹5 crore or more (e-invoicing)." }),
    ),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.udyam) !== Boolean(value.msmeCategory))
      ctx.addIssue({
        code: "custom",
        message: vendorProfileMessages.msme,
        path: [value.udyam ? "msmeCategory" : "udyam"],
      });
  });
export type VendorProfileInput = z.output<typeof vendorProfileSchema>;

export const verifyBankSchema = z.object({
  organisation: line("The vendor", textLimits.organisationName, "Please name the vendor organisation."),
});

/** Vendors acknowledge an issued order; staff mark it delivered or closed. */
export const purchaseOrderStatusChanges = [
  "acknowledged",
  "delivered",
  "closed",
] as const satisfies readonly (typeof purchaseOrderStatuses)[number][];
export const purchaseOrderUpdateSchema = z.object({
  status: z.enum(purchaseOrderStatusChanges, { message: "The status must be acknowledged, delivered or closed." }),
});

/** One line of an invoice: a quantity of one of its order's lines. */
export const invoiceLineSchema = z.object({
  lineId: uuid("That order line was not found."),
  quantity: wholeNumber(1, maxLineQuantity, `The quantity must be a whole number from 1 to ${maxLineQuantity}.`),
});

/**
 * A tax invoice: lines against its order (the tax is computed from them; `amount` is the total the vendor states,
 * flagged to the reviewer when it differs), date, number (CGST Rule 46: at most 16 characters), IRN when the vendor
 * e-invoices. Without `lines` (the API before them) `amount` is the invoice's taxable value and no tax is computed.
 */
export const invoiceInputSchema = z
  .object({
    number: singleLineString("The invoice number", "Please give the invoice number.")
      .trim()
      .min(1, "Please give the invoice number.")
      .regex(invoiceNumberPattern, invoiceNumberMessage),
    amount: optional(paiseSchema),
    invoiceDate: optional(calendarDay("the invoice date")),
    dueDate: calendarDay("the due date"),
    purchaseOrderId: optionalId("That purchase order was not found."),
    lines: optional(
      z
        .array(invoiceLineSchema, { message: "Please pick the order's lines to invoice." })
        .min(1, "Please invoice at least one line.")
        .max(maxOrderLines, `An invoice has at most ${maxOrderLines} lines.`),
    ),
    irn: optional(z.string({ message: irnMessage }).trim().regex(irnPattern, irnMessage)),
    fileId: uuid("Please attach the invoice as a PDF."),
    /** The rejected invoice this one replaces (a resubmission); `replacesId` is the older name. */
    replaces: optionalId("That invoice was not found."),
    replacesId: optionalId("That invoice was not found."),
  })
  .superRefine((value, ctx) => {
    if (value.lines && !value.purchaseOrderId)
      ctx.addIssue({
        code: "custom",
        message: "Please choose the order the lines are from.",
        path: ["purchaseOrderId"],
      });
    if (!value.lines && value.amount === undefined)
      ctx.addIssue({ code: "custom", message: amountMessages.notNumber, path: ["amount"] });
    const ids = value.lines?.map((l) => l.lineId) ?? [];
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: "Each order line may appear once on an invoice.", path: ["lines"] });
  })
  .transform(({ replaces, replacesId, ...invoice }) => ({ ...invoice, replacesId: replaces ?? replacesId }));
export type InvoiceInput = z.output<typeof invoiceInputSchema>;

/** What staff may set: approve or reject a submitted invoice (a reason is required to reject), pay an approved one. */
export const invoiceDecisions = [
  "approved",
  "rejected",
  "paid",
] as const satisfies readonly (typeof invoiceStatuses)[number][];
export type InvoiceDecision = (typeof invoiceDecisions)[number];

/** A UTR: the bank's reference of the transfer (NEFT 16, RTGS 22, IMPS 12 characters: letters and digits). */
export const utrPattern = /^[A-Z0-9]{12,22}$/;
export const utrMessage = "The UTR must be the bank's 12 to 22 letters and digits for the transfer.";

export const invoiceDecisionSchema = z
  .object({
    status: z.enum([...invoiceDecisions, "withdrawn"], {
      message: "The status must be approved, rejected, paid or withdrawn.",
    }),
    reason: longTextString("The reason")
      .trim()
      .max(textLimits.rejectionReason, `The reason must be at most ${textLimits.rejectionReason} characters.`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    paidOn: optional(calendarDay("the payment date")),
    utr: optional(z.string({ message: utrMessage }).trim().toUpperCase().regex(utrPattern, utrMessage)),
    tdsSection: optional(z.enum(tdsSections, { message: `The TDS section must be one of ${tdsSections.join(", ")}.` })),
    tdsAmount: optional(
      z.preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
        z
          .number({ message: "The TDS amount must be a whole number of paise." })
          .int("The TDS amount must be a whole number of paise.")
          .min(0, "The TDS amount cannot be below zero."),
      ),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.status === "rejected" && !value.reason)
      ctx.addIssue({
        code: "custom",
        message: "Please say why the invoice is rejected: the vendor sees the reason.",
        path: ["reason"],
      });
    if (value.status !== "paid") return;
    if (!value.paidOn) ctx.addIssue({ code: "custom", message: "Please give the payment date.", path: ["paidOn"] });
    if (!value.utr) ctx.addIssue({ code: "custom", message: utrMessage, path: ["utr"] });
    if (Boolean(value.tdsSection) !== Boolean(value.tdsAmount))
      ctx.addIssue({
        code: "custom",
        message: "TDS needs both its section and its amount.",
        path: [value.tdsSection ? "tdsAmount" : "tdsSection"],
      });
  });
export type InvoiceDecisionInput = z.output<typeof invoiceDecisionSchema>;

/** `?status=` of the lists: one of the statuses, or absent (anything else is a 400). */
export const invoiceStatusFilter = z.enum(invoiceStatuses, { message: "Unknown invoice status." }).optional();
export const purchaseOrderStatusFilter = z
  .enum(purchaseOrderStatuses, { message: "Unknown purchase order status." })
  .optional();
