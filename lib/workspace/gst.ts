// The Indian tax rules of a vendor's invoice, as an accounts team checks them: IFSC, Udyam number, the financial
// year (April–March, India time), GST by place of supply, the one rounding rule to the paisa, the MSME 45-day pay-by
// clock and TDS (the GSTIN and its states are in gstin.ts). Pure and free of imports, so pages (live tax on the
// invoice form) and the server share one definition.

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a local time is the instant plus this. */
export const istOffsetMs = (5 * 60 + 30) * 60_000;

/** Nexora's own state for place of supply: Maharashtra. A vendor in 27 charges CGST + SGST; any other, IGST. */
export const companyStateCode = "27";

/** The GST rates a line may carry, in per cent. */
export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRates)[number];

/** MSME categories of the Udyam registration. */
export const msmeCategories = ["micro", "small", "medium"] as const;
export type MsmeCategory = (typeof msmeCategories)[number];

/** Income-tax sections under which TDS is deducted from a vendor payment. */
export const tdsSections = ["194C", "194H", "194I", "194J", "194Q"] as const;
export type TdsSection = (typeof tdsSections)[number];

/** CGST Rule 46(b): an invoice number is at most 16 characters: letters, digits, "-" and "/". */
export const invoiceNumberMax = 16;
export const invoiceNumberPattern = /^[A-Za-z0-9/-]{1,16}$/;
export const invoiceNumberMessage = `The invoice number must be at most ${invoiceNumberMax} characters: letters, digits, - and /.`;

/** MSMED Act s. 15: an MSME supplier is paid within 45 days of acceptance (approval here). */
export const msmePayDays = 45;
/** Staff see MSME invoices falling due within this many days (and the overdue ones). */
export const dueSoonDays = 7;

/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A bank account number: 9 to 18 digits. */
export const bankAccountPattern = /^\d{9,18}$/;
/** Udyam registration number: UDYAM-MH-01-0012345. */
export const udyamPattern = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;
/** An e-invoice's IRN: 64 hexadecimal characters (a SHA-256). */
export const irnPattern = /^[0-9a-fA-F]{64}$/;
export const irnMessage = "The IRN must be the 64 characters the e-invoice portal gave.";

/**
 * THE rounding rule of every amount the portal computes: a fraction of paise, numerator / denominator, rounded to the
 * nearest paisa, halves away from zero (₹0.005 → ₹0.01). Integer arithmetic only, so no float error creeps in.
 */
export function roundPaise(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError("roundPaise takes safe integers and a positive denominator.");
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const whole = Math.floor(abs / denominator);
  const rest = abs - whole * denominator;
  return sign * (whole + (rest * 2 >= denominator ? 1 : 0)) || 0;
}

export type TaxLine = { quantity: number; rate: number; gstRate: number };
export type TaxLineAmounts = { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
export type TaxTotals = TaxLineAmounts & { intraState: boolean };

/** Whether a supply from `supplierStateCode` to Nexora is within Maharashtra (CGST + SGST) or across states (IGST). */
export const isIntraState = (supplierStateCode: string | null | undefined) => supplierStateCode === companyStateCode;

/**
 * One line's tax: taxable value = quantity × rate (paise, exact); within the state CGST and SGST are each half the
 * rate, rounded each; across states IGST at the full rate. Each rounded once, by roundPaise.
 */
export function lineTax(line: TaxLine, intraState: boolean): TaxLineAmounts {
  const taxableValue = line.quantity * line.rate;
  const cgst = intraState ? roundPaise(taxableValue * line.gstRate, 200) : 0;
  const sgst = cgst;
  const igst = intraState ? 0 : roundPaise(taxableValue * line.gstRate, 100);
  return { taxableValue, cgst, sgst, igst, total: taxableValue + cgst + sgst + igst };
}

/** An invoice's (or an order's) totals: the sum of its lines' amounts, each line rounded on its own. */
export function taxTotals(lines: readonly TaxLine[], supplierStateCode: string | null | undefined): TaxTotals {
  const intraState = isIntraState(supplierStateCode);
  const sum: TaxLineAmounts = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const line of lines) {
    const amounts = lineTax(line, intraState);
    sum.taxableValue += amounts.taxableValue;
    sum.cgst += amounts.cgst;
    sum.sgst += amounts.sgst;
    sum.igst += amounts.igst;
    sum.total += amounts.total;
  }
  return { ...sum, intraState };
}

/** How a tax invoice lists its tax: CGST and SGST within the state, IGST across states, before the total. */
export function taxRows(totals: Omit<TaxLineAmounts, "total">): [label: string, paise: number][] {
  const tax: [string, number][] =
    totals.cgst || totals.sgst
      ? [
          ["CGST", totals.cgst],
          ["SGST", totals.sgst],
        ]
      : [["IGST", totals.igst]];
  return [["Taxable value", totals.taxableValue], ...tax];
}

/** The calendar date in India ("2026-11-26") of a moment. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The financial year (April–March) of a calendar date: "2026-27" for 2026-04-01 up to 2027-03-31. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A calendar date plus whole days ("2026-11-26" + 45 → "2027-01-10"). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** An MSME invoice approved at `approvedAt` is paid by this date (India time): 45 days from acceptance. */
export function msmePayBy(approvedAt: Date): string {
  return addDays(istDate(approvedAt), msmePayDays);
}

/** Where a pay-by date stands today (India time): overdue, due within 7 days, or later. */
export function payByState(payBy: string, now: Date): "overdue" | "due_soon" | "later" {
  const today = istDate(now);
  if (payBy < today) return "overdue";
  return payBy <= addDays(today, dueSoonDays) ? "due_soon" : "later";
}

/** The net paid to the vendor: gross less TDS; a TDS above the gross is refused before this is reached. */
export const netOfTds = (gross: number, tdsAmount: number) => gross - tdsAmount;
