// Service requests, written: a client opens one for its organisation (staff for any client organisation), staff
// change status, priority, assignee and due date (a client may only close or reopen), and either side writes in the
// conversation. Recorded as activity, and the mails queued in the same transaction (request-notices.ts says who hears
// of what).
import { and, eq, sql, type SQL } from "drizzle-orm";
import { changedFields, personRef, trackActivity, type ActivityAction, type PersonRef } from "../activity/track";
import type { Db } from "../db/client";
import { projects, requestMessages, requests, users } from "../db/schema";
import { pokeMailWorker } from "../mail/worker";
import type { Caller } from "./caller";
import { forbidden, invalid, notFound } from "./errors";
import { takeWriteAllowance } from "./limits";
import { claimFiles } from "./file-claims";
import { resolveOrganisation } from "./organisations";
import { findStaffByEmail } from "./project-writes";
import { noticeAssigned, noticeNewRequest, noticeReply } from "./request-notices";
import { checkClientUpdate, istDay, nextResolvedAt, refusals, statusAfterMessage } from "./request-rules";
import { nextResolutionClock } from "./service-levels";
import type { MessageCreateInput, RequestCreateInput, RequestUpdateInput } from "./schemas";
import { isUuid } from "./ids";
import { organisationCondition, scopeOf } from "./scope";

export const requestRefusals = {
  noOrganisation: "Your account is not part of an organisation yet. Please ask Nexora to add you to your company.",
  organisationRequired: "Choose the client organisation this request is for.",
  project: "Choose one of the organisation's projects, or none.",
  pastDue: "The due date cannot be in the past.",
  noteFiles: "Files cannot go with an internal note: clients see every file of a request. Send them with a reply.",
} as const;

async function organisationFor(db: Db, caller: Caller, input: RequestCreateInput): Promise<string> {
  const scope = scopeOf(caller);
  if (!scope.staff) {
    // A client's requests are its own organisation's: an `organisation` in the body is not its to choose.
    if (!scope.organisationId) throw invalid(requestRefusals.noOrganisation);
    return scope.organisationId;
  }
  if (!input.organisation)
    throw invalid(requestRefusals.organisationRequired, { organisation: requestRefusals.organisationRequired });
  return (await resolveOrganisation(db, input.organisation, "client")).id;
}

/** The project named in a new request: one of the organisation's, or a 400 (the same for another's and a missing one). */
async function projectFor(db: Db, organisationId: string, projectId: string | undefined) {
  if (!projectId) return null;
  const [row] = isUuid(projectId)
    ? await db
        .select({ id: projects.id, ownerId: projects.ownerId, ownerActive: users.active, ownerRole: users.role })
        .from(projects)
        .leftJoin(users, eq(users.id, projects.ownerId))
        .where(and(eq(projects.id, projectId), eq(projects.organisationId, organisationId)))
        .limit(1)
    : [];
  if (!row) throw invalid(requestRefusals.project, { projectId: requestRefusals.project });
  return row;
}

/** Opens a request. One about a project goes to the project's owner; otherwise nobody is assigned (support reads it). */
export async function createRequest(
  db: Db,
  caller: Caller,
  input: RequestCreateInput,
  now: Date,
): Promise<{ id: string }> {
  const organisationId = await organisationFor(db, caller, input);
  const project = await projectFor(db, organisationId, input.projectId);
  const ownerIsStaff = project?.ownerActive && (project.ownerRole === "admin" || project.ownerRole === "employee");
  await takeWriteAllowance(db, caller, "requests", now);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requests)
      .values({
        organisationId,
        projectId: project?.id ?? null,
        title: input.title,
        body: input.body,
        priority: input.priority ?? "normal",
        assigneeId: ownerIsStaff ? project.ownerId : null,
        createdById: caller.id,
        lastMessageById: caller.id,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: requests.id });
    if (!row) throw new Error("the request was not inserted");
    await trackRequest(tx, caller, row.id, organisationId, "created", now, {
      title: input.title,
      priority: input.priority ?? "normal",
      projectId: project?.id ?? null,
      assignee: ownerIsStaff ? await personRef(tx, project.ownerId) : null,
    });
    const target = { kind: "request", id: row.id, organisationId } as const;
    const attached = (await claimFiles(tx, caller, input.fileIds ?? [], target)).map((file) => file.name);
    await noticeNewRequest(tx, row.id, caller, now, attached);
    return row;
  });
  pokeMailWorker("mail");
  return created;
}

