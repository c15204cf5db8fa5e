// @ts-check
// The production server's memory of its static pages. A page prerendered at build time (Cache-Control
// `s-maxage=31536000`: it never changes while this build runs) is answered by Next once per form of the request
// that can change it, and then from memory: Next's own status and headers and the body as it went out (its scripts
// moved behind the first paint, compressed), without running Next's router, the rewrite or the compression again.
// Only anonymous, plain requests are answered so: GET without a query, without React's navigation headers, without a
// session cookie and without a conditional header (Next answers those with its 304). Anything else, and every page
// that is not static, goes to Next as before.

/** The request headers Next answers a page differently for (its Vary header), besides Accept-Encoding. */
const navigationHeaders = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
];
const conditionalHeaders = ["if-none-match", "if-modified-since", "range"];
/** What Next sends for a page prerendered for the life of the build. */
const staticCacheControl = "s-maxage=31536000";
/** Different Accept-Encoding values kept per page; more are answered by Next each time. */
const variantsPerPage = 4;
const largestBody = 1024 * 1024;
const perAnswer = new Set(["content-length", "transfer-encoding", "connection", "date", "keep-alive"]);

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} CachedPage
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 */

/**
 * A pattern finding any of the session cookie's names in a Cookie header.
 * @param {readonly string[]} names
 */
export function sessionCookiePattern(names) {
  return new RegExp(`(?:^|;)\\s*(?:${names.map(escape).join("|")})=`);
}

/**
 * The key a request's page is kept under, or null when the request must go to Next.
 * @param {Request} request
 * @param {RegExp} sessionCookie finds the session cookie (sessionCookiePattern)
 * @returns {string | null}
 */
export function cacheKey(request, sessionCookie) {
  if (request.method !== "GET") return null;
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.includes("?") || url.startsWith("/api/") || url.startsWith("/_next/")) return null;
  const headers = request.headers;
  if (navigationHeaders.some((name) => name in headers) || conditionalHeaders.some((name) => name in headers)) {
    return null;
  }
  if (headers.cookie && sessionCookie.test(headers.cookie)) return null;
  const encoding = (headers["accept-encoding"] ?? "").toLowerCase().replace(/\s+/g, "");
  return `${url}\n${encoding}`;
}

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether Next's answer may be kept: a 200 for a page prerendered for the life of the build, setting no cookie.
 * @param {number} status
 * @param {Record<string, unknown>} headers Next's response headers, names in lower case
 */
export function keepable(status, headers) {
  if (status !== 200 || "set-cookie" in headers) return false;
  const cacheControl = String(headers["cache-control"] ?? "");
  return cacheControl === staticCacheControl && String(headers["content-type"] ?? "").startsWith("text/html");
}

export class PageCache {
  /** @type {Map<string, CachedPage>} */
  #pages = new Map();
  /** @type {Map<string, number>} */
  #variants = new Map();
  #sessionCookie;

  /** @param {readonly string[]} sessionCookies the session cookie's names */
  constructor(sessionCookies) {
    this.#sessionCookie = sessionCookiePattern(sessionCookies);
  }

  /**
   * Answers the request from memory when its page is kept; otherwise returns a function that, called before Next
   * handles the request, records Next's answer if it may be kept.
   * @param {Request} request
   * @param {Response} response
   * @returns {{ served: true } | { served: false, record?: () => void }}
   */
  serve(request, response) {
    const key = cacheKey(request, this.#sessionCookie);
    if (key === null) return { served: false };
    const page = this.#pages.get(key);
    if (page) {
      response.writeHead(page.status, { ...page.headers, "Content-Length": String(page.body.length) });
      response.end(page.body);
      return { served: true };
    }
    const path = key.slice(0, key.indexOf("\n"));
    if ((this.#variants.get(path) ?? 0) >= variantsPerPage) return { served: false };
    return { served: false, record: () => this.#record(key, path, response) };
  }

  /**
   * Keeps a copy of what goes out on `response` (after the server's compression, which wraps write and end over ours).
   * @param {string} key
   * @param {string} path
   * @param {Response} response
   */
  #record(key, path, response) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let overflow = false;
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > largestBody) overflow = true;
      else chunks.push(buffer);
    };
    const write = response.write;
    const end = response.end;
    response.write = /** @type {Response["write"]} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        keep(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    response.end = /** @type {Response["end"]} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        keep(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      }
    );
    response.once("finish", () => {
      const headers = response.getHeaders();
      if (overflow || !keepable(response.statusCode, headers) || this.#pages.has(key)) return;
      /** @type {Record<string, string | string[]>} */
      const kept = {};
      // Under the names as Next spelled them (getRawHeaderNames is in Node, not in its type definitions); Node writes
      // the connection's own headers for each answer.
      const raw = /** @type {{ getRawHeaderNames(): string[] }} */ (/** @type {unknown} */ (response));
      for (const name of raw.getRawHeaderNames()) {
        const value = headers[name.toLowerCase()];
        if (value === undefined || perAnswer.has(name.toLowerCase())) continue;
        kept[name] = Array.isArray(value) ? value : String(value);
      }
      this.#pages.set(key, { status: response.statusCode, headers: kept, body: Buffer.concat(chunks) });
      this.#variants.set(path, (this.#variants.get(path) ?? 0) + 1);
    });
  }
}
