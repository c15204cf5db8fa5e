// A zod refusal in the shape the forms show and the API returns: the first message per field, keyed by the field's
// top-level name ({ title: "Title is required." }); a refusal of the payload as a whole is keyed "body". A refused
// line of an order or invoice (`lines[1].hsnSac`) says which: "Line 2: The HSN or SAC code must be 4, 6 or 8 digits."
import { z } from "zod";

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const { formErrors, fieldErrors: byField } = z.flattenError(error, (issue) => {
    const [field, index] = issue.path;
    return field === "lines" && typeof index === "number" ? `Line ${index + 1}: ${issue.message}` : issue.message;
  });
  const fields: FieldErrors = {};
  if (formErrors[0] !== undefined) fields.body = formErrors[0];
  for (const [field, messages] of Object.entries(byField) as [string, string[] | undefined][])
    if (messages?.[0] !== undefined) fields[field] ??= messages[0];
  return fields;
}

/** The sentence to show above the fields: the first field's message, or `fallback`. */
export const firstError = (fields: FieldErrors, fallback: string) => Object.values(fields)[0] ?? fallback;
