// The project edit and milestone API: PATCH a project, add, edit and remove milestones, progress following them,
// clients refused and every change in the activity record. Real route handlers and cookies, both databases.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  DELETE as removeRoute,
  PATCH as editMilestoneRoute,
} from "@/app/api/portal/projects/[id]/milestones/[mid]/route";
import { POST as addRoute } from "@/app/api/portal/projects/[id]/milestones/route";
import { GET as readRoute, PATCH as editRoute } from "@/app/api/portal/projects/[id]/route";
import { milestones, projects } from "@/lib/db/schema";
import { createProject } from "@/lib/workspace/project-writes";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { siteUrl } from "../support/http";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPatch, apiPost, bodyOf, routeContext, workspaceSessions } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

const read = (cookie: string, id: string) =>
  readRoute(apiGet(`/api/portal/projects/${id}`, cookie), routeContext({ id }));
const edit = (cookie: string, id: string, body: unknown) =>
  editRoute(apiPatch(`/api/portal/projects/${id}`, body, cookie), routeContext({ id }));
const add = (cookie: string, id: string, body: unknown) =>
  addRoute(apiPost(`/api/portal/projects/${id}/milestones`, body, cookie), routeContext({ id }));
const editMilestone = (cookie: string, id: string, mid: string, body: unknown) =>
  editMilestoneRoute(apiPatch(`/api/portal/projects/${id}/milestones/${mid}`, body, cookie), routeContext({ id, mid }));
function remove(cookie: string, id: string, mid: string) {
  const request = new Request(`${siteUrl}/api/portal/projects/${id}/milestones/${mid}`, {
    method: "DELETE",
    headers: { origin: siteUrl, cookie, "user-agent": "vitest" },
  });
  return removeRoute(request, routeContext({ id, mid }));
}

