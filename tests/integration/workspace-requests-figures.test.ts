// The home pages' data: a staff member's four figures, a client's overview, and the bell, on both databases.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { activity, milestones, projects, requestMessages, requests, users } from "@/lib/db/schema";
import { listNotifications } from "@/lib/workspace/notifications";
import { clientOverview, staffFigures } from "@/lib/workspace/request-figures";
import { listRequests } from "@/lib/workspace/requests";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile } from "../support/smtp";
import { seedWorkspace, type Workspace } from "../support/workspace";

loopbackSmtpPerFile();

// A Wednesday: the week in India runs Monday 23 to Sunday 29 November; the month began at 18:30 UTC on 31 October.
const now = new Date("2026-11-25T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

/** A bell item's words without the request's number ("#1003 "), which depends on creation order. */
const unnumbered = (text: string) => text.replace(/#\d+ /, "");

type RequestSeed = Partial<typeof requests.$inferInsert> & { title: string };

/** The activity row the domain function writes beside a change (the bell reads these). */
async function track(db: Db, request: { id: string; organisationId: string }, action: string, event: Event) {
  const [actor] = event.actorId
    ? await db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, event.actorId))
    : [];
  await db.insert(activity).values({
    resourceType: "request",
    resourceId: request.id,
    organisationId: request.organisationId,
    action,
    actorId: event.actorId ?? null,
    actorName: actor?.name ?? null,
    actorRole: actor?.role ?? null,
    change: event.change ?? {},
    at: event.at,
  });
}
type Event = { actorId?: string | null; at: Date; change?: Record<string, unknown> };

async function addRequest(db: Db, w: Workspace, seed: RequestSeed): Promise<string> {
  const [row] = await db
    .insert(requests)
    .values({ organisationId: w.organisations.acme.id, body: "b", createdAt: minutesAgo(600), ...seed })
    .returning({ id: requests.id, organisationId: requests.organisationId, createdAt: requests.createdAt });
  await track(db, row!, "created", { actorId: seed.createdById, at: row!.createdAt });
  if (seed.resolvedAt && seed.status)
    await track(db, row!, "updated", { at: seed.resolvedAt, change: { status: { from: "open", to: seed.status } } });
  return row!.id;
}

async function say(db: Db, requestId: string, authorId: string, minutes: number, internal = false, body = "text") {
  const [message] = await db
    .insert(requestMessages)
    .values({ requestId, authorId, body, internal, createdAt: minutesAgo(minutes) })
    .returning({ id: requestMessages.id });
  // Who spoke last follows each public message, as the app's reply writes it (the queue and "Waiting on me" read it).
  if (!internal)
    await db
      .update(requests)
      .set({ lastMessageById: authorId, lastMessageAt: minutesAgo(minutes) })
      .where(eq(requests.id, requestId));
  const [request] = await db
    .select({ id: requests.id, organisationId: requests.organisationId })
    .from(requests)
    .where(eq(requests.id, requestId));
  const event = { actorId: authorId, at: minutesAgo(minutes), change: { messageId: message!.id } };
  await track(db, request!, internal ? "note_added" : "replied", event);
}

