// Builds requests for route handlers the way a browser on the site (or a curl user) would send them.
export const siteUrl = "http://localhost:3000";

type Options = {
  origin?: string | null;
  fetchSite?: string;
  cookie?: string;
  ip?: string;
  contentType?: string | null;
  rawBody?: BodyInit;
};

export function post(path: string, body?: unknown, options: Options = {}): Request {
  const headers = new Headers();
  const origin = options.origin === undefined ? siteUrl : options.origin;
  if (origin !== null) headers.set("origin", origin);
  if (options.fetchSite) headers.set("sec-fetch-site", options.fetchSite);
  const contentType =
    options.contentType === undefined ? (body === undefined ? null : "application/json") : options.contentType;
  if (contentType) headers.set("content-type", contentType);
  if (options.cookie) headers.set("cookie", options.cookie);
  headers.set("x-forwarded-for", options.ip ?? "203.0.113.10");
  headers.set("user-agent", "vitest");
  const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Request(`${siteUrl}${path}`, { method: "POST", headers, body: payload });
}

/** "name=value" pairs of every Set-Cookie with a value, ready for a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
