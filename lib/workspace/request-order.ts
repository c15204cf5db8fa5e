// The requests list's orders and their keyset cursors: what each sort orders by, how the rows after a cursor are
// found, and the cursor itself (the sort, the order, the last row's key and id), so paging holds for every sort. The
// service-target order (`sla`) is read in request-target-order.ts; its cursor is made and checked here like the rest.
import { asc, desc, sql, type SQL } from "drizzle-orm";
import { requests } from "../db/schema";
import { isCalendarDate } from "../validation/calendar-date";
import { invalid } from "./errors";
import { parseTargetKey } from "./request-target-order";
import { isUuid } from "./ids";
import { cursorText, isCursorTime } from "./paging";
import { pageSize, requestPriorities, requestSorts, type RequestPriority, type RequestSort } from "./vocabulary";

export type SortOrder = "asc" | "desc";
export type RequestOrder = { sort: RequestSort; order: SortOrder };
/** The sorts read through one keyset over columns of `requests`. */
export type KeysetOrder = { sort: Exclude<RequestSort, "sla">; order: SortOrder };
type CursorKey = { key: string | null; id: string };

/** The order when none is asked for: soonest target first, else newest first. */
export const defaultOrder = (sort: RequestSort): SortOrder => (sort === "sla" ? "asc" : "desc");

/** The sort and order a list query asks for, each defaulted. */
export function requestOrderOf(query: { sort?: RequestSort; order?: SortOrder }): RequestOrder {
  const sort = query.sort ?? "updated";
  return { sort, order: query.order ?? defaultOrder(sort) };
}

/** Each sort's key as text for the cursor: a due date may be missing (null); priority ties go by the last update. */
export function sortKey(sort: KeysetOrder["sort"]): SQL<string | null> {
  if (sort === "created") return cursorText(requests.createdAt);
  if (sort === "priority") return sql<string>`${requests.priority}::text || '|' || ${cursorText(requests.updatedAt)}`;
  if (sort === "due") return sql<string | null>`${requests.dueDate}::text`;
  return cursorText(requests.updatedAt);
}

/**
 * The ORDER BY of a sort. Requests without a due date come last in both orders. Priority orders by the enum itself
 * (declared low to urgent), which the priority index serves.
 */
export function orderBy({ sort, order }: KeysetOrder): SQL[] {
  const dir = order === "asc" ? asc : desc;
  if (sort === "created") return [dir(requests.createdAt), dir(requests.id)];
  if (sort === "priority") return [dir(requests.priority), dir(requests.updatedAt), dir(requests.id)];
  if (sort === "due") return [sql`${requests.dueDate} is null`, dir(requests.dueDate), dir(requests.id)];
  return [dir(requests.updatedAt), dir(requests.id)];
}

/** The rows after the cursor's row in this order. */
function after({ sort, order }: KeysetOrder, { key, id }: CursorKey): SQL {
  const op = sql.raw(order === "asc" ? ">" : "<");
  const lastId = sql`${id}::uuid`;
  if (sort === "due")
    return key === null
      ? sql`(${requests.dueDate} is null and ${requests.id} ${op} ${lastId})`
      : sql`(${requests.dueDate} is null or (${requests.dueDate}, ${requests.id}) ${op} (${key}::date, ${lastId}))`;
  if (sort === "priority") {
    const [priority, at] = (key ?? "").split("|");
    return sql`(${requests.priority}, ${requests.updatedAt}, ${requests.id}) ${op} (${priority}::request_priority, ${at}::timestamptz, ${lastId})`;
  }
  const column = sort === "created" ? requests.createdAt : requests.updatedAt;
  return sql`(${column}, ${requests.id}) ${op} (${key}::timestamptz, ${lastId})`;
}

function validKey(sort: RequestSort, key: unknown): key is string | null {
  if (sort === "sla") return typeof key === "string" && parseTargetKey(key) !== null;
  if (sort === "due") return key === null || (typeof key === "string" && isCalendarDate(key));
  if (typeof key !== "string") return false;
  if (sort !== "priority") return isCursorTime(key);
  const [priority, at, ...rest] = key.split("|");
  return rest.length === 0 && requestPriorities.includes(priority as RequestPriority) && isCursorTime(at ?? "");
}

export function encodeRequestCursor(order: RequestOrder, last: CursorKey): string {
  return Buffer.from(JSON.stringify([order.sort, order.order, last.key, last.id])).toString("base64url");
}

const badCursor = () =>
  invalid("That page link is not valid: go back to the first page.", { cursor: "That page link is not valid." });

/**
 * The last row of the previous page, or null when the cursor was made for another sort or order (the list starts
 * again at the first page). Anything else that is not exactly a cursor of ours is a 400.
 */
export function decodeRequestCursor(cursor: string, order: RequestOrder): CursorKey | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value.length !== 4) throw badCursor();
  const [sort, direction, key, id] = value as unknown[];
  if (!requestSorts.includes(sort as RequestSort) || (direction !== "asc" && direction !== "desc")) throw badCursor();
  if (typeof id !== "string" || !isUuid(id) || !validKey(sort as RequestSort, key)) throw badCursor();
  if (sort !== order.sort || direction !== order.order) return null;
  return { key, id };
}

/** The condition for the rows after a cursor, or undefined for the first page. */
export function afterRequestCursor(cursor: string | undefined, order: KeysetOrder): SQL | undefined {
  const last = cursor ? decodeRequestCursor(cursor, order) : null;
  return last ? after(order, last) : undefined;
}

/** A cursor from a page's address, or undefined for the first page: a mangled link is not worth an error page. */
export function readableRequestCursor(cursor: string | undefined, order: RequestOrder): string | undefined {
  try {
    return cursor && decodeRequestCursor(cursor, order) ? cursor : undefined;
  } catch {
    return undefined;
  }
}

/** The page and the next cursor from `limit + 1` rows, each carrying its sort key. */
export function requestPage<R extends { sortKey: string | null; id: string }, T>(
  rows: R[],
  order: RequestOrder,
  toItem: (row: R) => T,
  limit = pageSize,
): { items: T[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeRequestCursor(order, { key: last.sortKey, id: last.id }) : null;
  return { items: kept.map(toItem), nextCursor };
}
