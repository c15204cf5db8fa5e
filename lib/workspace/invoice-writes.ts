// Changing invoices: a vendor submits one with its PDF, within what its purchase order has left; staff approve,
// reject with a reason, and pay. Decisions are conditional updates, so of two at once one wins and the other gets
// 409. Every step goes to the activity record (the invoice's history) and is mailed through the outbox.
import { and, eq, notInArray, sql } from "drizzle-orm";
import { trackActivity, type ActivityAction } from "../activity/track";
import type { Db } from "../db/client";
import { files, invoiceLines, invoices, organisations, purchaseOrders, users } from "../db/schema";
import { env } from "../env";
import { queueGroupedNotice } from "../mail/notice-groups";
import { queueNotice } from "../mail/outbox-mails";
import {
  invoiceDecisionMail,
  invoicesSubmittedMail,
  invoiceSubmittedMail,
  remittanceAdviceMail,
  type RemittanceFacts,
} from "./vendor-mail";
import { pokeMailWorker } from "../mail/worker";
import { visible } from "../validation/text";
import { isStaff, type Caller } from "./caller";
import { conflict, forbidden, invalid, notFound, WorkspaceError } from "./errors";
import { financialYear, istDate, isIntraState, lineTax, msmePayBy, netOfTds } from "./gst";
import { orderLines, releasedStatuses, vendorScope } from "./purchase-orders";
import { maskAccount, profileOf } from "./vendor-profile";
import { claimFileForInvoice } from "./file-claims";
import { numberInUse, replacementOf } from "./invoices";
import { takeWriteAllowance } from "./limits";
import { formatInr } from "./money";
import { personOrMembers } from "./members";
import { isUuid } from "./ids";
import type { InvoiceDecisionInput, InvoiceInput } from "./vendor-schemas";
import { statusLabels } from "./vocabulary";

export const invoiceMessages = {
  notPdf: "The invoice must be a PDF file.",
  noOrganisation: "Your account is not part of a vendor organisation yet, so invoices cannot be submitted.",
  duplicate: (number: string, year: string) =>
    `You have already submitted an invoice numbered ${visible(number)} in the financial year ${year}.`,
  notRejected: (number: string) => `Invoice ${visible(number)} was not rejected, so there is nothing to resubmit.`,
  resubmitted: (number: string, by: string) =>
    `Invoice ${visible(number)} has already been resubmitted as ${visible(by)}: a rejected invoice is resubmitted once.`,
  overOrder: (order: string, by: number) => `This invoice would exceed purchase order ${order} by ${formatInr(by)}.`,
  closedOrder: (order: string) => `Purchase order ${order} is closed: it takes no more invoices.`,
  noProfile: "Please fill in your vendor profile (legal name, GSTIN, bank) before invoicing an order by its lines.",
  irnRequired: "Your turnover is ₹5 crore or more, so the invoice needs its IRN from the e-invoice portal.",
  futureDate: "The invoice date cannot be later than today.",
  notOnOrder: "That line is not on this order.",
  overLine: (position: number, description: string, left: number, unit: string) =>
    `Line ${position} (${visible(description)}): at most ${left} ${visible(unit)} ${left === 1 ? "is" : "are"} left to invoice.`,
} as const;

type LineInput = { lineId: string; quantity: number };
type OrderRow = { id: string; number: string; amountPaise: number; issuedById: string | null };

/**
 * The lines of an invoice checked against its order: each an order line, at most what is left of it (invoices
 * rejected or withdrawn aside), with its tax at the vendor's place of supply. 400 naming `lines.<i>.<field>`.
 */
