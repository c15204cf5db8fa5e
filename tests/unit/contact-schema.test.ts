import { describe, expect, it } from "vitest";
import { emptyEnquiry } from "@/lib/contact/form-values";
import { enquiryFieldErrors, enquiryRequestSchema, enquirySchema } from "@/lib/contact/schema";

const valid = {
  ...emptyEnquiry(),
  fullName: "Asha Kulkarni",
  email: "asha@example.in",
  message: "We need an invoice-reading pilot.",
  agree: true,
};

function errorsFor(values: Record<string, unknown>) {
  const result = enquirySchema.safeParse(values);
  return result.success ? {} : enquiryFieldErrors(result.error);
}

describe("enquiry validation", () => {
  it("accepts a complete enquiry and drops empty optional fields", () => {
    const result = enquirySchema.parse(valid);
    expect(result).toMatchObject({ fullName: "Asha Kulkarni", subject: "general-inquiry" });
    expect(result.phone).toBeUndefined();
    expect(result.budget).toBeUndefined();
  });

  it.each([
    ["fullName", "", "Full name is required."],
    ["fullName", "   ", "Full name is required."],
    ["fullName", " A ", "Name must be at least 2 characters."],
    ["email", "", "Email is required."],
    ["email", "asha@example", "Please enter a valid email address."],
    ["email", "asha example.in", "Please enter a valid email address."],
    ["phone", "12345", "Please enter a valid phone number."],
    ["phone", "+91 98765 4321x", "Please enter a valid phone number."],
    ["message", "", "Please tell us about your project or inquiry."],
    ["message", "  too short ", "Message must be at least 10 characters."],
    ["agree", false, "You must agree to our privacy policy to proceed."],
  ])("%s = %j gives “%s”", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each(["+91 98765 43210", "(0724) 243-1234", "9876543210", "+1 (555) 010-9999"])(
    "accepts the phone number %s",
    (phone) => {
      expect(errorsFor({ ...valid, phone })).toEqual({});
    },
  );

  it("reports the first problem of every invalid field at once", () => {
    expect(Object.keys(errorsFor({ ...emptyEnquiry() }))).toEqual(["fullName", "email", "message", "agree"]);
  });

  it("refuses options that are not in the lists", () => {
    expect(errorsFor({ ...valid, subject: "free-stuff" })).toHaveProperty("subject");
    expect(errorsFor({ ...valid, budget: "a-lot" })).toHaveProperty("budget");
    expect(errorsFor({ ...valid, timeline: "never" })).toHaveProperty("timeline");
  });

  it("caps free text so a request cannot carry megabytes", () => {
    expect(errorsFor({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: "Message must be at most 5000 characters.",
    });
  });

  it.each([
    ["fullName", "Asha\u0000 Kulkarni", "Full name contains characters we cannot accept."],
    ["fullName", "Asha \u202eKulkarni", "Full name contains characters we cannot accept."],
    ["fullName", "\u0000", "Full name contains characters we cannot accept."],
    ["email", "asha\u0000@example.in", "Email contains characters we cannot accept."],
    ["email", "asha\ud800@example.in", "Email contains characters we cannot accept."],
    ["company", "Kulkarni\u001b[2J Agro", "Company contains characters we cannot accept."],
    ["phone", "+91 98220\u0007 12345", "Phone number contains characters we cannot accept."],
    ["message", "We want a forecast.\u0000", "Message contains characters we cannot accept."],
    ["message", "We want a forecast \udc00 of demand.", "Message contains characters we cannot accept."],
    ["message", "Pay the advance to \u202e0987 6543.", "Message contains characters we cannot accept."],
    ["message", "Two depots: אמרי \u202bquoted\u202c", "Message contains characters we cannot accept."],
  ])("%s = %j gives “%s”", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("keeps line breaks, tabs and bidi marks in a message", () => {
    const message = "Two depots:\r\n\tAkola\n\tאמרי\u200f (2) and مرحبا\u061c 3";
    expect(enquirySchema.parse({ ...valid, message }).message).toBe(message);
  });

  it("needs a UUID idempotency key on the API", () => {
    expect(enquiryRequestSchema.safeParse({ ...valid, idempotencyKey: "abc" }).success).toBe(false);
    expect(
      enquiryRequestSchema.safeParse({ ...valid, idempotencyKey: "0b8f4f0e-3b1a-4c57-9d3e-0c9b6a1e2f44" }).success,
    ).toBe(true);
  });
});
