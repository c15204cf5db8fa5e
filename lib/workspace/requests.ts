// Service requests, read: the list (sorted, filtered, paged, with counts per status) and one request with its
// conversation and its history (the activity record); both with where the request stands against its service levels.
// Internal notes are filtered out in SQL for clients, so they never leave the database for one. Writes are in
// request-writes.ts; the overview figures in request-figures.ts.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { historyOf, type HistoryEntry } from "../activity/history";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { organisations, projects, requestMessages, requests, users } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import type { OrganisationRef } from "./projects";
import type { RequestListQuery } from "./schemas";
import { isUuid } from "./ids";
import { afterRequestCursor, orderBy, requestPage, sortKey, type RequestOrder } from "./request-order";
import { serviceLevelCondition } from "./service-level-sql";
import { serviceLevel, type ServiceLevel } from "./service-levels";
import { organisationCondition, personView, scopeOf, type PersonView, type Scope } from "./scope";
import { requestTextCondition } from "./search";
import { withTimeline, type WithTimeline } from "./timeline";
import { pageSize, requestStatuses, type RequestPriority, type RequestStatus } from "./vocabulary";

export type RequestListItem = {
  id: string;
  /** "#1042": unique across the system, ascending. */
  number: number;
  title: string;
  status: RequestStatus;
  priority: RequestPriority;
  dueDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  organisation: OrganisationRef;
  project: { id: string; name: string } | null;
  assignee: PersonView | null;
  sla: ServiceLevel;
  /** Who wrote the latest public word (the request itself counts) and when; null for a request older than that. */
  lastMessage: { by: "staff" | "client"; at: Date } | null;
};

/** One message of the conversation; `author` is null once its writer's account is removed. */
export type MessageView = { id: string; author: PersonView | null; body: string; internal: boolean; createdAt: Date };

export type RequestDetail = RequestListItem & {
  body: string;
  resolvedAt: Date | null;
  createdBy: PersonView | null;
  messages: MessageView[];
  history: HistoryEntry<"request">[];
};

export type RequestCounts = Record<RequestStatus, number>;

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");
const author = alias(users, "author");
const lastAuthor = alias(users, "last_author");

const listColumns = {
  id: requests.id,
  number: requests.number,
  title: requests.title,
  status: requests.status,
  priority: requests.priority,
  dueDate: requests.dueDate,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  firstRespondedAt: requests.firstRespondedAt,
  resolvedAt: requests.resolvedAt,
  lastMessageAt: requests.lastMessageAt,
  lastAuthorRole: lastAuthor.role,
  organisationId: organisations.id,
  organisationName: organisations.name,
  projectId: projects.id,
  projectName: projects.name,
  assigneeName: assignee.name,
  assigneeRole: assignee.role,
  assigneeEmail: assignee.email,
};

/** A list row as selected: the item's own columns, with its organisation, project and assignee flat. */
type ListRow = Omit<RequestListItem, "organisation" | "project" | "assignee" | "sla" | "lastMessage"> & {
  firstRespondedAt: Date | null;
  resolvedAt: Date | null;
  lastMessageAt: Date | null;
  lastAuthorRole: Role | null;
  organisationId: string;
  organisationName: string;
  projectId: string | null;
  projectName: string | null;
  assigneeName: string | null;
  assigneeRole: Role | null;
  assigneeEmail: string | null;
};

function toListItem(scope: Scope, row: ListRow, now: Date): RequestListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    priority: row.priority,
    dueDate: row.dueDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    organisation: { id: row.organisationId, name: row.organisationName },
    project: row.projectId && row.projectName ? { id: row.projectId, name: row.projectName } : null,
    assignee: personView(scope, { name: row.assigneeName, role: row.assigneeRole, email: row.assigneeEmail }),
    sla: serviceLevel({ ...row, now }),
    // An author since removed is nobody we can name as staff: a client's word is the safe reading for the queue.
    lastMessage: row.lastMessageAt
      ? { by: row.lastAuthorRole && isStaff({ role: row.lastAuthorRole }) ? "staff" : "client", at: row.lastMessageAt }
      : null,
  };
}

/** The joins every request read shares (organisation, project, assignee, who spoke last). */
function joined<T extends PgSelect>(select: T) {
  return select
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(projects, eq(projects.id, requests.projectId))
    .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
    .leftJoin(lastAuthor, eq(lastAuthor.id, requests.lastMessageById));
}

