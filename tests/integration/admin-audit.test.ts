// The admin audit on both databases: sign-in events and business changes in one list, each filter, paging without
// gaps, code-mail delivery states from real outbox rows, the CSV export (hostile cells defused), clearing a lockout
// (audited) and who may read it.
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { GET as audit } from "@/app/api/admin/audit/route";
import { clearLockoutAction } from "@/lib/actions/audit/clear-lockout";
import { heldAddresses } from "@/lib/admin/lockouts";
import { addUser } from "@/lib/auth/users";
import type { Db } from "@/lib/db/client";
import { authEvents, outbox, signInLimits } from "@/lib/db/schema";
import { mailWorkersIdle, pokeMailWorker } from "@/lib/mail/worker";
import { addMilestone, removeMilestone } from "@/lib/workspace/milestone-writes";
import { createProject } from "@/lib/workspace/project-writes";
import { createRequest } from "@/lib/workspace/request-writes";
import { describeEachDatabase, rowsOf } from "../support/db";
import { asPage } from "../support/next";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, bodyOf, noParams, workspaceSessions } from "../support/workspace";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();

type Item = {
  id: string;
  source: string;
  at: string;
  event: string;
  person: string | null;
  ip: string | null;
  mail: { state: string; attempts: number } | null;
  resource: { type: string; label: string | null } | null;
};
type Page = { items: Item[]; nextCursor: string | null };

const get = (cookie: string, query = "") => audit(apiGet(`/api/admin/audit${query}`, cookie), noParams);

async function pageOf(cookie: string, query = ""): Promise<Page> {
  const response = await get(cookie, query);
  expect(response.status).toBe(200);
  return (await bodyOf(response)) as unknown as Page;
}

