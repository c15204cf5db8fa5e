// The one date rule: requests, projects, milestones and invoices all accept the same days.
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "@/lib/validation/calendar-date";
import { invoiceInputSchema } from "@/lib/workspace/vendor-schemas";
import { milestoneCreateSchema, requestUpdateSchema } from "@/lib/workspace/schemas";

describe("isCalendarDate", () => {
  it("a date is YYYY-MM-DD naming a day that exists, leap days included", () => {
    for (const ok of ["2026-12-31", "2028-02-29", "2026-01-01", "2000-02-29"]) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2100-02-29"])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it("other shapes are refused: no single digits, no slashes, no time, no padding", () => {
    for (const bad of [
      "2026-1-1",
      "31/12/2026",
      "2026-12-31T00:00",
      " 2026-12-31",
      "+02026-12-31",
      "",
      "２０２６-01-01",
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it("years run from 2000 to 2100: year one and the far future are typing mistakes", () => {
    expect(isCalendarDate("2000-01-01")).toBe(true);
    expect(isCalendarDate("2100-12-31")).toBe(true);
    for (const bad of ["0001-01-01", "1999-12-31", "2101-01-01", "9999-12-31"])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it("a request's, a milestone's and an invoice's due date follow the same rule", () => {
    const fileId = "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";
    const invoice = (dueDate: string) =>
      invoiceInputSchema.safeParse({ number: "INV-1", amount: 100, dueDate, fileId }).success;
    const request = (dueDate: string) => requestUpdateSchema.safeParse({ dueDate }).success;
    const milestone = (dueDate: string) => milestoneCreateSchema.safeParse({ title: "Pilot", dueDate }).success;
    for (const day of ["0001-01-01", "2026-02-29", "2026-12-31", "2100-12-31", "2101-01-01"])
      expect([request(day), milestone(day), invoice(day)], day).toEqual(Array(3).fill(isCalendarDate(day)));
  });
});
