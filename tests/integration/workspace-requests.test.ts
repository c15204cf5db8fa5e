// The requests API end to end: real route handlers, real sign-in cookies, two client organisations, both databases.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as postMessage } from "@/app/api/portal/requests/[id]/messages/route";
import { POST as create } from "@/app/api/portal/requests/route";
import { projects, requestMessages, requests } from "@/lib/db/schema";
import { textLimits } from "@/lib/workspace/vocabulary";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { post } from "../support/http";
import { loopbackSmtpPerFile } from "../support/smtp";
import { change, idOf, listed, open, read, reply } from "../support/request-api";
import { bodyOf, noParams, routeContext, seedWorkspace, signIn, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

describeEachDatabase("workspace requests API", (database) => {
  let w: Workspace;
  const cookies: Record<string, string> = {};
  const as = async (key: keyof Workspace["people"]) => (cookies[key] ??= await signIn(smtp, w.people[key].email));

  async function setUp() {
    for (const key of Object.keys(cookies)) delete cookies[key];
    w = await seedWorkspace(database().db);
  }

  it("a client opens a request, sees it in its list and on its page; staff see it too", async () => {
    await setUp();
    const id = await idOf(
      await open(await as("acmeClient"), { title: "Login broken", body: "It fails.", priority: "high" }),
    );
    const mine = await bodyOf(await listed(await as("acmeColleague")));
    expect(mine.items).toEqual([
      expect.objectContaining({
        id,
        title: "Login broken",
        status: "open",
        priority: "high",
        organisation: { id: w.organisations.acme.id, name: "Acme Ltd" },
      }),
    ]);
    expect(mine.nextCursor).toBeNull();
    const page = await bodyOf(await read(await as("acmeClient"), id));
    expect(page).toMatchObject({
      id,
      body: "It fails.",
      createdBy: { name: "Anita Desai", role: "client" },
      messages: [],
    });
    // Clients see names, not addresses.
    expect(JSON.stringify(page)).not.toContain("anita@acme.example");
    expect((await bodyOf(await read(await as("employee"), id))).createdBy).toEqual({
      name: "Anita Desai",
      role: "client",
      email: "anita@acme.example",
    });
  });

  it("a client of another organisation gets 404 on every route for the request, and changes nothing", async () => {
    await setUp();
    const id = await idOf(await open(await as("acmeClient"), { title: "Acme only", body: "Private." }));
    const globex = await as("globexClient");
    expect((await read(globex, id)).status).toBe(404);
    expect((await change(globex, id, { status: "closed" })).status).toBe(404);
    expect((await reply(globex, id, { body: "Hello?" })).status).toBe(404);
    expect((await bodyOf(await listed(globex))).items).toEqual([]);
    // A client not placed in any organisation sees an empty list and nothing by id.
    const lone = await as("loneClient");
    expect((await bodyOf(await listed(lone))).items).toEqual([]);
    expect((await read(lone, id)).status).toBe(404);
    const unplaced = await open(lone, { title: "Hello", body: "Anyone?" });
    expect(unplaced.status).toBe(400);
    expect((await bodyOf(unplaced)).error).toBe(
      "Your account is not part of an organisation yet. Please ask Nexora to add you to your company.",
    );
    const [row] = await database().db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ status: "open" });
    expect(await database().db.select().from(requestMessages)).toEqual([]);
  });

  it("a vendor and a signed-out caller get nothing: 404 and 401 on every route", async () => {
    await setUp();
    const id = await idOf(await open(await as("acmeClient"), { title: "Acme only", body: "Private." }));
    const vendor = await as("vendor");
    for (const [cookie, status] of [
      [vendor, 404],
      ["", 401],
    ] as const) {
      expect((await listed(cookie)).status).toBe(status);
      expect((await open(cookie, { title: "x", body: "y" })).status).toBe(status);
      expect((await read(cookie, id)).status).toBe(status);
      expect((await change(cookie, id, { status: "closed" })).status).toBe(status);
      expect((await reply(cookie, id, { body: "Hello?" })).status).toBe(status);
    }
  });

  it("a write from another site is refused with 403, even with a valid cookie", async () => {
    await setUp();
    const client = await as("acmeClient");
    const id = await idOf(await open(client, { title: "Mine", body: "Mine." }));
    const evil = { cookie: client, origin: "https://evil.example" };
    expect((await create(post("/api/portal/requests", { title: "x", body: "y" }, evil), noParams)).status).toBe(403);
    const message = post(`/api/portal/requests/${id}/messages`, { body: "x" }, evil);
    expect((await postMessage(message, routeContext({ id }))).status).toBe(403);
    expect(await database().db.select().from(requests)).toHaveLength(1);
    expect(await database().db.select().from(requestMessages)).toEqual([]);
  });

  it("ids that are not UUIDs are 404, not 500", async () => {
    await setUp();
    const staff = await as("employee");
    for (const id of ["1", "not-a-uuid", "00000000-0000-0000-0000-00000000000g", "' or 1=1 --"]) {
      expect((await read(staff, id)).status).toBe(404);
      expect((await change(staff, id, { status: "closed" })).status).toBe(404);
      expect((await reply(staff, id, { body: "x" })).status).toBe(404);
    }
  });

  it("internal notes reach staff only: a client's GET never shows them, and a client cannot write one", async () => {
    await setUp();
    const client = await as("acmeClient");
    const staff = await as("employee");
    const id = await idOf(await open(client, { title: "Slow pages", body: "Since Monday." }));
    const before = (await bodyOf(await read(client, id))).updatedAt;
    await idOf(await reply(staff, id, { body: "Customer is on the old plan.", internal: true }));
    // A note leaves no trace a client could see, not even a newer updatedAt.
    expect((await bodyOf(await read(client, id))).updatedAt).toBe(before);
    await idOf(await reply(staff, id, { body: "We are looking into it." }));
    const forClient = await bodyOf(await read(client, id));
    expect((forClient.messages as { body: string }[]).map((m) => m.body)).toEqual(["We are looking into it."]);
    expect(JSON.stringify(forClient)).not.toContain("old plan");
    const forStaff = await bodyOf(await read(staff, id));
    expect(forStaff.messages).toEqual([
      expect.objectContaining({ body: "Customer is on the old plan.", internal: true }),
      expect.objectContaining({ body: "We are looking into it.", internal: false }),
    ]);
    const refused = await reply(client, id, { body: "Sneaky", internal: true });
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).error).toBe("Only Nexora staff can write internal notes.");
  });

  it("a client may close and reopen its request, but not assign it, change its priority or set other statuses", async () => {
    await setUp();
    const client = await as("acmeClient");
    const id = await idOf(await open(client, { title: "Billing question", body: "Which plan?" }));
    for (const body of [{ priority: "urgent" }, { assigneeEmail: "ravi@nexora.example" }, { assigneeEmail: "me" }]) {
      const refused = await change(client, id, body);
      expect(refused.status).toBe(403);
      expect((await bodyOf(refused)).error).toBe(
        "Only Nexora staff can change a request's priority, assignee, due date or project.",
      );
    }
    expect((await change(client, id, { status: "in_progress" })).status).toBe(403);
    expect((await change(client, id, { status: "open" })).status).toBe(200);
    const closed = await change(client, id, { status: "closed" });
    expect(closed.status).toBe(200);
    expect((await bodyOf(closed)).resolvedAt).toEqual(expect.any(String));
    const reopened = await bodyOf(await change(client, id, { status: "open" }));
    expect(reopened).toMatchObject({ status: "open", resolvedAt: null });
    const [row] = await database().db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ priority: "normal", assigneeId: null, status: "open" });
    // Setting "open" on an open request changed nothing, so it is not on the record.
    const updates = await activityOf(database().db, "request", "updated");
    expect(updates.map((a) => [a.id, a.actorName, a.change])).toEqual([
      [id, "Anita Desai", { status: { from: "open", to: "closed" } }],
      [id, "Anita Desai", { status: { from: "closed", to: "open" } }],
    ]);
  });

  it("staff assign to themselves or a colleague, set priority and status; resolvedAt follows the status", async () => {
    await setUp();
    const id = await idOf(await open(await as("acmeClient"), { title: "Export fails", body: "CSV export errors." }));
    const staff = await as("employee");
    const mine = await bodyOf(
      await change(staff, id, { assigneeEmail: "me", priority: "urgent", status: "in_progress" }),
    );
    expect(mine).toMatchObject({
      priority: "urgent",
      status: "in_progress",
      assignee: { name: "Ravi Kumar", email: "ravi@nexora.example" },
    });
    expect((await bodyOf(await change(staff, id, { assigneeEmail: "MEERA@nexora.example" }))).assignee).toMatchObject({
      name: "Meera Iyer",
    });
    const notStaff = await change(staff, id, { assigneeEmail: "anita@acme.example" });
    expect(notStaff.status).toBe(400);
    expect((await bodyOf(notStaff)).fields).toEqual({
      assigneeEmail: "The assignee must be an active Nexora staff member.",
    });
    const resolved = await bodyOf(await change(staff, id, { status: "resolved" }));
    expect(resolved.resolvedAt).toEqual(expect.any(String));
    expect((await bodyOf(await change(staff, id, { status: "closed" }))).resolvedAt).toBe(resolved.resolvedAt);
    expect((await bodyOf(await listed(staff, "?assignee=meera@nexora.example"))).items).toHaveLength(1);
    expect((await bodyOf(await listed(staff, "?assignee=me"))).items).toHaveLength(0);
  });

  it("a client's reply hands a request waiting on it back to Nexora; nobody replies on a closed one", async () => {
    await setUp();
    const client = await as("acmeClient");
    const staff = await as("employee");
    const id = await idOf(await open(client, { title: "Need access", body: "For Arjun." }));
    await change(staff, id, { status: "waiting_on_client" });
    const waitingOnUs = async () =>
      ((await bodyOf(await listed(staff, "?waiting=us"))).items as { id: string }[]).map((r) => r.id);
    expect(await waitingOnUs()).toEqual([]);
    await idOf(await reply(client, id, { body: "His address is arjun@acme.example." }));
    expect((await bodyOf(await read(client, id))).status).toBe("open");
    // The client spoke last on an open request: it waits on us until we answer.
    expect(await waitingOnUs()).toEqual([id]);
    await idOf(await reply(staff, id, { body: "Access granted." }));
    expect(await waitingOnUs()).toEqual([]);
    const refusedFilter = await listed(staff, "?waiting=them");
    expect(refusedFilter.status).toBe(400);
    expect((await bodyOf(refusedFilter)).fields).toEqual({ waiting: "waiting can only be us." });
    await change(client, id, { status: "closed" });
    const refused = await reply(staff, id, { body: "Done." });
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).error).toBe("This request is closed: reopen it to reply.");
  });

  it("staff open a request for a named organisation; a client's project must be its own", async () => {
    await setUp();
    const db = database().db;
    const [acmeProject] = await db
      .insert(projects)
      .values({ organisationId: w.organisations.acme.id, name: "Website" })
      .returning();
    const [globexProject] = await db
      .insert(projects)
      .values({ organisationId: w.organisations.globex.id, name: "ERP" })
      .returning();
    const staff = await as("employee");
    const missing = await open(staff, { title: "Call back", body: "Phoned in." });
    expect(missing.status).toBe(400);
    expect((await bodyOf(missing)).fields).toEqual({
      organisation: "Choose the client organisation this request is for.",
    });
    expect(
      (await open(staff, { title: "Call back", body: "Phoned in.", organisation: "Sharma Supplies" })).status,
    ).toBe(400);
    const id = await idOf(
      await open(staff, { title: "Call back", body: "Phoned in.", organisation: "Globex Industries" }),
    );
    expect((await bodyOf(await read(await as("globexClient"), id))).organisation).toEqual({
      id: w.organisations.globex.id,
      name: "Globex Industries",
    });

    const client = await as("acmeClient");
    const foreign = await open(client, { title: "About ERP", body: "x", projectId: globexProject!.id });
    expect(foreign.status).toBe(400);
    expect((await bodyOf(foreign)).fields).toEqual({
      projectId: "Choose one of the organisation's projects, or none.",
    });
    // A client naming another organisation is ignored: its requests are its own organisation's.
    const own = await idOf(
      await open(client, {
        title: "About site",
        body: "x",
        projectId: acmeProject!.id,
        organisation: "Globex Industries",
      }),
    );
    expect(await bodyOf(await read(client, own))).toMatchObject({
      organisation: { name: "Acme Ltd" },
      project: { id: acmeProject!.id, name: "Website" },
    });
  });

  it("titles and bodies over their limits, blank ones and bad characters get a 400 with a sentence", async () => {
    await setUp();
    const client = await as("acmeClient");
    const cases: [object, string, string][] = [
      [
        { title: "x".repeat(textLimits.requestTitle + 1), body: "ok" },
        "title",
        `Title must be at most ${textLimits.requestTitle} characters.`,
      ],
      [
        { title: "ok", body: "x".repeat(textLimits.requestBody + 1) },
        "body",
        `Description must be at most ${textLimits.requestBody} characters.`,
      ],
      [{ title: "   ", body: "ok" }, "title", "Title is required."],
      [{ title: "ok" }, "body", "Description is required."],
      [{ title: "Bell\u0007", body: "ok" }, "title", "Title contains characters we cannot accept."],
      [{ title: "ok", body: "ok", priority: "asap" }, "priority", "Choose a priority from the list."],
    ];
    for (const [body, field, message] of cases) {
      const refused = await open(client, body);
      expect(refused.status).toBe(400);
      expect(await bodyOf(refused)).toMatchObject({ error: message, fields: { [field]: message } });
    }
    const id = await idOf(await open(client, { title: "ok", body: "ok" }));
    const long = await reply(client, id, { body: "x".repeat(textLimits.messageBody + 1) });
    expect(long.status).toBe(400);
    expect((await bodyOf(long)).error).toBe(`Message must be at most ${textLimits.messageBody} characters.`);
    expect((await change(await as("employee"), id, {})).status).toBe(400);
    expect((await listed(client, "?status=pending")).status).toBe(400);
    expect(await database().db.select().from(requests)).toHaveLength(1);
  });

  it("Markdown and HTML are stored and returned exactly as written", async () => {
    await setUp();
    const client = await as("acmeClient");
    const title = "<script>alert(1)</script> **bold**";
    const body = "# Heading\n\n<img src=x onerror=alert(1)>\n\n[link](javascript:alert(1)) & `code`";
    const id = await idOf(await open(client, { title, body }));
    await idOf(await reply(client, id, { body }));
    const page = await bodyOf(await read(client, id));
    expect(page).toMatchObject({ title, body, messages: [expect.objectContaining({ body })] });
  });

  it("lists page 50 at a time, newest updated first, with a cursor; the status filter applies", async () => {
    await setUp();
    const db = database().db;
    const base = Date.parse("2026-11-02T10:00:00Z");
    await db.insert(requests).values(
      Array.from({ length: 53 }, (_, i) => ({
        organisationId: w.organisations.acme.id,
        title: `Request ${i}`,
        body: "b",
        status: i % 2 === 0 ? ("open" as const) : ("resolved" as const),
        // Two share each instant, so the id breaks the tie.
        updatedAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    );
    await db.insert(requests).values({ organisationId: w.organisations.globex.id, title: "Globex", body: "b" });
    const client = await as("acmeClient");
    const first = await bodyOf(await listed(client));
    const firstItems = first.items as { title: string; updatedAt: string }[];
    expect(firstItems).toHaveLength(50);
    expect(firstItems[0]?.title).toBe("Request 52");
    const second = await bodyOf(await listed(client, `?cursor=${String(first.nextCursor)}`));
    expect(second.nextCursor).toBeNull();
    const all = [...firstItems, ...(second.items as typeof firstItems)];
    expect(new Set(all.map((r) => r.title)).size).toBe(53);
    expect(all.map((r) => r.updatedAt)).toEqual([...all.map((r) => r.updatedAt)].sort().reverse());
    const open = await bodyOf(await listed(client, "?status=open"));
    expect((open.items as { title: string }[]).every((r) => Number(r.title.split(" ")[1]) % 2 === 0)).toBe(true);
    expect(open.items).toHaveLength(27);
    expect((await listed(client, "?cursor=bm9wZQ")).status).toBe(400);
    // Staff see both organisations and filter by one, by name in any case.
    const staff = await as("employee");
    expect((await bodyOf(await listed(staff, "?organisation=globex%20industries"))).items).toHaveLength(1);
  });
});
