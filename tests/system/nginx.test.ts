// deploy/nginx.conf in front of the built server, as ops run it (scripts/nginx-local.mjs): what its microcache keeps,
// and what it must never keep or serve to someone else. Skipped where nginx is not installed; .ci/run installs it.
import { randomUUID } from "node:crypto";
import https from "node:https";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx, startNginx } from "../../scripts/nginx-local.mjs";
import { ipLimits } from "@/lib/http/rate-limit";
import { roomInCurrentWindow } from "../support/clock";
import { enquiry, send } from "../support/raw-http";
import { builtSiteUrl, freePort, startServer, type RunningServer } from "../support/server";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const nginx = findNginx();
let app: RunningServer;
let proxy: Awaited<ReturnType<typeof startNginx>>;
let proxyPort: number;

/** A request to nginx over HTTPS (its certificate is a throwaway one), on a connection of its own. */
function viaNginx(
  path: string,
  { method = "GET", headers = {} as Record<string, string>, body = undefined as string | undefined } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host: "localhost", port: proxyPort, path, method, headers, rejectUnauthorized: false, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
const gzip = { "accept-encoding": "gzip" };
const cacheStatus = (answer: Answer) => answer.headers["x-cache"];

describe.skipIf(!nginx)("deploy/nginx.conf in front of the app", () => {
  beforeAll(async () => {
    app = await startServer({ env: { TRUSTED_PROXY_HOPS: "1" } });
    proxyPort = await freePort();
    proxy = await startNginx(nginx as string, { appPort: app.port, listenPort: proxyPort });
  });
  afterAll(async () => {
    await proxy?.stop();
    expect(await app?.stop()).toBe(0);
  });

  it("keeps a public page and serves the app's own gzipped bytes from then on", async () => {
    const first = await viaNginx("/about", { headers: gzip });
    const second = await viaNginx("/about", { headers: gzip });
    expect(first.status).toBe(200);
    expect([cacheStatus(first), cacheStatus(second)]).toEqual(["MISS", "HIT"]);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.body.equals(first.body)).toBe(true);
    const direct = await send(`${app.url}/about`);
    expect(gunzipSync(second.body).toString()).toBe(direct.body);
    expect(direct.body).toContain("</html>");
  });

  it("keeps a plain copy apart for a client without gzip", async () => {
    const first = await viaNginx("/contact", { headers: gzip });
    const plain = await viaNginx("/contact");
    const plainAgain = await viaNginx("/contact");
    expect(cacheStatus(first)).toBe("MISS");
    expect([cacheStatus(plain), cacheStatus(plainAgain)]).toEqual(["MISS", "HIT"]);
    expect(plainAgain.headers["content-encoding"]).toBeUndefined();
    expect(plainAgain.body.toString()).toBe(gunzipSync(first.body).toString());
  });

  it("never serves a page's router payload as the page, nor the page as its payload", async () => {
    // Next sends a payload request without its cache-busting parameter to the address that has it.
    const redirect = await viaNginx("/solutions/ai/automation", { headers: { rsc: "1" } });
    expect(redirect.status).toBe(307);
    const path = String(redirect.headers.location);
    expect(path).toMatch(/^\/solutions\/ai\/automation\?_rsc/);
    for (let round = 0; round < 2; round++) {
      const payload = await viaNginx(path, { headers: { rsc: "1" } });
      const page = await viaNginx(path);
      expect(payload.status).toBe(200);
      expect(payload.headers["content-type"]).toMatch(/^text\/x-component/);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      if (round === 1) expect([cacheStatus(payload), cacheStatus(page)]).toEqual(["HIT", "HIT"]);
    }
  });

  it("never caches the API, sign-in or the portal", async () => {
    for (const path of ["/api/health", "/login", "/account", "/admin", "/employee", "/client", "/vendor/invoices"]) {
      for (let round = 0; round < 2; round++) {
        const answer = await viaNginx(path, { headers: gzip });
        expect(answer.status, path).toBeLessThan(500);
        expect(cacheStatus(answer), path).toBeUndefined();
      }
    }
  });

  it("passes a visitor with the session cookie to the app, and never stores what the app told them", async () => {
    for (const cookie of ["__Host-nexora_session=x", "theme=dark; nexora_session=x"]) {
      const answer = await viaNginx("/", { headers: { ...gzip, cookie } });
      expect(answer.status).toBe(200);
      expect(cacheStatus(answer), cookie).toBe("BYPASS");
    }
    // The signed-in answers above were not stored: the first anonymous request still finds nothing.
    expect(cacheStatus(await viaNginx("/", { headers: gzip }))).toBe("MISS");
    // Another site's cookie, or one whose name only ends in the session's, does not turn the cache off.
    const other = await viaNginx("/", { headers: { ...gzip, cookie: "my_nexora_session=x" } });
    expect(cacheStatus(other)).toBe("HIT");
  });

  it("never stores a form post or an answer the app marks private", async () => {
    const post = await viaNginx("/contact", { method: "POST", headers: { "content-type": "text/plain" } });
    expect(post.status).toBeLessThan(500);
    expect(["BYPASS", undefined]).toContain(cacheStatus(post));
    for (let round = 0; round < 2; round++) {
      const missing = await viaNginx("/no-such-page", { headers: gzip });
      expect(missing.status).toBe(404);
      expect(missing.headers["cache-control"]).toMatch(/no-store/);
      expect(cacheStatus(missing)).toBe("MISS");
    }
  });

  it("has the app count a visitor's enquiries by the address nginx saw, not by their X-Forwarded-For", async () => {
    await roomInCurrentWindow(ipLimits.contact.windowSeconds);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const answer = await viaNginx("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", origin: builtSiteUrl(), "x-forwarded-for": `198.51.100.${n}` },
        body: enquiry(n, randomUUID()),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("answers a method the app does not serve with 405, naming the ones it does", async () => {
    const trace = await viaNginx("/about", { method: "TRACE" });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });
});
