// The staff queue on both databases: every sort pages without gaps or repeats, the assignee filters and the counts
// per status, assignment and due dates by PATCH, the bulk change (all or nothing, staff only), and service levels.
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as bulk } from "@/app/api/portal/requests/bulk/route";
import type { Db } from "@/lib/db/client";
import { projects, requests, users } from "@/lib/db/schema";
import { istDay } from "@/lib/workspace/request-rules";
import { listRequests, type RequestListItem } from "@/lib/workspace/requests";
import { addMessage, updateRequest } from "@/lib/workspace/request-writes";
import { serviceLevelMark } from "@/lib/workspace/service-levels";
import { staffFigures } from "@/lib/workspace/request-figures";
import { requestPriorities, type RequestPriority } from "@/lib/workspace/vocabulary";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile } from "../support/smtp";
import { change, listed, read } from "../support/request-api";
import { apiPost, bodyOf, noParams, workspaceSessions, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();
const rank: Record<RequestPriority, number> = { low: 1, normal: 2, high: 3, urgent: 4 };
type Seed = Partial<typeof requests.$inferInsert>;

async function addRequests(db: Db, w: Workspace, seeds: Seed[]): Promise<string[]> {
  const rows = await db
    .insert(requests)
    .values(seeds.map((seed, i) => ({ organisationId: w.organisations.acme.id, title: `R${i}`, body: "b", ...seed })))
    .returning({ id: requests.id });
  return rows.map((r) => r.id);
}

const bulkPost = (cookie: string, body: object) => bulk(apiPost("/api/portal/requests/bulk", body, cookie), noParams);

type Listed = { id: string; updatedAt: string; createdAt: string; priority: RequestPriority; dueDate: string | null };

describeEachDatabase("the staff queue", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  /** Every page of a list, following nextCursor. */
  async function everyPage(cookie: string, query: string): Promise<Listed[]> {
    const all: Listed[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : "";
      const response = await listed(cookie, `?${query}${suffix}`);
      expect(response.status).toBe(200);
      const body = (await bodyOf(response)) as { items: Listed[]; nextCursor: string | null };
      all.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    return all;
  }

  it("each sort and order pages through every request once, in its order", async () => {
    const w = await people.setUp();
    const db = database().db;
    const base = Date.parse("2026-11-02T06:00:00Z");
    // 70 requests: a page and a half, with ties in every key so the id decides across the page break.
    await addRequests(
      db,
      w,
      Array.from({ length: 70 }, (_, i) => ({
        priority: requestPriorities[i % 4],
        createdAt: new Date(base + (i % 35) * 3_600_000),
        updatedAt: new Date(base + (i % 10) * 60_000),
        dueDate: i % 3 === 0 ? null : `2026-12-${String((i % 7) + 1).padStart(2, "0")}`,
      })),
    );
    const cookie = await people.as("employee");
    const byId = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const compare: Record<string, (a: Listed, b: Listed) => number> = {
      updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || byId(a, b),
      created: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || byId(a, b),
      priority: (a, b) => rank[a.priority] - rank[b.priority] || compare.updated!(a, b),
      due: (a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? "") || byId(a, b),
    };
    for (const sort of ["updated", "created", "priority", "due"])
      for (const order of ["asc", "desc"]) {
        const got = await everyPage(cookie, `sort=${sort}&order=${order}`);
        const sign = order === "asc" ? 1 : -1;
        const expected = [...got].sort((a, b) => {
          // Requests without a due date come last in both orders.
          if (sort === "due" && (a.dueDate === null) !== (b.dueDate === null)) return a.dueDate === null ? 1 : -1;
          return sign * compare[sort]!(a, b);
        });
        expect(got.length, `${sort} ${order}`).toBe(70);
        expect(new Set(got.map((r) => r.id)).size).toBe(70);
        expect(
          got.map((r) => r.id),
          `${sort} ${order}`,
        ).toEqual(expected.map((r) => r.id));
      }
    // The default is the newest update first; priority descending puts urgent first.
    expect((await everyPage(cookie, "")).map((r) => r.id)).toEqual(
      (await everyPage(cookie, "sort=updated&order=desc")).map((r) => r.id),
    );
    expect((await everyPage(cookie, "sort=priority"))[0]!.priority).toBe("urgent");
  });

  it("sort=sla pages through every request once by its next target's due time, those with none last", async () => {
    const w = await people.setUp();
    const db = database().db;
    const wednesday = (hour: number) => new Date(`2026-12-02T${String(hour).padStart(2, "0")}:00:00+05:30`);
    const saturday = (minute: number) => new Date(Date.parse("2026-12-05T10:00:00+05:30") + minute * 60_000);
    const answered = new Date("2026-12-01T12:00:00+05:30");
    const seeds: Seed[] = [
      // A reply due on Wednesday, an hour apart.
      ...Array.from({ length: 20 }, (_, i) => ({ priority: "urgent" as const, createdAt: wednesday(8 + (i % 12)) })),
      // Weekend requests all fall due at Monday's closing: 20 opened at one instant (the id decides among them, across
      // the page break at 50), 20 a minute apart (the clock's start decides).
      ...Array.from({ length: 20 }, () => ({ priority: "normal" as const, createdAt: saturday(0) })),
      ...Array.from({ length: 20 }, (_, i) => ({ priority: "normal" as const, createdAt: saturday(i + 1) })),
      // Resolutions on a running clock, some started later by a wait on the client.
      ...Array.from({ length: 10 }, (_, i) => ({
        priority: "high" as const,
        status: i % 2 ? ("in_progress" as const) : ("open" as const),
        createdAt: wednesday(9),
        firstRespondedAt: wednesday(10),
        resolutionClockStart: i < 5 ? null : new Date(wednesday(9).getTime() + i * 3_600_000),
      })),
      // Waiting on the client never answered: the first reply still runs.
      ...Array.from({ length: 3 }, (_, i) => ({
        priority: "low" as const,
        status: "waiting_on_client" as const,
        createdAt: wednesday(12 + i),
        resolutionClockStoppedAt: wednesday(18),
      })),
      // Nothing pending: waiting after our reply, resolved, closed.
      ...Array.from({ length: 10 }, (_, i) => ({
        priority: requestPriorities[i % 4],
        status: (["waiting_on_client", "resolved", "closed"] as const)[i % 3],
        createdAt: answered,
        firstRespondedAt: answered,
        updatedAt: new Date(answered.getTime() + i * 60_000),
      })),
    ];
    const ids = await addRequests(db, w, seeds);
    const seedOf = new Map(ids.map((id, i) => [id, seeds[i]!]));
    const cookie = await people.as("employee");
    type Item = Listed & {
      status: string;
      sla: { firstResponseDueAt: string; resolutionDueAt: string; firstRespondedAt: string | null };
    };
    const got = (await everyPage(cookie, "sort=sla")) as Item[];
    // The oracle: the first reply while none was sent, else the resolution while its clock runs, else nothing.
    const target = (r: Item) => {
      const seed = seedOf.get(r.id)!;
      if (r.status === "resolved" || r.status === "closed") return null;
      if (!r.sla.firstRespondedAt) return { due: Date.parse(r.sla.firstResponseDueAt), start: seed.createdAt! };
      if (r.status === "waiting_on_client") return null;
      return { due: Date.parse(r.sla.resolutionDueAt), start: seed.resolutionClockStart ?? seed.createdAt! };
    };
    const byId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const expected = (sign: number) =>
      [...got].sort((a, b) => {
        const [ta, tb] = [target(a), target(b)];
        if (!ta || !tb) {
          if (ta || tb) return ta ? -1 : 1;
          return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || byId(b, a);
        }
        return sign * (ta.due - tb.due || ta.start.getTime() - tb.start.getTime() || byId(a, b));
      });
    expect(got).toHaveLength(seeds.length);
    expect(new Set(got.map((r) => r.id)).size).toBe(seeds.length);
    expect(got.map((r) => r.id)).toEqual(expected(1).map((r) => r.id));
    // The Wednesday replies first, then the weekend's tie at Monday 19:30 across the page break.
    expect(Date.parse(got[49]!.sla.firstResponseDueAt)).toBe(Date.parse("2026-12-07T19:30:00+05:30"));
    expect(Date.parse(got[50]!.sla.firstResponseDueAt)).toBe(Date.parse("2026-12-07T19:30:00+05:30"));
    expect(got.slice(-10).every((r) => target(r) === null)).toBe(true);
    const latestFirst = (await everyPage(cookie, "sort=sla&order=desc")) as Item[];
    expect(latestFirst.map((r) => r.id)).toEqual(expected(-1).map((r) => r.id));
    expect((await everyPage(cookie, "sort=sla&order=asc")).map((r) => r.id)).toEqual(got.map((r) => r.id));
    // Filters apply within the order: the urgent ones alone, soonest first.
    const urgent = (await everyPage(cookie, "sort=sla&priority=urgent")) as Item[];
    expect(urgent.map((r) => r.id)).toEqual(got.filter((r) => r.priority === "urgent").map((r) => r.id));
    const cursor = (key: string) => Buffer.from(JSON.stringify(["sla", "asc", key, ids[0]])).toString("base64url");
    expect((await listed(cookie, `?sort=sla&cursor=${cursor("t|2026-12-07|x")}`)).status).toBe(400);
    // At the edges of time: a due time past the clock's reach is refused, one within it reads what follows.
    const start = "2026-12-05T04:30:00.000000Z";
    expect((await listed(cookie, `?sort=sla&cursor=${cursor(`t|9999-12-31T23:59:59.999Z|${start}`)}`)).status).toBe(
      400,
    );
    const far = await listed(cookie, `?sort=sla&cursor=${cursor(`t|9998-12-31T23:59:59.999Z|${start}`)}`);
    expect(far.status).toBe(200);
    expect(((await bodyOf(far)) as { items: Item[] }).items.map((r) => r.id)).toEqual(
      got.filter((r) => target(r) === null).map((r) => r.id),
    );
  });

  it("a cursor of another sort starts again at the first page; a forged one is a 400", async () => {
    const w = await people.setUp();
    await addRequests(
      database().db,
      w,
      Array.from({ length: 55 }, () => ({})),
    );
    const cookie = await people.as("employee");
    const first = (await bodyOf(await listed(cookie, "?sort=created"))) as { items: Listed[]; nextCursor: string };
    const other = (await bodyOf(await listed(cookie, `?sort=due&cursor=${first.nextCursor}`))) as { items: Listed[] };
    const dueFirst = (await bodyOf(await listed(cookie, "?sort=due"))) as { items: Listed[] };
    expect(other.items.map((r) => r.id)).toEqual(dueFirst.items.map((r) => r.id));
    const forged = Buffer.from(JSON.stringify(["due", "desc", "2026-02-30", first.items[0]!.id])).toString("base64url");
    const refused = await listed(cookie, `?sort=due&cursor=${forged}`);
    expect(refused.status).toBe(400);
    expect((await listed(cookie, "?sort=size")).status).toBe(400);
  });

  it("assignee filters and counts per status for the same filters", async () => {
    const w = await people.setUp();
    const { employee, colleague } = w.people;
    await addRequests(database().db, w, [
      { assigneeId: employee.id, status: "open" },
      { assigneeId: employee.id, status: "resolved" },
      { assigneeId: colleague.id, status: "open", priority: "urgent" },
      { status: "waiting_on_client" },
      { status: "open", organisationId: w.organisations.globex.id },
    ]);
    const cookie = await people.as("employee");
    const list = async (query: string) =>
      (await bodyOf(await listed(cookie, query))) as { items: RequestListItem[]; counts: Record<string, number> };
    const mine = await list("?assignee=me");
    expect(mine.items).toHaveLength(2);
    expect(mine.counts).toEqual({ open: 1, in_progress: 0, waiting_on_client: 0, resolved: 1, closed: 0 });
    expect((await list("?assignee=none")).items).toHaveLength(2);
    const meera = await list(`?assignee=${encodeURIComponent(colleague.email)}`);
    expect(meera.items.map((r) => r.assignee?.name)).toEqual(["Meera Iyer"]);
    const openOnly = await list("?status=open");
    expect(openOnly.items).toHaveLength(3);
    expect(openOnly.counts).toEqual({ open: 3, in_progress: 0, waiting_on_client: 1, resolved: 1, closed: 0 });
    expect((await list(`?organisation=${w.organisations.globex.id}`)).counts.open).toBe(1);
    // A client's counts are its own organisation's.
    const client = (await bodyOf(await listed(await people.as("acmeClient")))) as { counts: Record<string, number> };
    expect(client.counts).toEqual({ open: 2, in_progress: 0, waiting_on_client: 1, resolved: 1, closed: 0 });
  });

  it("staff assign to a colleague or nobody, with a due date and a project; wrong ones are refused", async () => {
    const w = await people.setUp();
    const db = database().db;
    const [own, foreign] = await db
      .insert(projects)
      .values([
        { organisationId: w.organisations.acme.id, name: "Acme site", ownerId: w.people.admin.id },
        { organisationId: w.organisations.globex.id, name: "Globex app", ownerId: w.people.admin.id },
      ])
      .returning({ id: projects.id });
    const [id] = await addRequests(db, w, [{ dueDate: "2020-01-01" }]);
    const cookie = await people.as("employee");
    const tomorrow = istDay(new Date(Date.now() + 86_400_000));
    const patched = await change(cookie, id!, {
      assigneeEmail: w.people.admin.email,
      dueDate: tomorrow,
      projectId: own!.id,
    });
    expect(patched.status).toBe(200);
    expect(await bodyOf(patched)).toMatchObject({
      assignee: { name: "Asha Rao" },
      dueDate: tomorrow,
      project: { id: own!.id, name: "Acme site" },
      sla: { firstRespondedAt: null, breached: expect.any(Boolean), dueSoon: expect.any(Boolean) },
    });
    const [entry] = (await activityOf(db, "request", "updated")).slice(-1);
    expect(entry!.change).toMatchObject({
      assignee: { from: null, to: { name: "Asha Rao", email: w.people.admin.email } },
      dueDate: { from: "2020-01-01", to: tomorrow },
      project: { from: null, to: { id: own!.id, name: "Acme site" } },
    });
    const refusal = async (body: object, status: number, error: string) => {
      const response = await change(cookie, id!, body);
      expect(response.status).toBe(status);
      expect((await bodyOf(response)).error).toBe(error);
    };
    const notStaff = "The assignee must be an active Nexora staff member.";
    await refusal({ assigneeEmail: w.people.acmeClient.email }, 400, notStaff);
    await refusal({ assigneeEmail: w.people.vendor.email }, 400, notStaff);
    await db.update(users).set({ active: false }).where(eq(users.id, w.people.colleague.id));
    await refusal({ assigneeEmail: w.people.colleague.email }, 400, notStaff);
    await refusal({ dueDate: "2026-01-01" }, 400, "The due date cannot be in the past.");
    await refusal({ projectId: foreign!.id }, 400, "Choose one of the organisation's projects, or none.");
    await refusal({ projectId: "not-an-id" }, 400, "Choose one of the organisation's projects, or none.");
    const client = await change(await people.as("acmeClient"), id!, { projectId: null });
    expect(client.status).toBe(403);
    expect((await bodyOf(client)).error).toBe(
      "Only Nexora staff can change a request's priority, assignee, due date or project.",
    );
    const cleared = await change(cookie, id!, { assigneeEmail: null, dueDate: null, projectId: null });
    expect(await bodyOf(cleared)).toMatchObject({ assignee: null, dueDate: null, project: null });
    const [row] = await db.select().from(requests).where(eq(requests.id, id!));
    expect(row).toMatchObject({ assigneeId: null, dueDate: null, projectId: null });
  });

  it("a bulk change is all or nothing, staff only, with an activity entry per request", async () => {
    const w = await people.setUp();
    const db = database().db;
    const ids = await addRequests(db, w, [{}, {}, { priority: "high" }]);
    const cookie = await people.as("employee");
    const before = await db.select().from(requests).orderBy(requests.id);
    const missing = "00000000-0000-4000-8000-000000000000";
    const unknown = await bulkPost(cookie, { ids: [...ids, missing], priority: "high" });
    expect(unknown.status).toBe(404);
    expect((await bulkPost(cookie, { ids: [ids[0], "x"], priority: "high" })).status).toBe(400);
    expect((await bulkPost(cookie, { ids: [ids[0]] })).status).toBe(400);
    expect((await bulkPost(cookie, { ids: [], status: "closed" })).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => missing);
    expect((await bulkPost(cookie, { ids: tooMany, status: "closed" })).status).toBe(400);
    const stranger = await bulkPost(cookie, { ids, assigneeEmail: w.people.acmeClient.email });
    expect(stranger.status).toBe(400);
    expect((await bulkPost(await people.as("acmeClient"), { ids, status: "closed" })).status).toBe(404);
    expect(await db.select().from(requests).orderBy(requests.id)).toEqual(before);
    expect(await activityOf(db, "request", "updated")).toEqual([]);

    const done = await bulkPost(cookie, { ids, priority: "high", assigneeEmail: w.people.colleague.email });
    expect(done.status).toBe(200);
    expect(await bodyOf(done)).toEqual({ updated: 3 });
    const rows = await db.select().from(requests).where(inArray(requests.id, ids));
    expect(rows.every((r) => r.priority === "high" && r.assigneeId === w.people.colleague.id)).toBe(true);
    const entries = await activityOf(db, "request", "updated");
    expect(entries.map((e) => e.id).sort()).toEqual([...ids].sort());
    // Setting what is already there counts nothing.
    expect(await bodyOf(await bulkPost(cookie, { ids, priority: "high" }))).toEqual({ updated: 0 });
  });

  it("service levels count business hours across a weekend and a holiday", async () => {
    const w = await people.setUp();
    const db = database().db;
    // Friday 20 Nov 2026, 18:30 IST; Saturday and Sunday off, Tuesday 24 Nov is Guru Nanak Jayanti.
    const createdAt = new Date("2026-11-20T13:00:00Z");
    const [id] = await addRequests(db, w, [{ priority: "low", createdAt, updatedAt: createdAt }]);
    const page = await bodyOf(await read(await people.as("acmeClient"), id!));
    // 16 business hours: 1 on Friday, 8 on Monday, 7 on Wednesday; 80 hours end on Monday 7 December.
    expect(page.sla).toMatchObject({
      firstResponseDueAt: "2026-11-25T13:00:00.000Z",
      resolutionDueAt: "2026-12-07T13:00:00.000Z",
      firstRespondedAt: null,
    });
    const wednesdayMorning = new Date("2026-11-25T07:00:00Z");
    const { items } = await listRequests(db, w.people.employee, {}, wednesdayMorning);
    expect(items[0]!.sla).toMatchObject({ breached: false, dueSoon: false });
    const { items: later } = await listRequests(db, w.people.employee, {}, new Date("2026-11-25T12:15:00Z"));
    expect(later[0]!.sla).toMatchObject({ breached: false, dueSoon: true });
  });

  it("the overdue and due-soon filters and figures agree with each request's service level", async () => {
    const w = await people.setUp();
    const db = database().db;
    const now = new Date("2026-11-25T12:00:00Z"); // Wednesday 17:30 IST
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const me = w.people.employee.id;
    await addRequests(db, w, [
      { title: "urgent, 3 h old", priority: "urgent", createdAt: hoursAgo(3), assigneeId: me },
      { title: "urgent, 1.5 h old", priority: "urgent", createdAt: hoursAgo(1.5), assigneeId: me },
      { title: "urgent, answered", priority: "urgent", createdAt: hoursAgo(3), firstRespondedAt: hoursAgo(2) },
      // Answered past its two hours: a missed target, but nothing late is pending now.
      {
        title: "urgent, answered late",
        priority: "urgent",
        createdAt: hoursAgo(3),
        firstRespondedAt: hoursAgo(0.5),
        assigneeId: me,
      },
      { title: "urgent, resolved late", priority: "urgent", createdAt: hoursAgo(30), status: "resolved" },
      { title: "high, 30 min old", priority: "high", createdAt: hoursAgo(0.5), assigneeId: me },
      { title: "normal, last week", priority: "normal", createdAt: hoursAgo(24 * 9), firstRespondedAt: hoursAgo(150) },
      { title: "low, today", priority: "low", createdAt: hoursAgo(4) },
      // Past its resolution had its clock run through the wait (two business days from 9 days ago).
      {
        title: "high, waiting since last week",
        priority: "high",
        status: "waiting_on_client",
        createdAt: hoursAgo(24 * 9),
        firstRespondedAt: hoursAgo(24 * 9 - 1),
        resolutionClockStoppedAt: hoursAgo(24 * 8),
        assigneeId: me,
      },
      // Waiting on the client without a first reply: that target still runs.
      {
        title: "urgent, waiting, never answered",
        priority: "urgent",
        status: "waiting_on_client",
        createdAt: hoursAgo(3),
        resolutionClockStoppedAt: hoursAgo(2),
        assigneeId: me,
      },
    ]);
    const caller = w.people.employee;
    const all = (await listRequests(db, caller, {}, now)).items;
    const marked = (mark: "overdue" | "due_soon") => (r: RequestListItem) => serviceLevelMark(r.sla, r.status) === mark;
    const titles = (items: RequestListItem[]) => items.map((r) => r.title).sort();
    const overdue = (await listRequests(db, caller, { sla: "overdue" }, now)).items;
    const dueSoon = (await listRequests(db, caller, { sla: "due_soon" }, now)).items;
    expect(titles(overdue)).toEqual(titles(all.filter(marked("overdue"))));
    expect(titles(overdue)).toEqual(["normal, last week", "urgent, 3 h old", "urgent, waiting, never answered"]);
    expect(titles(dueSoon)).toEqual(titles(all.filter(marked("due_soon"))));
    expect(titles(dueSoon)).toEqual(["urgent, 1.5 h old"]);
    expect(all.find((r) => r.title === "high, waiting since last week")!.sla).toMatchObject({
      breached: false,
      paused: true,
    });
    expect(all.find((r) => r.title === "urgent, answered late")!.sla).toMatchObject({ breached: true, overdue: false });
    expect(await staffFigures(db, caller, now)).toMatchObject({ overdue: 2, dueSoon: 1 });
  });

  it("the resolution clock stands still while a request waits on the client, and goes on when the client answers", async () => {
    const w = await people.setUp();
    const db = database().db;
    const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);
    // High: two business days from Monday 11:30, so due Tuesday 19:30 on a clock that never stops.
    const [id] = await addRequests(db, w, [
      {
        title: "Scales drop readings",
        priority: "high",
        createdAt: ist("2026-11-30 11:30"),
        firstRespondedAt: ist("2026-11-30 12:00"),
      },
    ]);
    const staff = w.people.employee;
    const sla = async (at: string) => (await listRequests(db, staff, {}, ist(at))).items.find((r) => r.id === id)!.sla;
    const overdueAt = async (at: string) =>
      (await listRequests(db, staff, { sla: "overdue" }, ist(at))).items.map((r) => r.id);
    await updateRequest(db, staff, id!, { status: "waiting_on_client" }, ist("2026-11-30 15:30"));
    expect(await sla("2026-12-02 15:00")).toMatchObject({ paused: true, breached: false, dueSoon: false });
    expect(await overdueAt("2026-12-02 15:00")).toEqual([]);
    // The client answers two business days later: the request is open again, and due two business days later too.
    await addMessage(
      db,
      w.people.acmeClient,
      id!,
      { body: "Here are the logs.", internal: false },
      ist("2026-12-02 15:30"),
    );
    expect(await sla("2026-12-02 15:30")).toMatchObject({
      paused: false,
      breached: false,
      resolutionDueAt: ist("2026-12-03 19:30"),
    });
    expect(await overdueAt("2026-12-03 19:00")).toEqual([]);
    expect(await overdueAt("2026-12-03 19:31")).toEqual([id]);
    const [row] = await db.select().from(requests).where(eq(requests.id, id!));
    expect(row).toMatchObject({ status: "open", resolutionClockStoppedAt: null });
    // Resolved and reopened a week later: the clock goes on from where it stood, not from the creation.
    await updateRequest(db, staff, id!, { status: "resolved" }, ist("2026-12-03 12:00"));
    await updateRequest(db, w.people.acmeClient, id!, { status: "open" }, ist("2026-12-10 12:00"));
    expect(await sla("2026-12-10 12:00")).toMatchObject({ breached: false, resolutionDueAt: ist("2026-12-10 19:30") });
  });
});