async function pricedLines(tx: Db, orderId: string, lines: readonly LineInput[], stateCode: string) {
  const available = new Map((await orderLines(tx, orderId)).map((line) => [line.id, line]));
  const intraState = isIntraState(stateCode);
  return lines.map((wanted, i) => {
    const line = available.get(wanted.lineId);
    if (!line) throw invalid(invoiceMessages.notOnOrder, { [`lines.${i}.lineId`]: invoiceMessages.notOnOrder });
    const left = line.quantity - line.invoicedQuantity;
    if (wanted.quantity > left) {
      const message = invoiceMessages.overLine(line.position, line.description, left, line.unit);
      throw invalid(message, { [`lines.${i}.quantity`]: message });
    }
    return {
      orderLineId: line.id,
      quantity: wanted.quantity,
      ...lineTax({ ...line, quantity: wanted.quantity }, intraState),
    };
  });
}

/**
 * The order's cap by amount, for invoices without lines (the API before them) and orders that already carry such
 * invoices: everything invoiced, rejected and withdrawn aside, stays within the order's amount. 400 saying by how much.
 */
async function checkAmountCap(tx: Db, order: OrderRow, amount: number, lined: boolean) {
  const counted = and(eq(invoices.purchaseOrderId, order.id), notInArray(invoices.status, [...releasedStatuses]));
  // Qualified by hand: drizzle names a one-table select's columns bare, and inside "id" would be the line's.
  const unlined = sql`not exists (select 1 from ${invoiceLines} il where il.invoice_id = ${sql.raw('"invoices"."id"')})`;
  const [sum] = await tx
    .select({
      total: sql<number>`coalesce(sum(${invoices.amountPaise}), 0)`.mapWith(Number),
      unlined: sql<number>`count(*) filter (where ${unlined})`.mapWith(Number),
    })
    .from(invoices)
    .where(counted);
  if (lined && !sum?.unlined) return;
  const over = (sum?.total ?? 0) + amount - order.amountPaise;
  if (over > 0) throw invalid(invoiceMessages.overOrder(order.number, over), { amount: "Over the order." });
}

