// Service requests, read: the list (sorted, filtered, paged, with counts per status) and one request with its
// conversation and its history (the activity record); both with where the request stands against its service levels.
// Internal notes are filtered out in SQL for clients, so they never leave the database for one. Writes are in
// request-writes.ts; the overview figures in request-figures.ts.
import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { historyOf, type HistoryEntry } from "../activity/history";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { organisations, projects, requestMessages, requests, users } from "../db/schema";
import { isStaff, staffRoles, type Caller } from "./caller";
import { notFound } from "./errors";
import type { OrganisationRef } from "./projects";
import type { RequestListQuery } from "./schemas";
import { isUuid } from "./ids";
import {
  afterRequestCursor,
  decodeRequestCursor,
  orderBy,
  requestOrderOf,
  requestPage,
  sortKey,
  type KeysetOrder,
  type RequestOrder,
} from "./request-order";
import { parseTargetKey, targetOrderRows } from "./request-target-order";
import { serviceLevelCondition } from "./service-level-sql";
import { serviceLevel, type ServiceLevel } from "./service-levels";
import { organisationCondition, personView, scopeOf, type PersonView, type Scope } from "./scope";
import { requestTextCondition } from "./search";
import { withTimeline, type WithTimeline } from "./timeline";
import { openStatuses } from "./request-rules";
import { countCap, pageSize, requestStatuses, type RequestPriority, type RequestStatus } from "./vocabulary";

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
  resolutionClockStart: requests.resolutionClockStart,
  resolutionClockStoppedAt: requests.resolutionClockStoppedAt,
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
  resolutionClockStart: Date | null;
  resolutionClockStoppedAt: Date | null;
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

/**
 * Open or in progress, and the last public word is the client's (or nobody has answered yet): the requests waiting on
 * us, the queue's `waiting=us` and the staff figure "Waiting on me".
 */
const lastAuthorRole = sql`(select ${users.role} from ${users} where ${users.id} = ${requests.lastMessageById})`;
export const waitingOnUs = and(
  inArray(requests.status, ["open", "in_progress"]),
  sql`coalesce(${notInArray(lastAuthorRole, [...staffRoles])}, true)`,
)!;

/**
 * Staff-only filters: an organisation (id or exact name, any case), an assignee ("me", "none" or an address) and
 * what waits on us. All are conditions on `requests` alone (sub-selects, not joins), so the counts need no join.
 */
function staffFilters(caller: Caller, scope: Scope, query: RequestListQuery) {
  if (!scope.staff) return [];
  const org = query.organisation;
  return [
    org
      ? isUuid(org)
        ? eq(requests.organisationId, org)
        : sql`${requests.organisationId} in (select ${organisations.id} from ${organisations} where lower(${organisations.name}) = lower(${org}))`
      : undefined,
    query.assignee === "me"
      ? eq(requests.assigneeId, caller.id)
      : query.assignee === "none"
        ? isNull(requests.assigneeId)
        : query.assignee
          ? sql`${requests.assigneeId} = (select ${users.id} from ${users} where ${users.email} = ${query.assignee})`
          : undefined,
    query.waiting === "us" ? waitingOnUs : undefined,
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

/** How many requests match `where`, counted to `countCap + 1` at most, as a scalar sub-select. */
const cappedCount = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${requests} where ${where ?? sql`true`} limit ${countCap + 1}) capped)`;

/** How many requests match `where`, at most `countCap + 1` (countLabel shows "1,000+"). */
export async function countRequests(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${cappedCount(where)} as n`));
  return Number(row?.n ?? 0);
}

/**
 * How many requests of each status match `where`, each counted to `countCap + 1` at most (countLabel shows "1,000+"):
 * one statement of five bounded scans, so a count costs at most a page's worth of rows whatever the table holds.
 * A service-level or waiting filter matches open requests only, so the finished statuses are not counted at all then.
 */
