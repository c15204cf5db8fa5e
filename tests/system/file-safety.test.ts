// Uploads and downloads on the built server, as an attacker would try them: names that would open as pages or run,
// markup after harmless bytes, the download's own headers as they leave the server (inline ones too), a stalled
// upload, and who can read the data folder.
import { readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThroughOutbox } from "../support/outbox-sign-in";
import { send } from "../support/raw-http";
import { builtSiteUrl, freshDataDir, startServer, type RunningServer } from "../support/server";

const timeoutMs = 2_000;
let server: RunningServer;
let vendor = "";
beforeAll(async () => {
  // A folder the server has to create itself.
  const dataDir = path.join(freshDataDir("files"), "data");
  server = await startServer({ dataDir, env: { REQUEST_TIMEOUT_MS: String(timeoutMs) } });
  vendor = await signInThroughOutbox(server, "vendor@deccancloud.example");
});
afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

const polyglot = Buffer.from("%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n");
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const notes = Buffer.from(`${"Delivery notes, line by line.\n".repeat(2000)}All delivered.\n`);

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  const response = await fetch(`${server.url}/api/portal/files`, {
    method: "POST",
    headers: { cookie: vendor, origin: builtSiteUrl() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("uploads", () => {
  it("stores each file under its sniffed type's extension, whatever it was called", async () => {
    const cases: [Buffer, string, string, string][] = [
      [polyglot, "poly.html", "poly.pdf", "application/pdf"],
      [polyglot, "a.pdf.html", "a.pdf", "application/pdf"],
      [png, "tool.exe", "tool.png", "image/png"],
      [notes, "x.hta", "x.txt", "text/plain"],
      [notes, "report.js", "report.txt", "text/plain"],
      [notes, "page.html. . ", "page.txt", "text/plain"],
      [notes, "invoice\u202egnp.exe", "invoicegnp.txt", "text/plain"],
    ];
    for (const [bytes, name, stored, contentType] of cases) {
      const sent = await upload(bytes, name);
      expect(sent, name).toMatchObject({ status: 201, body: { name: stored, contentType, size: bytes.length } });
    }
  });

  it("refuses text with markup after harmless bytes, and HTML however it is named, with 415", async () => {
    const late = Buffer.concat([notes, Buffer.from('<img src=x onerror="alert(1)">\n')]);
    for (const [bytes, name] of [
      [late, "notes.txt"],
      [late, "notes.csv"],
      [Buffer.from("<!doctype html><script>alert(1)</script>"), "page.html"],
      [Buffer.from("Hello\n<svg onload=alert(1)>"), "x.pdf"],
    ] as const) {
      const sent = await upload(bytes, name);
      expect(sent.status, name).toBe(415);
      expect(sent.body.error, name).toMatch(/^We cannot accept this kind of file/);
    }
  });
});

describe("downloads", () => {
  it("answer with their own sandboxing policy, Content-Length, nosniff and a safe attachment name", async () => {
    for (const [bytes, name, stored] of [
      [polyglot, "poly.html", "poly.pdf"],
      [notes, "report.js", "report.txt"],
    ] as const) {
      const { body } = await upload(bytes, name);
      const target = `${server.url}/api/portal/files/${String(body.id)}`;
      // Asking for gzip too: a download's bytes must arrive unchanged, its length stated.
      const got = await send(target, { headers: { cookie: vendor, "accept-encoding": "gzip" } });
      expect(got.status).toBe(200);
      expect(got.headers).toMatchObject({
        "content-security-policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
        "content-length": String(bytes.length),
        "x-content-type-options": "nosniff",
        "content-disposition": `attachment; filename="${stored}"; filename*=UTF-8''${stored}`,
      });
      expect(got.headers["content-encoding"]).toBeUndefined();
      expect(got.headers["transfer-encoding"]).toBeUndefined();
      expect(got.headers["x-nexora-body-length"]).toBeUndefined();
      expect(got.body).toBe(bytes.toString());
      const head = await send(target, { method: "HEAD", headers: { cookie: vendor } });
      expect([head.status, head.headers["content-length"]]).toEqual([200, String(bytes.length)]);
    }
  });

  it("serve a PDF or an image inline only when asked, under a sandbox our pages alone may frame", async () => {
    const inlinePolicy =
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
    for (const [bytes, name, disposition] of [
      [polyglot, "poly.html", "inline"],
      [png, "tool.exe", "inline"],
      [notes, "report.js", "attachment"],
    ] as const) {
      const { body } = await upload(bytes, name);
      const target = `${server.url}/api/portal/files/${String(body.id)}?disposition=inline`;
      const got = await send(target, { headers: { cookie: vendor } });
      expect(got.status, name).toBe(200);
      expect(got.headers, name).toMatchObject({
        "content-security-policy":
          disposition === "inline" ? inlinePolicy : "sandbox; default-src 'none'; frame-ancestors 'none'",
        "x-content-type-options": "nosniff",
        "content-disposition": `${disposition}; filename="${String(body.name)}"; filename*=UTF-8''${String(body.name)}`,
      });
    }
  });

  it("leaves other API answers their own policy too, and answers an unknown API path with JSON", async () => {
    for (const target of ["/api/health", "/api/no/such/route"]) {
      const response = await send(`${server.url}${target}`);
      expect(response.headers["content-security-policy"], target).toBe(
        "sandbox; default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers["content-type"], target).toMatch(/^application\/json/);
    }
    const page = await send(`${server.url}/about`);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-inline'/);
  });
});

/** Opens a connection, writes `head` (and `body`), then stalls; resolves with what came back and when. */
function stall(head: string, body = ""): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(head + body));
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, afterMs: Date.now() - started }));
    // Well past the server's limit: if it never cuts the connection, the test sees no answer.
    setTimeout(() => socket.destroy(), timeoutMs * 5).unref();
  });
}