describeEachDatabase("workspace figures, overview and bell", (database) => {
  it("a staff member's figures count only their requests, by the rules each figure states", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const me = w.people.employee.id;
    const client = w.people.acmeClient.id;
    const mine = (seed: RequestSeed) => addRequest(db, w, { assigneeId: me, ...seed });
    await mine({ title: "a: new, nobody answered", status: "open" });
    const b = await mine({ title: "b: we answered last", status: "in_progress" });
    await say(db, b, client, 30);
    await say(db, b, me, 20);
    const c = await mine({ title: "c: client answered last, then a note", status: "in_progress" });
    await say(db, c, me, 30);
    await say(db, c, client, 20);
    await say(db, c, me, 10, true);
    await mine({ title: "d: waiting on client, due Sunday", status: "waiting_on_client", dueDate: "2026-11-29" });
    await mine({ title: "e: due next Monday", status: "open", dueDate: "2026-11-30" });
    await mine({ title: "f: overdue", status: "open", dueDate: "2026-11-10" });
    await mine({
      title: "g: resolved 00:30 IST on 1 Nov",
      status: "resolved",
      resolvedAt: new Date("2026-10-31T19:00Z"),
    });
    await mine({ title: "h: closed 23:30 IST on 31 Oct", status: "closed", resolvedAt: new Date("2026-10-31T18:00Z") });
    await mine({ title: "i: resolved, was due", status: "resolved", dueDate: "2026-11-26", resolvedAt: minutesAgo(5) });
    await addRequest(db, w, { title: "a colleague's", assigneeId: w.people.colleague.id, dueDate: "2026-11-25" });
    await addRequest(db, w, { title: "nobody's", dueDate: "2026-11-25" });

    expect(await staffFigures(db, w.people.employee, now)).toEqual({
      assignedToMe: 6,
      waitingOnMe: 4,
      dueThisWeek: 2,
      resolvedThisMonth: 2,
      overdue: 0,
      dueSoon: 0,
    });
    expect(await staffFigures(db, w.people.admin, now)).toEqual({
      assignedToMe: 0,
      waitingOnMe: 0,
      dueThisWeek: 0,
      resolvedThisMonth: 0,
      overdue: 0,
      dueSoon: 0,
    });
    await expect(staffFigures(db, w.people.acmeClient, now)).rejects.toThrow("That page was not found.");

    // The figure's card opens the queue with `waiting=us`: the same requests, counted the same way per status.
    const waiting = await listRequests(db, w.people.employee, { assignee: "me", waiting: "us" }, now);
    expect(waiting.items.map((r) => r.title.slice(0, 2)).sort()).toEqual(["a:", "c:", "e:", "f:"]);
    expect(waiting.counts).toEqual({ open: 3, in_progress: 1, waiting_on_client: 0, resolved: 0, closed: 0 });
    // Everyone's: the colleague's and the unassigned request have nobody's answer either.
    expect((await listRequests(db, w.people.admin, { waiting: "us" }, now)).items).toHaveLength(6);
    // A client's list is its organisation's: the filter means nothing there and is ignored.
    const theirs = await listRequests(db, w.people.acmeClient, { waiting: "us" }, now);
    expect(theirs.items).toHaveLength(11);
  });

  it("a client's overview: projects not done with their next milestone, its open requests, recent activity", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const [site, app] = await db
      .insert(projects)
      .values([
        {
          organisationId: w.organisations.acme.id,
          name: "Website",
          status: "active",
          progress: 60,
          dueDate: "2027-02-01",
        },
        { organisationId: w.organisations.acme.id, name: "App", status: "planned", dueDate: "2026-12-20" },
        { organisationId: w.organisations.acme.id, name: "Old CRM", status: "done", progress: 100 },
        { organisationId: w.organisations.globex.id, name: "Globex ERP", status: "active" },
      ])
      .returning();
    await db.insert(milestones).values([
      { projectId: site!.id, title: "Design", dueDate: "2026-11-01", done: true },
      { projectId: site!.id, title: "Build", dueDate: "2026-12-15" },
      { projectId: site!.id, title: "Launch" },
    ]);
    await addRequest(db, w, { title: "Open one", status: "open", updatedAt: minutesAgo(50) });
    const waitingId = await addRequest(db, w, {
      title: "Waiting one",
      status: "waiting_on_client",
      updatedAt: minutesAgo(40),
    });
    await track(db, { id: waitingId, organisationId: w.organisations.acme.id }, "updated", {
      at: minutesAgo(40),
      change: { status: { from: "open", to: "waiting_on_client" } },
    });
    await addRequest(db, w, { title: "Done one", status: "resolved", resolvedAt: minutesAgo(30) });
    await addRequest(db, w, { title: "Globex one", organisationId: w.organisations.globex.id });

    const overview = await clientOverview(db, w.people.acmeClient, now);
    expect(overview.organisation).toEqual({ id: w.organisations.acme.id, name: "Acme Ltd" });
    expect(overview.activeProjects.map((p) => [p.name, p.progress, p.nextMilestone])).toEqual([
      ["App", 0, null],
      ["Website", 60, { title: "Build", dueDate: "2026-12-15" }],
    ]);
    expect(app?.id).toBe(overview.activeProjects[0]?.id);
    // What waits on the client's answer comes apart from what Nexora is working on.
    expect(overview.waitingOnYou.map((r) => r.title)).toEqual(["Waiting one"]);
    expect(overview.openRequests.map((r) => r.title)).toEqual(["Open one"]);
    expect(overview.openRequestCount).toBe(1);
    expect(overview.recentActivity.map((a) => unnumbered(a.text))).toEqual(
      expect.arrayContaining(["“Done one” is resolved", "“Waiting one” is waiting on you"]),
    );

    expect(await clientOverview(db, w.people.loneClient, now)).toEqual({
      organisation: null,
      activeProjects: [],
      waitingOnYou: [],
      openRequests: [],
      openRequestCount: 0,
      recentActivity: [],
    });
    await expect(clientOverview(db, w.people.employee, now)).rejects.toThrow("That page was not found.");
  });

  it("the bell: a client gets replies and resolutions of its organisation, never a note; staff what concerns them", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const { acmeClient, acmeColleague, employee, colleague } = w.people;
    const id = await addRequest(db, w, { title: "VPN", assigneeId: employee.id, createdById: acmeClient.id });
    await say(db, id, acmeClient.id, 50, false, "Still down.");
    await say(db, id, employee.id, 40, true, "Router firmware is the suspect.");
    await say(db, id, colleague.id, 35, true, "Agreed.");
    await say(db, id, employee.id, 30, false, "Fixed now,\n\nplease check.");
    await addRequest(db, w, { title: "Unassigned", createdById: acmeColleague.id, createdAt: minutesAgo(20) });
    await addRequest(db, w, {
      title: "Globex issue",
      organisationId: w.organisations.globex.id,
      assigneeId: colleague.id,
    });

    const forClient = (await listNotifications(db, acmeClient)).items;
    expect(forClient.map((i) => [unnumbered(i.text), i.detail])).toEqual([
      ["Arjun Mehta opened “Unassigned”", undefined],
      ["Ravi Kumar replied on “VPN”", "Fixed now, please check."],
    ]);
    expect(forClient[1]?.href).toBe(`/client/requests/${id}`);
    expect(JSON.stringify(forClient)).not.toMatch(/firmware|Agreed/);

    const forStaff = (await listNotifications(db, employee)).items;
    expect(forStaff.map((i) => unnumbered(i.text))).toEqual([
      "New request “Unassigned”",
      "Meera Iyer added a note on “VPN”",
      "Anita Desai replied on “VPN”",
      "Assigned to you: “VPN”",
    ]);
    expect(forStaff[0]?.href).toMatch(/^\/employee\/requests\//);
    expect((await listNotifications(db, w.people.admin)).items[0]?.href).toMatch(/^\/admin\/requests\//);
    // Another organisation's client hears only of its own request, opened by nobody it knows.
    const forGlobex = (await listNotifications(db, w.people.globexClient)).items;
    expect(forGlobex.map((i) => unnumbered(i.text))).toEqual(["A colleague opened “Globex issue”"]);
    expect(await listNotifications(db, w.people.vendor)).toEqual({ unread: 0, items: [] });
    expect((await listNotifications(db, employee)).unread).toBe(4);
  });
});
