import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";
import { navigation, type PortalRole, type ViewKey } from "@/lib/portal/navigation";
import { crossRoleTarget, formerViewRedirects, legacyViewTarget, portalPath, portalUrl } from "@/lib/portal/paths";

// next.config.ts redirects are matched and filled in by this library; the test does the same.
const { match, compile } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as {
  match: (source: string) => (path: string) => false | { params: object };
  compile: (destination: string, options: { validate: boolean }) => (params: object) => string;
};

/** Where next.config.ts sends a path, or undefined when no redirect matches it. */
function redirected(path: string): string | undefined {
  for (const rule of formerViewRedirects) {
    const found = match(rule.source)(path);
    if (found) return compile(rule.destination, { validate: false })(found.params);
  }
  return undefined;
}

describe("portalPath", () => {
  it("is the href of the role's view, and of a fixed page or an id below it", () => {
    expect(portalPath("client", "requests")).toBe("/client/requests");
    expect(portalPath("client", "requests", "new")).toBe("/client/requests/new");
    expect(portalPath("employee", "requests", "5d3c")).toBe("/employee/requests/5d3c");
    expect(portalPath("admin", "enquiries", "e1")).toBe("/admin/enquiries/e1");
    expect(portalPath("vendor", "purchase-orders", "o1")).toBe("/vendor/purchase-orders/o1");
    expect(portalPath("admin", "dashboard")).toBe("/admin");
  });

  it("keeps an id in one segment", () => {
    expect(portalPath("admin", "requests", "a/b?c")).toBe("/admin/requests/a%2Fb%3Fc");
  });

  it("matches every entry of the navigation", () => {
    for (const [role, entries] of Object.entries(navigation) as [PortalRole, typeof navigation.admin][])
      for (const entry of entries) expect(portalPath(role, entry.key as ViewKey<typeof role>)).toBe(entry.href);
  });

  it("throws for a view the role lacks and for a page below a view without any", () => {
    const role = "vendor" as PortalRole;
    expect(() => portalPath(role, "requests", "r1")).toThrow("the vendor portal has no requests view");
    expect(() => portalPath("admin", "settings", "s1")).toThrow("has no pages below it");
  });
});

describe("portalUrl", () => {
  it("puts the path after the site's address", () => {
    expect(portalUrl("https://www.nexora.example", "employee", "invoices", "i1")).toBe(
      "https://www.nexora.example/employee/invoices/i1",
    );
  });
});

describe("formerViewRedirects", () => {
  it("sends the old Reports view and its pages to Enquiries, permanently", () => {
    expect(redirected("/admin/reports")).toBe("/admin/enquiries");
    expect(redirected("/admin/reports/abc")).toBe("/admin/enquiries/abc");
    expect(redirected("/admin/reportsx")).toBeUndefined();
    expect(redirected("/admin/enquiries/abc")).toBeUndefined();
    expect(formerViewRedirects.every((r) => r.permanent)).toBe(true);
  });

  it("are the redirects next.config.ts answers with", async () => {
    expect(await nextConfig.redirects?.()).toEqual(formerViewRedirects);
  });
});

describe("legacyViewTarget", () => {
  const target = (path: string, query: string) => legacyViewTarget(path, new URLSearchParams(query));

  it("sends each old ?view= link to its route segment", () => {
    expect(target("/admin", "view=users")).toBe("/admin/users");
    expect(target("/admin", "view=users&notice=added")).toBe("/admin/users?notice=added");
    expect(target("/admin", "view=reports&id=abc-1")).toBe("/admin/enquiries/abc-1");
    expect(target("/admin", "view=reports")).toBe("/admin/enquiries");
    expect(target("/admin", "view=settings")).toBe("/admin/settings");
    expect(target("/admin", "view=dashboard")).toBe("/admin");
    expect(target("/employee", "view=tasks")).toBe("/employee/requests");
    expect(target("/employee/", "view=profile")).toBe("/employee/profile");
    expect(target("/employee", "view=support")).toBe("/employee/support");
  });

  it("keeps an id as a query parameter where the view has no pages by id", () => {
    expect(target("/admin", "view=settings&id=s1")).toBe("/admin/settings?id=s1");
  });

  it("sends an unknown view to the dashboard and leaves other links alone", () => {
    expect(target("/admin", "view=nope")).toBe("/admin");
    expect(target("/admin", "view=__proto__")).toBe("/admin");
    expect(target("/admin", "")).toBeUndefined();
    expect(target("/admin/users", "view=reports")).toBeUndefined();
    expect(target("/client", "view=users")).toBeUndefined();
  });

  it("keeps an id that needs escaping in one segment", () => {
    expect(target("/admin", "view=reports&id=a/b")).toBe("/admin/enquiries/a%2Fb");
  });
});

describe("a link into another role's portal", () => {
  it("opens the same record in the signed-in role's own view", () => {
    expect(crossRoleTarget("/client/requests/r-1", "", "employee")).toBe("/employee/requests/r-1");
    expect(crossRoleTarget("/client/requests/r-1", "", "admin")).toBe("/admin/requests/r-1");
    expect(crossRoleTarget("/employee/requests/r-1/", "", "client")).toBe("/client/requests/r-1");
    expect(crossRoleTarget("/client/projects/p-1", "", "admin")).toBe("/admin/projects/p-1");
    expect(crossRoleTarget("/admin/projects/p-1", "", "client")).toBe("/client/projects/p-1");
    expect(crossRoleTarget("/vendor/purchase-orders/o-1", "", "employee")).toBe("/employee/purchase-orders/o-1");
    expect(crossRoleTarget("/employee/invoices/i-1", "", "vendor")).toBe("/vendor/invoices/i-1");
  });

  it("keeps the list and its filters, and goes to the list for a page the role lacks", () => {
    expect(crossRoleTarget("/client/requests", "?status=open", "admin")).toBe("/admin/requests?status=open");
    expect(crossRoleTarget("/client/requests/new", "", "employee")).toBe("/employee/requests");
    expect(crossRoleTarget("/employee/requests/new", "", "client")).toBe("/client/requests/new");
  });

  it("lands on the role's overview where it has no such view", () => {
    expect(crossRoleTarget("/client/requests/r-1", "", "vendor")).toBe("/vendor");
    expect(crossRoleTarget("/admin/users", "", "employee")).toBe("/employee");
    expect(crossRoleTarget("/admin/enquiries/e-1", "", "client")).toBe("/client");
    expect(crossRoleTarget("/client", "", "admin")).toBe("/admin");
    expect(crossRoleTarget("/client/requests/r-1/extra", "", "admin")).toBe("/admin");
    expect(crossRoleTarget("/__proto__/requests/r-1", "", "admin")).toBe("/admin");
  });
});
