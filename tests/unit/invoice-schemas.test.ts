// The shared invoice and order payloads: what the API and the forms accept and the sentence for what they refuse.
import { describe, expect, it } from "vitest";
import { invoiceDecisionSchema, invoiceInputSchema } from "@/lib/workspace/vendor-schemas";

const fileId = "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";
const invoice = { number: "INV-1", amount: 500_00, dueDate: "2026-12-31", fileId };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("invoiceInputSchema", () => {
  it("accepts an invoice with or without an order, and treats an empty order as none", () => {
    expect(invoiceInputSchema.parse(invoice)).toEqual({
      ...invoice,
      purchaseOrderId: undefined,
      replacesId: undefined,
    });
    expect(invoiceInputSchema.parse({ ...invoice, purchaseOrderId: "" }).purchaseOrderId).toBeUndefined();
  });

  it("refuses a fractional amount, a missing file and a date that does not exist, each with its sentence", () => {
    expect(firstError(invoiceInputSchema.safeParse({ ...invoice, amount: 1.5 }))).toBe(
      "Amounts are in paise: whole numbers only.",
    );
    expect(firstError(invoiceInputSchema.safeParse({ ...invoice, fileId: undefined }))).toBe(
      "Please attach the invoice as a PDF.",
    );
    expect(firstError(invoiceInputSchema.safeParse({ ...invoice, dueDate: "2026-02-29" }))).toBe(
      "The due date must be a real date, written YYYY-MM-DD.",
    );
    expect(firstError(invoiceInputSchema.safeParse({ ...invoice, number: "  " }))).toBe(
      "Please give the invoice number.",
    );
  });
});

describe("invoiceDecisionSchema", () => {
  it("needs a reason to reject, none to approve, and a date and UTR to pay", () => {
    expect(invoiceDecisionSchema.safeParse({ status: "approved" }).success).toBe(true);
    const paid = { status: "paid", paidOn: "2026-11-26", utr: "hdfcn52026112612" };
    expect(invoiceDecisionSchema.parse(paid).utr).toBe("HDFCN52026112612");
    const paths = (value: unknown) => invoiceDecisionSchema.safeParse(value).error?.issues.map((i) => i.path[0]);
    expect(paths({ status: "paid" })).toEqual(["paidOn", "utr"]);
    expect(paths({ ...paid, utr: "12-34" })).toEqual(["utr"]);
    expect(paths({ ...paid, tdsSection: "194J" })).toEqual(["tdsAmount"]);
    expect(paths({ ...paid, tdsAmount: 100 })).toEqual(["tdsSection"]);
    expect(paths({ ...paid, tdsSection: "194Z", tdsAmount: 100 })).toEqual(["tdsSection"]);
    expect(paths({ ...paid, tdsSection: "194J", tdsAmount: 1.5 })).toEqual(["tdsAmount"]);
    expect(invoiceDecisionSchema.parse({ ...paid, tdsSection: "194J", tdsAmount: "1000" }).tdsAmount).toBe(1000);
    const refused = invoiceDecisionSchema.safeParse({ status: "rejected", reason: "   " });
    expect(refused.error?.issues[0]?.path).toEqual(["reason"]);
    expect(invoiceDecisionSchema.parse({ status: "rejected", reason: " No GSTIN. " }).reason).toBe("No GSTIN.");
  });

  it("refuses statuses nobody sets, such as submitted", () => {
    expect(invoiceDecisionSchema.safeParse({ status: "submitted" }).success).toBe(false);
    expect(invoiceDecisionSchema.safeParse({ status: "withdrawn" }).success).toBe(true);
  });
});
