// The workspace's abuse limits through the real routes and actions, with small limits set in WORKSPACE_LIMITS:
// requests, messages and invoices a minute per person, uploads an hour per person and per organisation, and what an
// organisation may keep. Each refusal is a sentence (429 with Retry-After, 409 for storage), audited once a window.
import { and, eq } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";
import { replyAction } from "@/lib/actions/requests/reply";
import { POST as upload } from "@/app/api/portal/files/route";
import { POST as submit } from "@/app/api/portal/invoices/route";
import type { Db } from "@/lib/db/client";
import { authEvents, files, projects, rateLimits, requests } from "@/lib/db/schema";
import { resetEnv } from "@/lib/env";
import { MB } from "@/lib/workspace/limit-rules";
import { clockAt, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { siteUrl } from "../support/http";
import { asPage } from "../support/next";
import { idOf, open, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiPost, bodyOf, noParams, seedWorkspace, signIn } from "../support/workspace";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
realClockAfterEach();

/** Ten seconds into a minute and into an hour: a minute's limit lets go in 50 s, an hour's in 59 min 50 s. */
const start = new Date("2026-05-04T10:00:10Z");

function setLimits(setting: string) {
  process.env.WORKSPACE_LIMITS = setting;
  resetEnv();
}
afterAll(() => {
  delete process.env.WORKSPACE_LIMITS;
  resetEnv();
});

/** A PDF of exactly `kb` KB. */
const pdfOf = (kb: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(kb * 1024 - 9, 0x20)]);

async function uploadFile(cookie: string, kb: number, links: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(pdfOf(kb))], "scan.pdf"));
  for (const [key, value] of Object.entries(links)) form.set(key, value);
  const headers = new Headers({ origin: siteUrl, "user-agent": "vitest", cookie });
  return upload(new Request(`${siteUrl}/api/portal/files`, { method: "POST", headers, body: form }), noParams);
}

/** The answer's status, Retry-After and sentence. */
async function refusal(response: Response) {
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    error: (await bodyOf(response)).error,
  };
}

const limitEvents = (db: Db) =>
  db
    .select({ userId: authEvents.userId, detail: authEvents.detail })
    .from(authEvents)
    .where(eq(authEvents.event, "workspace_limit_reached"));

