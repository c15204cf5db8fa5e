import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isPortalPage, portalPaths, staticPolicySource } from "@/lib/security/headers";

// next.config.ts headers() sources are compiled by this library; the test compiles ours the same way.
const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as {
  pathToRegexp: (source: string) => RegExp;
};

// Each route with its dynamic segments filled in, as a browser would ask for it.
const concrete = portalPaths.map((route) => route.replace(/\[[^\]]+\]/g, "0b7c1f6e-5a2d-4d7e-9f1a-3c2b1a0d9e8f"));

describe("isPortalPage", () => {
  it("is true for each portal page, with or without a trailing slash", () => {
    for (const page of concrete) {
      expect(isPortalPage(page), page).toBe(true);
      expect(isPortalPage(`${page}/`), page).toBe(true);
    }
  });

  it("lists the segments of every role, ids included", () => {
    for (const page of ["/admin/users", "/admin/enquiries/abc", "/employee/requests/r1", "/client/requests/new"])
      expect(isPortalPage(page), page).toBe(true);
  });

  it("is false below a portal page (those paths are 404s) and for look-alikes and public pages", () => {
    for (const path of [
      "/admin/no-such-view",
      "/admin/enquiries/abc/def",
      "/admin/reports",
      "/client/requests/x/y",
      "/login/x",
      "/administrator",
      "/clients",
      "/admin/users.json",
      "/",
      "/contact",
    ])
      expect(isPortalPage(path), path).toBe(false);
  });
});

describe("staticPolicySource", () => {
  const matcher = pathToRegexp(staticPolicySource);

  it("leaves out exactly the portal pages, as isPortalPage does", () => {
    for (const page of concrete) {
      expect(matcher.test(page), page).toBe(false);
      expect(matcher.test(`${page}/`), page).toBe(false);
    }
    for (const path of ["/", "/contact", "/admin/no-such-view", "/admin/enquiries/a/b", "/login/x", "/clients"])
      expect(matcher.test(path), path).toBe(true);
  });

  it("leaves out the API, whose route handlers set their own policy, and nothing that merely starts like it", () => {
    for (const path of ["/api", "/api/", "/api/health", "/api/portal/files/0b7c1f6e", "/api/no/such/route"])
      expect(matcher.test(path), path).toBe(false);
    for (const path of ["/apis", "/api-docs", "/about/api"]) expect(matcher.test(path), path).toBe(true);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce on portal pages and inline on static pages", () => {
    const portal = contentSecurityPolicy({ nonce: "abc", dev: false, https: true });
    expect(portal).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(portal).toContain("upgrade-insecure-requests");
    const statics = contentSecurityPolicy({ dev: false, https: false });
    expect(statics).toContain("script-src 'self' 'unsafe-inline'");
    expect(statics).not.toContain("upgrade-insecure-requests");
    expect(statics).not.toContain("unsafe-eval");
  });
});
