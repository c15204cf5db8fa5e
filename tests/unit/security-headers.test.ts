import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isPortalPage, portalPaths } from "@/lib/security/headers";

describe("isPortalPage", () => {
  it("is true for each portal page, with or without a trailing slash", () => {
    for (const page of portalPaths) {
      expect(isPortalPage(page)).toBe(true);
      expect(isPortalPage(`${page}/`)).toBe(true);
    }
  });

  it("is false below a portal page (those paths are 404s) and for look-alikes and public pages", () => {
    for (const path of ["/admin/no-such-view", "/login/x", "/administrator", "/clients", "/", "/contact"])
      expect(isPortalPage(path)).toBe(false);
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
