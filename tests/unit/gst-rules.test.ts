// The vendor tax rules: GSTIN check character on published GSTINs, IFSC, the rounding rule, tax by place of supply,
// financial years and the MSME 45-day clock.
import { describe, expect, it } from "vitest";
import {
  financialYear,
  ifscPattern,
  invoiceNumberPattern,
  istDate,
  lineTax,
  msmePayBy,
  payByState,
  roundPaise,
  taxTotals,
} from "@/lib/workspace/gst";
import { gstinCheckCharacter, gstinMessages, parseGstin } from "@/lib/workspace/gstin";
import { formatInr } from "@/lib/workspace/money";

// GSTINs published on the GST portal's help pages and companies' own invoices and filings.
const published = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "27AAACR5055K1Z7", "24AAACC1206D1ZM", "33AAACH7409R1Z8"];

describe("GSTIN", () => {
  it("accepts published GSTINs and reads the state and PAN from them", () => {
    for (const gstin of published) expect(parseGstin(gstin).ok, gstin).toBe(true);
    expect(parseGstin(" 27aapfu0939f1zv ")).toEqual({
      ok: true,
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      state: "Maharashtra",
      pan: "AAPFU0939F",
    });
    expect(parseGstin("29AAGCB7383J1Z4")).toMatchObject({ state: "Karnataka", pan: "AAGCB7383J" });
  });

  it("computes each published check character from the first 14", () => {
    for (const gstin of published) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it("refuses every other check character, a state code outside 01–38 and a malformed PAN", () => {
    const first14 = "27AAPFU0939F1Z";
    for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUWXYZ")
      expect(parseGstin(first14 + c)).toEqual({ ok: false, error: gstinMessages.check });
    const outside = `39${first14.slice(2)}`;
    expect(parseGstin(outside + gstinCheckCharacter(outside))).toEqual({ ok: false, error: gstinMessages.state });
    expect(parseGstin("00AAPFU0939F1Z" + gstinCheckCharacter("00AAPFU0939F1Z")).ok).toBe(false);
    expect(parseGstin("27AAPF10939F1ZV")).toEqual({ ok: false, error: gstinMessages.format });
    expect(parseGstin("27AAPFU0939F1YV")).toEqual({ ok: false, error: gstinMessages.format });
    expect(parseGstin("27AAPFU0939F1Z")).toEqual({ ok: false, error: gstinMessages.format });
  });
});

describe("IFSC and invoice numbers", () => {
  it("takes four letters, a zero and six letters or digits", () => {
    for (const ifsc of ["SBIN0001234", "HDFC0000001", "ICIC0ABC123"]) expect(ifscPattern.test(ifsc), ifsc).toBe(true);
    for (const ifsc of ["SBIN1001234", "SBI00001234", "SBIN000123", "SBIN00012345", "sbin0001234"])
      expect(ifscPattern.test(ifsc), ifsc).toBe(false);
  });

  it("keeps invoice numbers to 16 letters, digits, - and /", () => {
    expect(invoiceNumberPattern.test("INV/2026-27/0001")).toBe(true);
    expect(invoiceNumberPattern.test("INV/2026-27/00001")).toBe(false);
    expect(invoiceNumberPattern.test("INV 1")).toBe(false);
  });
});

describe("roundPaise: the one rounding rule", () => {
  it("rounds to the nearest paisa, halves away from zero, in integers", () => {
    expect(roundPaise(5, 10)).toBe(1); // 0.5 paisa
    expect(roundPaise(4, 10)).toBe(0);
    expect(roundPaise(15, 10)).toBe(2);
    expect(roundPaise(-15, 10)).toBe(-2);
    expect(roundPaise(0, 7)).toBe(0);
    expect(roundPaise(100, 3)).toBe(33);
    expect(roundPaise(200, 3)).toBe(67);
    // 18 % of ₹10,00,00,000.01 has no float error: 100000000001 × 18 / 100 = 18000000000.18 → 18000000000.
    expect(roundPaise(100_000_000_001 * 18, 100)).toBe(18_000_000_000);
    expect(() => roundPaise(1, 0)).toThrow(RangeError);
    expect(() => roundPaise(0.5, 1)).toThrow(RangeError);
  });
});

describe("tax by place of supply", () => {
  const line = { quantity: 3, rate: 333_33, gstRate: 5 }; // 3 × ₹333.33 = ₹999.99 at 5 %

  it("splits the rate into CGST and SGST for a Maharashtra supplier, each rounded", () => {
    // 2.5 % of 99999 paise = 2499.975 → 2500 each.
    expect(lineTax(line, true)).toEqual({ taxableValue: 99_999, cgst: 2_500, sgst: 2_500, igst: 0, total: 104_999 });
    expect(taxTotals([line], "27")).toMatchObject({ intraState: true, cgst: 2_500, sgst: 2_500, igst: 0 });
  });

  it("charges IGST at the full rate for a supplier in any other state", () => {
    // 5 % of 99999 = 4999.95 → 5000.
    expect(taxTotals([line], "29")).toEqual({
      intraState: false,
      taxableValue: 99_999,
      cgst: 0,
      sgst: 0,
      igst: 5_000,
      total: 104_999,
    });
    expect(taxTotals([line], null).intraState).toBe(false);
  });

  it("adds lines rounded each on its own, at 0 and 28 % too", () => {
    const lines = [
      { quantity: 2, rate: 1_250_00, gstRate: 18 },
      { quantity: 1, rate: 99, gstRate: 28 },
      { quantity: 5, rate: 10_00, gstRate: 0 },
    ];
    // 250000 × 9 % = 22500 each; 99 × 14 % = 13.86 → 14 each; 0.
    expect(taxTotals(lines, "27")).toMatchObject({ taxableValue: 255_099, cgst: 22_514, sgst: 22_514, igst: 0 });
    // 250000 × 18 % = 45000; 99 × 28 % = 27.72 → 28.
    expect(taxTotals(lines, "07")).toMatchObject({ igst: 45_028, total: 300_127 });
    expect(formatInr(300_127)).toBe("₹3,001.27");
  });
});

describe("financial years and the MSME clock", () => {
  it("runs April to March", () => {
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2099-12-31")).toBe("2099-00");
  });

  it("takes the date in India: 31 March 20:00 UTC is already 1 April there", () => {
    expect(istDate(new Date("2027-03-31T18:29:00Z"))).toBe("2027-03-31");
    expect(istDate(new Date("2027-03-31T18:30:00Z"))).toBe("2027-04-01");
    expect(financialYear(istDate(new Date("2027-03-31T20:00:00Z")))).toBe("2027-28");
  });

  it("pays an MSME invoice within 45 days of approval and says when that is near", () => {
    expect(msmePayBy(new Date("2026-11-26T10:00:00Z"))).toBe("2027-01-10");
    // Approved at 23:00 IST on 31 Jan 2027 (17:30 UTC): 45 days from 31 Jan.
    expect(msmePayBy(new Date("2027-01-31T17:30:00Z"))).toBe("2027-03-17");
    expect(msmePayBy(new Date("2027-01-31T18:30:00Z"))).toBe("2027-03-18");
    const now = new Date("2027-01-01T06:00:00Z");
    expect(payByState("2026-12-31", now)).toBe("overdue");
    expect(payByState("2027-01-01", now)).toBe("due_soon");
    expect(payByState("2027-01-08", now)).toBe("due_soon");
    expect(payByState("2027-01-09", now)).toBe("later");
  });
});
