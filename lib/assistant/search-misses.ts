// Site searches that found nothing, counted for admins: the query's text and a count, no IP and nothing else.
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { searchMisses } from "../db/schema";

export const searchQueryMax = 100;

/** The query as it is counted: trimmed, spaces collapsed, lower case, at most 100 characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, " ").trim().toLowerCase().slice(0, searchQueryMax);
}

/**
 * At most this many different queries are kept: anyone may search, so a bot sending random words must not grow the
 * table without end. Once full, queries already counted still count; new ones are left out.
 */
export const searchMissRows = 1000;

export async function recordSearchMiss(db: Db, query: string, now: Date): Promise<void> {
  const text = normaliseQuery(query);
  if (!text) return;
  const counted = await db
    .update(searchMisses)
    .set({ count: sql`${searchMisses.count} + 1`, lastAt: now })
    .where(eq(searchMisses.query, text))
    .returning({ query: searchMisses.query });
  if (counted.length > 0) return;
  await db.execute(sql`insert into ${searchMisses} (query, count, last_at)
    select ${text}, 1, ${now.toISOString()}::timestamptz
    where (select count(*) from ${searchMisses}) < ${searchMissRows}
    on conflict (query) do update set count = ${searchMisses}.count + 1, last_at = excluded.last_at`);
}

export async function listSearchMisses(db: Db, limit = 20) {
  return db
    .select({ query: searchMisses.query, count: searchMisses.count, lastAt: searchMisses.lastAt })
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastAt))
    .limit(limit);
}
