// The requests list's orders and their keyset cursors: what each sort orders by, how the rows after a cursor are
// found, and the cursor itself (the sort, the order, the last row's key and id), so paging holds for every sort.
import { asc, desc, sql, type SQL } from "drizzle-orm";
import { requests } from "../db/schema";
import { isCalendarDate } from "../validation/calendar-date";
import { invalid } from "./errors";
import { isUuid } from "./ids";
import { cursorText, isCursorTime } from "./paging";
import { pageSize, requestSorts, type RequestSort } from "./vocabulary";

export type SortOrder = "asc" | "desc";
export type RequestOrder = { sort: RequestSort; order: SortOrder };
type CursorKey = { key: string | null; id: string };

/** urgent > high > normal > low, as a number the database can order by. */
const priorityRank = sql<number>`(case ${requests.priority} when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end)`;

/** Each sort's key as text for the cursor: a due date may be missing (null); priority ties go by the last update. */
export function sortKey(sort: RequestSort): SQL<string | null> {
  if (sort === "created") return cursorText(requests.createdAt);
  if (sort === "priority") return sql<string>`${priorityRank}::text || '|' || ${cursorText(requests.updatedAt)}`;
  if (sort === "due") return sql<string | null>`${requests.dueDate}::text`;
  return cursorText(requests.updatedAt);
}

/** The ORDER BY of a sort. Requests without a due date come last in both orders. */
export function orderBy({ sort, order }: RequestOrder): SQL[] {
  const dir = order === "asc" ? asc : desc;
  if (sort === "created") return [dir(requests.createdAt), dir(requests.id)];
  if (sort === "priority")
    return [
      order === "asc" ? sql`${priorityRank} asc` : sql`${priorityRank} desc`,
      dir(requests.updatedAt),
      dir(requests.id),
    ];
  if (sort === "due") return [sql`${requests.dueDate} is null`, dir(requests.dueDate), dir(requests.id)];
  return [dir(requests.updatedAt), dir(requests.id)];
}

/** The rows after the cursor's row in this order. */
function after({ sort, order }: RequestOrder, { key, id }: CursorKey): SQL {
  const op = sql.raw(order === "asc" ? ">" : "<");
  const lastId = sql`${id}::uuid`;
  if (sort === "due")
    return key === null
      ? sql`(${requests.dueDate} is null and ${requests.id} ${op} ${lastId})`
      : sql`(${requests.dueDate} is null or (${requests.dueDate}, ${requests.id}) ${op} (${key}::date, ${lastId}))`;
  if (sort === "priority") {
    const [rank, at] = (key ?? "").split("|");
    return sql`(${priorityRank}, ${requests.updatedAt}, ${requests.id}) ${op} (${Number(rank)}::int, ${at}::timestamptz, ${lastId})`;
  }
  const column = sort === "created" ? requests.createdAt : requests.updatedAt;
  return sql`(${column}, ${requests.id}) ${op} (${key}::timestamptz, ${lastId})`;
}

function validKey(sort: RequestSort, key: unknown): key is string | null {
  if (sort === "due") return key === null || (typeof key === "string" && isCalendarDate(key));
  if (typeof key !== "string") return false;
  if (sort !== "priority") return isCursorTime(key);
  const [rank, at, ...rest] = key.split("|");
  return rest.length === 0 && /^[1-4]$/.test(rank ?? "") && isCursorTime(at ?? "");
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
export function afterRequestCursor(cursor: string | undefined, order: RequestOrder): SQL | undefined {
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

/** The page and the next cursor from `pageSize + 1` rows, each carrying its sort key. */
export function requestPage<R extends { sortKey: string | null; id: string }, T>(
  rows: R[],
  order: RequestOrder,
  toItem: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const kept = rows.slice(0, pageSize);
  const last = kept.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeRequestCursor(order, { key: last.sortKey, id: last.id }) : null;
  return { items: kept.map(toItem), nextCursor };
}