async function logEvent(db: Db, values: Partial<typeof authEvents.$inferInsert> & { at: Date; event: string }) {
  const [row] = await db.insert(authEvents).values(values).returning({ id: authEvents.id });
  return row!.id;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describeEachDatabase("the admin audit", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  it("merges sign-in events and business changes, newest first, and only admins read it", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const asha = w.people.admin;
    await addUser(db, { email: "neha@acme.example", role: "client", name: "Neha Patil" }, new Date(), asha);
    const { items } = await pageOf(cookie);
    const events = items.map((i) => i.event);
    expect(events).toContain("user.created");
    expect(events).toContain("login_succeeded");
    expect(events).toContain("code_sent");
    expect(items.map((i) => Date.parse(i.at))).toEqual(items.map((i) => Date.parse(i.at)).sort((a, b) => b - a));
    const created = items.find((i) => i.event === "user.created")!;
    expect(created).toMatchObject({ source: "activity", person: asha.email });
    expect(created.resource).toMatchObject({ type: "user", label: "neha@acme.example" });
    // The real code mail was sent through loopback SMTP: its state comes from its outbox row, without the code.
    const codeMail = items.find((i) => i.event === "code_sent" && i.person === asha.email)!;
    expect(codeMail.mail).toEqual({ state: "sent", attempts: 1 });
    expect(JSON.stringify(items)).not.toMatch(/\b\d{6}\b.*code|payload|Fe26/);

    expect((await get(await people.as("employee"))).status).toBe(404);
    expect((await get(await people.as("acmeClient"))).status).toBe(404);
    expect((await get("")).status).toBe(401);
  });

  it("names what each business event is about: the request's number and title, the project, a removed milestone", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const now = new Date();
    const { id: requestId } = await createRequest(
      db,
      w.people.acmeClient,
      { title: "Mandi prices are a week old", body: "Since Monday." },
      now,
    );
    const { id: projectId } = await createProject(
      db,
      w.people.admin,
      { organisation: w.organisations.acme.id, name: "Cold-chain dashboard" },
      now,
    );
    const { id: milestoneId } = await addMilestone(db, w.people.admin, projectId, { title: "Sensors fitted" }, now);
    await removeMilestone(db, w.people.admin, projectId, milestoneId, now);
    const [numbered] = await rowsOf(db, sql`select number from requests where id = ${requestId}`);
    const { items } = await pageOf(cookie);
    const about = (event: string) => items.find((i) => i.event === event)?.resource;
    expect(about("request.created")).toMatchObject({
      type: "request",
      label: `#${String(numbered!.number)} Mandi prices are a week old`,
    });
    expect(about("project.created")).toMatchObject({ type: "project", label: "Cold-chain dashboard" });
    // The milestone's row is gone; its removal still names it from what the record kept.
    expect(about("milestone.removed")).toMatchObject({ type: "milestone", label: "Sensors fitted" });
  });

  it("shows each code mail as queued, retried, sent or discarded", async () => {
    await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const at = new Date("2026-11-20T06:00:00Z");
    const states = [
      { email: "queued@x.example", status: "pending", attempts: 0, lastError: null },
      { email: "retried@x.example", status: "pending", attempts: 2, lastError: "421 try later" },
      { email: "sent@x.example", status: "sent", attempts: 3, lastError: null },
      { email: "discarded@x.example", status: "discarded", attempts: 5, lastError: "the code expired" },
    ] as const;
    // Not due for an hour: the file's mail workers, still running from the sign-ins, leave the pending rows alone.
    const nextAttemptAt = new Date(Date.now() + 3_600_000);
    for (const s of states) {
      const [row] = await db
        .insert(outbox)
        .values({
          kind: "sign_in_code",
          status: s.status,
          attempts: s.attempts,
          lastError: s.lastError,
          payload: null,
          nextAttemptAt,
        })
        .returning({ id: outbox.id });
      await logEvent(db, { at, event: "code_sent", email: s.email, outboxId: row!.id });
    }
    // A pass of each worker over the planted rows changes none of them.
    pokeMailWorker("codes");
    pokeMailWorker("mail");
    await mailWorkersIdle();
    const { items } = await pageOf(cookie, "?event=code_sent&person=x.example");
    expect(Object.fromEntries(items.map((i) => [i.person, i.mail]))).toEqual({
      "queued@x.example": { state: "queued", attempts: 0 },
      "retried@x.example": { state: "retried", attempts: 2 },
      "sent@x.example": { state: "sent", attempts: 3 },
      "discarded@x.example": { state: "discarded", attempts: 5 },
    });
  });

  it("filters by person, event, IST days and IP, exact or by prefix", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    // 2026-11-10 in India runs from 2026-11-09T18:30Z to 2026-11-10T18:30Z.
    await logEvent(db, {
      at: new Date("2026-11-09T18:29:59Z"),
      event: "login_failed",
      email: "a@x.example",
      ip: "203.0.113.7",
    });
    await logEvent(db, {
      at: new Date("2026-11-09T18:30:00Z"),
      event: "login_failed",
      email: "b@x.example",
      ip: "203.0.113.70",
    });
    await logEvent(db, {
      at: new Date("2026-11-10T18:29:59Z"),
      event: "login_locked",
      email: "b@x.example",
      ip: "198.51.100.4",
    });
    await logEvent(db, {
      at: new Date("2026-11-10T18:30:00Z"),
      event: "logout",
      email: "c@y.example",
      ip: "2001:db8::1",
    });
    await addUser(db, { email: "dev@x.example", role: "employee" }, new Date("2026-11-10T05:00:00Z"), w.people.admin);

    const people_ = async (query: string) =>
      (await pageOf(cookie, query)).items.map((i) => `${i.event} ${i.person ?? ""}`);
    expect(await people_("?from=2026-11-10&to=2026-11-10")).toEqual([
      "login_locked b@x.example",
      `user.created ${w.people.admin.email}`,
      "login_failed b@x.example",
    ]);
    expect(await people_("?event=login_failed")).toEqual(["login_failed b@x.example", "login_failed a@x.example"]);
    expect(await people_("?ip=203.0.113.7")).toEqual(["login_failed a@x.example"]);
    expect(await people_("?ip=203.0.113.*")).toEqual(["login_failed b@x.example", "login_failed a@x.example"]);
    expect(await people_("?ip=2001:db8:")).toEqual(["logout c@y.example"]);
    // A person matches a sign-in address, or a business change's actor or subject ("dev@" was added by Asha).
    expect(await people_("?person=B@X&to=2026-11-10")).toEqual([
      "login_locked b@x.example",
      "login_failed b@x.example",
    ]);
    expect(await people_("?person=dev@x")).toEqual([`user.created ${w.people.admin.email}`]);
    expect(await people_("?person=%25")).toEqual([]);

    for (const [query, field] of [
      ["?from=2026-13-01", "from"],
      ["?event=nope", "event"],
      ["?ip=1.2.3.4;drop", "ip"],
      ["?cursor=bm9wZQ", "cursor"],
    ] as const) {
      const response = await get(cookie, query);
      expect(response.status).toBe(400);
      const body = await bodyOf(response);
      expect(body.error).toEqual(expect.any(String));
      expect(Object.keys(body.fields as object)).toEqual([field]);
    }
  });

  it("pages through every event once, ties included, 50 at a time", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const base = Date.parse("2026-11-01T06:00:00Z");
    await db.insert(authEvents).values(
      Array.from({ length: 110 }, (_, i) => ({
        at: new Date(base + (i % 7) * 1000),
        event: "login_failed",
        email: `p${i}@x.example`,
      })),
    );
    for (let i = 0; i < 12; i++)
      await addUser(
        db,
        { email: `u${i}@x.example`, role: "employee" },
        new Date(base + (i % 7) * 1000),
        w.people.admin,
      );
    const seen: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await pageOf(cookie, `?to=2026-11-01${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(122);
    expect(new Set(seen.map((i) => i.id)).size).toBe(122);
    const times = seen.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("exports CSV with hostile cells defused and quoted", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    await logEvent(db, {
      at: new Date("2026-11-12T06:00:00Z"),
      event: "login_failed",
      email: '=HYPERLINK("http://evil.example","Click")@x.example',
      ip: "203.0.113.9",
      userAgent: 'Bot, with "quotes"\nand a line',
    });
    await addUser(
      db,
      { email: "evil@x.example", role: "client", name: "=cmd|' /C calc'!A0" },
      new Date(),
      w.people.admin,
    );
    const response = await get(cookie, "?format=csv&person=x.example");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    expect(text.startsWith("Time (UTC),Event,Event code,Person,")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")@x.example"`);
    expect(text).toContain(`"Bot, with ""quotes""\nand a line"`);
    expect(text).not.toMatch(/(^|,)=/m);
    expect(text).toContain("User created");
  });

  it("the CSV export stops at its cap and says so", async () => {
    await people.setUp();
    const db = database().db;
    const { auditCsvStream } = await import("@/lib/admin/audit-csv");
    const at = new Date("2026-11-01T06:00:00Z");
    await db
      .insert(authEvents)
      .values(Array.from({ length: 30 }, (_, i) => ({ at, event: "logout", email: `p${i}@x.example` })));
    const text = await new Response(auditCsvStream(db, { event: "logout" }, 25)).text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[1]).toMatch(/^20\d\d-/);
    expect(lines).toHaveLength(1 + 25 + 1);
    expect(lines.at(-1)).toBe("Stopped at 25 rows: narrow the filters to export the rest.");
  });

  it("an admin clears a lockout from its row, and the clearing is in the audit", async () => {
    await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const now = new Date();
    await db.insert(signInLimits).values({
      email: "anita@acme.example",
      network: "203.0.113.0",
      failures: 10,
      lockedUntil: new Date(now.getTime() + 900_000),
    });
    await logEvent(db, { at: now, event: "login_locked", email: "anita@acme.example", ip: "203.0.113.5" });
    expect(await heldAddresses(db, ["anita@acme.example", "ravi@nexora.example"], now)).toEqual(
      new Set(["anita@acme.example"]),
    );
    const back = "person=anita&event=login_locked&cursor=x&evil=https://x.example";
    expect(await asPage(cookie, () => clearLockoutAction(form({ email: "Anita@acme.example", back })))).toEqual({
      redirect: "/admin/audit?person=anita&event=login_locked&notice=cleared",
    });
    expect(await heldAddresses(db, ["anita@acme.example"], new Date())).toEqual(new Set());
    const { items } = await pageOf(cookie, "?event=sign_in_limits_cleared");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ person: "anita@acme.example" });
    const [row] = await db
      .select()
      .from(authEvents)
      .where(sql`${authEvents.event} = 'sign_in_limits_cleared'`);
    expect(row?.detail).toBe("by asha@nexora.example");
    // Not an admin: sent home before anything is cleared.
    expect(
      (await asPage(await people.as("employee"), () => clearLockoutAction(form({ email: "x@y.example" })))).redirect,
    ).toBe("/employee");
  });
});
