// What a search matches, as SQL conditions: a request by number or by words in its title, body or messages (internal
// notes for staff only), and names or numbers by a plain substring. The words go to PostgreSQL as a parameter
// (`websearch_to_tsquery`, which never fails on odd input), so a search is only ever data.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { invoices, projects, purchaseOrders, requestMessages, requests } from "../db/schema";
import type { SearchTerms } from "./schemas";
import type { Scope } from "./scope";

/** The words as a full-text query (english stemming: "invoices" finds "invoice"; stop words alone match nothing). */
export const textQuery = (words: string) => sql`websearch_to_tsquery('english', ${words})`;

/**
 * The words a request is found by: its title and description, its public replies, and for staff its internal notes
 * (requests.replies_search and notes_search, kept by a trigger). Each expression has its own GIN index (migration
 * 0010): write it exactly so, or PostgreSQL cannot use the index.
 */
function requestWords(scope: Scope): SQL {
  return scope.staff
    ? sql`(${requests.search} || ${requests.repliesSearch} || ${requests.notesSearch})`
    : sql`(${requests.search} || ${requests.repliesSearch})`;
}

/** The messages of a request the scope may read, matching the words: public replies, and notes for staff. */
function matchingMessages(scope: Scope, words: string): SQL {
  return and(
    sql`${requestMessages.search} @@ ${textQuery(words)}`,
    scope.staff ? undefined : eq(requestMessages.internal, false),
  )!;
}

/**
 * The requests `terms` finds: "#1042" the request of that number, words those whose title, description or messages
 * the scope may read match. One condition on `requests`, served by its index for a rare word; for a common one
 * PostgreSQL may rather read the list in its own order and test each row.
 */
export function requestTextCondition(scope: Scope, terms: SearchTerms): SQL {
  if (terms.number !== undefined) return eq(requests.number, terms.number);
  return sql`${requestWords(scope)} @@ ${textQuery(terms.words)}`;
}

const headlineOptions = `MaxWords=18, MinWords=6, StartSel="", StopSel="", MaxFragments=1, FragmentDelimiter=" … "`;

/** A short excerpt of `text` around the words, as plain text. */
export const headline = (text: SQL | AnyPgColumn, words: string) =>
  sql<string>`ts_headline('english', ${text}, ${textQuery(words)}, ${headlineOptions})`;

/**
 * The excerpt a request result shows: from its description when the title or description match, else from its
 * latest matching message the scope may read (never a note for a client), else none (a number search).
 */
export function requestSnippet(scope: Scope, terms: SearchTerms): SQL<string | null> {
  if (terms.number !== undefined) return sql<null>`null`;
  const fromMessage = sql`(select ${headline(requestMessages.body, terms.words)} from ${requestMessages}
    where ${requestMessages.requestId} = ${requests.id} and ${matchingMessages(scope, terms.words)}
    order by ${requestMessages.createdAt} desc limit 1)`;
  return sql<string | null>`case when ${requests.search} @@ ${textQuery(terms.words)}
    then ${headline(requests.body, terms.words)} else ${fromMessage} end`;
}

/** How well a request matches, for "best first": a number match first, then full-text rank (0 to 1). */
export function requestRank(scope: Scope, terms: SearchTerms): SQL<number> {
  if (terms.number !== undefined) return sql<number>`3`.mapWith(Number);
  return sql<number>`1 + ts_rank(${requestWords(scope)}, ${textQuery(terms.words)}, 32)`.mapWith(Number);
}

/** `value` for a LIKE pattern, its wildcards and escape character taken literally. */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-blind substring match of the column (an order or invoice number, a project's name). */
export const containsText = (column: AnyPgColumn, words: string) => sql`${column} ilike ${`%${likeLiteral(words)}%`}`;

/** A project's words: its name and summary, stemmed (no index: a few hundred projects at most). */
export const projectTerms = sql`to_tsvector('english', ${projects.name} || ' ' || ${projects.summary})`;

/** The projects the words find: in the name or summary, or part of the name ("fore" finds "Forecast"). */
export const projectTextCondition = (words: string) =>
  or(sql`${projectTerms} @@ ${textQuery(words)}`, containsText(projects.name, words))!;

/** The orders the words find: part of the number or title, or the title's words. */
export const orderTextCondition = (words: string) =>
  or(
    containsText(purchaseOrders.number, words),
    containsText(purchaseOrders.title, words),
    sql`to_tsvector('english', ${purchaseOrders.title}) @@ ${textQuery(words)}`,
  )!;

/** The invoices the words find: part of the number. */
export const invoiceTextCondition = (words: string) => containsText(invoices.number, words);
