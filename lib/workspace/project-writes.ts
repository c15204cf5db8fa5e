// Projects and milestones, written by staff: create (for a client organisation, owned by a staff member), edit
// status, progress, summary and dates, add and tick off milestones. Every change goes to the activity record; clients
// and vendors get a 404, as for anything they may not see.
import { and, eq, inArray } from "drizzle-orm";
import { changedFields, trackActivity } from "../activity/track";
import { normaliseEmail } from "../auth/users";
import type { Db } from "../db/client";
import { milestones, projects, users } from "../db/schema";
import { isStaff, staffRoles, type Caller } from "./caller";
import { invalid, notFound } from "./errors";
import { resolveOrganisation } from "./organisations";
import { findMilestone } from "./projects";
import type { MilestoneCreateInput, ProjectCreateInput, ProjectUpdateInput } from "./schemas";
import { isUuid } from "./ids";

function requireStaff(caller: Caller): void {
  if (!isStaff(caller)) throw notFound("page");
}

/** An active staff member named by address, for an owner or an assignee; anyone else is a 400 on `field`. */
export async function findStaffByEmail(
  db: Db,
  email: string,
  field: string,
): Promise<{ id: string; name: string; email: string }> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), eq(users.active, true), inArray(users.role, [...staffRoles])))
    .limit(1);
  if (row) return row;
  const message = `${field === "ownerEmail" ? "The owner" : "The assignee"} must be an active Nexora staff member.`;
  throw invalid(message, { [field]: message });
}

function checkDates(startDate: string | null | undefined, dueDate: string | null | undefined): void {
  if (startDate && dueDate && dueDate < startDate) {
    const message = "The due date cannot be before the start date.";
    throw invalid(message, { dueDate: message });
  }
}

export async function createProject(
  db: Db,
  caller: Caller,
  input: ProjectCreateInput,
  now: Date,
): Promise<{ id: string }> {
  requireStaff(caller);
  const organisation = await resolveOrganisation(db, input.organisation, "client");
  const owner = input.ownerEmail ? await findStaffByEmail(db, input.ownerEmail, "ownerEmail") : caller;
  checkDates(input.startDate, input.dueDate);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        organisationId: organisation.id,
        name: input.name,
        summary: input.summary ?? "",
        startDate: input.startDate ?? null,
        dueDate: input.dueDate ?? null,
        ownerId: owner.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error("the project was not inserted");
    const change = {
      name: input.name,
      organisation: { id: organisation.id, name: organisation.name },
      owner: { name: owner.name, email: owner.email },
      summary: input.summary ?? "",
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
    };
    const resource = { type: "project", id: row.id } as const;
    await trackActivity(
      tx,
      { resource, action: "created", organisationId: organisation.id, actor: caller, change },
      now,
    );
    return row;
  });
}

async function lockProject(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound("project");
  const [row] = await tx
    .select({
      id: projects.id,
      organisationId: projects.organisationId,
      status: projects.status,
      progress: projects.progress,
      summary: projects.summary,
      startDate: projects.startDate,
      dueDate: projects.dueDate,
    })
    .from(projects)
    .where(eq(projects.id, id))
    .for("update")
    .limit(1);
  if (!row) throw notFound("project");
  return row;
}

export async function updateProject(
  db: Db,
  caller: Caller,
  id: string,
  input: ProjectUpdateInput,
  now: Date,
): Promise<void> {
  requireStaff(caller);
  await db.transaction(async (tx) => {
    const current = await lockProject(tx, id);
    checkDates(
      input.startDate === undefined ? current.startDate : input.startDate,
      input.dueDate === undefined ? current.dueDate : input.dueDate,
    );
    await tx
      .update(projects)
      .set({
        status: input.status,
        progress: input.progress,
        summary: input.summary,
        startDate: input.startDate,
        dueDate: input.dueDate,
        updatedAt: now,
      })
      .where(eq(projects.id, id));
    const { organisationId, ...fields } = current;
    const change = changedFields(fields, input);
    if (Object.keys(change).length === 0) return;
    const resource = { type: "project", id } as const;
    await trackActivity(tx, { resource, action: "updated", organisationId, actor: caller, change }, now);
  });
}

export async function addMilestone(
  db: Db,
  caller: Caller,
  projectId: string,
  input: MilestoneCreateInput,
  now: Date,
): Promise<{ id: string }> {
  requireStaff(caller);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const [row] = await tx
      .insert(milestones)
      .values({ projectId, title: input.title, dueDate: input.dueDate ?? null, createdAt: now })
      .returning({ id: milestones.id });
    if (!row) throw new Error("the milestone was not inserted");
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
    const resource = { type: "milestone", id: row.id } as const;
    const change = { projectId, title: input.title, dueDate: input.dueDate ?? null };
    const organisationId = project.organisationId;
    await trackActivity(tx, { resource, action: "created", organisationId, actor: caller, change }, now);
    return row;
  });
}

export async function setMilestoneDone(
  db: Db,
  caller: Caller,
  milestoneId: string,
  done: boolean,
  now: Date,
): Promise<void> {
  requireStaff(caller);
  const milestone = await findMilestone(db, milestoneId);
  if (!milestone) throw notFound("milestone");
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, milestone.projectId);
    const [before] = await tx.select({ done: milestones.done }).from(milestones).where(eq(milestones.id, milestone.id));
    await tx.update(milestones).set({ done }).where(eq(milestones.id, milestone.id));
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, milestone.projectId));
    if (!before || before.done === done) return;
    const resource = { type: "milestone", id: milestone.id } as const;
    const change = { projectId: milestone.projectId, done: { from: before.done, to: done } };
    const organisationId = project.organisationId;
    await trackActivity(tx, { resource, action: "updated", organisationId, actor: caller, change }, now);
  });
}
