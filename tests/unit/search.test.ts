import { describe, expect, it } from "vitest";
import { searchEntries, searchPages } from "@/lib/content/search";

describe("drawer search", () => {
  it("finds pages by words in their title, case-insensitively", () => {
    const hrefs = searchPages("CLOUD").map((r) => r.href);
    expect(hrefs).toContain("/training/cloud-architecture");
    expect(hrefs).toContain("/cloud-computing");
  });

  it("needs every word to match and ranks title matches first", () => {
    const results = searchPages("machine learning");
    expect(results[0]!.href).toBe("/training/ml-fundamentals");
    expect(searchPages("machine zzzz")).toEqual([]);
  });

  it("returns nothing for an empty query and caps the results", () => {
    expect(searchPages("   ")).toEqual([]);
    expect(searchPages("a", searchEntries, 3)).toHaveLength(3);
  });

  it("lists each page once", () => {
    const hrefs = searchEntries.map((e) => e.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toContain("/privacy");
    expect(hrefs).toContain("/contact");
  });
});