describeEachDatabase("workspace limits", (database) => {
  async function setUp(limits: string) {
    const clock = clockAt(start);
    setLimits(limits);
    const db = database().db;
    const w = await seedWorkspace(db);
    const cookie = async (key: keyof typeof w.people) => signIn(smtp, w.people[key].email);
    return { clock, db, w, cookie };
  }

  it("a person's requests past the minute's limit get 429 with Retry-After; a colleague is not held back", async () => {
    const { clock, db, w, cookie } = await setUp("requests=3");
    const [client, colleague] = [await cookie("acmeClient"), await cookie("acmeColleague")];
    const ask = (who: string, n: number) => open(who, { title: `Request ${n}`, body: "Please look." });
    for (const n of [1, 2, 3]) expect((await ask(client, n)).status).toBe(201);
    expect(await refusal(await ask(client, 4))).toEqual({
      status: 429,
      retryAfter: "50",
      error: "You have opened a lot of requests in the last minute. Please wait 50 seconds and try again.",
    });
    expect((await ask(colleague, 5)).status).toBe(201);
    expect((await ask(client, 6)).status).toBe(429);
    expect((await db.select().from(requests)).map((r) => r.title).sort()).toEqual(
      ["Request 1", "Request 2", "Request 3", "Request 5"].sort(),
    );
    // A flood of refusals is one audit entry for the window, with no words of the request in it.
    expect(await limitEvents(db)).toEqual([{ userId: w.people.acmeClient.id, detail: "requests: 3 a minute" }]);
    clock.advance(50);
    expect((await ask(client, 7)).status).toBe(201);
    expect((await ask(client, 8)).status).toBe(201);
    expect((await ask(client, 9)).status).toBe(201);
    expect((await ask(client, 10)).status).toBe(429);
    expect(await limitEvents(db)).toHaveLength(2);
  });

  it("requests sent at once pass the limit no further than one at a time would", async () => {
    const { db, cookie } = await setUp("requests=3");
    const client = await cookie("acmeClient");
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => open(client, { title: `Request ${n}`, body: "Please look." })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await db.select({ id: requests.id }).from(requests)).toHaveLength(3);
    expect(await limitEvents(db)).toHaveLength(1);
  });

  it("messages past the minute's limit are refused in the API and in the reply form alike", async () => {
    const { w, cookie } = await setUp("replies=2");
    const [client, staff] = [await cookie("acmeClient"), await cookie("employee")];
    const id = await idOf(await open(client, { title: "Fonts", body: "Too small." }));
    for (const n of [1, 2]) expect((await reply(client, id, { body: `Reply ${n}` })).status).toBe(201);
    const refused = await refusal(await reply(client, id, { body: "Reply 3" }));
    expect(refused).toMatchObject({ status: 429, retryAfter: "50" });
    expect(refused.error).toBe(
      "You have sent a lot of messages in the last minute. Please wait 50 seconds and try again.",
    );
    const form = await asPage(client, () => replyAction(id, { body: "Reply 4" }));
    expect(form.value).toEqual({ ok: false, code: "limited", error: refused.error, retryAfterSeconds: 50 });
    // Staff answering the same request count their own messages.
    expect((await reply(staff, id, { body: "On it." })).status).toBe(201);
    expect((await reply(staff, id, { body: "Fixed.", internal: true })).status).toBe(201);
    expect((await reply(staff, id, { body: "Done?" })).status).toBe(429);
    expect((await limitEvents(database().db)).map((e) => e.userId).sort()).toEqual(
      [w.people.acmeClient.id, w.people.employee.id].sort(),
    );
  });

  it("invoices past the minute's limit get 429 with a sentence", async () => {
    const { cookie } = await setUp("invoices=2");
    const vendor = await cookie("vendor");
    const send = async (number: string) => {
      const stored = await uploadFile(vendor, 1);
      const fileId = (await bodyOf(stored)).id;
      const body = { number, amount: 100_00, dueDate: "2026-12-31", fileId };
      return submit(apiPost("/api/portal/invoices", body, vendor), noParams);
    };
    expect((await send("INV-1")).status).toBe(201);
    expect((await send("INV-2")).status).toBe(201);
    expect(await refusal(await send("INV-3"))).toEqual({
      status: 429,
      retryAfter: "50",
      error: "You have submitted a lot of invoices in the last minute. Please wait 50 seconds and try again.",
    });
  });

  it("a person's files past the hour's count get 429; the colleague's uploads are their own", async () => {
    const { db, w, cookie } = await setUp("uploads=2");
    const [client, colleague] = [await cookie("acmeClient"), await cookie("acmeColleague")];
    const requestId = await idOf(await open(client, { title: "Scans", body: "Attached." }));
    expect((await uploadFile(client, 1, { requestId })).status).toBe(201);
    expect((await uploadFile(client, 1, { requestId })).status).toBe(201);
    expect(await refusal(await uploadFile(client, 1, { requestId }))).toEqual({
      status: 429,
      retryAfter: String(3600 - 10),
      error:
        "You have uploaded 2 files in the last hour, the most one person may. Please wait 60 minutes and try again.",
    });
    expect((await uploadFile(colleague, 1, { requestId })).status).toBe(201);
    expect(await db.select({ id: files.id }).from(files)).toHaveLength(3);
    expect(await limitEvents(db)).toEqual([{ userId: w.people.acmeClient.id, detail: "uploads: 2 an hour" }]);
  });

  it("a person's bytes past the hour's limit get 429, and a refused file takes nothing from the allowance", async () => {
    const { cookie } = await setUp("upload_mb=1");
    const client = await cookie("acmeClient");
    const requestId = await idOf(await open(client, { title: "Scans", body: "Attached." }));
    expect((await uploadFile(client, 600, { requestId })).status).toBe(201);
    expect(await refusal(await uploadFile(client, 600, { requestId }))).toMatchObject({
      status: 429,
      error: "This file would take your uploads past 1 MB in an hour. Please wait 60 minutes and try again.",
    });
    expect((await uploadFile(client, 400, { requestId })).status).toBe(201);
    expect((await uploadFile(client, 30, { requestId })).status).toBe(429);
  });

  it("an organisation's uploads an hour count all its people, but not another organisation's or staff", async () => {
    const { db, w, cookie } = await setUp("org_uploads=3, uploads=5");
    const [client, colleague, globex, staff] = [
      await cookie("acmeClient"),
      await cookie("acmeColleague"),
      await cookie("globexClient"),
      await cookie("employee"),
    ];
    const requestId = await idOf(await open(client, { title: "Scans", body: "Attached." }));
    const globexRequest = await idOf(await open(globex, { title: "Logo", body: "Attached." }));
    const [project] = await db
      .insert(projects)
      .values({ organisationId: w.organisations.acme.id, name: "Website", ownerId: w.people.employee.id })
      .returning();
    for (const who of [client, client, colleague]) expect((await uploadFile(who, 1, { requestId })).status).toBe(201);
    expect(await refusal(await uploadFile(colleague, 1, { requestId }))).toMatchObject({
      status: 429,
      retryAfter: "3590",
      error:
        "Your organisation has uploaded 3 files in the last hour, the most it may. Please wait 60 minutes and try again.",
    });
    expect((await uploadFile(globex, 1, { requestId: globexRequest })).status).toBe(201);
    expect((await uploadFile(staff, 1, { projectId: project!.id })).status).toBe(201);
    // The colleague's own allowance got back what the organisation's refusal had taken.
    const [own] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `ws:uploads:${w.people.acmeColleague.id}`));
    expect(own?.count).toBe(1);
    expect(await limitEvents(db)).toEqual([
      {
        userId: w.people.acmeColleague.id,
        detail: `org_uploads: 3 an hour, organisation ${w.organisations.acme.id}`,
      },
    ]);
  });

  it("an organisation's bytes an hour count all its people", async () => {
    const { cookie } = await setUp("org_upload_mb=1");
    const [client, colleague] = [await cookie("acmeClient"), await cookie("acmeColleague")];
    const requestId = await idOf(await open(client, { title: "Scans", body: "Attached." }));
    expect((await uploadFile(client, 700, { requestId })).status).toBe(201);
    expect(await refusal(await uploadFile(colleague, 700, { requestId }))).toMatchObject({
      status: 429,
      error:
        "This file would take your organisation's uploads past 1 MB in an hour. Please wait 60 minutes and try again.",
    });
    expect((await uploadFile(colleague, 300, { requestId })).status).toBe(201);
  });

  it("a file past what the organisation may keep is 409 with a sentence; staff and others still upload", async () => {
    const { db, w, cookie } = await setUp("org_storage_mb=1");
    const acme = w.organisations.acme.id;
    // What Acme keeps already: 100 KB short of its 1 MB.
    await db.insert(files).values({
      organisationId: acme,
      name: "old.pdf",
      contentType: "application/pdf",
      size: MB - 100 * 1024,
      sha256: "x",
      data: Buffer.from("%PDF-"),
    });
    const [client, staff, globex] = [
      await cookie("acmeClient"),
      await cookie("employee"),
      await cookie("globexClient"),
    ];
    const requestId = await idOf(await open(client, { title: "Scans", body: "Attached." }));
    const globexRequest = await idOf(await open(globex, { title: "Logo", body: "Attached." }));
    const refused = await refusal(await uploadFile(client, 200, { requestId }));
    expect(refused).toEqual({
      status: 409,
      retryAfter: null,
      error:
        "Your organisation's files use 924 KB of the 1 MB it may keep, so this 200 KB file does not fit. Please ask Nexora to make room.",
    });
    expect((await uploadFile(client, 100, { requestId })).status).toBe(201);
    expect((await uploadFile(client, 1, { requestId })).status).toBe(409);
    expect((await uploadFile(staff, 200, { requestId })).status).toBe(201);
    expect((await uploadFile(globex, 200, { requestId: globexRequest })).status).toBe(201);
    expect(
      await db
        .select({ detail: authEvents.detail })
        .from(authEvents)
        .where(and(eq(authEvents.event, "workspace_limit_reached"), eq(authEvents.userId, w.people.acmeClient.id))),
    ).toEqual([{ detail: `org_storage_mb: 1 MB, organisation ${acme}` }]);
  });
});
