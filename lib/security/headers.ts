// Security headers: one definition used by next.config.ts (static pages) and proxy.ts (portal pages, with a nonce).

import { portalRoutes } from "../portal/navigation";

/** The only external origin the site embeds: the office map on /contact. */
export const mapOrigin = "https://www.openstreetmap.org";

/** Pages rendered per request, whose CSP the proxy sets with a nonce instead of next.config.ts. */
export const portalPaths = portalRoutes;

/** A route pattern as a regular expression body: "[id]" stands for any one path segment. */
const patternSource = (route: string) =>
  route
    .slice(1)
    .split("/")
    .map((part) => (/^\[[^\]/]+\]$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");

const portalAlternatives = portalPaths.map(patternSource).join("|");
const portalPage = new RegExp(`^/(?:${portalAlternatives})/?$`);

/**
 * Whether the path is one of those pages. A path matching no route (/admin/no-such-view) is answered with the
 * prerendered 404 page, whose scripts carry no nonce, so it keeps the static pages' policy.
 */
export function isPortalPage(pathname: string): boolean {
  return portalPage.test(pathname);
}

/**
 * The same rule as a next.config.ts `headers()` source: every path except the portal pages and the API gets the
 * static policy. A header from next.config.ts replaces the one a route handler sets, so the API (route handlers
 * only, app/api/[[...path]] answering the rest) is left to set its own: `apiPolicy`, or a download's.
 */
export const staticPolicySource = `/((?!(?:${portalAlternatives})/?$|api(?:/|$)).*)`;

/** The API's answers are data, never a page: nothing may load, run or frame them. Downloads use it too. */
export const apiPolicy = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * A file shown in the page (an image, or a PDF in the browser's own viewer in a frame): still a sandbox that runs
 * nothing, framed only by our own pages; only its own images and inline styles load, as that viewer needs.
 */
export const inlineFilePolicy =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

export function contentSecurityPolicy({ nonce, dev, https }: { nonce?: string; dev: boolean; https: boolean }): string {
  const script = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
    : // Statically rendered pages carry inline hydration data and cannot know a per-request nonce.
      "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src ${script}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // Our own: a PDF shown in the portal's preview frame (served with inlineFilePolicy).
    `frame-src 'self' ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export function baseSecurityHeaders({ https }: { https: boolean }): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    {
      key: "Permissions-Policy",
      value:
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()",
    },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
