// Redirects only (optimistic: reads the cookie, never the database; pages re-check), plus the portal's nonce CSP.
import { nextProxyCookies } from "iron-session";
import { NextResponse, type NextRequest } from "next/server";
import { destroySession, readSession } from "@/lib/auth/cookie";
import { siteUsesHttps } from "@/lib/env";
import { roles } from "@/lib/auth/roles";
import { crossRoleTarget, legacyViewTarget } from "@/lib/portal/paths";
import { contentSecurityPolicy, isPortalPage } from "@/lib/security/headers";

const dashboards = roles.map((role) => `/${role}`);
const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Read-only here: the response that may clear the cookie does not exist yet.
  const { present, data } = await readSession({ read: (name) => request.cookies.get(name)?.value, write: () => {} });
  const role = data?.role ?? null;
  const dashboard = dashboards.find((d) => under(pathname, d));
  const expiredNotice = under(pathname, "/login") && searchParams.get("expired") === "1";

  // An old single-page dashboard link (/admin?view=users), as mails sent long ago carry: its view is a route segment
  // now, for good (308). Nothing builds such links any more.
  const legacy = role && dashboard === `/${role}` ? legacyViewTarget(pathname, searchParams) : undefined;

  let response: NextResponse;
  if (role && !expiredNotice && dashboard !== `/${role}`) {
    // A link into another role's portal (a colleague's /client/requests/X) opens the same record in this role's.
    const target = dashboard ? crossRoleTarget(pathname, request.nextUrl.search, role) : `/${role}`;
    response = NextResponse.redirect(new URL(target, request.url));
  } else if (!role && dashboard) {
    response = NextResponse.redirect(new URL("/login", request.url));
  } else if (legacy) {
    response = NextResponse.redirect(new URL(legacy, request.url), 308);
  } else if (isPortalPage(pathname)) {
    // The nonce goes on the request too: Next reads it from there and stamps its own scripts with it.
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    const csp = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV !== "production", https: siteUsesHttps() });
    const headers = new Headers(request.headers);
    headers.set("Content-Security-Policy", csp);
    response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", csp);
  } else {
    response = NextResponse.next();
  }
  // An unreadable or expired cookie, or the page telling us the server no longer accepts it: drop it.
  if (present && (!role || expiredNotice)) await destroySession(nextProxyCookies(request, response));
  return response;
}

export const config = {
  matcher: [
    "/login/:path*",
    "/admin/:path*",
    "/employee/:path*",
    "/client/:path*",
    "/vendor/:path*",
    // Every other page, only when a session cookie is sent: anonymous visitors never run the proxy.
    {
      source:
        "/((?!(?:api|_next|login|admin|employee|client|vendor)(?:/|$)|(?:robots\\.txt|sitemap\\.xml|favicon\\.ico)$|(?:icon|apple-icon|opengraph-image|twitter-image)(?:[-.][^/]*)?$|.*\\.[A-Za-z0-9]+$).*)",
      has: [{ type: "cookie", key: "nexora_session" }],
    },
    {
      source:
        "/((?!(?:api|_next|login|admin|employee|client|vendor)(?:/|$)|(?:robots\\.txt|sitemap\\.xml|favicon\\.ico)$|(?:icon|apple-icon|opengraph-image|twitter-image)(?:[-.][^/]*)?$|.*\\.[A-Za-z0-9]+$).*)",
      has: [{ type: "cookie", key: "__Host-nexora_session" }],
    },
  ],
};
