// The home pages' figures: a staff member's counts (service levels among them), and a client's overview (projects, open requests, activity).
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { organisations, projects, requests } from "../db/schema";
import { listNotifications, type Notification } from "./notifications";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import type { OrganisationRef } from "./projects";
import { istMonthStart, istWeek, openStatuses } from "./request-rules";
import { listRequests, type RequestListItem } from "./requests";
import { serviceLevelCondition } from "./service-level-sql";
import type { ProjectStatus } from "./vocabulary";

export type StaffFigures = {
  /** Assigned to me and not yet resolved or closed. */
  assignedToMe: number;
  /** Assigned to me, open or in progress, and the last public word is the client's (or nobody has answered yet). */
  waitingOnMe: number;
  /** Assigned to me, not resolved or closed, due by Sunday of this week (India time), overdue ones included. */
  dueThisWeek: number;
  /** Assigned to me and resolved or closed since the 1st of this month (India time). */
  resolvedThisMonth: number;
  /** Assigned to me, still open, a service-level target passed without its reply or resolution. */
  overdue: number;
  /** Assigned to me, still open, a service-level target at most an hour of business time away. */
  dueSoon: number;
};

export async function staffFigures(db: Db, caller: Caller, now: Date): Promise<StaffFigures> {
  if (!isStaff(caller)) throw notFound("page");
  const mine = eq(requests.assigneeId, caller.id);
  const stillOpen = inArray(requests.status, [...openStatuses]);
  // The author of the newest public message, per request: null when there is none (the request's own body speaks).
  // Written out with table names: drizzle leaves columns unqualified in a query without joins, which would bind the
  // outer "requests"."id" to the inner table.
  const lastPublicAuthorRole = sql.raw(`(
    select u.role from request_messages m left join users u on u.id = m.author_id
    where m.request_id = "requests"."id" and m.internal = false
    order by m.created_at desc, m.id desc limit 1)`);
  const counted = (condition: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(requests)
      .where(condition)
      .then(([row]) => row?.n ?? 0);
  const [assignedToMe, waitingOnMe, dueThisWeek, resolvedThisMonth, overdue, dueSoon] = await Promise.all([
    counted(and(mine, stillOpen)),
    counted(
      and(
        mine,
        inArray(requests.status, ["open", "in_progress"]),
        sql`coalesce(${lastPublicAuthorRole} not in ('admin', 'employee'), true)`,
      ),
    ),
    counted(and(mine, stillOpen, lte(requests.dueDate, istWeek(now).end))),
    counted(and(mine, inArray(requests.status, ["resolved", "closed"]), gte(requests.resolvedAt, istMonthStart(now)))),
    counted(and(mine, serviceLevelCondition("overdue", now))),
    counted(and(mine, serviceLevelCondition("due_soon", now))),
  ]);
  return { assignedToMe, waitingOnMe, dueThisWeek, resolvedThisMonth, overdue, dueSoon };
}

export type ActiveProject = {
  id: string;
  name: string;
  status: ProjectStatus;
  progress: number;
  dueDate: string | null;
  nextMilestone: { title: string; dueDate: string | null } | null;
};

export type ClientOverview = {
  /** null: the person is not placed in an organisation yet, and the page says so. */
  organisation: OrganisationRef | null;
  /** Projects not done yet, soonest due first. */
  activeProjects: ActiveProject[];
  /** Requests not resolved or closed, newest updated first (at most a page), and how many there are. */
  openRequests: RequestListItem[];
  openRequestCount: number;
  recentActivity: Notification[];
};

export async function clientOverview(db: Db, caller: Caller, now: Date, activityLimit = 8): Promise<ClientOverview> {
  if (caller.role !== "client") throw notFound("page");
  const empty: ClientOverview = {
    organisation: null,
    activeProjects: [],
    openRequests: [],
    openRequestCount: 0,
    recentActivity: [],
  };
  if (!caller.organisationId) return empty;
  const orgId = caller.organisationId;
  const [org] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .limit(1);
  if (!org) return empty;
  // Table names written out, as in staffFigures.
  const nextMilestone = sql<string | null>`${sql.raw(`(
    select json_build_object('title', m.title, 'dueDate', m.due_date)::text from milestones m
    where m.project_id = "projects"."id" and m.done = false
    order by m.due_date asc nulls last, m.created_at asc, m.id asc limit 1)`)}`;
  const [projectRows, open, [countRow], recentActivity] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        progress: projects.progress,
        dueDate: projects.dueDate,
        nextMilestone,
      })
      .from(projects)
      .where(and(eq(projects.organisationId, orgId), ne(projects.status, "done")))
      .orderBy(sql`${projects.dueDate} asc nulls last`, asc(projects.name)),
    listOpenRequests(db, caller, now),
    db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.organisationId, orgId), inArray(requests.status, [...openStatuses]))),
    listNotifications(db, caller).then(({ items }) => items.slice(0, activityLimit)),
  ]);
  return {
    organisation: org,
    activeProjects: projectRows.map((p) => ({
      ...p,
      nextMilestone: p.nextMilestone ? (JSON.parse(p.nextMilestone) as ActiveProject["nextMilestone"]) : null,
    })),
    openRequests: open,
    openRequestCount: countRow?.n ?? 0,
    recentActivity,
  };
}

async function listOpenRequests(db: Db, caller: Caller, now: Date): Promise<RequestListItem[]> {
  const pages = await Promise.all(openStatuses.map((status) => listRequests(db, caller, { status }, now)));
  return pages
    .flatMap((p) => p.items)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, 50);
}
