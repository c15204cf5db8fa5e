// The portal's quick search (GET /api/portal/search): requests, projects, purchase orders and invoices the caller
// may see, scoped exactly as their lists are, best first. Clients search their organisation's requests and
// projects, vendors their own orders and invoices, staff everything; a client's snippet never comes from a note.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoices, organisations, projects, purchaseOrders, requests } from "../db/schema";
import { portalPath } from "../portal/paths";
import { isStaff, type Caller } from "./caller";
import { formatInr } from "./money";
import { vendorScope } from "./purchase-orders";
import type { SearchTerms } from "./schemas";
import { organisationCondition, scopeOf } from "./scope";
import {
  headline,
  invoiceTextCondition,
  orderTextCondition,
  projectTerms,
  projectTextCondition,
  requestRank,
  requestSnippet,
  requestTextCondition,
  textQuery,
} from "./search";
import { statusLabels } from "./vocabulary";

export type SearchResultType = "request" | "project" | "purchase_order" | "invoice";

export type SearchResult = { type: SearchResultType; id: string; title: string; href: string; snippet: string | null };

/** At most this many results in all, and from each kind. */
export const searchLimit = 20;

/** How many of the most recently updated matching requests the quick search ranks. */
export const rankedCandidates = 100;

type Ranked = SearchResult & { rank: number; at: Date };

async function searchRequests(db: Db, caller: Caller, terms: SearchTerms): Promise<Ranked[]> {
  if (caller.role === "vendor") return [];
  const role = caller.role;
  const scope = scopeOf(caller);
  const rank = requestRank(scope, terms);
  const visible = and(organisationCondition(scope, requests.organisationId), requestTextCondition(scope, terms));
  // A common word matches thousands: rank only the most recently updated of them (a rare word finds all of its own).
  const candidates = db
    .select({ id: requests.id })
    .from(requests)
    .where(visible)
    .orderBy(desc(requests.updatedAt))
    .limit(rankedCandidates);
  const rows = await db
    .select({
      id: requests.id,
      number: requests.number,
      title: requests.title,
      at: requests.updatedAt,
      rank,
      snippet: requestSnippet(scope, terms),
    })
    .from(requests)
    .where(inArray(requests.id, candidates))
    .orderBy(desc(rank), desc(requests.updatedAt))
    .limit(searchLimit);
  return rows.map((r) => ({
    type: "request",
    id: r.id,
    title: `#${r.number} ${r.title}`,
    href: portalPath(role, "requests", r.id),
    snippet: r.snippet,
    rank: r.rank,
    at: r.at,
  }));
}

async function searchProjects(db: Db, caller: Caller, { words }: SearchTerms): Promise<Ranked[]> {
  if (caller.role === "vendor") return [];
  const role = caller.role;
  const rank = sql<number>`1 + ts_rank(${projectTerms}, ${textQuery(words)}, 32)`.mapWith(Number);
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      at: projects.updatedAt,
      rank,
      snippet: headline(sql`nullif(${projects.summary}, '')`, words),
    })
    .from(projects)
    .where(and(organisationCondition(scopeOf(caller), projects.organisationId), projectTextCondition(words)))
    .orderBy(desc(rank), desc(projects.updatedAt))
    .limit(searchLimit);
  return rows.map((r) => ({
    type: "project",
    id: r.id,
    title: r.name,
    href: portalPath(role, "projects", r.id),
    snippet: r.snippet,
    rank: r.rank,
    at: r.at,
  }));
}

/** An order by its number or title words; what it shows: the vendor (for staff), its amount and status. */
async function searchOrders(db: Db, caller: Caller, { words }: SearchTerms): Promise<Ranked[]> {
  if (caller.role === "client") return [];
  const role = caller.role;
  const exact = sql<number>`case when lower(${purchaseOrders.number}) = lower(${words}) then 2 else 1 end`;
  const rows = await db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      title: purchaseOrders.title,
      amountPaise: purchaseOrders.amountPaise,
      status: purchaseOrders.status,
      vendor: organisations.name,
      at: purchaseOrders.updatedAt,
      rank: exact.mapWith(Number),
    })
    .from(purchaseOrders)
    .innerJoin(organisations, eq(organisations.id, purchaseOrders.organisationId))
    .where(and(vendorScope(caller, purchaseOrders.organisationId), orderTextCondition(words)))
    .orderBy(desc(exact), desc(purchaseOrders.updatedAt))
    .limit(searchLimit);
  return rows.map((r) => ({
    type: "purchase_order",
    id: r.id,
    title: `${r.number} ${r.title}`,
    href: portalPath(role, "purchase-orders", r.id),
    snippet: details(caller, r),
    rank: r.rank,
    at: r.at,
  }));
}

/** An invoice by its number. */
async function searchInvoices(db: Db, caller: Caller, { words }: SearchTerms): Promise<Ranked[]> {
  if (caller.role === "client") return [];
  const role = caller.role;
  const exact = sql<number>`case when lower(${invoices.number}) = lower(${words}) then 2 else 1 end`;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      amountPaise: invoices.amountPaise,
      status: invoices.status,
      vendor: organisations.name,
      at: invoices.updatedAt,
      rank: exact.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .where(and(vendorScope(caller, invoices.organisationId), invoiceTextCondition(words)))
    .orderBy(desc(exact), desc(invoices.updatedAt))
    .limit(searchLimit);
  return rows.map((r) => ({
    type: "invoice",
    id: r.id,
    title: `Invoice ${r.number}`,
    href: portalPath(role, "invoices", r.id),
    snippet: details(caller, r),
    rank: r.rank,
    at: r.at,
  }));
}

/** "Sharma Supplies · ₹1,000.00 · Approved"; a vendor knows its own name. */
function details(caller: Caller, row: { vendor: string; amountPaise: number; status: keyof typeof statusLabels }) {
  const parts = [formatInr(row.amountPaise), statusLabels[row.status]];
  return (isStaff(caller) ? [row.vendor, ...parts] : parts).join(" · ");
}

/** Everything the caller may see that `terms` finds: at most `searchLimit`, best first, then the most recent. */
export async function searchPortal(db: Db, caller: Caller, terms: SearchTerms): Promise<SearchResult[]> {
  const found = await Promise.all([
    searchRequests(db, caller, terms),
    searchProjects(db, caller, terms),
    searchOrders(db, caller, terms),
    searchInvoices(db, caller, terms),
  ]);
  return found
    .flat()
    .sort((a, b) => b.rank - a.rank || b.at.getTime() - a.at.getTime())
    .slice(0, searchLimit)
    .map(({ type, id, title, href, snippet }) => ({ type, id, title, href, snippet }));
}
