// Reading invoices: the lists (vendors their own, staff all), one invoice with its history (its activity), and
// the overviews' figures. Submitting and deciding are in invoice-writes.ts.
import { aliasedTable, and, count, desc, eq, sql } from "drizzle-orm";
import { historyOf } from "../activity/history";
import type { Db } from "../db/client";
import { files, invoices, organisations, purchaseOrders, users } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import { vendorScope } from "./purchase-orders";
import { isUuid } from "./ids";
import { afterCursor, cursorText, page, withoutCursor } from "./paging";
import { invoiceTextCondition } from "./search";
import { invoiceStatuses, pageSize, type InvoiceStatus } from "./vocabulary";

const submitter = aliasedTable(users, "submitter");
const reviewer = aliasedTable(users, "reviewer");

const invoiceFields = {
  id: invoices.id,
  number: invoices.number,
  amountPaise: invoices.amountPaise,
  currency: invoices.currency,
  dueDate: invoices.dueDate,
  status: invoices.status,
  reason: invoices.reason,
  fileId: invoices.fileId,
  replacesId: invoices.replacesId,
  createdAt: invoices.createdAt,
  decidedAt: invoices.decidedAt,
  paidAt: invoices.paidAt,
  organisation: { id: organisations.id, name: organisations.name },
  purchaseOrder: { id: purchaseOrders.id, number: purchaseOrders.number },
  submittedBy: submitter.name,
  reviewedBy: reviewer.name,
  cursorAt: cursorText(invoices.createdAt),
};

function selectInvoices(db: Db) {
  return db
    .select(invoiceFields)
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.purchaseOrderId))
    .leftJoin(submitter, eq(submitter.id, invoices.submittedById))
    .leftJoin(reviewer, eq(reviewer.id, invoices.reviewerId));
}

export type InvoiceItem = Omit<Awaited<ReturnType<ReturnType<typeof selectInvoices>["execute"]>>[number], "cursorAt">;

const allowed = (caller: Caller) => isStaff(caller) || caller.role === "vendor";

/** Newest first, 50 a page; vendors see their organisation's, staff everyone's (optionally one vendor's). */
export async function listInvoices(
  db: Db,
  caller: Caller,
  filter: { status?: InvoiceStatus; organisationId?: string; q?: string; cursor?: string } = {},
): Promise<{ items: InvoiceItem[]; nextCursor: string | null }> {
  if (!allowed(caller)) throw notFound("invoice");
  const rows = await selectInvoices(db)
    .where(
      and(
        vendorScope(caller, invoices.organisationId),
        filter.status ? eq(invoices.status, filter.status) : undefined,
        filter.organisationId && isUuid(filter.organisationId)
          ? eq(invoices.organisationId, filter.organisationId)
          : undefined,
        filter.q ? invoiceTextCondition(filter.q) : undefined,
        afterCursor(filter.cursor, invoices.createdAt, invoices.id),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(pageSize + 1);
  return page(rows, pageSize);
}

/** One invoice the caller may see, with its file's name and its history (who did what, when); 404 otherwise. */
export async function getInvoice(db: Db, caller: Caller, id: string) {
  if (!allowed(caller) || !isUuid(id)) throw notFound("invoice");
  const [row] = await selectInvoices(db)
    .where(and(eq(invoices.id, id), vendorScope(caller, invoices.organisationId)))
    .limit(1);
  if (!row) throw notFound("invoice");
  const invoice = withoutCursor(row);
  const [file] = await db
    .select({ id: files.id, name: files.name, size: files.size })
    .from(files)
    .where(eq(files.id, invoice.fileId));
  const history = await historyOf(db, caller, { type: "invoice", id });
  const replacement = await replacementOf(db, id);
  return {
    ...invoice,
    file: file ?? null,
    replacedBy: replacement,
    history,
  };
}

/** The invoice that resubmits `id`, or null: there is at most one (the index invoices_replaces_unique). */
export async function replacementOf(db: Db, id: string): Promise<{ id: string; number: string } | null> {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.replacesId, id))
    .limit(1);
  return row ?? null;
}

/** The vendor's invoice number that `number` repeats, as first written: numbers are compared without capitals. */
export async function numberInUse(db: Db, organisationId: string, number: string): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), sql`lower(${invoices.number}) = lower(${number})`))
    .limit(1);
  return row?.number ?? null;
}

/** The staff overview's figure: invoices waiting for a decision. */
export async function invoicesAwaitingReview(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.status, "submitted"));
  return row?.n ?? 0;
}

/** A vendor's overview: open orders, invoices by status, and what is still to be paid (submitted or approved). */
export async function vendorOverview(db: Db, caller: Caller) {
  if (caller.role !== "vendor") throw notFound("invoice");
  const scope = vendorScope(caller, invoices.organisationId);
  const rows = await db
    .select({
      status: invoices.status,
      n: count(),
      total: sql<number>`coalesce(sum(${invoices.amountPaise}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(scope)
    .groupBy(invoices.status);
  const byStatus = Object.fromEntries(invoiceStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
  const awaitingPaymentPaise = rows
    .filter((r) => r.status === "submitted" || r.status === "approved")
    .reduce((sum, r) => sum + r.total, 0);
  return { byStatus: byStatus as Record<InvoiceStatus, number>, awaitingPaymentPaise };
}
