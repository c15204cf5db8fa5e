// Small rules of the public site's wording and layout.
import { describe, expect, it } from "vitest";
import { wideColumns } from "@/components/catalogue/card-grid";
import { budgetOptions } from "@/lib/contact/options";
import { possessive } from "@/lib/portal/format";

describe("site details", () => {
  it("writes the possessive of a name ending in s without a second s", () => {
    expect(possessive("Sahyadri Agro Foods")).toBe("Sahyadri Agro Foods'");
    expect(possessive("Asha ")).toBe("Asha's");
  });

  it("lays out cards so that none stands alone on the last wide row", () => {
    // Up to twelve: thirteen leaves one alone in 2, 3 or 4 columns, and no page has that many.
    for (let count = 2; count <= 12; count++) {
      const columns = wideColumns(count);
      expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1);
    }
    expect(wideColumns(6)).toBe(3);
    expect(wideColumns(4)).toBe(4);
  });

  it("offers budgets in rupees", () => {
    for (const option of budgetOptions.filter((o) => o.value !== "discuss")) expect(option.label).toMatch(/₹/);
    expect(budgetOptions.map((o) => o.label).join(" ")).not.toMatch(/\$/);
  });
});