async function countByStatus(db: Db, where: SQL | undefined, openOnly: boolean): Promise<RequestCounts> {
  const counts = Object.fromEntries(requestStatuses.map((s) => [s, 0])) as RequestCounts;
  const counted = requestStatuses.filter((s) => !openOnly || (openStatuses as readonly string[]).includes(s));
  const parts = counted.map(
    (status) => sql`(select ${status}::text as status, ${cappedCount(and(where, eq(requests.status, status)))} as n)`,
  );
  const rows = rowsOf<{ status: RequestStatus; n: number }>(await db.execute(sql.join(parts, sql` union all `)));
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** A page of the list in `query`'s order (no counts): the rows after the cursor, with the next cursor. */
async function requestPageOf(
  db: Db,
  scope: Scope,
  where: SQL | undefined,
  query: RequestListQuery,
  now: Date,
  limit = pageSize,
): Promise<{ items: RequestListItem[]; nextCursor: string | null }> {
  const order = requestOrderOf(query);
  const toItem = (row: ListRow) => toListItem(scope, row, now);
  if (order.sort === "sla")
    return requestPage(await targetOrderedRows(db, where, query.cursor, order, limit), order, toItem, limit);
  const keyset: KeysetOrder = { sort: order.sort, order: order.order };
  const rows = await joined(
    db
      .select({ ...listColumns, sortKey: sortKey(keyset.sort) })
      .from(requests)
      .$dynamic(),
  )
    .where(and(where, afterRequestCursor(query.cursor, keyset)))
    .orderBy(...orderBy(keyset))
    .limit(limit + 1);
  return requestPage(rows, order, toItem, limit);
}

/** `limit + 1` rows after the cursor in the order of their service targets (request-target-order.ts). */
async function targetOrderedRows(
  db: Db,
  where: SQL | undefined,
  cursor: string | undefined,
  order: RequestOrder,
  limit: number,
): Promise<(ListRow & { sortKey: string })[]> {
  const last = cursor ? decodeRequestCursor(cursor, order) : null;
  const key = last?.key ? parseTargetKey(last.key) : null;
  const ordered = await targetOrderRows(db, where, last && key ? { key, id: last.id } : null, order.order, limit + 1);
  if (ordered.length === 0) return [];
  const rows = await joined(db.select(listColumns).from(requests).$dynamic()).where(
    inArray(
      requests.id,
      ordered.map((row) => row.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ordered.flatMap(({ id, sortKey }) => {
    const row = byId.get(id);
    return row ? [{ ...row, sortKey }] : [];
  });
}

/**
 * `pageSize` a page, newest updated first unless `sort` and `order` say otherwise. Everyone filters by words or
 * request number (`q`), status, priority and service level; staff also by organisation, assignee and what waits on us
 * (a client's list is its organisation's, so those filters mean nothing there and are ignored). `counts` are per
 * status for the same filters, each at most `countCap + 1`.
 */
export async function listRequests(
  db: Db,
  caller: Caller,
  query: RequestListQuery = {},
  now = new Date(),
): Promise<{ items: RequestListItem[]; nextCursor: string | null; counts: RequestCounts }> {
  const scope = scopeOf(caller);
  const filters = and(...filterConditions(caller, scope, query, now));
  const [page, counts] = await Promise.all([
    requestPageOf(db, scope, and(filters, query.status ? eq(requests.status, query.status) : undefined), query, now),
    countByStatus(db, filters, query.sla !== undefined || (scope.staff && query.waiting !== undefined)),
  ]);
  return { ...page, counts };
}

/**
 * The first `limit` requests of the list with these filters and of these statuses, newest updated first, without
 * counts: what the home pages show.
 */
export async function listRequestPage(
  db: Db,
  caller: Caller,
  query: RequestListQuery & { statuses?: readonly RequestStatus[] },
  now: Date,
  limit = pageSize,
): Promise<RequestListItem[]> {
  const scope = scopeOf(caller);
  const where = and(
    ...filterConditions(caller, scope, query, now),
    query.statuses ? inArray(requests.status, [...query.statuses]) : undefined,
  );
  return (await requestPageOf(db, scope, where, query, now, limit)).items;
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
