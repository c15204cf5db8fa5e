// Service requests, read: the list (newest updated first, filtered, paged) and one request with its conversation and
// its history (the activity record).
// Internal notes are filtered out in SQL for clients, so they never leave the database for one. Writes are in
// request-writes.ts; the overview figures in request-figures.ts.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { historyOf, type HistoryEntry } from "../activity/history";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { organisations, projects, requestMessages, requests, users } from "../db/schema";
import type { Caller } from "./caller";
import { notFound } from "./errors";
import type { OrganisationRef } from "./projects";
import type { RequestListQuery } from "./schemas";
import { isUuid } from "./ids";
import { afterCursor, cursorText, listPage } from "./paging";
import { organisationCondition, personView, scopeOf, type PersonView, type Scope } from "./scope";
import { requestTextCondition } from "./search";
import { withTimeline, type WithTimeline } from "./timeline";
import { pageSize, type RequestPriority, type RequestStatus } from "./vocabulary";

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

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");
const author = alias(users, "author");

const listColumns = {
  id: requests.id,
  number: requests.number,
  title: requests.title,
  status: requests.status,
  priority: requests.priority,
  dueDate: requests.dueDate,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  organisationId: organisations.id,
  organisationName: organisations.name,
  projectId: projects.id,
  projectName: projects.name,
  assigneeName: assignee.name,
  assigneeRole: assignee.role,
  assigneeEmail: assignee.email,
};

/** A list row as selected: the item's own columns, with its organisation, project and assignee flat. */
type ListRow = Omit<RequestListItem, "organisation" | "project" | "assignee"> & {
  organisationId: string;
  organisationName: string;
  projectId: string | null;
  projectName: string | null;
  assigneeName: string | null;
  assigneeRole: Role | null;
  assigneeEmail: string | null;
};

function toListItem(scope: Scope, row: ListRow): RequestListItem {
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
  };
}

/** The joins every request read shares (organisation, project, assignee). */
function fromRequests(db: Db) {
  return db
    .select({ ...listColumns, cursorAt: cursorText(requests.updatedAt) })
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(projects, eq(projects.id, requests.projectId))
    .leftJoin(assignee, eq(assignee.id, requests.assigneeId));
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

/**
 * Newest updated first, `pageSize` a page. Everyone filters by request number (`q`), status and priority; staff also by organisation and
 * assignee (a client's list is its organisation's, so those filters mean nothing there and are ignored).
 */
export async function listRequests(
  db: Db,
  caller: Caller,
  query: RequestListQuery = {},
): Promise<{ items: RequestListItem[]; nextCursor: string | null }> {
  const scope = scopeOf(caller);
  const rows = await fromRequests(db)
    .where(
      and(
        organisationCondition(scope, requests.organisationId),
        query.q === undefined ? undefined : requestTextCondition(scope, query.q),
        query.status ? eq(requests.status, query.status) : undefined,
        query.priority ? eq(requests.priority, query.priority) : undefined,
        ...staffFilters(caller, scope, query),
        afterCursor(query.cursor, requests.updatedAt, requests.id),
      ),
    )
    .orderBy(desc(requests.updatedAt), desc(requests.id))
    .limit(pageSize + 1);
  return listPage(rows, (row) => toListItem(scope, row));
}

/** A request the caller may see, or a 404 (another organisation's, a missing one and a malformed id alike). */
export async function getRequest(db: Db, caller: Caller, id: string): Promise<WithTimeline<RequestDetail>> {
  const scope = scopeOf(caller);
  if (!isUuid(id)) throw notFound("request");
  const [row] = await db
    .select({
      ...listColumns,
      body: requests.body,
      resolvedAt: requests.resolvedAt,
      creatorName: creator.name,
      creatorRole: creator.role,
      creatorEmail: creator.email,
    })
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(projects, eq(projects.id, requests.projectId))
    .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
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
    ...toListItem(scope, row),
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
