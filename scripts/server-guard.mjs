// @ts-check
// What the production entry (server.mjs) settles before Next sees a request: the client address the app may trust,
// the requests Next itself would answer with its 500 page (refused here with a 4xx and a plain sentence, or sent to
// their canonical path), and the Content-Length Next drops from a route handler's answer.
import { readFileSync } from "node:fs";
import path from "node:path";

export const allowedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// Next's own limit for a server action's body (serverActions.bodySizeLimit, 1 MB by default).
const pageBodyLimit = 1024 * 1024;
const clientForwardedHeaders = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/** @typedef {{ status: number, message: string, headers?: Record<string, string> }} Refusal */
/** @typedef {{ host: string, actionPages: RegExp[] }} Site */

/** @param {string | string[] | undefined} value */
const first = (value) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

/**
 * Makes X-Forwarded-For end with the address the socket saw, so lib/http/client-ip.ts can count trusted hops from
 * the right. With no trusted proxy nothing a client wrote is kept: Next fills the other X-Forwarded-* headers itself.
 * @param {import("node:http").IncomingMessage} request
 * @param {number} trustedHops
 */
export function trustForwardedHeaders(request, trustedHops) {
  const address = request.socket.remoteAddress ?? "";
  if (trustedHops === 0) {
    request.headers["x-forwarded-for"] = address;
    for (const name of clientForwardedHeaders) delete request.headers[name];
    return;
  }
  const chain = [request.headers["x-forwarded-for"] ?? []].flat().join(", ").trim();
  request.headers["x-forwarded-for"] = chain ? `${chain}, ${address}` : address;
}

/**
 * "[id]" → one segment, "[...slug]" → one or more, "[[...slug]]" → any number: the route as a RegExp source.
 * @param {string} route
 */
function routePattern(route) {
  const segments = route
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/.*)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
      if (/^\[.+\]$/.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  return `^${segments.join("") || "/"}/?(?:\\?.*)?$`;
}

/**
 * The pages of the build that have server actions (the only ones a form may post multipart data to).
 * @param {string} distDir
 * @returns {RegExp[]}
 */
export function actionPages(distDir) {
  const read = (/** @type {string} */ file) => JSON.parse(readFileSync(path.join(distDir, file), "utf8"));
  /** @type {Record<string, { workers?: Record<string, unknown> }>} */
  const actions = read("server/server-reference-manifest.json").node ?? {};
  const routes = read("app-path-routes-manifest.json");
  const workers = new Set(Object.values(actions).flatMap((action) => Object.keys(action.workers ?? {})));
  return [...workers].flatMap((worker) => {
    const route = routes[worker.replace(/^app/, "")];
    return route ? [new RegExp(routePattern(route))] : [];
  });
}

