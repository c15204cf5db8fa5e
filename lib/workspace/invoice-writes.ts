// Changing invoices: a vendor submits one with its PDF, within what its purchase order has left; staff approve,
// reject with a reason, and pay. Decisions are conditional updates, so of two at once one wins and the other gets
// 409. Every step goes to the activity record (the invoice's history) and is mailed through the outbox.
import { and, eq, ne, sql } from "drizzle-orm";
import { trackActivity, type ActivityAction } from "../activity/track";
import type { Db } from "../db/client";
import { files, invoices, organisations, purchaseOrders, users } from "../db/schema";
import { env } from "../env";
import { queueGroupedNotice } from "../mail/notice-groups";
import { queueNotice } from "../mail/outbox-mails";
import { invoiceDecisionMail, invoicesSubmittedMail, invoiceSubmittedMail } from "./vendor-mail";
import { pokeMailWorker } from "../mail/worker";
import { visible } from "../validation/text";
import { isStaff, type Caller } from "./caller";
import { conflict, invalid, notFound, WorkspaceError } from "./errors";
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
  duplicate: (number: string) => `You have already submitted an invoice numbered ${visible(number)}.`,
  notRejected: (number: string) => `Invoice ${visible(number)} was not rejected, so there is nothing to resubmit.`,
  resubmitted: (number: string, by: string) =>
    `Invoice ${visible(number)} has already been resubmitted as ${visible(by)}: a rejected invoice is resubmitted once.`,
  overOrder: (order: string, by: number) => `This invoice would exceed purchase order ${order} by ${formatInr(by)}.`,
  closedOrder: (order: string) => `Purchase order ${order} is closed: it takes no more invoices.`,
} as const;

export async function submitInvoice(db: Db, caller: Caller, input: InvoiceInput, now = new Date()) {
  if (caller.role !== "vendor") throw notFound("invoice");
  const organisationId = caller.organisationId;
  if (!organisationId) throw invalid(invoiceMessages.noOrganisation);
  await takeWriteAllowance(db, caller, "invoices", now);
  const result = await db.transaction(async (tx) => {
    // The order's row lock makes concurrent submits against it take turns, so two cannot both pass the cap.
    let order: { id: string; number: string; amountPaise: number; issuedById: string | null } | undefined;
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
      const [sum] = await tx
        .select({ total: sql<number>`coalesce(sum(${invoices.amountPaise}), 0)`.mapWith(Number) })
        .from(invoices)
        .where(and(eq(invoices.purchaseOrderId, row.id), ne(invoices.status, "rejected")));
      const over = (sum?.total ?? 0) + input.amount - row.amountPaise;
      if (over > 0) throw invalid(invoiceMessages.overOrder(row.number, over), { amount: "Over the order." });
      order = row;
    }
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
        amountPaise: input.amount,
        dueDate: input.dueDate,
        fileId: input.fileId,
        submittedById: caller.id,
        replacesId: input.replacesId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    // Nothing written: a concurrent resubmission won (this statement waited for its commit, so it sees it), or the
    // number is already the vendor's, however capitalised.
    if (!invoice)
      throw (
        (replaced && (await alreadyResubmitted(tx, replaced))) ||
        conflict(invoiceMessages.duplicate((await numberInUse(tx, organisationId, input.number)) ?? input.number))
      );
    await claimFileForInvoice(tx, caller, input.fileId, { id: invoice.id, organisationId });
    const submitted = {
      number: input.number,
      amountPaise: input.amount,
      dueDate: input.dueDate,
      purchaseOrderId: order?.id ?? null,
      replacesId: input.replacesId ?? null,
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
      amountPaise: input.amount,
      dueDate: input.dueDate,
      vendor: vendor?.name ?? "A vendor",
      orderNumber: order?.number ?? null,
    };
    const to = staffIssuer?.email ?? env().SUPPORT_INBOX;
    const role = staffIssuer?.role === "admin" ? "admin" : "employee";
    const render = (items: (typeof facts)[], total: number) =>
      total === 1 && items[0]
        ? invoiceSubmittedMail(to, items[0], role, env().SITE_URL)
        : invoicesSubmittedMail(to, items, total, role, env().SITE_URL);
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

/** Which status each decision must find: approve and reject a submitted invoice, pay an approved one. */
const requiredStatus = { approved: "submitted", rejected: "submitted", paid: "approved" } as const;

export async function decideInvoice(db: Db, caller: Caller, id: string, input: InvoiceDecisionInput, now = new Date()) {
  if (!isStaff(caller) || !isUuid(id)) throw notFound("invoice");
  const decision = input.status;
  const result = await db.transaction(async (tx) => {
    const changes =
      decision === "paid"
        ? { status: decision, paidAt: now, updatedAt: now }
        : {
            status: decision,
            reviewerId: caller.id,
            reason: decision === "rejected" ? (input.reason ?? null) : null,
            decidedAt: now,
            updatedAt: now,
          };
    // Conditional on the status it must find: of two decisions at once, the second matches nothing.
    const [updated] = await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.id, id), eq(invoices.status, requiredStatus[decision])))
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ number: invoices.number, status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, id));
      if (!current) throw notFound("invoice");
      throw conflict(
        `Invoice ${current.number} is ${statusLabels[current.status].toLowerCase()}, so it cannot be marked ${statusLabels[decision].toLowerCase()}. Reload to see the latest.`,
      );
    }
    const status = { from: requiredStatus[decision], to: decision };
    const change = decision === "rejected" ? { status, reason: updated.reason } : { status };
    await trackInvoice(tx, caller, id, updated.organisationId, decision, change, now);
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
      orderNumber: order?.number ?? null,
    };
    for (const person of people)
      await queueNotice(tx, invoiceDecisionMail(person.email, facts, decision, updated.reason, env().SITE_URL), now);
    return { id, status: updated.status, mailed: people.length > 0 };
  });
  if (result.mailed) pokeMailWorker("mail");
  return { id: result.id, status: result.status };
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
