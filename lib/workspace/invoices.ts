// Reading invoices: the lists (vendors their own, staff all), one invoice with its history (its activity), and
// the overviews' figures. Submitting and deciding are in invoice-writes.ts.
import { aliasedTable, and, asc, count, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { historyOf } from "../activity/history";
import type { Db } from "../db/client";
import { files, invoiceLines, invoices, organisations, purchaseOrderLines, purchaseOrders, users } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import { addDays, dueSoonDays, istDate, netOfTds, payByState } from "./gst";
import { gstStates } from "./gstin";
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
  invoiceDate: invoices.invoiceDate,
  payBy: invoices.payBy,
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
  filter: { status?: InvoiceStatus; organisationId?: string; q?: string; cursor?: string; due?: boolean } = {},
  now = new Date(),
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
        filter.due ? dueWithin(now) : undefined,
        afterCursor(filter.cursor, invoices.createdAt, invoices.id),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(pageSize + 1);
  return page(rows, pageSize);
}

/** Approved MSME invoices whose pay-by date is within 7 days (India time) or past: what staff must pay now. */
function dueWithin(now: Date) {
  return and(
    eq(invoices.status, "approved"),
    isNotNull(invoices.payBy),
    lte(invoices.payBy, addDays(istDate(now), dueSoonDays)),
  );
}

/** The staff figure: approved MSME invoices falling due within 7 days, and how many of them are overdue. */
export async function invoicesFallingDue(db: Db, now = new Date()): Promise<{ due: number; overdue: number }> {
  const [row] = await db
    .select({
      due: count(),
      overdue: sql<number>`count(*) filter (where ${invoices.payBy} < ${istDate(now)})`.mapWith(Number),
    })
    .from(invoices)
    .where(dueWithin(now));
  return { due: row?.due ?? 0, overdue: row?.overdue ?? 0 };
}

/** An invoice's lines: the order line each invoices, the quantity and its amounts, in the order's line order. */
async function linesOf(db: Db, id: string) {
  return db
    .select({
      lineId: invoiceLines.orderLineId,
      position: purchaseOrderLines.position,
      description: purchaseOrderLines.description,
      hsnSac: purchaseOrderLines.hsnSac,
      unit: purchaseOrderLines.unit,
      rate: purchaseOrderLines.ratePaise,
      gstRate: purchaseOrderLines.gstRate,
      quantity: invoiceLines.quantity,
      taxableValue: invoiceLines.taxablePaise,
      cgst: invoiceLines.cgstPaise,
      sgst: invoiceLines.sgstPaise,
      igst: invoiceLines.igstPaise,
    })
    .from(invoiceLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, invoiceLines.orderLineId))
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(purchaseOrderLines.position));
}

/**
 * One invoice the caller may see, as a tax invoice: its lines and tax, the supplier's GSTIN and place of supply,
 * what it replaces and what replaced it (each with the rejection reason), its payment once paid, its file and its
 * history (who did what, when); 404 otherwise.
 */
export async function getInvoice(db: Db, caller: Caller, id: string, now = new Date()) {
  if (!allowed(caller) || !isUuid(id)) throw notFound("invoice");
  const [row] = await selectInvoices(db)
    .where(and(eq(invoices.id, id), vendorScope(caller, invoices.organisationId)))
    .limit(1);
  if (!row) throw notFound("invoice");
  const invoice = withoutCursor(row);
  const [tax] = await db
    .select({
      cgst: invoices.cgstPaise,
      sgst: invoices.sgstPaise,
      igst: invoices.igstPaise,
      statedTotal: invoices.statedTotalPaise,
      irn: invoices.irn,
      financialYear: invoices.financialYear,
      supplierGstin: invoices.supplierGstin,
      supplierStateCode: invoices.supplierStateCode,
      paidOn: invoices.paidOn,
      utr: invoices.utr,
      tdsSection: invoices.tdsSection,
      tdsPaise: invoices.tdsPaise,
      paidToAccount: invoices.paidToAccount,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  const [file] = await db
    .select({ id: files.id, name: files.name, size: files.size })
    .from(files)
    .where(eq(files.id, invoice.fileId));
  const history = await historyOf(db, caller, { type: "invoice", id });
  const replacement = await replacementOf(db, id);
  const [replaced] = invoice.replacesId
    ? await db
        .select({ id: invoices.id, number: invoices.number, reason: invoices.reason })
        .from(invoices)
        .where(eq(invoices.id, invoice.replacesId))
    : [];
  const total = invoice.amountPaise;
  const stateCode = tax?.supplierStateCode ?? null;
  const payment =
    invoice.status === "paid" && tax?.paidOn
      ? {
          paidOn: tax.paidOn,
          utr: tax.utr,
          gross: total,
          tdsSection: tax.tdsSection,
          tdsAmount: tax.tdsPaise ?? 0,
          net: netOfTds(total, tax.tdsPaise ?? 0),
          account: tax.paidToAccount,
        }
      : null;
  return {
    ...invoice,
    financialYear: tax?.financialYear ?? null,
    supplierGstin: tax?.supplierGstin ?? null,
    placeOfSupply: stateCode ? { stateCode, state: gstStates[stateCode] ?? null } : null,
    irn: tax?.irn ?? null,
    lines: await linesOf(db, id),
    taxableValue: total - (tax?.cgst ?? 0) - (tax?.sgst ?? 0) - (tax?.igst ?? 0),
    cgst: tax?.cgst ?? 0,
    sgst: tax?.sgst ?? 0,
    igst: tax?.igst ?? 0,
    total,
    statedTotal: tax?.statedTotal ?? null,
    /** The vendor's stated total less the computed one, when they differ (the reviewer's flag). */
    statedDifference: tax?.statedTotal != null && tax.statedTotal !== total ? tax.statedTotal - total : null,
    payByState: invoice.payBy && invoice.status === "approved" ? payByState(invoice.payBy, now) : null,
    payment,
    file: file ?? null,
    replaces: replaced ? { id: replaced.id, number: replaced.number, reason: replaced.reason } : null,
    replacedBy: replacement ? { ...replacement, reason: invoice.reason } : null,
    history,
  };
}
export type InvoiceDetail = Awaited<ReturnType<typeof getInvoice>>;

/** The invoice that resubmits `id`, or null: there is at most one (the index invoices_replaces_unique). */
export async function replacementOf(db: Db, id: string): Promise<{ id: string; number: string } | null> {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.replacesId, id))
    .limit(1);
  return row ?? null;
}

/**
 * The vendor's invoice number in the financial year that `number` repeats, as first written: numbers are compared
 * without capitals.
 */
export async function numberInUse(
  db: Db,
  organisationId: string,
  number: string,
  year: string,
): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.organisationId, organisationId),
        eq(invoices.financialYear, year),
        sql`lower(${invoices.number}) = lower(${number})`,
      ),
    )
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
