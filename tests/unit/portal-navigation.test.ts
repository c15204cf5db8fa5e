import { describe, expect, it } from "vitest";
import { activeEntry, bottomBarSlots, legacyViewTarget, navigation, splitBottomBar } from "@/lib/portal/navigation";

const target = (path: string, query: string) => legacyViewTarget(path, new URLSearchParams(query));

describe("legacyViewTarget", () => {
  it("sends each old ?view= link to its route segment", () => {
    expect(target("/admin", "view=users")).toBe("/admin/users");
    expect(target("/admin", "view=users&notice=added")).toBe("/admin/users?notice=added");
    expect(target("/admin", "view=reports&id=abc-1")).toBe("/admin/reports/abc-1");
    expect(target("/admin", "view=settings")).toBe("/admin/settings");
    expect(target("/admin", "view=dashboard")).toBe("/admin");
    expect(target("/employee", "view=tasks")).toBe("/employee/requests");
    expect(target("/employee/", "view=profile")).toBe("/employee/profile");
    expect(target("/employee", "view=support")).toBe("/employee/support");
  });

  it("sends an unknown view to the dashboard and leaves other links alone", () => {
    expect(target("/admin", "view=nope")).toBe("/admin");
    expect(target("/admin", "view=__proto__")).toBe("/admin");
    expect(target("/admin", "")).toBeUndefined();
    expect(target("/admin/users", "view=reports")).toBeUndefined();
    expect(target("/client", "view=users")).toBeUndefined();
  });

  it("keeps an id that needs escaping in one segment", () => {
    expect(target("/admin", "view=reports&id=a/b")).toBe("/admin/reports/a%2Fb");
  });
});

describe("activeEntry", () => {
  it("picks the deepest entry the path is in, and the dashboard only on its own path", () => {
    expect(activeEntry(navigation.admin, "/admin")).toBe("dashboard");
    expect(activeEntry(navigation.admin, "/admin/reports/x")).toBe("reports");
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