export async function submitInvoice(db: Db, caller: Caller, input: InvoiceInput, now = new Date()) {
  if (caller.role !== "vendor") throw notFound("invoice");
  const organisationId = caller.organisationId;
  if (!organisationId) throw invalid(invoiceMessages.noOrganisation);
  await takeWriteAllowance(db, caller, "invoices", now);
  const invoiceDate = input.invoiceDate ?? istDate(now);
  if (invoiceDate > istDate(now))
    throw invalid(invoiceMessages.futureDate, { invoiceDate: invoiceMessages.futureDate });
  const year = financialYear(invoiceDate);
  const result = await db.transaction(async (tx) => {
    // The order's row lock makes concurrent submits against it take turns, so two cannot both pass the cap.
    let order: OrderRow | undefined;
    if (input.purchaseOrderId) {
      const [row] = await tx
        .select({
          id: purchaseOrders.id,
          number: purchaseOrders.number,
          amountPaise: purchaseOrders.amountPaise,
          status: purchaseOrders.status,
          issuedById: purchaseOrders.issuedById,
        })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.id, input.purchaseOrderId), eq(purchaseOrders.organisationId, organisationId)))
        .for("update");
      if (!row) throw notFound("purchase order");
      if (row.status === "closed") throw conflict(invoiceMessages.closedOrder(row.number));
      order = row;
    }
    const profile = await profileOf(tx, organisationId);
    if (input.lines && !profile) throw invalid(invoiceMessages.noProfile, { lines: invoiceMessages.noProfile });
    if (profile?.eInvoicing && !input.irn)
      throw invalid(invoiceMessages.irnRequired, { irn: invoiceMessages.irnRequired });
    const lines =
      order && input.lines && profile ? await pricedLines(tx, order.id, input.lines, profile.stateCode) : [];
    const tax = lines.length
      ? lines.reduce((sum, l) => ({ cgst: sum.cgst + l.cgst, sgst: sum.sgst + l.sgst, igst: sum.igst + l.igst }), {
          cgst: 0,
          sgst: 0,
          igst: 0,
        })
      : { cgst: 0, sgst: 0, igst: 0 };
    const taxable = lines.length ? lines.reduce((sum, l) => sum + l.taxableValue, 0) : (input.amount ?? 0);
    const total = taxable + tax.cgst + tax.sgst + tax.igst;
    if (order) await checkAmountCap(tx, order, total, lines.length > 0);
    const taken = await numberInUse(tx, organisationId, input.number, year);
    if (taken)
      throw invalid(invoiceMessages.duplicate(taken, year), { number: invoiceMessages.duplicate(taken, year) });
    let replaced: { id: string; number: string } | undefined;
    if (input.replacesId) {
      const [old] = await tx
        .select({ id: invoices.id, number: invoices.number, status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.id, input.replacesId), eq(invoices.organisationId, organisationId)));
      if (!old) throw notFound("invoice");
      if (old.status !== "rejected") throw conflict(invoiceMessages.notRejected(old.number));
      const refusal = await alreadyResubmitted(tx, old);
      if (refusal) throw refusal;
      replaced = old;
    }
    // The PDF: the caller's own upload still waiting for an invoice; the type was sniffed when it was stored.
    const [file] = await tx
      .select({ contentType: files.contentType })
      .from(files)
      .where(and(eq(files.id, input.fileId), eq(files.uploadedById, caller.id)));
    if (!file) throw notFound("file");
    if (file.contentType !== "application/pdf")
      throw new WorkspaceError(415, invoiceMessages.notPdf, { fileId: invoiceMessages.notPdf });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        organisationId,
        purchaseOrderId: order?.id ?? null,
        number: input.number,
        amountPaise: total,
        dueDate: input.dueDate,
        fileId: input.fileId,
        submittedById: caller.id,
        replacesId: input.replacesId ?? null,
        invoiceDate,
        financialYear: year,
        supplierGstin: profile?.gstin ?? null,
        supplierStateCode: profile?.stateCode ?? null,
        cgstPaise: tax.cgst,
        sgstPaise: tax.sgst,
        igstPaise: tax.igst,
        statedTotalPaise: lines.length ? (input.amount ?? null) : null,
        irn: input.irn?.toLowerCase() ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    // Nothing written: a concurrent resubmission won (this statement waited for its commit, so it sees it), or the
    // number is already the vendor's in the year, however capitalised.
    if (!invoice) {
      const refusal = replaced && (await alreadyResubmitted(tx, replaced));
      if (refusal) throw refusal;
      const first = (await numberInUse(tx, organisationId, input.number, year)) ?? input.number;
      throw invalid(invoiceMessages.duplicate(first, year), { number: invoiceMessages.duplicate(first, year) });
    }
    if (lines.length)
      await tx.insert(invoiceLines).values(
        lines.map((l) => ({
          invoiceId: invoice.id,
          orderLineId: l.orderLineId,
          quantity: l.quantity,
          taxablePaise: l.taxableValue,
          cgstPaise: l.cgst,
          sgstPaise: l.sgst,
          igstPaise: l.igst,
        })),
      );
    await claimFileForInvoice(tx, caller, input.fileId, { id: invoice.id, organisationId });
    const submitted = {
      number: input.number,
      invoiceDate,
      amountPaise: total,
      dueDate: input.dueDate,
      purchaseOrderId: order?.id ?? null,
      replacesId: input.replacesId ?? null,
      ...(lines.length ? { lines: lines.map((l) => ({ lineId: l.orderLineId, quantity: l.quantity })) } : {}),
    };
    await trackInvoice(tx, caller, invoice.id, organisationId, "submitted", submitted, now);
    // The order's issuer reviews it when still on staff; otherwise the support inbox.
    const [issuer] = order?.issuedById
      ? await tx
          .select({ email: users.email, role: users.role })
          .from(users)
          .where(and(eq(users.id, order.issuedById), eq(users.active, true)))
      : [];
    const staffIssuer = issuer && (issuer.role === "admin" || issuer.role === "employee") ? issuer : undefined;
    const [vendor] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    const facts = {
      id: invoice.id,
      number: input.number,
      amountPaise: total,
      dueDate: input.dueDate,
      vendor: vendor?.name ?? "A vendor",
      orderNumber: order?.number ?? null,
    };
    const to = staffIssuer?.email ?? env().SUPPORT_INBOX;
    const role = staffIssuer?.role === "admin" ? "admin" : "employee";
    const render = (items: (typeof facts)[], count: number) =>
      count === 1 && items[0]
        ? invoiceSubmittedMail(to, items[0], role, env().SITE_URL)
        : invoicesSubmittedMail(to, items, count, role, env().SITE_URL);
    await queueGroupedNotice(tx, { key: `invoices:${organisationId}:${to}`, item: facts, render }, now);
    return { id: invoice.id };
  });
  pokeMailWorker("mail");
  return result;
}

