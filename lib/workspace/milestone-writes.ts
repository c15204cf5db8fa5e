// A project's milestones, written by staff: added, edited (title, due date, done) and removed. Each change recomputes
// the project's progress in the same transaction and goes to the activity record; clients and vendors get a 404.
import { and, eq } from "drizzle-orm";
import { changedFields, trackActivity } from "../activity/track";
import type { Db } from "../db/client";
import { milestones } from "../db/schema";
import type { Caller } from "./caller";
import { notFound } from "./errors";
import { isUuid } from "./ids";
import { lockProject, recomputeProgress, requireStaff } from "./project-writes";
import type { MilestoneCreateInput, MilestoneUpdateInput } from "./schemas";

/** The milestone, which must be the project's; another project's (or a missing one) is a 404. */
async function milestoneOf(tx: Db, projectId: string, milestoneId: string) {
  if (!isUuid(milestoneId)) throw notFound("milestone");
  const [row] = await tx
    .select({ id: milestones.id, title: milestones.title, dueDate: milestones.dueDate, done: milestones.done })
    .from(milestones)
    .where(and(eq(milestones.id, milestoneId), eq(milestones.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound("milestone");
  return row;
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
    const { organisationId } = await lockProject(tx, projectId);
    const [row] = await tx
      .insert(milestones)
      .values({ projectId, title: input.title, dueDate: input.dueDate ?? null, createdAt: now })
      .returning({ id: milestones.id });
    if (!row) throw new Error("the milestone was not inserted");
    await recomputeProgress(tx, projectId, now);
    const resource = { type: "milestone", id: row.id } as const;
    const change = { projectId, title: input.title, dueDate: input.dueDate ?? null };
    await trackActivity(tx, { resource, action: "created", organisationId, actor: caller, change }, now);
    return row;
  });
}

export async function updateMilestone(
  db: Db,
  caller: Caller,
  projectId: string,
  milestoneId: string,
  input: MilestoneUpdateInput,
  now: Date,
): Promise<void> {
  requireStaff(caller);
  await db.transaction(async (tx) => {
    const { organisationId } = await lockProject(tx, projectId);
    const { id, ...before } = await milestoneOf(tx, projectId, milestoneId);
    await tx.update(milestones).set(input).where(eq(milestones.id, id));
    await recomputeProgress(tx, projectId, now);
    const changed = changedFields(before, input);
    if (Object.keys(changed).length === 0) return;
    const resource = { type: "milestone", id } as const;
    const change = { projectId, ...changed };
    await trackActivity(tx, { resource, action: "updated", organisationId, actor: caller, change }, now);
  });
}

export async function removeMilestone(
  db: Db,
  caller: Caller,
  projectId: string,
  milestoneId: string,
  now: Date,
): Promise<void> {
  requireStaff(caller);
  await db.transaction(async (tx) => {
    const { organisationId } = await lockProject(tx, projectId);
    const { id, ...removed } = await milestoneOf(tx, projectId, milestoneId);
    await tx.delete(milestones).where(eq(milestones.id, id));
    await recomputeProgress(tx, projectId, now);
    const resource = { type: "milestone", id } as const;
    const change = { projectId, ...removed };
    await trackActivity(tx, { resource, action: "removed", organisationId, actor: caller, change }, now);
  });
}
