// Two built servers on one PostgreSQL database, as two instances behind a load balancer: a client's event stream on
// one hears a staff reply written through the other (LISTEN/NOTIFY), and a client of another organisation does not;
// a session ended through one fails on its next request to the other.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, testDatabaseUrl } from "../support/db";
import { startServer, untilHealthy, type RunningServer } from "../support/server";
import { codeFrom, startSmtp, type TestSmtp } from "../support/smtp";
import { sseReader } from "../support/sse";

const secret = randomBytes(32).toString("base64url");
const admin = "ops.admin@nexora.example";
const people = {
  client: "anita@acme.example",
  other: "gopal@globex.example",
  staff: "ravi@nexora.example",
};

describe.skipIf(!testDatabaseUrl)("live updates across two server instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let smtp: TestSmtp;
  let servers: RunningServer[] = [];

  const postJson = (server: RunningServer, path: string, body: unknown, cookie = "", from = "203.0.113.1") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-forwarded-for": from },
      body: JSON.stringify(body),
    });

  /** A sign-in from the client address `from` (through the one trusted proxy hop): each its own code limits. */
  async function signIn(server: RunningServer, email: string, from = "203.0.113.1"): Promise<string> {
    const before = smtp.mails.length;
    expect((await postJson(server, "/api/auth/login", { email }, "", from)).status).toBe(200);
    // This code's mail: a new-device notice of an earlier sign-in may arrive in between.
    const isCode = (m: (typeof smtp.mails)[number]) => m.to.includes(email) && /\b\d{6}\b/.test(m.text);
    const deadline = Date.now() + 20_000;
    while (!smtp.mails.slice(before).some(isCode) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const otp = codeFrom(smtp.mails.slice(before).find(isCode)!);
    const verified = await postJson(server, "/api/auth/verify-otp", { email, otp, rememberDevice: false }, "", from);
    expect(verified.status).toBe(200);
    return verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startSmtp();
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: secret,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: admin,
      TRUSTED_PROXY_HOPS: "1",
    };
    // One after the other: the first migrates the database.
    servers.push(await startServer({ env }));
    await untilHealthy(servers[0]!);
    servers.push(await startServer({ env }));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const orgs = await client.query<{ id: string; name: string }>(
      `insert into organisations (name, kind) values ('Acme Ltd', 'client'), ('Globex Industries', 'client')
       returning id, name`,
    );
    const org = (name: string) => orgs.rows.find((row) => row.name === name)!.id;
    await client.query(
      `insert into users (email, name, role, organisation_id) values
       ($1, 'Anita Desai', 'client', $2), ($3, 'Gopal Nair', 'client', $4), ($5, 'Ravi Kumar', 'employee', null)`,
      [people.client, org("Acme Ltd"), people.other, org("Globex Industries"), people.staff],
    );
    await client.end();
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) expect(await server.stop()).toBe(0);
    servers = [];
    await smtp?.close();
    await database?.drop();
  });

  it("a reply written through one instance reaches the client's stream on the other", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const [client, other, staff] = [
      await signIn(second, people.client),
      await signIn(second, people.other),
      await signIn(first, people.staff),
    ];
    const created = await postJson(second, "/api/portal/requests", { title: "Two servers", body: "Hi." }, client);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const listen = async (cookie: string) =>
      sseReader(await fetch(`${second.url}/api/portal/events`, { headers: { cookie, accept: "text/event-stream" } }));
    const [mine, theirs] = [await listen(client), await listen(other)];
    try {
      // Both streams have started (a comment line came) before the write.
      await Promise.all([mine.during(500), theirs.during(500)]);
      const reply = await postJson(first, `/api/portal/requests/${id}/messages`, { body: "Seen from A." }, staff);
      expect(reply.status).toBe(201);
      expect(await mine.next((e) => e.data?.id === id, 10_000)).toMatchObject({
        event: "request.message",
        data: { id, action: "replied" },
      });
      expect(await theirs.during(500)).toEqual([]);
    } finally {
      await Promise.all([mine.cancel(), theirs.cancel()]);
    }
  }, 120_000);

  it("sessions ended through one instance fail on their next request to the other", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    // Two devices of one person, on two networks (one code each: the resend wait is per address and network).
    const here = await signIn(first, people.other, "198.51.100.7");
    const elsewhere = await signIn(second, people.other, "198.51.100.8");
    const sessionsOf = (server: RunningServer, cookie: string) =>
      fetch(`${server.url}/api/account/sessions`, { headers: { cookie } });
    expect((await sessionsOf(second, elsewhere)).status).toBe(200);
    const listed = (await (await sessionsOf(first, here)).json()) as { items: { current: boolean }[] };
    expect(listed.items.filter((s) => s.current)).toHaveLength(1);
    expect(listed.items.length).toBeGreaterThanOrEqual(2);

    const revoked = await postJson(first, "/api/account/sessions/revoke-others", {}, here);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { revoked: number }).revoked).toBeGreaterThanOrEqual(1);
    expect((await sessionsOf(second, elsewhere)).status).toBe(401);
    expect((await sessionsOf(first, elsewhere)).status).toBe(401);
    // The session that ended the others goes on, on either instance.
    expect((await sessionsOf(second, here)).status).toBe(200);
  }, 120_000);
});