/** The 409 for a rejected invoice whose one resubmission has been made; null while it has none. */
async function alreadyResubmitted(tx: Db, old: { id: string; number: string }) {
  const replacement = await replacementOf(tx, old.id);
  return replacement ? conflict(invoiceMessages.resubmitted(old.number, replacement.number)) : null;
}

/** Which status each decision must find: approve and reject a submitted invoice, pay an approved one, withdraw one. */
const requiredStatus = {
  approved: "submitted",
  rejected: "submitted",
  paid: "approved",
  withdrawn: "submitted",
} as const;

export const paymentMessages = {
  staffOnly: "Only Nexora staff approve, reject and pay invoices; you can withdraw one before it is reviewed.",
  vendorWithdraws: "The vendor withdraws an invoice, not Nexora: reject it with a reason instead.",
  tdsAboveGross: (gross: number) => `The TDS cannot be more than the invoice's gross amount, ${formatInr(gross)}.`,
  paidOnFuture: "The payment date cannot be later than today.",
  paidOnEarly: "The payment date cannot be before the invoice date.",
  bankUnverified:
    "The vendor's bank details have not been verified yet: verify them on the vendor's profile before paying.",
} as const;

type Decided = typeof invoices.$inferSelect;

/** The payment's columns from a "paid" decision: checked against the invoice and the vendor's verified bank. */
async function paymentOf(tx: Db, current: Decided, input: InvoiceDecisionInput, now: Date) {
  const paidOn = input.paidOn ?? istDate(now);
  if (paidOn > istDate(now)) throw invalid(paymentMessages.paidOnFuture, { paidOn: paymentMessages.paidOnFuture });
  if (paidOn < current.invoiceDate) throw invalid(paymentMessages.paidOnEarly, { paidOn: paymentMessages.paidOnEarly });
  const tds = input.tdsAmount ?? 0;
  if (tds > current.amountPaise) {
    const message = paymentMessages.tdsAboveGross(current.amountPaise);
    throw invalid(message, { tdsAmount: message });
  }
  const profile = await profileOf(tx, current.organisationId);
  // A vendor with a profile is paid only to verified bank details; new details wait, the verified ones are used.
  if (profile && !profile.verifiedBankAccount) throw conflict(paymentMessages.bankUnverified);
  return {
    paidOn,
    utr: input.utr ?? null,
    tdsSection: tds > 0 ? (input.tdsSection ?? null) : null,
    tdsPaise: tds,
    paidToAccount: profile?.verifiedBankAccount
      ? `${maskAccount(profile.verifiedBankAccount)} (${profile.verifiedIfsc})`
      : null,
  };
}

