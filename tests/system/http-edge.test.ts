// The production entry in front of Next: methods it refuses, page posts Next would answer with a 500, the client
// address it trusts, and the SITE_URL it was built for.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferredScripts } from "../../scripts/paint-first.mjs";
import { ipLimits } from "@/lib/http/rate-limit";
import { roomInCurrentWindow } from "../support/clock";
import { enquiry, send } from "../support/raw-http";
import { builtSiteUrl, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

const allowed = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const form = (origin: string, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: { origin, "content-type": "application/x-www-form-urlencoded", ...extra },
  body: "name=x",
});

describe("the production entry", () => {
  it("answers TRACE and CONNECT with 405 and the allowed methods, on pages and API routes alike", async () => {
    for (const path of ["/", "/api/health", "/no-such-page"]) {
      const response = await send(`${server.url}${path}`, { method: "TRACE" });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe(allowed);
      expect(response.body).toMatch(/^The TRACE method is not allowed/);
    }
    const connect = await send(server.url, { method: "CONNECT", headers: { host: "example.com:443" } });
    expect(connect.status).toBe(405);
    // Node's parser refuses a method it does not know before any handler runs: still a 4xx.
    const junk = await send(server.url, { method: "TRACK" });
    expect(junk.status).toBe(400);
  });

  it("refuses a cross-site form post to any page with 403 and a sentence, action header or not", async () => {
    for (const path of ["/", "/about", "/login", "/contact"]) {
      const extras: Record<string, string>[] = [
        {},
        { "next-action": "00".repeat(21) },
        { "x-forwarded-host": "evil.example" },
      ];
      for (const extra of extras) {
        const response = await send(`${server.url}${path}`, form("https://evil.example", extra));
        expect(response.status, `${path} ${JSON.stringify(extra)}`).toBe(403);
        expect(response.body).toBe("This form was not sent from our website, so it was refused.\n");
      }
    }
    for (const origin of ["null", "not a url"]) expect((await send(`${server.url}/`, form(origin))).status).toBe(403);
  });

  it("serves a form post from the site's own origin or from SITE_URL without a 5xx", async () => {
    for (const origin of [server.url, builtSiteUrl()]) {
      const response = await send(`${server.url}/`, form(origin));
      expect(response.status, origin).toBeLessThan(500);
    }
    const garbage = await send(
      `${server.url}/`,
      form(server.url, { "next-action": "abc", "content-type": "text/plain" }),
    );
    expect(garbage.status).toBe(400);
  });

  it("refuses multipart posts Next cannot read: with no boundary, or to a page without server actions", async () => {
    const multipart = (type: string, body: string, extra: Record<string, string> = {}) =>
      send(`${server.url}/`, { method: "POST", headers: { origin: server.url, "content-type": type, ...extra }, body });
    const noBoundary = await multipart("multipart/form-data", "garbage");
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toBe("The form could not be read: it has no boundary.\n");
    const wellFormed = '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--zz--\r\n';
    for (const body of ["garbage", wellFormed]) {
      const response = await multipart("multipart/form-data; boundary=zz", body);
      expect(response.status).toBe(400);
      expect(response.body).toBe("This page does not take form uploads.\n");
    }
    // With an action header Next answers itself (unknown or foreign action): never a 5xx.
    for (const type of ["multipart/form-data; boundary=zz", "text/plain", "application/json"]) {
      for (const id of ["abc", "40".repeat(21)]) {
        expect((await multipart(type, "garbage", { "next-action": id })).status, `${type} ${id}`).toBeLessThan(500);
      }
    }
  });

  it("refuses a page post over 1 MB with 413, and one of unknown length with 411", async () => {
    // The length alone decides: the answer comes before any of the body is read, so none is sent (a client still
    // writing a megabyte when the server answers and closes may see EPIPE before it reads the answer).
    const big = await send(`${server.url}/`, {
      ...form(server.url, { "content-length": String(1024 * 1024 + 1) }),
      body: undefined,
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatch(/at most 1 MB/);
    const chunked = await send(`${server.url}/`, { ...form(server.url, { "transfer-encoding": "chunked" }) });
    expect(chunked.status).toBe(411);
  });

  it("ignores a client's X-Forwarded-For with no trusted proxy: a sixth enquiry from one socket hits the limit", async () => {
    await roomInCurrentWindow(ipLimits.contact.windowSeconds);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const response = await send(`${server.url}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: builtSiteUrl(),
          "x-forwarded-for": `198.51.100.${n + 1}`,
        },
        body: enquiry(n, randomUUID()),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

/** A GET with its body as bytes (the gzipped body is not text). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

describe("static pages from memory", () => {
  const perAnswer = ["date", "connection", "keep-alive", "transfer-encoding", "content-length"];
  const lasting = (headers: http.IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.includes(name)));

  it("answers a static page again with Next's own headers and compressed body, without Next", async () => {
    // An encoding list of its own: a variant of the page no other test has asked for.
    const gzip = { "accept-encoding": `gzip, x-${randomUUID()}` };
    const first = await get("/privacy", gzip);
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    // Next compresses as it sends: chunked, no length.
    expect(first.headers["transfer-encoding"]).toBe("chunked");
    const again = await get("/privacy", gzip);
    expect(again.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(again.headers["content-length"])).toBe(again.body.length);
    expect(lasting(again.headers)).toEqual(lasting(first.headers));
    expect(gunzipSync(again.body).toString()).toBe(gunzipSync(first.body).toString());
    expect(gunzipSync(again.body).toString()).toContain("Privacy");
  });

  it("sends to Next a request with a session cookie, a query, React's headers or a condition", async () => {
    const gzip = { "accept-encoding": `gzip, x-${randomUUID()}` };
    await get("/privacy", gzip);
    const kept = await get("/privacy", gzip);
    expect(kept.headers["transfer-encoding"]).toBeUndefined();
    const signedIn = await get("/privacy", { ...gzip, cookie: "nexora_session=not-a-seal" });
    // The proxy ran: it drops the unreadable cookie.
    expect(String(signedIn.headers["set-cookie"])).toMatch(/^nexora_session=;/);
    expect(signedIn.headers["transfer-encoding"]).toBe("chunked");
    expect((await get("/privacy?from=mail", gzip)).headers["transfer-encoding"]).toBe("chunked");
    // Next answers React's navigation request itself (a redirect to its cache-busting address, or the payload).
    const rsc = await get("/privacy", { ...gzip, rsc: "1" });
    expect(rsc.status === 200 && String(rsc.headers["content-type"]).startsWith("text/html")).toBe(false);
    const revalidated = await get("/privacy", { ...gzip, "if-none-match": String(kept.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it("keeps no page that is not static: the sign-in page is answered by Next each time", async () => {
    const gzip = { "accept-encoding": `gzip, x-${randomUUID()}` };
    for (let i = 0; i < 2; i++) {
      const login = await get("/login", gzip);
      expect(login.status).toBe(200);
      expect(login.headers["transfer-encoding"]).toBe("chunked");
    }
  });
});

describe("scripts after the first paint", () => {
  it("a static page names its scripts only in the loader at the end of its body, gzipped or not", async () => {
    for (const encoding of ["gzip", "identity"]) {
      // An encoding list of its own, so the page comes from Next and not from memory.
      const page = await get("/about", { "accept-encoding": `${encoding}, x-${randomUUID()}` });
      expect(page.status).toBe(200);
      const html = (encoding === "gzip" ? gunzipSync(page.body) : page.body).toString();
      expect(page.headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
      if (page.headers["content-length"]) expect(Number(page.headers["content-length"])).toBe(page.body.length);
      expect(html).not.toMatch(/<script[^>]*\sasync/);
      expect(html).not.toMatch(/<link[^>]*as="script"/);
      expect(html).toMatch(/\)<\/script><\/body><\/html>$/);
      const scripts = deferredScripts(html);
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.some((src) => src.includes("turbopack"))).toBe(true);
      // Every one of them is there to load.
      for (const src of scripts) expect((await get(src)).status, src).toBe(200);
      expect(html).toContain("Nexora");
    }
  });

  it("a page rendered per request gets a loader with the nonce its policy allows", async () => {
    const page = await get("/login", { "accept-encoding": "gzip" });
    expect(page.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const html = gunzipSync(page.body).toString();
    expect(html).not.toMatch(/<script[^>]*\sasync/);
    expect(html).toContain(`<script nonce="${nonce}">(function(){var h=document.documentElement`);
    expect(html).toContain("(function(u){");
    expect(deferredScripts(html).length).toBeGreaterThan(3);
  });

  it("scripts and other answers are still compressed when the client accepts it, and only then", async () => {
    const html = gunzipSync((await get("/about", { "accept-encoding": "gzip" })).body).toString();
    const script = deferredScripts(html).find((src) => src.includes("turbopack"));
    expect(script).toBeTruthy();
    const gzipped = await get(String(script), { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await get(String(script), { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });
});

describe("SITE_URL", () => {
  it("a server started with another SITE_URL than its build refuses to start and says how to fix it", async () => {
    const built = builtSiteUrl();
    const other = await startServer({ env: { SITE_URL: "https://www.nexora.example/" }, readyWithin: 0 });
    expect(await other.exited()).toBe(1);
    expect(other.output()).toContain(
      `This build was made for SITE_URL=${built} but the server was started with SITE_URL=https://www.nexora.example; ` +
        `rebuild with SITE_URL=https://www.nexora.example npm run build, or start the server with SITE_URL=${built}.`,
    );
  });
});
