// Projects and milestones, written by staff: create (for a client organisation, owned by a staff member), edit
// status, progress, summary and dates, add and tick off milestones. Every change is audited; clients and vendors get
// a 404, as for anything they may not see.
import { and, eq, inArray } from "drizzle-orm";
import { audit } from "../auth/audit";
import { normaliseEmail } from "../auth/users";
import type { Db } from "../db/client";
import { milestones, projects, users } from "../db/schema";
import { isStaff, staffRoles, type Caller } from "./caller";
import { invalid, notFound } from "./errors";
import { resolveOrganisation } from "./organisations";
import { findMilestone } from "./projects";
import type { MilestoneCreateInput, ProjectCreateInput, ProjectUpdateInput } from "./schemas";
import { isUuid } from "./scope";

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
    const detail = `project ${row.id} for ${organisation.name}, owner ${owner.email}`;
    await audit(tx, "project_created", { userId: caller.id, email: caller.email, detail }, now);
    return row;
  });
}

async function lockProject(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound("project");
  const [row] = await tx
    .select({ id: projects.id, startDate: projects.startDate, dueDate: projects.dueDate })
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
    const changed = Object.keys(input).filter((k) => input[k as keyof ProjectUpdateInput] !== undefined);
    const detail = `project ${id}: ${changed.join(", ")}${input.status ? ` → ${input.status}` : ""}`;
    await audit(tx, "project_updated", { userId: caller.id, email: caller.email, detail }, now);
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
    await lockProject(tx, projectId);
    const [row] = await tx
      .insert(milestones)
      .values({ projectId, title: input.title, dueDate: input.dueDate ?? null, createdAt: now })
      .returning({ id: milestones.id });
    if (!row) throw new Error("the milestone was not inserted");
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
    const detail = `milestone ${row.id} on project ${projectId}`;
    await audit(tx, "milestone_added", { userId: caller.id, email: caller.email, detail }, now);
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
    await tx.update(milestones).set({ done }).where(eq(milestones.id, milestone.id));
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, milestone.projectId));
    const detail = `milestone ${milestone.id} on project ${milestone.projectId}: ${done ? "done" : "not done"}`;
    await audit(tx, "milestone_changed", { userId: caller.id, email: caller.email, detail }, now);
  });
}