describe("requests that stall", () => {
  it("an upload whose body stops arriving is answered 408 and closed once REQUEST_TIMEOUT_MS has passed", async () => {
    const head = [
      "POST /api/portal/files HTTP/1.1",
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${builtSiteUrl()}`,
      `Cookie: ${vendor}`,
      "Content-Type: multipart/form-data; boundary=zz",
      "Content-Length: 100000",
      "",
      "",
    ].join("\r\n");
    const { answer, afterMs } = await stall(
      head,
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(timeoutMs - 100);
    expect(afterMs).toBeLessThan(timeoutMs + 3_000);
  });

  it("so are headers that never end", async () => {
    const { answer, afterMs } = await stall("GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(timeoutMs + 3_000);
  });

  it("a server given an unreadable REQUEST_TIMEOUT_MS refuses to start and says why", async () => {
    const refused = await startServer({ env: { REQUEST_TIMEOUT_MS: "2s" }, readyWithin: 0 });
    expect(await refused.exited()).toBe(1);
    expect(refused.output()).toContain("REQUEST_TIMEOUT_MS must be a whole number of milliseconds");
  });
});

/** Every folder and file under `dir`, with its permission bits. */
function modes(dir: string): { path: string; mode: number; folder: boolean }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { path: file, mode: statSync(file).mode & 0o777, folder: entry.isDirectory() };
  });
}

/** The entries of the data folder a group or other user could read or write: none. */
function notPrivate(dir: string): string[] {
  const open = modes(dir).filter((e) => e.mode !== (e.folder ? 0o700 : 0o600));
  return open.map((e) => `${e.mode.toString(8)} ${e.path}`);
}

describe("the data folder", () => {
  it("is its user's alone while the server runs: folders 0700, files 0600", () => {
    const entries = modes(server.dataDir);
    // The database, its lock, the session secret and the outbox with the sign-in mail.
    expect(entries.length).toBeGreaterThan(100);
    for (const name of ["pglite", "pglite.lock", "session-secret", "outbox"])
      expect(entries.map((e) => path.relative(server.dataDir, e.path))).toContain(name);
    expect(notPrivate(server.dataDir)).toEqual([]);
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
  });

  it("and after it has stopped, with what the database wrote on its way out", async () => {
    expect(await server.stop()).toBe(0);
    expect(notPrivate(server.dataDir)).toEqual([]);
  });
});