/** @param {string} origin */
function originHost(origin) {
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * The host Next compares a form post's Origin with: the proxy's X-Forwarded-Host, else Host (action-handler).
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
function servedHost(headers) {
  return first(headers["x-forwarded-host"]) ?? headers.host;
}

/**
 * A refusal `{ status, message, headers? }` for a request Next would turn into a 500, or undefined to pass it on.
 * API routes (/api/...) check origin and size themselves and answer JSON, so only pages are looked at here.
 * `site` is `{ host: SITE_URL's host, actionPages }`. Call after trustForwardedHeaders.
 * @param {import("node:http").IncomingMessage} request
 * @param {Site} site
 * @returns {Refusal | undefined}
 */
export function refusal(request, site) {
  const { method = "", headers } = request;
  if (!allowedMethods.includes(method)) {
    return {
      status: 405,
      message: `The ${method} method is not allowed; this site answers ${allowedMethods.join(", ")}.`,
      headers: { Allow: allowedMethods.join(", ") },
    };
  }
  if (method !== "POST" || /^\/api(\/|\?|$)/.test(request.url ?? "")) return undefined;
  // A POST to a page is a form or a server action: Next checks its origin and size and answers 500 when they fail.
  if (headers.origin !== undefined) {
    const host = originHost(headers.origin);
    if (host === undefined || (host !== servedHost(headers) && host !== site.host)) {
      return { status: 403, message: "This form was not sent from our website, so it was refused." };
    }
  }
  const length = headers["content-length"];
  if (length === undefined && headers["transfer-encoding"] !== undefined) {
    // Browsers always send a form's length; without it the size could only be checked by reading the whole body.
    return { status: 411, message: "A form must be sent with its length (Content-Length)." };
  }
  if (Number(length) > pageBodyLimit) {
    return { status: 413, message: "The form is too large: at most 1 MB can be sent." };
  }
  // Next reads any multipart post to a page as a possible server action, and a body it cannot parse is a 500.
  const type = headers["content-type"] ?? "";
  if (/^multipart\/form-data/i.test(type)) {
    if (!/;\s*boundary=/i.test(type))
      return { status: 400, message: "The form could not be read: it has no boundary." };
    const hasActions = site.actionPages.some((page) => page.test(request.url ?? ""));
    if (!hasActions && headers["next-action"] === undefined) {
      return { status: 400, message: "This page does not take form uploads." };
    }
  }
  return undefined;
}

// RFC 3986 unreserved characters: encoded or not, they name the same resource (section 6.2.2.2).
const unreserved = /^[A-Za-z0-9._~-]$/;
// Encoded, these could only smuggle a separator or a control character past a proxy's reading of the path.
const unnamable = /^[\x00-\x1f\x7f/\\]$/;

/** @param {string} path */
function isUtf8(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the entry does with a request's path before Next sees it: undefined to pass it on, a 308 answer `{ status,
 * message, headers: { Location } }` to its canonical form when unreserved characters were percent-encoded (/%61bout
 * is /about), or a 400 refusal for a path no page can have: a broken escape or one that is not UTF-8, an encoded
 * slash, backslash or control character, a dot segment once decoded, or a leading "//" (which a redirect would turn
 * into another host). Next itself answers such paths with a 500, the encoded letters after re-routing them in a loop.
 */
/**
 * @param {string | undefined} url
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | undefined}
 */
export function pathCanonical(url) {
  if (!url?.startsWith("/")) return undefined;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes("%")) return undefined;
  let broken = false;
  const decoded = path.replace(
    /%([0-9A-Fa-f]{2})?/g,
    (/** @type {string} */ escape, /** @type {string | undefined} */ hex) => {
      const char = hex === undefined ? "" : String.fromCharCode(Number.parseInt(hex, 16));
      if (!char || unnamable.test(char)) broken = true;
      return unreserved.test(char) ? char : escape;
    },
  );
  const refused = { status: 400, message: "This address cannot be read: it has an encoded character no page uses." };
  if (broken || !isUtf8(decoded) || decoded.startsWith("//") || /\/\.\.?(?:\/|$)/.test(decoded)) return refused;
  if (decoded === path) return undefined;
  const location = decoded + (query === -1 ? "" : url.slice(query));
  return { status: 308, message: `This page is at ${location}.`, headers: { Location: location } };
}

/**
 * Next streams a route handler's body and drops the Content-Length it was given; a response that also states its
 * length in this header (lib/http/responses.ts names it too) gets Content-Length back as its headers go out, unless
 * it is compressed on the way. The header itself never leaves the server.
 */
export const bodyLengthHeader = "x-nexora-body-length";

/** @param {import("node:http").ServerResponse} response */
export function restoreContentLength(response) {
  const writeHead = response.writeHead;
  /** @this {import("node:http").ServerResponse} @param {any[]} args */
  function withLength(...args) {
    const length = this.getHeader(bodyLengthHeader);
    if (length !== undefined) {
      this.removeHeader(bodyLengthHeader);
      const value = String(length);
      if (/^\d+$/.test(value) && !this.hasHeader("content-encoding")) this.setHeader("Content-Length", value);
    }
    return writeHead.apply(this, /** @type {any} */ (args));
  }
  response.writeHead = /** @type {any} */ (withLength);
}