/** Staff-only filters: an organisation (id or exact name, any case) and an assignee ("me", "none" or an address). */
function staffFilters(caller: Caller, scope: Scope, query: RequestListQuery) {
  if (!scope.staff) return [];
  const org = query.organisation;
  return [
    org ? (isUuid(org) ? eq(organisations.id, org) : sql`lower(${organisations.name}) = lower(${org})`) : undefined,
    query.assignee === "me"
      ? eq(requests.assigneeId, caller.id)
      : query.assignee === "none"
        ? isNull(requests.assigneeId)
        : query.assignee
          ? eq(assignee.email, query.assignee)
          : undefined,
  ];
}

/** Every filter but status and the cursor: the list adds those, the counts per status take these alone. */
function filterConditions(caller: Caller, scope: Scope, query: RequestListQuery, now: Date) {
  return [
    organisationCondition(scope, requests.organisationId),
    query.q === undefined ? undefined : requestTextCondition(scope, query.q),
    query.priority ? eq(requests.priority, query.priority) : undefined,
    query.sla ? serviceLevelCondition(query.sla, now) : undefined,
    ...staffFilters(caller, scope, query),
  ];
}

/**
 * `pageSize` a page, newest updated first unless `sort` and `order` say otherwise. Everyone filters by request number
 * (`q`), status, priority and service level; staff also by organisation and assignee (a client's list is its
 * organisation's, so those filters mean nothing there and are ignored). `counts` are per status for the same filters.
 */
export async function listRequests(
  db: Db,
  caller: Caller,
  query: RequestListQuery = {},
  now = new Date(),
): Promise<{ items: RequestListItem[]; nextCursor: string | null; counts: RequestCounts }> {
  const scope = scopeOf(caller);
  const order: RequestOrder = { sort: query.sort ?? "updated", order: query.order ?? "desc" };
  const filters = filterConditions(caller, scope, query, now);
  const [rows, countRows] = await Promise.all([
    joined(
      db
        .select({ ...listColumns, sortKey: sortKey(order.sort) })
        .from(requests)
        .$dynamic(),
    )
      .where(
        and(
          ...filters,
          query.status ? eq(requests.status, query.status) : undefined,
          afterRequestCursor(query.cursor, order),
        ),
      )
      .orderBy(...orderBy(order))
      .limit(pageSize + 1),
    joined(db.select({ status: requests.status, n: count() }).from(requests).$dynamic())
      .where(and(...filters))
      .groupBy(requests.status),
  ]);
  const counts = Object.fromEntries(requestStatuses.map((s) => [s, 0])) as RequestCounts;
  for (const row of countRows) counts[row.status] = row.n;
  return { ...requestPage(rows, order, (row) => toListItem(scope, row, now)), counts };
}

/** A request the caller may see, or a 404 (another organisation's, a missing one and a malformed id alike). */
export async function getRequest(
  db: Db,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<WithTimeline<RequestDetail>> {
  const scope = scopeOf(caller);
  if (!isUuid(id)) throw notFound("request");
  const [row] = await joined(
    db
      .select({
        ...listColumns,
        body: requests.body,
        creatorName: creator.name,
        creatorRole: creator.role,
        creatorEmail: creator.email,
      })
      .from(requests)
      .$dynamic(),
  )
    .leftJoin(creator, eq(creator.id, requests.createdById))
    .where(and(eq(requests.id, id), organisationCondition(scope, requests.organisationId)))
    .limit(1);
  if (!row) throw notFound("request");
  const messages = await db
    .select({
      id: requestMessages.id,
      body: requestMessages.body,
      internal: requestMessages.internal,
      createdAt: requestMessages.createdAt,
      authorName: author.name,
      authorRole: author.role,
      authorEmail: author.email,
    })
    .from(requestMessages)
    .leftJoin(author, eq(author.id, requestMessages.authorId))
    .where(and(eq(requestMessages.requestId, id), scope.staff ? undefined : eq(requestMessages.internal, false)))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  const history = await historyOf(db, caller, { type: "request", id });
  // The files of the request and its messages, and the one time-ordered list of it all (timeline.ts).
  return withTimeline(db, scope, {
    ...toListItem(scope, row, now),
    body: row.body,
    resolvedAt: row.resolvedAt,
    createdBy: personView(scope, { name: row.creatorName, role: row.creatorRole, email: row.creatorEmail }),
    messages: messages.map((m) => ({
      id: m.id,
      author: personView(scope, { name: m.authorName, role: m.authorRole, email: m.authorEmail }),
      body: m.body,
      internal: m.internal,
      createdAt: m.createdAt,
    })),
    history,
  });
}
