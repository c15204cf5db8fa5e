// Money in paise: the rules for an amount (whole, above zero, below an absurdity cap), the form's rupee input parsed to
// paise, and ₹ with Indian digit grouping for display. Pure and free of imports, so pages and the server share it.

/**
 * The largest amount one order or invoice may carry: ₹100 crore (10^11 paise). Far above any order Nexora places,
 * and far below Number.MAX_SAFE_INTEGER, so sums of many invoices stay exact.
 */
export const maxAmountPaise = 100_000_000_000;

export const amountMessages = {
  notNumber: "The amount must be a number of paise, such as 125000000 for ₹12,50,000.00.",
  fractional: "Amounts are in paise: whole numbers only.",
  notPositive: "The amount must be more than zero.",
  tooLarge: `The amount can be at most ${formatInr(maxAmountPaise)}.`,
  rupees: "Please enter the amount in rupees, such as 12,50,000 or 12,50,000.50.",
} as const;

/** Why a JSON amount (paise) is refused, or null when it is acceptable. */
export function amountProblem(value: unknown): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return amountMessages.notNumber;
  if (!Number.isInteger(value)) return amountMessages.fractional;
  if (value <= 0) return amountMessages.notPositive;
  if (value > maxAmountPaise) return amountMessages.tooLarge;
  return null;
}

// Rupees as a person types them: an optional ₹ or "Rs", digits with commas or spaces between groups, and at most two
// decimals. Grouping is not checked (12,50,000 and 1,250,000 are the same amount).
const rupeePattern = /^(?:₹|rs\.?)?\s*(\d[\d,\s]*)(?:\.(\d{1,2}))?$/i;

/** A form's rupee amount in paise, or an error sentence for anything that is not an acceptable amount. */
export function parseRupees(input: string): { ok: true; paise: number } | { ok: false; error: string } {
  const match = rupeePattern.exec(input.trim());
  const whole = match?.[1]?.replace(/[,\s]/g, "");
  if (!match || !whole || whole.length > 15) return { ok: false, error: amountMessages.rupees };
  const paise = Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  const problem = amountProblem(paise);
  return problem ? { ok: false, error: problem } : { ok: true, paise };
}

/** Indian grouping of a whole number's digits: the last three, then twos (1,00,00,000). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

/** "₹12,50,000.00" for 125000000 paise; "-₹5.00" below zero. Exact for any safe integer (no float division). */
export function formatInr(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}₹${groupIndian(String(rupees))}.${String(rest).padStart(2, "0")}`;
}

/** The amount as the form shows it for editing: "12,50,000.50", or "12,50,000" when there are no paise. */
export function rupeesInput(paise: number): string {
  const formatted = formatInr(paise).replace("₹", "");
  return formatted.endsWith(".00") ? formatted.slice(0, -3) : formatted;
}
