// The admin audit view's reads: the sign-in log (`auth_events`) and the activity record merged into one list, newest
// first, filtered in SQL and paged by a cursor; a code mail carries its outbox row's delivery state, never the row's
// payload. The CSV export pages through the same query, so memory stays bounded whatever the filters match.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { invalid } from "../workspace/errors";
import { isCursorTime } from "../workspace/paging";
import { pageSize } from "../workspace/vocabulary";
import { rowsOf } from "../db/rows";
import {
  activityEventLabels,
  ipMatch,
  istDayEnd,
  istDayStart,
  securityEventLabels,
  type AuditQuery,
} from "./audit-filters";

export type MailState = "queued" | "sent" | "retried" | "discarded";

export type AuditItem = {
  /** `auth:<id>` or `activity:<id>`. */
  id: string;
  source: "sign_in" | "activity";
  at: string;
  event: string;
  /** The address of a sign-in event; for a business event, the actor's. */
  person: string | null;
  actor: { name: string; role: string | null } | null;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
  /** Business events: what changed and on what. */
  resource: { type: string; id: string; label: string | null } | null;
  change: Record<string, unknown> | null;
  /** Code mails: where the mail stands (null once its outbox row has been swept). */
  mail: { state: MailState; attempts: number } | null;
};

type Row = {
  source: "auth" | "activity";
  id: string;
  cursor_at: string;
  sort_key: string;
  event: string;
  person: string | null;
  actor_name: string | null;
  actor_role: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: string | null;
  resource_type: string | null;
  resource_id: string | null;
  resource_label: string | null;
  change: Record<string, unknown> | string | null;
  mail_status: "pending" | "sent" | "discarded" | null;
  mail_attempts: number | null;
  mail_failed: boolean | null;
};

type Cursor = { at: string; key: string };
const sortKeyPattern = /^[ab]\d{20}$/;

export function encodeAuditCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.key])).toString("base64url");
}

export function decodeAuditCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [at, key] = value as unknown[];
      if (typeof at === "string" && typeof key === "string" && isCursorTime(at) && sortKeyPattern.test(key))
        return { at, key };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw invalid("That page link is not valid: go back to the first page.", { cursor: "That page link is not valid." });
}

