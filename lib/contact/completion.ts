// How complete the enquiry form is: 70 % over the four required items, 30 % over the five optional fields.
import type { EnquiryFormValues } from "./form-values";

export const requiredWeight = 70;
export const optionalWeight = 30;
export const submitThreshold = 50;

const required = ["fullName", "email", "message", "agree"] as const;
const optional = ["phone", "company", "subject", "budget", "timeline"] as const;

const filled = (value: string | boolean) => (typeof value === "boolean" ? value : value.trim() !== "");

/** Whole percent, 0–100. The default subject counts as filled. */
export function completionPercent(values: EnquiryFormValues): number {
  const req = required.filter((k) => filled(values[k])).length;
  const opt = optional.filter((k) => filled(values[k])).length;
  return Math.round((req * requiredWeight) / required.length + (opt * optionalWeight) / optional.length);
}

export function canSubmit(values: EnquiryFormValues): boolean {
  return completionPercent(values) >= submitThreshold;
}
