// Percent-encoded paths at the production entry: every route of the build, with letters encoded, is sent to its plain
// path; encoded slashes and other paths no page can have are a 400; nothing answers 5xx or loops inside Next.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, type RawResponse } from "../support/raw-http";
import { distDir, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  agent.destroy();
  expect(await server?.stop()).toBe(0);
});

/** GET with the path sent exactly as written (a URL string would have its dot segments resolved first). */
function get(target: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, path: target, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}
const hex = (char: string, upper = false) => {
  const code = `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`;
  return upper ? code.toUpperCase() : code;
};

/** Every route of the build (pages, API routes, metadata files) with its dynamic segments filled in. */
function builtRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8")) as Record<
    string,
    string
  >;
  const filled = Object.values(manifest)
    .filter((route) => route !== "/" && !route.startsWith("/_"))
    .map((route) =>
      route
        .replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "no-such-page")
        .replace(/\[[^\]]+\]/g, "0b7c1f6e-5a2d-4d7e-9f1a-3c2b1a0d9e8f"),
    );
  return [...new Set(filled)].sort();
}

/** The route with the first letter of its first segment encoded, and with every character of its last segment. */
function encodedForms(route: string): string[] {
  const segments = route.split("/");
  const last = segments.length - 1;
  const first = `/${hex(route[1] ?? "")}${route.slice(2)}`;
  const lastEncoded = [...segments.slice(0, last), [...(segments[last] ?? "")].map((c) => hex(c, true)).join("")];
  return [first, lastEncoded.join("/")];
}

describe("percent-encoded paths", () => {
  const routes = builtRoutes();

  it("reads the routes from the build: marketing pages, sign-in, each role's home and the API", () => {
    for (const route of ["/about", "/contact", "/login", "/admin", "/employee", "/client", "/vendor"])
      expect(routes).toContain(route);
    expect(routes.filter((route) => route.startsWith("/api/")).length).toBeGreaterThanOrEqual(10);
  });

  it("sends each route with encoded letters to its plain path (308), which answers without a 5xx", async () => {
    for (const route of routes) {
      const plain = await get(route);
      expect(plain.status, route).toBeLessThan(500);
      for (const encoded of encodedForms(route)) {
        const response = await get(encoded);
        expect([response.status, response.headers.location], encoded).toEqual([308, route]);
      }
    }
  });

  it("keeps the query and the method: /%61bout?x=1 goes to /about?x=1, a POST to /api/%63ontact stays a POST", async () => {
    const about = await get("/%61bout?x=%61");
    expect([about.status, about.headers.location]).toEqual([308, "/about?x=%61"]);
    expect((await get("/about")).status).toBe(200);
    const post = await send(`${server.url}/api/%63ontact`, { method: "POST", body: "{}" });
    expect([post.status, post.headers.location]).toEqual([308, "/api/contact"]);
  });

  it("refuses encoded slashes, broken or non-UTF-8 escapes and dot segments with 400", async () => {
    const refused = [
      "/admin%2fusers",
      "/api%2Fhealth",
      "/api/portal%2ffiles",
      "/about%5cx",
      "/%",
      "/%zz",
      "/%C0%AF",
      "/%FF",
      "/a%00b",
      "/%2e%2e/admin",
      "/about/%2E",
      "//%61bout",
    ];
    for (const target of refused) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expect(response.body, target).toMatch(/^This address cannot be read/);
    }
  });

  it("passes other escapes on to Next, which answers 404, never a 5xx", async () => {
    for (const target of ["/about%20", "/caf%C3%A9", "/%25", "/%2561bout", "/%3Fx", "/about%3B", "/api/no%20such"]) {
      expect((await get(target)).status, target).toBe(404);
    }
  });

  it("never lets a request loop inside Next", () => {
    expect(server.output()).not.toMatch(/too many times|MaxListenersExceededWarning/);
  });
});
