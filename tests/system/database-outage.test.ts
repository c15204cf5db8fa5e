// PostgreSQL unreachable at start and mid-run, seen from outside the built server. A TCP forwarder between the server
// and PostgreSQL lets the test cut and restore the database: pages that need none keep serving, the API and
// /api/health answer 503, portal pages fail with the "unavailable" error page, and all of it recovers by itself. A
// server starting while another instance migrates waits a bounded time for it, then serves and retries.
import { randomBytes, randomUUID } from "node:crypto";
import net from "node:net";
import { unsealData } from "iron-session";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_ID } from "@/lib/db/migrate";
import { createPostgresDatabase, testDatabaseUrl } from "../support/db";
import { enquiry, send, type RawResponse } from "../support/raw-http";
import { startServer, untilHealthy, type RunningServer } from "../support/server";
import { codeFrom, startSmtp, type TestSmtp } from "../support/smtp";

const secret = randomBytes(32).toString("base64url");
const admin = "ops.admin@nexora.example";

/** Forwards connections to PostgreSQL until cut; while cut, every connection (open or new) is dropped at once. */
async function startForwarder(target: URL) {
  const [host, port] = [target.hostname, Number(target.port || 5432)];
  let cut = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => void (cut = false),
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!testDatabaseUrl)("PostgreSQL unreachable at start and mid-run", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let forwarder: Awaited<ReturnType<typeof startForwarder>>;
  let smtp: TestSmtp;
  let server: RunningServer;
  let cookie = "";

  const get = (path: string, headers: Record<string, string> = {}) => send(`${server.url}${path}`, { headers });
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const errorOf = (response: RawResponse) => (JSON.parse(response.body) as { error?: string }).error ?? "";

  /** /api/health's answer once its status field reads `status`, polled for at most `withinMs`. */
  async function healthSays(status: string, withinMs: number): Promise<RawResponse> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const health = await get("/api/health");
      if ((JSON.parse(health.body) as { status?: string }).status === status) return health;
      if (Date.now() > deadline)
        throw new Error(`/api/health still not "${status}" after ${withinMs} ms (${health.body}):\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function expectDatabaseDownAnswers(): Promise<void> {
    for (const path of ["/", "/about", "/contact", "/login"]) expect((await get(path)).status, path).toBe(200);
    const health = await get("/api/health");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ db: "unavailable" });
    for (const [path, body] of [
      ["/api/contact", JSON.parse(enquiry(1, randomUUID()))],
      ["/api/auth/login", { email: admin }],
    ] as const) {
      const response = await postJson(path, body);
      expect(response.status, path).toBe(503);
      expect(errorOf(response), path).toMatch(/temporarily unavailable/i);
    }
  }

  beforeAll(async () => {
    // Migrated already, so that the first test can hold up the first users with a lock on their table.
    database = await createPostgresDatabase({ migrated: true });
    const url = new URL(database.url);
    forwarder = await startForwarder(url);
    url.host = `127.0.0.1:${forwarder.port}`;
    smtp = await startSmtp();
    forwarder.cut();
    const env = { DATABASE_URL: url.toString(), SESSION_SECRET: secret, SMTP_URL: smtp.url, ADMIN_EMAIL: admin };
    server = await startServer({ env });
  });

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    await smtp?.close();
    await forwarder?.close();
    await database?.drop();
  });

  it("starts without its database: static pages serve, the API and /api/health answer 503, then it recovers", async () => {
    await expectDatabaseDownAnswers();
    // The start retries every 10 s. Reads of the users table go through this lock; ADMIN_EMAIL's row waits for it.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("lock table users in exclusive mode");
      forwarder.restore();
      // The tables answer, but a sign-in code asked for now would go to no one: not ready yet.
      const starting = await healthSays("starting", 30_000);
      expect([starting.status, JSON.parse(starting.body)]).toEqual([503, { status: "starting", db: "ok" }]);
      await holder.query("commit");
    } finally {
      await holder.end();
    }
    await untilHealthy(server, 15_000);
    expect((await postJson("/api/contact", JSON.parse(enquiry(2, randomUUID())))).status).toBe(201);

    expect((await postJson("/api/auth/login", { email: admin })).status).toBe(200);
    const code = codeFrom(await smtp.waitForMail(admin, 20_000));
    const verified = await postJson("/api/auth/verify-otp", { email: admin, otp: code, rememberDevice: false });
    expect(verified.status).toBe(200);
    cookie = [verified.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = await get("/admin", { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Total Users");
  });

  it("loses its database mid-run: portal pages show the unavailable page, logout keeps the session, all recovers", async () => {
    expect(cookie).not.toBe("");
    forwarder.cut();
    await expectDatabaseDownAnswers();

    // Next answers a page whose server render failed with 500 and an empty document; the browser then renders
    // app/(portal)/error.tsx from the payload, which carries the digest that selects the "unavailable" sentence.
    const page = await get("/admin", { cookie });
    expect(page.status).toBe(500);
    expect(page.body).toContain("nexora-service-unavailable");
    expect(page.body).not.toMatch(/Failed query|params:/);
    // A signed-in visitor of a public page is sent to their dashboard, and so to the same page.
    const about = await get("/about", { cookie });
    expect([about.status, about.headers.location]).toEqual([307, "/admin"]);

    const logout = await postJson("/api/auth/logout", {}, { cookie });
    expect(logout.status).toBe(503);
    expect(logout.headers["set-cookie"]).toBeUndefined();

    forwarder.restore();
    await untilHealthy(server, 15_000);
    expect((await get("/admin", { cookie })).status).toBe(200);
    expect((await postJson("/api/contact", JSON.parse(enquiry(3, randomUUID())))).status).toBe(201);
    const signedOut = await postJson("/api/auth/logout", {}, { cookie });
    expect(signedOut.status).toBe(200);
    expect(String(signedOut.headers["set-cookie"])).toMatch(/Max-Age=0/i);
    const after = await get("/admin", { cookie });
    expect([after.status, after.headers.location]).toEqual([307, "/login?expired=1"]);
  });

  it("logs the outage without query parameters, session ids or addresses", async () => {
    const seal = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    const { sid } = await unsealData<{ sid: string }>(seal, { password: secret });
    expect(sid).toMatch(/^[\w-]{16,}$/);
    const log = server.output();
    expect(log).toMatch(/database unavailable/);
    expect(log).not.toMatch(/Failed query|params:/);
    expect(log).not.toContain(sid);
    const failures = log.split("\n").filter((line) => /unavailable|failed|error/i.test(line));
    expect(failures.join("\n")).not.toContain(admin);
  });
});

describe.skipIf(!testDatabaseUrl)("another instance's migrations under way at start", () => {
  it("pages serve and /api/health answers 503 after a bounded wait, and the server takes over once they end", async () => {
    const database = await createPostgresDatabase();
    // Another instance in the middle of its migrations holds the lock this server's migrations wait for.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    let server: RunningServer | undefined;
    try {
      await other.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID.toString()]);
      server = await startServer({ env: { DATABASE_URL: database.url, SESSION_SECRET: secret } });
      // Next holds every request until the start's first attempt ends.
      expect((await send(`${server.url}/about`)).status).toBe(200);
      expect(server.output()).toMatch(/\[boot\] the database is not ready \(MigrationLockBusyError: another instance/);
      expect((await send(`${server.url}/api/health`)).status).toBe(503);

      await other.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID.toString()]);
      await untilHealthy(server, 30_000);
      expect(await server.stop()).toBe(0);
    } finally {
      await server?.stop().catch(() => undefined);
      await other.end();
      await database.drop();
    }
  });
});
