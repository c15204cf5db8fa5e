// The home pages' figures: a staff member's counts (service levels among them), and a client's overview (projects, open requests, activity).
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { organisations, projects, requests } from "../db/schema";
import { listNotifications, type Notification } from "./notifications";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import type { OrganisationRef } from "./projects";
import { istMonthStart, istWeek, openStatuses } from "./request-rules";
import { countRequests, listRequestPage, waitingOnUs, type RequestListItem } from "./requests";
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
  const counted = (condition: SQL | undefined) => countRequests(db, condition);
  const [assignedToMe, waitingOnMe, dueThisWeek, resolvedThisMonth, overdue, dueSoon] = await Promise.all([
    counted(and(mine, stillOpen)),
    // Who spoke last is the queue's column (kept with each public message): the client's word, or nobody's yet.
    counted(and(mine, waitingOnUs)),
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
  /** Requests waiting on the client's answer, newest updated first (at most a page): the first thing the home shows. */
  waitingOnYou: RequestListItem[];
  /**
   * Requests open or in progress (Nexora's to move), newest updated first (at most a page), and how many (at most
   * countCap + 1).
   */
  openRequests: RequestListItem[];
  openRequestCount: number;
  recentActivity: Notification[];
};

export async function clientOverview(db: Db, caller: Caller, now: Date, activityLimit = 8): Promise<ClientOverview> {
  if (caller.role !== "client") throw notFound("page");
  const empty: ClientOverview = {
    organisation: null,
    activeProjects: [],
    waitingOnYou: [],
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
  const withNexora = openStatuses.filter((status) => status !== "waiting_on_client");
  const [projectRows, waiting, open, openRequestCount, recentActivity] = await Promise.all([
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
    listRequestPage(db, caller, { statuses: ["waiting_on_client"] }, now),
    listRequestPage(db, caller, { statuses: withNexora }, now),
    countRequests(db, and(eq(requests.organisationId, orgId), inArray(requests.status, withNexora))),
    listNotifications(db, caller).then(({ items }) => items.slice(0, activityLimit)),
  ]);
  return {
    organisation: org,
    activeProjects: projectRows.map((p) => ({
      ...p,
      nextMilestone: p.nextMilestone ? (JSON.parse(p.nextMilestone) as ActiveProject["nextMilestone"]) : null,
    })),
    waitingOnYou: waiting,
    openRequests: open,
    openRequestCount,
    recentActivity,
  };
}
