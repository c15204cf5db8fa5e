// Projects and milestones: the API (real route handlers and cookies) and the staff edits in lib/, two client
// organisations, both databases.
import { expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/portal/projects/route";
import { projects, requests } from "@/lib/db/schema";
import { WorkspaceError } from "@/lib/workspace/errors";
import { addMilestone, updateMilestone } from "@/lib/workspace/milestone-writes";
import { createProject, updateProject } from "@/lib/workspace/project-writes";
import { getProject, listProjects } from "@/lib/workspace/projects";
import { projectCreateSchema } from "@/lib/workspace/schemas";
import { textLimits } from "@/lib/workspace/vocabulary";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPost, bodyOf, noParams, seedWorkspace, signIn, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();
const now = new Date("2026-11-24T06:00:00Z");

const listed = (cookie: string, query = "") => list(apiGet(`/api/portal/projects${query}`, cookie), noParams);
const created = (cookie: string, body: object) => create(apiPost("/api/portal/projects", body, cookie), noParams);

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof WorkspaceError)) throw new Error(`expected a WorkspaceError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describeEachDatabase("workspace projects", (database) => {
  let w: Workspace;

  it("staff create a project for a client organisation by name; its clients see it, others do not", async () => {
    w = await seedWorkspace(database().db);
    const staff = await signIn(smtp, w.people.employee.email);
    const answer = await created(staff, {
      organisation: "Acme Ltd",
      name: "Website relaunch",
      summary: "New **look**",
      startDate: "2026-11-01",
      dueDate: "2027-01-31",
      ownerEmail: "Meera@nexora.example",
    });
    expect(answer.status).toBe(201);
    const { id } = await bodyOf(answer);
    const acme = await bodyOf(await listed(await signIn(smtp, w.people.acmeClient.email)));
    expect(acme).toEqual({
      items: [
        {
          id,
          name: "Website relaunch",
          status: "planned",
          progress: 0,
          dueDate: "2027-01-31",
          organisation: { id: w.organisations.acme.id, name: "Acme Ltd" },
          owner: { name: "Meera Iyer", role: "employee" },
        },
      ],
      nextCursor: null,
    });
    const globex = await signIn(smtp, w.people.globexClient.email);
    expect((await bodyOf(await listed(globex))).items).toEqual([]);
    await expect(getProject(database().db, w.people.globexClient, String(id))).rejects.toThrow(
      "That project was not found.",
    );
    expect(await activityOf(database().db, "project")).toEqual([
      {
        id,
        action: "created",
        actorId: w.people.employee.id,
        actorName: "Ravi Kumar",
        actorRole: "employee",
        organisationId: w.organisations.acme.id,
        change: {
          name: "Website relaunch",
          organisation: { id: w.organisations.acme.id, name: "Acme Ltd" },
          owner: { name: "Meera Iyer", email: "meera@nexora.example" },
          summary: "New **look**",
          startDate: "2026-11-01",
          dueDate: "2027-01-31",
        },
      },
    ]);
  });

  it("a client cannot create a project, a vendor sees none, a signed-out caller is asked to sign in", async () => {
    w = await seedWorkspace(database().db);
    const client = await signIn(smtp, w.people.acmeClient.email);
    expect((await created(client, { organisation: "Acme Ltd", name: "Mine" })).status).toBe(404);
    const vendor = await signIn(smtp, w.people.vendor.email);
    expect((await listed(vendor)).status).toBe(404);
    expect((await created(vendor, { organisation: "Acme Ltd", name: "Mine" })).status).toBe(404);
    expect((await listed("")).status).toBe(401);
    expect(await database().db.select().from(projects)).toEqual([]);
  });

  it("bad project input gets a 400 with a sentence on its field", async () => {
    w = await seedWorkspace(database().db);
    const staff = await signIn(smtp, w.people.admin.email);
    const base = { organisation: "Acme Ltd", name: "Project" };
    const cases: [object, string, string][] = [
      [
        { ...base, name: "x".repeat(textLimits.projectName + 1) },
        "name",
        "Project name must be at most 120 characters.",
      ],
      [{ ...base, dueDate: "2026-02-30" }, "dueDate", "Due date must be a real date like 2026-12-31."],
      [{ ...base, dueDate: "31/12/2026" }, "dueDate", "Due date must be a real date like 2026-12-31."],
      [
        { ...base, startDate: "2026-12-01", dueDate: "2026-11-01" },
        "dueDate",
        "The due date cannot be before the start date.",
      ],
      [{ ...base, ownerEmail: "anita@acme.example" }, "ownerEmail", "The owner must be an active Nexora staff member."],
      [
        { ...base, organisation: "Sharma Supplies" },
        "organisation",
        'There is no client organisation "Sharma Supplies".',
      ],
      [{ ...base, organisation: "Nobody Ltd" }, "organisation", 'There is no client organisation "Nobody Ltd".'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await created(staff, body);
      expect(answer.status).toBe(400);
      expect(await bodyOf(answer)).toMatchObject({ error: message, fields: { [field]: message } });
    }
    expect((await listed(staff, "?status=finished")).status).toBe(400);
    expect(await database().db.select().from(projects)).toEqual([]);
  });

  it("staff edit status, progress and dates and tick off milestones; the page shows them in order", async () => {
    const db = database().db;
    w = await seedWorkspace(db);
    const org = w.organisations.acme.name;
    const input = projectCreateSchema.parse({ organisation: org, name: "ERP rollout" });
    const { id } = await createProject(db, w.people.employee, input, now);
    await updateProject(db, w.people.employee, id, { status: "active", progress: 40, dueDate: "2027-03-31" }, now);
    const late = await addMilestone(db, w.people.employee, id, { title: "Go-live", dueDate: "2027-03-01" }, now);
    const soon = await addMilestone(db, w.people.admin, id, { title: "Pilot", dueDate: "2026-12-15" }, now);
    await addMilestone(db, w.people.admin, id, { title: "Training" }, now);
    await updateMilestone(db, w.people.employee, id, soon.id, { done: true }, now);
    await db
      .insert(requests)
      .values({ organisationId: w.organisations.acme.id, projectId: id, title: "Data import", body: "b" });
    const page = await getProject(db, w.people.acmeClient, id);
    expect(page).toMatchObject({ status: "active", progress: 40, dueDate: "2027-03-31" });
    expect(page.milestones.map((m) => [m.title, m.done])).toEqual([
      ["Pilot", true],
      ["Go-live", false],
      ["Training", false],
    ]);
    expect(page.requests.map((r) => r.title)).toEqual(["Data import"]);
    expect(late.id).toEqual(expect.any(String));
    // Clearing a date: null (a form's empty field).
    await updateProject(db, w.people.employee, id, { dueDate: null }, now);
    expect((await getProject(db, w.people.employee, id)).dueDate).toBeNull();
    // Each change with its old and new values; setting what is already there records nothing.
    await updateMilestone(db, w.people.employee, id, soon.id, { done: true }, now);
    await updateProject(db, w.people.employee, id, { status: "active", progress: 40 }, now);
    const record = async (type: "project" | "milestone") =>
      (await activityOf(db, type)).map((a) => [a.action, a.actorName, a.organisationId, a.change]);
    const acme = w.organisations.acme.id;
    expect(await record("project")).toEqual([
      ["created", "Ravi Kumar", acme, expect.objectContaining({ name: "ERP rollout" })],
      [
        "updated",
        "Ravi Kumar",
        acme,
        {
          status: { from: "planned", to: "active" },
          progress: { from: 0, to: 40 },
          dueDate: { from: null, to: "2027-03-31" },
          progressManual: { from: false, to: true },
        },
      ],
      ["updated", "Ravi Kumar", acme, { dueDate: { from: "2027-03-31", to: null } }],
    ]);
    expect(await record("milestone")).toEqual([
      ["created", "Ravi Kumar", acme, { projectId: id, title: "Go-live", dueDate: "2027-03-01" }],
      ["created", "Asha Rao", acme, { projectId: id, title: "Pilot", dueDate: "2026-12-15" }],
      ["created", "Asha Rao", acme, { projectId: id, title: "Training", dueDate: null }],
      ["updated", "Ravi Kumar", acme, { projectId: id, done: { from: false, to: true } }],
    ]);
  });

  it("a client cannot edit a project or its milestones: 404, and nothing changes", async () => {
    const db = database().db;
    w = await seedWorkspace(db);
    const { id } = await createProject(
      db,
      w.people.admin,
      projectCreateSchema.parse({ organisation: "Acme Ltd", name: "CRM" }),
      now,
    );
    const milestone = await addMilestone(db, w.people.admin, id, { title: "Kick-off" }, now);
    for (const caller of [w.people.acmeClient, w.people.globexClient, w.people.vendor]) {
      expect(await refusal(updateProject(db, caller, id, { progress: 100 }, now))).toMatchObject({ status: 404 });
      expect(await refusal(addMilestone(db, caller, id, { title: "Mine" }, now))).toMatchObject({ status: 404 });
      expect(await refusal(updateMilestone(db, caller, id, milestone.id, { done: true }, now))).toMatchObject({
        status: 404,
      });
    }
    expect(await refusal(getProject(db, w.people.vendor, id))).toMatchObject({ status: 404 });
    expect(await refusal(getProject(db, w.people.employee, "not-a-uuid"))).toMatchObject({ status: 404 });
    const page = await getProject(db, w.people.acmeClient, id);
    expect(page.progress).toBe(0);
    expect(page.milestones).toEqual([expect.objectContaining({ title: "Kick-off", done: false })]);
  });

  it("an employee's own projects, the status filter, and paging newest first", async () => {
    const db = database().db;
    w = await seedWorkspace(db);
    const base = Date.parse("2026-10-01T00:00:00Z");
    await db.insert(projects).values(
      Array.from({ length: 52 }, (_, i) => ({
        organisationId: i % 2 ? w.organisations.acme.id : w.organisations.globex.id,
        name: `Project ${i}`,
        status: i < 3 ? ("done" as const) : ("active" as const),
        ownerId: i < 5 ? w.people.colleague.id : w.people.employee.id,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await listProjects(db, w.people.employee);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.name).toBe("Project 51");
    const rest = await listProjects(db, w.people.employee, { cursor: first.nextCursor ?? "" });
    expect(rest.items.map((p) => p.name)).toEqual(["Project 1", "Project 0"]);
    expect(rest.nextCursor).toBeNull();
    expect((await listProjects(db, w.people.colleague, { owner: "me" })).items).toHaveLength(5);
    expect((await listProjects(db, w.people.employee, { status: "done" })).items.map((p) => p.name)).toEqual([
      "Project 2",
      "Project 1",
      "Project 0",
    ]);
    expect((await listProjects(db, w.people.acmeClient)).items).toHaveLength(26);
  });
});
