// Site searches that found nothing, counted for admins: the query's text and a count, no IP and nothing else.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { searchMisses } from "../db/schema";

export const searchQueryMax = 100;

/** The query as it is counted: trimmed, spaces collapsed, lower case, at most 100 characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, " ").trim().toLowerCase().slice(0, searchQueryMax);
}

export async function recordSearchMiss(db: Db, query: string, now: Date): Promise<void> {
  const text = normaliseQuery(query);
  if (!text) return;
  await db
    .insert(searchMisses)
    .values({ query: text, count: 1, lastAt: now })
    .onConflictDoUpdate({ target: searchMisses.query, set: { count: sql`${searchMisses.count} + 1`, lastAt: now } });
}

export async function listSearchMisses(db: Db, limit = 20) {
  return db
    .select({ query: searchMisses.query, count: searchMisses.count, lastAt: searchMisses.lastAt })
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastAt))
    .limit(limit);
}
