import { describe, expect, it } from "vitest";
import { canSubmit, completionPercent } from "@/lib/contact/completion";
import { emptyEnquiry } from "@/lib/contact/form-values";

const base = emptyEnquiry();

describe("form completion", () => {
  it.each([
    ["an untouched form (default subject counts)", {}, 6],
    ["no subject at all", { subject: "" }, 0],
    ["name only", { fullName: "Asha" }, 24],
    ["name and e-mail", { fullName: "Asha", email: "a@b.in" }, 41],
    ["name, e-mail and message", { fullName: "Asha", email: "a@b.in", message: "Hello there" }, 59],
    ["all four required items", { fullName: "Asha", email: "a@b.in", message: "Hello there", agree: true }, 76],
    [
      "two required items and three optional fields",
      { fullName: "Asha", email: "a@b.in", phone: "9876543210", company: "Acme" },
      53,
    ],
    [
      "everything",
      {
        fullName: "Asha",
        email: "a@b.in",
        message: "Hello there",
        agree: true,
        phone: "9876543210",
        company: "Acme",
        budget: "discuss",
        timeline: "asap",
      },
      100,
    ],
    ["whitespace is not filled", { fullName: "   ", email: " " }, 6],
  ])("%s → %i%%", (_label, patch, expected) => {
    expect(completionPercent({ ...base, ...patch })).toBe(expected);
  });

  it("allows submitting from 50 % and not below", () => {
    expect(canSubmit({ ...base, fullName: "Asha", email: "a@b.in" })).toBe(false);
    expect(canSubmit({ ...base, fullName: "Asha", email: "a@b.in", phone: "1", company: "Acme" })).toBe(true);
    expect(canSubmit({ ...base, fullName: "Asha", email: "a@b.in", message: "Hello there" })).toBe(true);
  });
});
