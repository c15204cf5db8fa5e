// Projects and their milestones, read: a client its own organisation's, staff all of them (or the ones they own).
// Writes are in project-writes.ts.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { milestones, organisations, projects, requests, users } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import type { ProjectListQuery } from "./schemas";
import { isUuid } from "./ids";
import { activeStaff } from "./members";
import { afterCursor, cursorText, listPage } from "./paging";
import { organisationCondition, personView, scopeOf, type PersonView, type Scope } from "./scope";
import { projectTextCondition } from "./search";
import { pageSize, type ProjectStatus, type RequestPriority, type RequestStatus } from "./vocabulary";

export type OrganisationRef = { id: string; name: string };

export type ProjectListItem = {
  id: string;
  name: string;
  status: ProjectStatus;
  progress: number;
  dueDate: string | null;
  organisation: OrganisationRef;
  owner: PersonView | null;
};

export type MilestoneView = { id: string; title: string; dueDate: string | null; done: boolean };

export type ProjectDetail = ProjectListItem & {
  summary: string;
  /** Staff typed the progress; otherwise it is the share of milestones done. */
  progressManual: boolean;
  startDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  milestones: MilestoneView[];
  /** The project's requests, newest updated first (at most a page). */
  requests: { id: string; title: string; status: RequestStatus; priority: RequestPriority; updatedAt: Date }[];
};

const owner = alias(users, "owner");

const listColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  progress: projects.progress,
  dueDate: projects.dueDate,
  organisationId: organisations.id,
  organisationName: organisations.name,
  ownerName: owner.name,
  ownerRole: owner.role,
  ownerEmail: owner.email,
};

type ListRow = {
  id: string;
  name: string;
  status: ProjectStatus;
  progress: number;
  dueDate: string | null;
  organisationId: string;
  organisationName: string;
  ownerName: string | null;
  ownerRole: Role | null;
  ownerEmail: string | null;
};

function toListItem(scope: Scope, row: ListRow): ProjectListItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    dueDate: row.dueDate,
    organisation: { id: row.organisationId, name: row.organisationName },
    owner: personView(scope, { name: row.ownerName, role: row.ownerRole, email: row.ownerEmail }),
  };
}

/**
 * Newest first, `pageSize` a page. `owner: "me"` keeps the caller's own projects (an employee's "projects I own");
 * `q` those whose name or summary it finds.
 */
export async function listProjects(
  db: Db,
  caller: Caller,
  query: ProjectListQuery = {},
): Promise<{ items: ProjectListItem[]; nextCursor: string | null }> {
  const scope = scopeOf(caller);
  const rows = await db
    .select({ ...listColumns, cursorAt: cursorText(projects.createdAt) })
    .from(projects)
    .innerJoin(organisations, eq(organisations.id, projects.organisationId))
    .leftJoin(owner, eq(owner.id, projects.ownerId))
    .where(
      and(
        organisationCondition(scope, projects.organisationId),
        query.status ? eq(projects.status, query.status) : undefined,
        query.owner === "me" ? eq(projects.ownerId, caller.id) : undefined,
        query.q ? projectTextCondition(query.q.words) : undefined,
        afterCursor(query.cursor, projects.createdAt, projects.id),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(pageSize + 1);
  return listPage(rows, (row) => toListItem(scope, row));
}

/** One project with its milestones and requests; another organisation's (or a missing one) is a 404. */
export async function getProject(db: Db, caller: Caller, id: string): Promise<ProjectDetail> {
  const scope = scopeOf(caller);
  if (!isUuid(id)) throw notFound("project");
  const [row] = await db
    .select({
      ...listColumns,
      summary: projects.summary,
      progressManual: projects.progressManual,
      startDate: projects.startDate,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .innerJoin(organisations, eq(organisations.id, projects.organisationId))
    .leftJoin(owner, eq(owner.id, projects.ownerId))
    .where(and(eq(projects.id, id), organisationCondition(scope, projects.organisationId)))
    .limit(1);
  if (!row) throw notFound("project");
  const [milestoneRows, requestRows] = await Promise.all([
    db
      .select({ id: milestones.id, title: milestones.title, dueDate: milestones.dueDate, done: milestones.done })
      .from(milestones)
      .where(eq(milestones.projectId, id))
      .orderBy(sql`${milestones.dueDate} asc nulls last`, asc(milestones.createdAt), asc(milestones.id)),
    db
      .select({
        id: requests.id,
        title: requests.title,
        status: requests.status,
        priority: requests.priority,
        updatedAt: requests.updatedAt,
      })
      .from(requests)
      // The project's organisation is the caller's (checked above); a request always shares its project's.
      .where(and(eq(requests.projectId, id), organisationCondition(scope, requests.organisationId)))
      .orderBy(desc(requests.updatedAt), desc(requests.id))
      .limit(pageSize),
  ]);
  return {
    ...toListItem(scope, row),
    summary: row.summary,
    progressManual: row.progressManual,
    startDate: row.startDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    milestones: milestoneRows,
    requests: requestRows,
  };
}

/** The milestone a staff edit names, with its project (for the audit and the 404). */
export async function findMilestone(db: Db, id: string): Promise<{ id: string; projectId: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: milestones.id, projectId: milestones.projectId })
    .from(milestones)
    .where(eq(milestones.id, id))
    .limit(1);
  return row;
}

/** What a staff project form chooses from: client organisations and active staff (owners), by name. */
export type ProjectChoices = { organisations: OrganisationRef[]; staff: { name: string; email: string }[] };

export async function projectChoices(db: Db, caller: Caller): Promise<ProjectChoices | null> {
  if (!isStaff(caller)) return null;
  const [clientOrganisations, staff] = await Promise.all([
    db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.kind, "client"))
      .orderBy(asc(sql`lower(${organisations.name})`)),
    activeStaff(db, caller),
  ]);
  return { organisations: clientOrganisations, staff };
}

/** An organisation's projects by name, to choose one from (a request's project); only what the caller may see. */
export function organisationProjectChoices(
  db: Db,
  caller: Caller,
  organisationId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(eq(projects.organisationId, organisationId), organisationCondition(scopeOf(caller), projects.organisationId)),
    )
    .orderBy(asc(projects.name));
}
