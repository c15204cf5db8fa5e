// Money in paise: which amounts are accepted, how rupees typed in a form become paise, and ₹ with Indian grouping.
import { describe, expect, it } from "vitest";
import {
  amountMessages,
  amountProblem,
  formatInr,
  maxAmountPaise,
  parseRupees,
  rupeesInput,
} from "@/lib/workspace/money";

describe("formatInr", () => {
  it("groups the last three digits, then twos, at the lakh and crore boundaries", () => {
    expect(formatInr(0)).toBe("₹0.00");
    expect(formatInr(5)).toBe("₹0.05");
    expect(formatInr(99_999_99)).toBe("₹99,999.99");
    expect(formatInr(1_00_000_00)).toBe("₹1,00,000.00");
    expect(formatInr(12_50_000_00)).toBe("₹12,50,000.00");
    expect(formatInr(99_99_999_99)).toBe("₹99,99,999.99");
    expect(formatInr(1_00_00_000_00)).toBe("₹1,00,00,000.00");
    expect(formatInr(maxAmountPaise)).toBe("₹1,00,00,00,000.00");
  });

  it("agrees with the browser's en-IN currency format", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    for (const paise of [1, 1_234_56, 12_34_567_89, 98_76_54_321_00])
      expect(formatInr(paise)).toBe(intl.format(paise / 100));
  });

  it("shows a negative amount with the sign first", () => {
    expect(formatInr(-5_00)).toBe("-₹5.00");
  });
});

describe("amountProblem", () => {
  it("accepts whole paise from one up to the cap", () => {
    expect(amountProblem(1)).toBeNull();
    expect(amountProblem(maxAmountPaise)).toBeNull();
  });

  it("refuses zero, negatives, fractions, strings and amounts past the cap, each with its sentence", () => {
    expect(amountProblem(0)).toBe(amountMessages.notPositive);
    expect(amountProblem(-100)).toBe(amountMessages.notPositive);
    expect(amountProblem(1.5)).toBe(amountMessages.fractional);
    expect(amountProblem("100")).toBe(amountMessages.notNumber);
    expect(amountProblem(Number.NaN)).toBe(amountMessages.notNumber);
    expect(amountProblem(Infinity)).toBe(amountMessages.notNumber);
    expect(amountProblem(maxAmountPaise + 1)).toBe(amountMessages.tooLarge);
    expect(amountProblem(10 ** 15)).toBe(amountMessages.tooLarge);
    expect(amountMessages.tooLarge).toContain("₹1,00,00,00,000.00");
  });
});

describe("parseRupees", () => {
  it("reads Indian and western grouping, an optional ₹ and up to two decimals", () => {
    expect(parseRupees("12,50,000.50")).toEqual({ ok: true, paise: 12_50_000_50 });
    expect(parseRupees("1,250,000")).toEqual({ ok: true, paise: 12_50_000_00 });
    expect(parseRupees(" ₹ 500.5 ")).toEqual({ ok: true, paise: 500_50 });
    expect(parseRupees("Rs. 99")).toEqual({ ok: true, paise: 99_00 });
    expect(parseRupees("0.01")).toEqual({ ok: true, paise: 1 });
  });

  it("refuses negatives, zero, three decimals, words and amounts past the cap", () => {
    expect(parseRupees("-500")).toEqual({ ok: false, error: amountMessages.rupees });
    expect(parseRupees("0")).toEqual({ ok: false, error: amountMessages.notPositive });
    expect(parseRupees("1.005")).toEqual({ ok: false, error: amountMessages.rupees });
    expect(parseRupees("twelve")).toEqual({ ok: false, error: amountMessages.rupees });
    expect(parseRupees("")).toEqual({ ok: false, error: amountMessages.rupees });
    expect(parseRupees("1e5")).toEqual({ ok: false, error: amountMessages.rupees });
    expect(parseRupees("100,00,00,001")).toEqual({ ok: false, error: amountMessages.tooLarge });
    expect(parseRupees("9".repeat(40))).toEqual({ ok: false, error: amountMessages.rupees });
  });

  it("round-trips the amount a form shows for editing", () => {
    for (const paise of [1, 12_50_000_00, 12_50_000_50])
      expect(parseRupees(rupeesInput(paise))).toEqual({ ok: true, paise });
    expect(rupeesInput(12_50_000_00)).toBe("12,50,000");
  });
});