/** The request row a write works on, locked, if the caller may see it: otherwise a 404. */
export async function lockRequest(tx: Db, caller: Caller, id: string) {
  const scope = scopeOf(caller);
  if (!isUuid(id)) throw notFound("request");
  const where: (SQL | undefined)[] = [eq(requests.id, id), organisationCondition(scope, requests.organisationId)];
  const [row] = await tx
    .select({
      id: requests.id,
      organisationId: requests.organisationId,
      status: requests.status,
      priority: requests.priority,
      assigneeId: requests.assigneeId,
      dueDate: requests.dueDate,
      projectId: requests.projectId,
      resolvedAt: requests.resolvedAt,
      createdAt: requests.createdAt,
      resolutionClockStart: requests.resolutionClockStart,
      resolutionClockStoppedAt: requests.resolutionClockStoppedAt,
    })
    .from(requests)
    .where(and(...where))
    .for("update")
    .limit(1);
  if (!row) throw notFound("request");
  return { ...row, staff: scope.staff };
}

/** A staff change of any field, or a client's close or reopen (see request-rules.ts for what a client may do). */
export async function updateRequest(
  db: Db,
  caller: Caller,
  id: string,
  input: RequestUpdateInput,
  now: Date,
): Promise<void> {
  const { assignedToOther } = await db.transaction(async (tx) =>
    applyRequestUpdate(tx, caller, await lockRequest(tx, caller, id), input, now),
  );
  if (assignedToOther) pokeMailWorker("mail");
}

type LockedRequest = Awaited<ReturnType<typeof lockRequest>>;

/**
 * One request's change inside the caller's transaction, on its locked row: recorded as activity, the new assignee
 * mailed. `assignedToOther`: someone other than the caller was assigned, so a mail waits. Shared by the bulk change.
 */
export async function applyRequestUpdate(
  tx: Db,
  caller: Caller,
  current: LockedRequest,
  input: RequestUpdateInput,
  now: Date,
): Promise<{ changed: boolean; assignedToOther: boolean }> {
  if (!current.staff) checkClientUpdate(current.status, input);
  const assigneeRef = input.assigneeEmail === "me" ? caller.email : input.assigneeEmail;
  const assignee =
    assigneeRef === undefined
      ? undefined
      : assigneeRef === null
        ? null
        : await findStaffByEmail(tx, assigneeRef, "assigneeEmail");
  const project =
    input.projectId === undefined
      ? undefined
      : input.projectId === null
        ? null
        : await projectFor(tx, current.organisationId, input.projectId);
  // Only a new date must be ahead: an overdue request keeps its date while its other fields change.
  if (input.dueDate && input.dueDate !== current.dueDate && input.dueDate < istDay(now))
    throw invalid(requestRefusals.pastDue, { dueDate: requestRefusals.pastDue });
  const status = input.status ?? current.status;
  const assigneeChanged = assignee !== undefined && (assignee?.id ?? null) !== current.assigneeId;
  const projectChanged = project !== undefined && (project?.id ?? null) !== current.projectId;
  const change = {
    ...changedFields(
      { status: current.status, priority: current.priority, dueDate: current.dueDate },
      { status, priority: input.priority, dueDate: input.dueDate },
    ),
    ...(assigneeChanged ? { assignee: { from: await personRef(tx, current.assigneeId), to: personOf(assignee) } } : {}),
    ...(projectChanged
      ? {
          project: { from: await projectRef(tx, current.projectId), to: project && (await projectRef(tx, project.id)) },
        }
      : {}),
  };
  // Setting what is already there changes nothing: no newer updatedAt, no activity, no mail.
  if (Object.keys(change).length === 0) return { changed: false, assignedToOther: false };
  await tx
    .update(requests)
    .set({
      status,
      priority: input.priority,
      assigneeId: assignee === undefined ? undefined : (assignee?.id ?? null),
      projectId: project === undefined ? undefined : (project?.id ?? null),
      dueDate: input.dueDate,
      resolvedAt: nextResolvedAt(current.status, status, current.resolvedAt, now),
      ...nextResolutionClock(current, current.status, status, now),
      updatedAt: now,
    })
    .where(eq(requests.id, current.id));
  await trackRequest(tx, caller, current.id, current.organisationId, "updated", now, change);
  if (assigneeChanged && assignee) await noticeAssigned(tx, current.id, caller, now);
  return { changed: true, assignedToOther: Boolean(assigneeChanged && assignee && assignee.id !== caller.id) };
}

