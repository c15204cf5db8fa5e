// The lists' paging: an opaque cursor over (timestamp, id), newest first, and the page it cuts from the rows.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { invalid } from "./errors";
import { isUuid } from "./ids";
import { pageSize } from "./vocabulary";

/**
 * Lists are ordered by a timestamp then the id, newest first. The cursor is the last row's pair, with the timestamp
 * as PostgreSQL prints it (microseconds kept: a JavaScript Date would drop them and skip or repeat rows).
 */
export type CursorKey = { at: string; id: string };

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString("base64url");
}

const cursorTime = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * Exactly what cursorText prints, naming an instant that exists: Date.parse alone takes "1" or "2026-02-30", which
 * PostgreSQL refuses, so a forged cursor would reach the database as a failing query.
 */
export function isCursorTime(value: string): boolean {
  if (!cursorTime.test(value)) return false;
  const milliseconds = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(milliseconds.getTime()) && milliseconds.toISOString().slice(0, 23) === value.slice(0, 23);
}

export function decodeCursor(cursor: string): CursorKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (typeof at === "string" && typeof id === "string" && isUuid(id) && isCursorTime(at)) return { at, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw invalid("That page link is not valid: go back to the first page.", { cursor: "That page link is not valid." });
}

/** A cursor from a page's address, or undefined for the first page: a mangled link is not worth an error page. */
export function readableCursor(value: string | string[] | undefined): string | undefined {
  const cursor = Array.isArray(value) ? value[0] : value;
  if (!cursor) return undefined;
  try {
    decodeCursor(cursor);
    return cursor;
  } catch {
    return undefined;
  }
}

/** A timestamp column or expression as exact text for a cursor. */
export const cursorText = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor, in (timestamp, id) descending order. */
export function afterCursor(cursor: string | undefined, at: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor);
  return sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/** A row as callers see it: the cursor's sort key stays inside the list code. */
export function withoutCursor<T extends { cursorAt: string }>(row: T): Omit<T, "cursorAt"> {
  const item: Partial<T> = { ...row };
  delete item.cursorAt;
  return item as Omit<T, "cursorAt">;
}

/** The page and the next cursor from `limit + 1` rows. */
export function page<T extends { cursorAt: string; id: string }>(
  rows: T[],
  limit: number,
): { items: Omit<T, "cursorAt">[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(withoutCursor),
    nextCursor: more && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** A list's answer from `pageSize + 1` rows: the page's items as callers see them, and the cursor to the next page. */
export function listPage<R extends { cursorAt: string; id: string }, T>(
  rows: R[],
  toItem: (row: Omit<R, "cursorAt">) => T,
): { items: T[]; nextCursor: string | null } {
  const { items, nextCursor } = page(rows, pageSize);
  return { items: items.map(toItem), nextCursor };
}
