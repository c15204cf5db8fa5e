// The sign-in form in the browser and the sign-in API apply the same rules: one definition of each, and this test
// fails if the form's checks and the server's schemas ever disagree.
import { describe, expect, it } from "vitest";
import { loginRequestSchema, verifyRequestSchema } from "@/lib/auth/schemas";
import { otpRules } from "@/lib/auth/code-rules";
import { generateCode } from "@/lib/auth/codes";
import { roles } from "@/lib/auth/roles";
import { dashboardFor, sanitizeOtp } from "@/lib/portal/login-rules";
import { looksLikeEmail } from "@/lib/validation/email";
import { enquirySchema } from "@/lib/contact/schema";

const addresses = [
  "priya@nexora.example",
  "  Priya.Deshmukh+portal@Nexora.Example  ",
  "a@b.co",
  "no-at-sign.example",
  "two@@example.com",
  "spaces in@example.com",
  "missing@dot",
  "@nexora.example",
  "priya@",
  `${"a".repeat(243)}@nexora.example`,
  `${"a".repeat(244)}@nexora.example`,
  "",
];

describe("one definition of each sign-in rule", () => {
  it("the form accepts exactly the addresses the sign-in API and the enquiry form accept", () => {
    for (const address of addresses) {
      const server = loginRequestSchema.safeParse({ email: address }).success;
      expect([address, looksLikeEmail(address)]).toEqual([address, server]);
      const enquiry = enquirySchema.shape.email.safeParse(address).success;
      expect([address, enquiry]).toEqual([address, server]);
    }
  });

  it("a code the form lets through is one the API accepts, and codes have the server's length", () => {
    const code = generateCode();
    expect(code).toHaveLength(otpRules.codeLength);
    for (const typed of [code, `Code: ${code.slice(0, 3)}-${code.slice(3)}`, `${code}9`]) {
      const otp = sanitizeOtp(typed);
      expect(otp).toHaveLength(otpRules.codeLength);
      expect(verifyRequestSchema.safeParse({ email: "priya@nexora.example", otp }).success).toBe(true);
    }
    const short = sanitizeOtp(code.slice(1));
    expect(verifyRequestSchema.safeParse({ email: "priya@nexora.example", otp: short }).success).toBe(false);
  });

  it("every role lands on its own dashboard, anything else on the home page", () => {
    expect(roles.map(dashboardFor)).toEqual(roles.map((role) => `/${role}`));
    expect(dashboardFor("superuser")).toBe("/");
  });
});