/** The delivery state of a code mail from its outbox row: a failed try that will be tried again is "retried". */
export function mailState(status: Row["mail_status"], failed: boolean): MailState | null {
  if (status === "sent" || status === "discarded") return status;
  if (status === "pending") return failed ? "retried" : "queued";
  return null;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const instant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function timeRange(column: SQL, query: AuditQuery): SQL[] {
  const out: SQL[] = [];
  if (query.from) out.push(sql`${column} >= ${istDayStart(query.from).toISOString()}::timestamptz`);
  if (query.to) out.push(sql`${column} < ${istDayEnd(query.to).toISOString()}::timestamptz`);
  return out;
}

const all = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

function signInBranch(query: AuditQuery, cursor: Cursor | null, limit: number): SQL | null {
  if (query.event && !Object.hasOwn(securityEventLabels, query.event)) return null;
  const where: SQL[] = timeRange(sql`e.at`, query);
  if (query.event) where.push(sql`e.event = ${query.event}`);
  if (query.person) where.push(sql`e.email ilike ${likeText(query.person)}`);
  if (query.ip) {
    const match = ipMatch(query.ip);
    where.push(
      "exact" in match ? sql`e.ip = ${match.exact}` : sql`e.ip like ${`${match.prefix.replace(/[\\%_]/g, "")}%`}`,
    );
  }
  const key = sql`'a' || lpad(e.id::text, 20, '0')`;
  if (cursor) where.push(sql`(e.at, ${key}) < (${cursor.at}::timestamptz, ${cursor.key})`);
  return sql`(select 'auth' as source, e.id::text as id, e.at as at, ${instant(sql`e.at`)} as cursor_at,
      ${key} as sort_key, e.event as event, e.email as person, null::text as actor_name, null::text as actor_role,
      e.ip as ip, e.user_agent as user_agent, e.detail as detail, null::text as resource_type,
      null::text as resource_id, null::text as resource_label, null::jsonb as change, o.status::text as mail_status,
      o.attempts as mail_attempts, (o.last_error is not null) as mail_failed
    from auth_events e left join outbox o on o.id = e.outbox_id
    where ${all(where)} order by e.at desc, ${key} desc limit ${limit})`;
}

/**
 * What a business event is about, named as people know it: a request's number and title, a project's name, an order's
 * or invoice's number. Subqueries, not joins: each is run only for the page's rows, and the planner has three joins to
 * order instead of nine. A row since deleted (a removed milestone) is named by what its record kept.
 */
const namedResource = sql`case a.resource_type
    when 'request' then (select '#' || r.number || ' ' || r.title from requests r where r.id = a.resource_id)
    when 'project' then (select p.name from projects p where p.id = a.resource_id)
    when 'milestone' then (select m.title from milestones m where m.id = a.resource_id)
    when 'purchase_order' then (select po.number from purchase_orders po where po.id = a.resource_id)
    when 'invoice' then (select i.number from invoices i where i.id = a.resource_id)
    when 'enquiry' then (select q.full_name from enquiries q where q.id = a.resource_id)
  end`;

function activityBranch(query: AuditQuery, cursor: Cursor | null, limit: number): SQL | null {
  // Business events have no IP: a search by IP is about sign-ins only.
  if (query.ip) return null;
  if (query.event && !Object.hasOwn(activityEventLabels, query.event)) return null;
  const where: SQL[] = timeRange(sql`a.at`, query);
  if (query.event) {
    // "purchase_order.issued": a resource type has no dot, so the first one splits the event (activity_event_idx).
    const dot = query.event.indexOf(".");
    where.push(sql`a.resource_type = ${query.event.slice(0, dot)} and a.action = ${query.event.slice(dot + 1)}`);
  }
  if (query.person) {
    const like = likeText(query.person);
    where.push(sql`(actor.email ilike ${like} or a.actor_name ilike ${like} or subject.email ilike ${like}
      or a.change->>'email' ilike ${like})`);
  }
  const key = sql`'b' || lpad(a.seq::text, 20, '0')`;
  if (cursor) where.push(sql`(a.at, ${key}) < (${cursor.at}::timestamptz, ${cursor.key})`);
  return sql`(select 'activity' as source, a.id::text as id, a.at as at, ${instant(sql`a.at`)} as cursor_at,
      ${key} as sort_key, a.resource_type || '.' || a.action as event, actor.email as person,
      a.actor_name as actor_name, a.actor_role::text as actor_role, null::text as ip, null::text as user_agent,
      null::text as detail, a.resource_type as resource_type, a.resource_id::text as resource_id,
      coalesce(subject.email, org.name, ${namedResource}, a.change->>'email', a.change->>'name', a.change->>'title')
        as resource_label,
      a.change as change, null::text as mail_status, null::integer as mail_attempts, null::boolean as mail_failed
    from activity a
      left join users actor on actor.id = a.actor_id
      left join users subject on a.resource_type = 'user' and subject.id = a.resource_id
      left join organisations org on a.resource_type = 'organisation' and org.id = a.resource_id
    where ${all(where)} order by a.at desc, ${key} desc limit ${limit})`;
}

function toItem(row: Row): AuditItem {
  const change = typeof row.change === "string" ? (JSON.parse(row.change) as Record<string, unknown>) : row.change;
  const state = mailState(row.mail_status, row.mail_failed === true);
  return {
    id: `${row.source}:${row.id}`,
    source: row.source === "auth" ? "sign_in" : "activity",
    at: new Date(row.cursor_at).toISOString(),
    event: row.event,
    person: row.person,
    actor: row.actor_name ? { name: row.actor_name, role: row.actor_role } : null,
    ip: row.ip,
    userAgent: row.user_agent,
    detail: row.detail,
    resource:
      row.resource_type && row.resource_id
        ? { type: row.resource_type, id: row.resource_id, label: row.resource_label }
        : null,
    change,
    mail: state ? { state, attempts: row.mail_attempts ?? 0 } : null,
  };
}

async function readRows(db: Db, query: AuditQuery, cursor: Cursor | null, limit: number): Promise<Row[]> {
  const branches = [signInBranch(query, cursor, limit), activityBranch(query, cursor, limit)].filter(
    (branch): branch is SQL => branch !== null,
  );
  if (branches.length === 0) return [];
  const union = sql.join(branches, sql` union all `);
  const result = await db.execute(sql`select * from (${union}) merged order by at desc, sort_key desc limit ${limit}`);
  return rowsOf<Row>(result);
}

export type AuditPage = { items: AuditItem[]; nextCursor: string | null };

/** One page (50) of events matching the filters, newest first; `nextCursor` continues after its last row. */
export async function auditPage(db: Db, query: AuditQuery, size: number = pageSize): Promise<AuditPage> {
  const cursor = query.cursor ? decodeAuditCursor(query.cursor) : null;
  const rows = await readRows(db, query, cursor, size + 1);
  const kept = rows.slice(0, size);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor: rows.length > size && last ? encodeAuditCursor({ at: last.cursor_at, key: last.sort_key }) : null,
  };
}

/** The export's ceiling: a filter matching more stops there, and the file says so on its last line. */
export const auditExportCap = 10_000;

/** Every event matching the filters (at most `cap`), read a batch at a time; `truncated` after the last batch. */
export async function* auditExport(
  db: Db,
  query: AuditQuery,
  cap: number = auditExportCap,
  batch = 500,
): AsyncGenerator<AuditItem[], { truncated: boolean }> {
  let cursor: Cursor | null = null;
  let count = 0;
  for (;;) {
    const size = Math.min(batch, cap - count);
    const rows = await readRows(db, query, cursor, size + 1);
    const kept = rows.slice(0, size);
    count += kept.length;
    if (kept.length) yield kept.map(toItem);
    const last = kept.at(-1);
    if (rows.length <= size || !last) return { truncated: false };
    if (count >= cap) return { truncated: true };
    cursor = { at: last.cursor_at, key: last.sort_key };
  }
}