/** A project as a change names it, or null for none. */
async function projectRef(tx: Db, id: string | null): Promise<{ id: string; name: string } | null> {
  if (!id) return null;
  const [row] = await tx.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

/**
 * A public reply from either side, or an internal note (staff only, never shown to a client or mailed). A client's
 * reply hands a request waiting on it back to Nexora (request-rules.ts).
 */
export async function addMessage(
  db: Db,
  caller: Caller,
  requestId: string,
  input: MessageCreateInput,
  now: Date,
): Promise<{ id: string }> {
  await takeWriteAllowance(db, caller, "replies", now);
  const created = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, caller, requestId);
    if (input.internal && !current.staff) throw forbidden(refusals.clientInternal);
    // A request's files are the client's to see: a note that must stay internal cannot bring any.
    if (input.internal && input.fileIds?.length)
      throw invalid(requestRefusals.noteFiles, { fileIds: requestRefusals.noteFiles });
    const status = statusAfterMessage(current.status, { staff: current.staff }, input.internal);
    const [row] = await tx
      .insert(requestMessages)
      .values({
        requestId: current.id,
        authorId: caller.id,
        body: input.body,
        internal: input.internal,
        createdAt: now,
      })
      .returning({ id: requestMessages.id });
    if (!row) throw new Error("the message was not inserted");
    // A note leaves the request as it was: its updatedAt would tell a client that something happened out of sight.
    if (!input.internal)
      await tx
        .update(requests)
        .set({
          status,
          resolvedAt: nextResolvedAt(current.status, status, current.resolvedAt, now),
          ...nextResolutionClock(current, current.status, status, now),
          firstRespondedAt: current.staff ? sql`coalesce(${requests.firstRespondedAt}, ${now})` : undefined,
          lastMessageById: caller.id,
          lastMessageAt: now,
          updatedAt: now,
        })
        .where(eq(requests.id, current.id));
    // The message's id, never its words: a note's body stays in the notes, which clients never read.
    await trackRequest(tx, caller, current.id, current.organisationId, input.internal ? "note_added" : "replied", now, {
      messageId: row.id,
      ...(status === current.status ? {} : { status: { from: current.status, to: status } }),
    });
    const target = {
      kind: "request",
      id: current.id,
      organisationId: current.organisationId,
      messageId: row.id,
    } as const;
    const attached = (await claimFiles(tx, caller, input.fileIds ?? [], target)).map((file) => file.name);
    if (!input.internal) await noticeReply(tx, current.id, caller, input.body, now, attached);
    return row;
  });
  if (!input.internal) pokeMailWorker("mail");
  return created;
}

function trackRequest(
  tx: Db,
  caller: Caller,
  id: string,
  organisationId: string,
  action: ActivityAction<"request">,
  now: Date,
  change: Record<string, unknown>,
) {
  const resource = { type: "request", id } as const;
  return trackActivity(tx, { resource, action, organisationId, actor: caller, change }, now);
}

const personOf = (person: PersonRef | null): PersonRef | null => person && { name: person.name, email: person.email };
