// Projects, written by staff: create (for a client organisation, owned by a staff member) and edit name, summary,
// status, dates, owner and progress (typed, or back to automatic). Milestones are in milestone-writes.ts. Every change
// goes to the activity record; clients and vendors get a 404, as for anything they may not see.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { changedFields, personRef, trackActivity } from "../activity/track";
import { normaliseEmail } from "../auth/users";
import type { Db } from "../db/client";
import { milestones, projects, users } from "../db/schema";
import { isStaff, staffRoles, type Caller } from "./caller";
import { invalid, notFound } from "./errors";
import { resolveOrganisation } from "./organisations";
import { projectProgress } from "./project-progress";
import type { ProjectCreateInput, ProjectUpdateInput } from "./schemas";
import { isUuid } from "./ids";

/** Clients and vendors get a 404, as for anything they may not see. */
export function requireStaff(caller: Caller): void {
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
  const who = { ownerEmail: "The owner", contactEmail: "The contact" }[field] ?? "The assignee";
  const message = `${who} must be an active Nexora staff member.`;
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

/** The project row a change starts from, locked for the transaction; a missing one is a 404. */
export async function lockProject(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound("project");
  const [row] = await tx
    .select({
      id: projects.id,
      organisationId: projects.organisationId,
      name: projects.name,
      status: projects.status,
      progress: projects.progress,
      progressManual: projects.progressManual,
      summary: projects.summary,
      startDate: projects.startDate,
      dueDate: projects.dueDate,
      ownerId: projects.ownerId,
    })
    .from(projects)
    .where(eq(projects.id, id))
    .for("update")
    .limit(1);
  if (!row) throw notFound("project");
  return row;
}

/**
 * Stores the progress a project should show after a change, in the caller's transaction: the typed figure while
 * staff set it, otherwise the share of milestones done (a project without milestones keeps its figure).
 */
export async function recomputeProgress(tx: Db, projectId: string, now: Date): Promise<number> {
  const [project] = await tx
    .select({ progress: projects.progress, manual: projects.progressManual })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw notFound("project");
  const [counts] = await tx
    .select({ total: count(), done: count(sql`case when ${milestones.done} then 1 end`) })
    .from(milestones)
    .where(eq(milestones.projectId, projectId));
  const next = projectProgress({
    manual: project.manual,
    typed: project.progress,
    done: counts?.done ?? 0,
    total: counts?.total ?? 0,
  });
  await tx.update(projects).set({ progress: next, updatedAt: now }).where(eq(projects.id, projectId));
  return next;
}

export async function updateProject(
  db: Db,
  caller: Caller,
  id: string,
  input: ProjectUpdateInput,
  now: Date,
): Promise<void> {
  requireStaff(caller);
  const { ownerEmail, progress, ...fields } = input;
  const owner = ownerEmail ? await findStaffByEmail(db, ownerEmail, "ownerEmail") : undefined;
  await db.transaction(async (tx) => {
    const current = await lockProject(tx, id);
    checkDates(
      fields.startDate === undefined ? current.startDate : fields.startDate,
      fields.dueDate === undefined ? current.dueDate : fields.dueDate,
    );
    // A typed figure holds until staff go back to automatic (null).
    const manual = progress === undefined ? current.progressManual : progress !== null;
    await tx
      .update(projects)
      .set({
        ...fields,
        ...(typeof progress === "number" ? { progress } : {}),
        progressManual: manual,
        ownerId: owner?.id,
        updatedAt: now,
      })
      .where(eq(projects.id, id));
    const after = await recomputeProgress(tx, id, now);
    const { organisationId, progressManual, ownerId, ...before } = current;
    const change: Record<string, unknown> = changedFields(before, { ...fields, progress: after });
    if (manual !== progressManual) change.progressManual = { from: progressManual, to: manual };
    if (owner && owner.id !== ownerId)
      change.owner = { from: await personRef(tx, ownerId), to: { name: owner.name, email: owner.email } };
    if (Object.keys(change).length === 0) return;
    const resource = { type: "project", id } as const;
    await trackActivity(tx, { resource, action: "updated", organisationId, actor: caller, change }, now);
  });
}