describeEachDatabase("project and milestone API", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  async function project() {
    const w = await people.setUp();
    const { id } = await createProject(
      database().db,
      w.people.admin,
      { organisation: "Acme Ltd", name: "Data platform" },
      new Date("2026-11-24T06:00:00Z"),
    );
    return { w, id };
  }
  const progressOf = async (id: string) =>
    (await database().db.select().from(projects).where(eq(projects.id, id)))[0]?.progress;

  it("progress is the share of milestones done, recomputed on each add, edit and removal", async () => {
    const { id } = await project();
    const staff = await people.as("employee");
    const ids: string[] = [];
    for (const title of ["Design", "Build", "Launch"]) {
      const answer = await add(staff, id, { title, dueDate: "2027-01-15" });
      expect(answer.status).toBe(201);
      ids.push(String((await bodyOf(answer)).id));
    }
    expect(await progressOf(id)).toBe(0);
    const [design, build, launch] = ids as [string, string, string];
    expect((await editMilestone(staff, id, design, { done: true })).status).toBe(200);
    expect(await progressOf(id)).toBe(33);
    const answer = await editMilestone(staff, id, build, { done: true, title: "Build and test", dueDate: null });
    expect(await bodyOf(answer)).toMatchObject({
      progress: 67,
      progressManual: false,
      milestones: expect.arrayContaining([{ id: build, title: "Build and test", dueDate: null, done: true }]),
    });
    expect((await remove(staff, id, launch)).status).toBe(200);
    expect(await progressOf(id)).toBe(100);
    expect(await database().db.select().from(milestones).where(eq(milestones.id, launch))).toEqual([]);
  });

  it("typed progress holds until staff go back to automatic; a project without milestones keeps its figure", async () => {
    const { id } = await project();
    const staff = await people.as("admin");
    expect(await bodyOf(await edit(staff, id, { progress: 35 }))).toMatchObject({ progress: 35, progressManual: true });
    const { id: mid } = (await bodyOf(await add(staff, id, { title: "Only step" }))) as { id: string };
    await editMilestone(staff, id, mid, { done: true });
    expect(await progressOf(id)).toBe(35);
    expect(await bodyOf(await edit(staff, id, { progress: null }))).toMatchObject({
      progress: 100,
      progressManual: false,
    });
    await remove(staff, id, mid);
    expect(await progressOf(id)).toBe(100);
  });

  it("staff rename, re-own and re-date a project; each change is in the activity record", async () => {
    const { w, id } = await project();
    const staff = await people.as("employee");
    const answer = await edit(staff, id, {
      name: "Data platform, phase 2",
      summary: "Warehouse and dashboards.",
      status: "active",
      startDate: "2026-12-01",
      dueDate: "2027-02-28",
      ownerEmail: "MEERA@nexora.example",
    });
    expect(answer.status).toBe(200);
    expect(await bodyOf(answer)).toMatchObject({
      name: "Data platform, phase 2",
      status: "active",
      owner: { name: "Meera Iyer", email: "meera@nexora.example" },
    });
    const { id: mid } = (await bodyOf(await add(staff, id, { title: "Kick-off" }))) as { id: string };
    await editMilestone(staff, id, mid, { title: "Kick-off workshop" });
    await remove(staff, id, mid);
    const [, updated] = await activityOf(database().db, "project");
    expect(updated).toMatchObject({
      action: "updated",
      actorName: "Ravi Kumar",
      organisationId: w.organisations.acme.id,
      change: {
        name: { from: "Data platform", to: "Data platform, phase 2" },
        status: { from: "planned", to: "active" },
        dueDate: { from: null, to: "2027-02-28" },
        owner: {
          from: { name: "Asha Rao", email: "asha@nexora.example" },
          to: { name: "Meera Iyer", email: "meera@nexora.example" },
        },
      },
    });
    expect((await activityOf(database().db, "milestone")).map((a) => [a.action, a.change])).toEqual([
      ["created", { projectId: id, title: "Kick-off", dueDate: null }],
      ["updated", { projectId: id, title: { from: "Kick-off", to: "Kick-off workshop" } }],
      ["removed", { projectId: id, title: "Kick-off workshop", dueDate: null, done: false }],
    ]);
  });

  it("clients read their project but cannot change it; vendors and other organisations get 404", async () => {
    const { id } = await project();
    const staff = await people.as("admin");
    const { id: mid } = (await bodyOf(await add(staff, id, { title: "Pilot" }))) as { id: string };
    const client = await people.as("acmeClient");
    expect((await read(client, id)).status).toBe(200);
    expect((await edit(client, id, { progress: 100 })).status).toBe(404);
    expect((await add(client, id, { title: "Mine" })).status).toBe(404);
    expect((await editMilestone(client, id, mid, { done: true })).status).toBe(404);
    expect((await remove(client, id, mid)).status).toBe(404);
    for (const other of ["globexClient", "vendor"] as const)
      expect((await read(await people.as(other), id)).status).toBe(404);
    const [row] = await database().db.select().from(milestones).where(eq(milestones.id, mid));
    expect(row).toMatchObject({ title: "Pilot", done: false });
    expect(await progressOf(id)).toBe(0);
  });

  it("bad input is a 400 with a sentence; a missing or another project's milestone is a 404", async () => {
    const { w, id } = await project();
    const staff = await people.as("employee");
    const cases: [unknown, string][] = [
      [{ progress: 101 }, "Progress must be a whole number from 0 to 100."],
      [{ progress: "lots" }, "Progress must be a whole number from 0 to 100."],
      [{ ownerEmail: "anita@acme.example" }, "The owner must be an active Nexora staff member."],
      [{ dueDate: "2026-13-01" }, "Due date must be a real date like 2026-12-31."],
      [{}, "Change at least one of name, summary, status, dates, owner or progress."],
    ];
    for (const [body, message] of cases) {
      const answer = await edit(staff, id, body);
      expect(answer.status).toBe(400);
      expect((await bodyOf(answer)).error).toBe(message);
    }
    const blank = await add(staff, id, { title: "  " });
    expect(blank.status).toBe(400);
    expect((await bodyOf(blank)).error).toBe("Milestone is required.");
    const { id: other } = await createProject(
      database().db,
      w.people.admin,
      { organisation: "Globex Industries", name: "Other" },
      new Date(),
    );
    const { id: mid } = (await bodyOf(await add(staff, other, { title: "Theirs" }))) as { id: string };
    expect((await editMilestone(staff, id, mid, { done: true })).status).toBe(404);
    expect((await remove(staff, id, mid)).status).toBe(404);
    expect((await remove(staff, id, "not-an-id")).status).toBe(404);
    expect((await edit(staff, "00000000-0000-4000-8000-000000000000", { progress: 5 })).status).toBe(404);
    expect(await database().db.select().from(milestones).where(eq(milestones.id, mid))).toHaveLength(1);
  });
});
