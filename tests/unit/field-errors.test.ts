// The one zod-error flattener: the first message per top-level field, and "body" for the payload as a whole; and
// the sentence a form shows beside its button when several fields are refused.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { refusalSentence, refused } from "@/lib/actions/result";
import { fieldErrors, firstError } from "@/lib/validation/field-errors";

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  return result.error;
};

describe("fieldErrors", () => {
  it("keeps the first message of each field, in the order the fields were refused", () => {
    const schema = z.object({
      title: z
        .string()
        .min(3, "Title is too short.")
        .regex(/^[A-Z]/, "Title starts with a capital."),
      count: z.number({ message: "Count must be a number." }),
    });
    expect(fieldErrors(errorOf(schema, { title: "a", count: "x" }))).toEqual({
      title: "Title is too short.",
      count: "Count must be a number.",
    });
  });

  it("names a nested or listed value by its top-level field", () => {
    const schema = z.object({ fileIds: z.array(z.uuid("That file was not found.")) });
    expect(fieldErrors(errorOf(schema, { fileIds: ["x"] }))).toEqual({ fileIds: "That file was not found." });
  });

  it("says which line of an order or invoice was refused", () => {
    const schema = z.object({
      lines: z.array(z.object({ hsnSac: z.string().regex(/^\d{4}$/, "The HSN or SAC code must be 4 digits.") })),
    });
    expect(fieldErrors(errorOf(schema, { lines: [{ hsnSac: "1234" }, { hsnSac: "12" }] }))).toEqual({
      lines: "Line 2: The HSN or SAC code must be 4 digits.",
    });
    // The list itself refused (too few lines) has no line to name.
    const atLeastOne = z.object({ lines: z.array(z.string()).min(1, "Please give at least one line.") });
    expect(fieldErrors(errorOf(atLeastOne, { lines: [] }))).toEqual({ lines: "Please give at least one line." });
  });

  it("a refusal of the whole payload is keyed body", () => {
    const schema = z.object({ a: z.string().optional() }).refine((v) => v.a, "Change at least one field.");
    expect(fieldErrors(errorOf(schema, {}))).toEqual({ body: "Change at least one field." });
  });

  it("firstError is the first field's sentence, or the fallback when there is none", () => {
    expect(firstError({ title: "Title is required.", body: "Body too." }, "Check the fields.")).toBe(
      "Title is required.",
    );
    expect(firstError({}, "Check the fields.")).toBe("Check the fields.");
  });
});

describe("refusalSentence", () => {
  const title = "Please give the request a title.";
  const description = "Please say what you need.";

  it("counts the other marked fields after the first one's sentence", () => {
    expect(refusalSentence({ title, description })).toBe(`${title} 1 more field needs attention too.`);
    const three = { title, description, priority: "Choose a priority." };
    expect(refused(three)).toEqual({
      ok: false,
      code: "invalid",
      error: `${title} 2 more fields need attention too.`,
      fields: three,
    });
  });

  it("is the one field's sentence alone, or the fallback when no field is named", () => {
    expect(refusalSentence({ title })).toBe(title);
    expect(refusalSentence({}, "Check the fields.")).toBe("Check the fields.");
    expect(refusalSentence({})).toBe("");
  });
});
