import { describe, expect, it } from "vitest";
import { activeEntry, bottomBarSlots, splitBottomBar } from "@/lib/portal/nav-entries";
import { navigation } from "@/lib/portal/navigation";

describe("activeEntry", () => {
  it("picks the deepest entry the path is in, and the dashboard only on its own path", () => {
    expect(activeEntry(navigation.admin, "/admin")).toBe("dashboard");
    expect(activeEntry(navigation.admin, "/admin/enquiries/x")).toBe("enquiries");
    expect(activeEntry(navigation.client, "/client/requests/new")).toBe("requests");
    expect(activeEntry(navigation.client, "/client/")).toBe("overview");
  });
});

describe("splitBottomBar", () => {
  it("puts every view of a role with few views on the phone's bar", () => {
    const { bar, more } = splitBottomBar(navigation.client);
    expect(bar.map((e) => e.key)).toEqual(navigation.client.map((e) => e.key));
    expect(more).toEqual([]);
  });

  it("keeps a role's views past the bar's width behind More, each view exactly once", () => {
    expect(navigation.admin.length).toBeGreaterThan(bottomBarSlots);
    const { bar, more } = splitBottomBar(navigation.admin);
    expect(bar.length + 1).toBe(bottomBarSlots);
    expect([...bar, ...more].map((e) => e.key)).toEqual(navigation.admin.map((e) => e.key));
    expect(more.map((e) => e.key)).toContain("invoices");
  });
});

describe("the phone's bottom bar labels", () => {
  it("are short enough for a fifth of a 390 px screen", () => {
    for (const entries of Object.values(navigation))
      for (const entry of splitBottomBar(entries).bar)
        expect((entry.barLabel ?? entry.label).length).toBeLessThanOrEqual(10);
    expect(navigation.vendor.find((e) => e.key === "purchase-orders")?.barLabel).toBe("Orders");
  });
});
