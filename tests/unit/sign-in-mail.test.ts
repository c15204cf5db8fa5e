// The code's mail and the sign-in form state the same lifetime: the one in otpRules.
import { describe, expect, it } from "vitest";
import { otpRules } from "@/lib/auth/code-rules";
import { signInCodeMail } from "@/lib/mail/sign-in-mail";
import { formatMmSs, secondsLeft } from "@/lib/portal/login-rules";

describe("the sign-in code's lifetime", () => {
  it("is the same in the mail as in the form's countdown", () => {
    const mail = signInCodeMail({ to: "ravi@nexora.example", code: "123456" });
    expect(otpRules.codeTtlSeconds).toBe(300);
    expect(mail.text).toContain("It is valid for 5 minutes from when you asked for it");
    expect(mail.html).toContain("valid for 5 minutes");
    expect(mail.text).not.toContain("4 minutes");
    // The form counts down from the same five minutes: 05:00 when the answer arrives at once.
    const asked = Date.parse("2026-11-24T10:00:00Z");
    expect(formatMmSs(secondsLeft(asked + otpRules.codeTtlSeconds * 1000, asked))).toBe("05:00");
  });
});