export async function decideInvoice(db: Db, caller: Caller, id: string, input: InvoiceDecisionInput, now = new Date()) {
  if ((!isStaff(caller) && caller.role !== "vendor") || !isUuid(id)) throw notFound("invoice");
  const decision = input.status;
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), vendorScope(caller, invoices.organisationId)))
      .for("update");
    if (!current) throw notFound("invoice");
    if (caller.role === "vendor" && decision !== "withdrawn") throw forbidden(paymentMessages.staffOnly);
    if (isStaff(caller) && decision === "withdrawn") throw forbidden(paymentMessages.vendorWithdraws);
    if (current.status !== requiredStatus[decision])
      throw conflict(
        `Invoice ${current.number} is ${statusLabels[current.status].toLowerCase()}, so it cannot be marked ${statusLabels[decision].toLowerCase()}. Reload to see the latest.`,
      );
    let payBy: string | null = null;
    if (decision === "approved") {
      const profile = await profileOf(tx, current.organisationId);
      payBy = profile?.msmeCategory ? msmePayBy(now) : null;
    }
    const changes =
      decision === "paid"
        ? { status: decision, paidAt: now, updatedAt: now, ...(await paymentOf(tx, current, input, now)) }
        : decision === "withdrawn"
          ? { status: decision, updatedAt: now }
          : {
              status: decision,
              reviewerId: caller.id,
              reason: decision === "rejected" ? (input.reason ?? null) : null,
              decidedAt: now,
              payBy,
              updatedAt: now,
            };
    // Conditional on the status it must find: of two decisions at once, the second matches nothing.
    const [updated] = await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.id, id), eq(invoices.status, requiredStatus[decision])))
      .returning();
    if (!updated) throw conflict(`Invoice ${current.number} changed meanwhile. Reload to see the latest.`);
    const status = { from: requiredStatus[decision], to: decision };
    const change =
      decision === "rejected"
        ? { status, reason: updated.reason }
        : decision === "paid"
          ? {
              status,
              paidOn: updated.paidOn,
              utr: updated.utr,
              gross: updated.amountPaise,
              tdsSection: updated.tdsSection,
              tdsAmount: updated.tdsPaise ?? 0,
              net: netOfTds(updated.amountPaise, updated.tdsPaise ?? 0),
            }
          : payBy
            ? { status, payBy }
            : { status };
    await trackInvoice(tx, caller, id, updated.organisationId, decision, change, now);
    if (decision === "withdrawn") return { id, status: updated.status, mailed: false };
    // The submitter while still one of the vendor's users; else the vendor's current users, who must still hear of it.
    const people = await personOrMembers(tx, updated.organisationId, "vendor", updated.submittedById);
    const [order] = updated.purchaseOrderId
      ? await tx
          .select({ number: purchaseOrders.number })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.id, updated.purchaseOrderId))
      : [];
    const facts = {
      id,
      number: updated.number,
      amountPaise: updated.amountPaise,
      dueDate: updated.dueDate,
      payBy: updated.payBy,
      orderNumber: order?.number ?? null,
    };
    for (const person of people)
      await queueNotice(
        tx,
        decision === "paid"
          ? remittanceAdviceMail(person.email, remittanceOf(updated, order?.number ?? null), env().SITE_URL)
          : invoiceDecisionMail(person.email, facts, decision, updated.reason, env().SITE_URL),
        now,
      );
    return { id, status: updated.status, mailed: people.length > 0 };
  });
  if (result.mailed) pokeMailWorker("mail");
  return { id: result.id, status: result.status };
}

/** The remittance advice of a paid invoice: gross, TDS, net, UTR, date and the account it went to. */
export function remittanceOf(invoice: Decided, orderNumber: string | null): RemittanceFacts {
  const tdsAmount = invoice.tdsPaise ?? 0;
  return {
    id: invoice.id,
    number: invoice.number,
    orderNumber,
    paidOn: invoice.paidOn ?? "",
    utr: invoice.utr ?? "",
    gross: invoice.amountPaise,
    tdsSection: invoice.tdsSection,
    tdsAmount,
    net: netOfTds(invoice.amountPaise, tdsAmount),
    account: invoice.paidToAccount,
  };
}

function trackInvoice(
  tx: Db,
  caller: Caller,
  id: string,
  organisationId: string,
  action: ActivityAction<"invoice">,
  change: Record<string, unknown>,
  now: Date,
) {
  const resource = { type: "invoice", id } as const;
  return trackActivity(tx, { resource, action, organisationId, actor: caller, change }, now);
}
