import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKey, keepable, sessionCookiePattern } from "../../scripts/page-cache.mjs";

const sessionCookie = sessionCookiePattern(["nexora_session", "__Host-nexora_session"]);
const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers }) as unknown as IncomingMessage;
const key = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  cacheKey(request(url, headers, method), sessionCookie);

describe("cacheKey", () => {
  it("keys a plain anonymous page request by its path and accepted encodings", () => {
    expect(key("/about", { "accept-encoding": "gzip, deflate, br" })).toBe("/about\ngzip,deflate,br");
    expect(key("/about", { "accept-encoding": "GZIP,deflate, br" })).toBe("/about\ngzip,deflate,br");
    expect(key("/about")).toBe("/about\n");
    expect(key("/", { cookie: "theme=dark; nexora_sessionx=1" })).toBe("/\n");
  });

  it("sends to Next whatever can change the answer", () => {
    expect(key("/about", {}, "HEAD")).toBeNull();
    expect(key("/about", {}, "POST")).toBeNull();
    expect(key("/about?ref=mail")).toBeNull();
    expect(key("/api/health")).toBeNull();
    expect(key("/_next/static/chunks/a.js")).toBeNull();
    expect(key("*")).toBeNull();
    for (const name of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"]) {
      expect(key("/about", { [name]: "1" }), name).toBeNull();
    }
    expect(key("/about", { "next-url": "/contact" })).toBeNull();
    expect(key("/about", { "if-none-match": '"abc"' })).toBeNull();
    expect(key("/about", { "if-modified-since": "Fri, 27 Nov 2026 00:00:00 GMT" })).toBeNull();
    expect(key("/about", { range: "bytes=0-10" })).toBeNull();
  });

  it("never keys a request carrying a session cookie, over HTTP or HTTPS", () => {
    expect(key("/about", { cookie: "nexora_session=abc" })).toBeNull();
    expect(key("/about", { cookie: "theme=dark;  __Host-nexora_session=abc" })).toBeNull();
  });
});

describe("keepable", () => {
  const page = { "cache-control": "s-maxage=31536000", "content-type": "text/html; charset=utf-8" };
  it("keeps a 200 page prerendered for the life of the build", () => {
    expect(keepable(200, page)).toBe(true);
  });
  it("keeps nothing else", () => {
    expect(keepable(404, page)).toBe(false);
    expect(keepable(200, { ...page, "set-cookie": ["a=b"] })).toBe(false);
    expect(keepable(200, { ...page, "cache-control": "s-maxage=60, stale-while-revalidate=31535940" })).toBe(false);
    expect(keepable(200, { ...page, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBe(
      false,
    );
    expect(keepable(200, { ...page, "content-type": "text/x-component" })).toBe(false);
  });
});
