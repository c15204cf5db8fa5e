// What the admin's audit view reads: one page of events for the filters in the address, and which of the page's
// addresses are held back from signing in right now (their lockout rows offer "Clear lockout").
import "server-only";
import { auditPage, decodeAuditCursor, type AuditPage } from "../../admin/audit";
import { auditQuerySchema, lockoutEvents, type AuditQuery } from "../../admin/audit-filters";
import { heldAddresses } from "../../admin/lockouts";
import { fieldErrors, firstError } from "../../validation/field-errors";
import type { Caller } from "../../workspace/caller";
import { firstValue, pageRead, type SearchParams } from "./read";

export type AuditView = AuditPage & {
  query: AuditQuery;
  /** A filter the address got wrong: the sentence, shown above the unfiltered list. */
  refusal: string | null;
  held: string[];
};

function readQuery(params: SearchParams): { query: AuditQuery; refusal: string | null } {
  const raw = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, firstValue(value)]));
  const parsed = auditQuerySchema.safeParse(raw);
  if (!parsed.success) return { query: {}, refusal: firstError(fieldErrors(parsed.error), "Check the filters.") };
  const query = parsed.data;
  // A mangled page link is not worth an error page: it shows the first page.
  if (query.cursor) {
    try {
      decodeAuditCursor(query.cursor);
    } catch {
      delete query.cursor;
    }
  }
  return { query, refusal: null };
}

export function loadAudit(caller: Caller, params: SearchParams): Promise<AuditView> {
  const { query, refusal } = readQuery(params);
  return pageRead("admin audit", caller, async (db, _caller, now) => {
    const page = await auditPage(db, query);
    const locked = page.items.filter((i) => lockoutEvents.includes(i.event) && i.person).map((i) => i.person!);
    return { ...page, query, refusal, held: [...(await heldAddresses(db, locked, now))] };
  });
}
