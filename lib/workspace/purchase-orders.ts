// Purchase orders: staff issue them to a vendor organisation and mark them delivered or closed; the vendor sees its
// own and acknowledges them. Each order carries what has been invoiced against it. Every change goes to the activity
// record.
import { aliasedTable, and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { trackActivity } from "../activity/track";
import type { Db } from "../db/client";
import { invoiceLines, invoices, organisations, purchaseOrderLines, purchaseOrders, users } from "../db/schema";
import { env } from "../env";
import { queueNotice } from "../mail/outbox-mails";
import { purchaseOrderIssuedMail } from "./vendor-mail";
import { pokeMailWorker } from "../mail/worker";
import { visible } from "../validation/text";
import { isStaff, type Caller } from "./caller";
import { conflict, forbidden, invalid, notFound } from "./errors";
import { lineTax, isIntraState, taxTotals } from "./gst";
import { gstStates } from "./gstin";
import { amountMessages, maxAmountPaise } from "./money";
import { findStaffByEmail } from "./project-writes";
import { profileOf } from "./vendor-profile";
import { currentMembers } from "./members";
import { resolveOrganisation } from "./organisations";
import { isUuid } from "./ids";
import { afterCursor, cursorText, page, withoutCursor } from "./paging";
import { orderTextCondition } from "./search";
import type { PurchaseOrderInput, purchaseOrderStatusChanges } from "./vendor-schemas";
import { pageSize, statusLabels, type PurchaseOrderStatus } from "./vocabulary";

/** Vendors see their own organisation's rows; staff see all; anyone else (clients) nothing: 404 at the gate. */
export function vendorScope(caller: Caller, column: AnyPgColumn): SQL | undefined {
  if (isStaff(caller)) return undefined;
  if (caller.role !== "vendor" || !caller.organisationId) return sql`false`;
  return eq(column, caller.organisationId);
}

/** Invoices that no longer count against their order: rejected and withdrawn ones free their share. */
export const releasedStatuses = ["rejected", "withdrawn"] as const;

/** What has been invoiced against the order: every invoice except rejected and withdrawn ones. */
const invoicedPaise = sql<number>`(select coalesce(sum(${invoices.amountPaise}), 0) from ${invoices}
  where ${invoices.purchaseOrderId} = ${purchaseOrders.id}
  and ${invoices.status} not in ('rejected', 'withdrawn'))`.mapWith(Number);

const contact = aliasedTable(users, "contact");
const acknowledger = aliasedTable(users, "acknowledger");

const orderFields = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  title: purchaseOrders.title,
  amountPaise: purchaseOrders.amountPaise,
  currency: purchaseOrders.currency,
  status: purchaseOrders.status,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
  organisation: { id: organisations.id, name: organisations.name },
  invoicedPaise,
  cursorAt: cursorText(purchaseOrders.createdAt),
};

export type PurchaseOrderItem = Omit<Awaited<ReturnType<typeof selectOrders>>[number], "cursorAt"> & {
  remainingPaise: number;
};

function selectOrders(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(orderFields)
    .from(purchaseOrders)
    .innerJoin(organisations, eq(organisations.id, purchaseOrders.organisationId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit);
}

const withRemaining = <T extends { amountPaise: number; invoicedPaise: number }>(row: T) => ({
  ...row,
  remainingPaise: Math.max(0, row.amountPaise - row.invoicedPaise),
});

export async function listPurchaseOrders(
  db: Db,
  caller: Caller,
  filter: { status?: PurchaseOrderStatus; organisationId?: string; open?: boolean; q?: string; cursor?: string } = {},
): Promise<{ items: PurchaseOrderItem[]; nextCursor: string | null }> {
  if (!isStaff(caller) && caller.role !== "vendor") throw notFound("purchase order");
  const where = and(
    vendorScope(caller, purchaseOrders.organisationId),
    filter.status ? eq(purchaseOrders.status, filter.status) : undefined,
    filter.open ? inArray(purchaseOrders.status, ["issued", "acknowledged"]) : undefined,
    filter.organisationId && isUuid(filter.organisationId)
      ? eq(purchaseOrders.organisationId, filter.organisationId)
      : undefined,
    filter.q ? orderTextCondition(filter.q) : undefined,
    afterCursor(filter.cursor, purchaseOrders.createdAt, purchaseOrders.id),
  );
  const { items, nextCursor } = page(await selectOrders(db, where, pageSize + 1), pageSize);
  return { items: items.map(withRemaining), nextCursor };
}

/** Each line of the order with how much of it has been invoiced (rejected and withdrawn invoices aside). */
export async function orderLines(db: Db, orderId: string) {
  // Qualified by hand: drizzle names a one-table select's columns bare, which the join inside would make ambiguous.
  const invoiced = sql<number>`coalesce((select sum(il.quantity) from ${invoiceLines} il
    inner join ${invoices} i on i.id = il.invoice_id
    where il.order_line_id = ${sql.raw('"purchase_order_lines"."id"')}
    and i.status not in ('rejected', 'withdrawn')), 0)`.mapWith(Number);
  return db
    .select({
      id: purchaseOrderLines.id,
      position: purchaseOrderLines.position,
      description: purchaseOrderLines.description,
      hsnSac: purchaseOrderLines.hsnSac,
      quantity: purchaseOrderLines.quantity,
      unit: purchaseOrderLines.unit,
      rate: purchaseOrderLines.ratePaise,
      gstRate: purchaseOrderLines.gstRate,
      invoicedQuantity: invoiced,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));
}

/**
 * One order the caller may see: its lines (with what is invoiced of each and each line's tax), totals, terms,
 * delivery date, staff contact, who acknowledged it and when, and its invoices (newest first); 404 for anything else.
 */
export async function getPurchaseOrder(db: Db, caller: Caller, id: string) {
  if (!isUuid(id)) throw notFound("purchase order");
  const [row] = await selectOrders(
    db,
    and(eq(purchaseOrders.id, id), vendorScope(caller, purchaseOrders.organisationId)),
    1,
  );
  if (!row) throw notFound("purchase order");
  const order = withoutCursor(row);
  const [details] = await db
    .select({
      terms: purchaseOrders.terms,
      deliveryDate: purchaseOrders.deliveryDate,
      supplierStateCode: purchaseOrders.supplierStateCode,
      acknowledgedAt: purchaseOrders.acknowledgedAt,
      contact: { name: contact.name, email: contact.email },
      acknowledgedBy: acknowledger.name,
    })
    .from(purchaseOrders)
    .leftJoin(contact, eq(contact.id, purchaseOrders.contactId))
    .leftJoin(acknowledger, eq(acknowledger.id, purchaseOrders.acknowledgedById))
    .where(eq(purchaseOrders.id, id));
  const stateCode = details?.supplierStateCode ?? null;
  const intraState = isIntraState(stateCode);
  const lines = (await orderLines(db, id)).map((line) => ({ ...line, ...lineTax(line, intraState) }));
  const { taxableValue, cgst, sgst, igst, total } = taxTotals(lines, stateCode);
  const orderInvoices = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      amountPaise: invoices.amountPaise,
      dueDate: invoices.dueDate,
      status: invoices.status,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.purchaseOrderId, id))
    .orderBy(desc(invoices.createdAt));
  return {
    ...withRemaining(order),
    terms: details?.terms ?? null,
    deliveryDate: details?.deliveryDate ?? null,
    contact: details?.contact?.name ? details.contact : null,
    acknowledgedBy: details?.acknowledgedBy ? { name: details.acknowledgedBy } : null,
    acknowledgedAt: details?.acknowledgedAt ?? null,
    placeOfSupply: stateCode ? { stateCode, state: gstStates[stateCode] ?? null } : null,
    lines,
    taxableValue,
    cgst,
    sgst,
    igst,
    total,
    invoices: orderInvoices,
  };
}
export type PurchaseOrderDetail = Awaited<ReturnType<typeof getPurchaseOrder>>;

export async function issuePurchaseOrder(
  db: Db,
  caller: Caller,
  input: PurchaseOrderInput,
  now = new Date(),
): Promise<{ id: string }> {
  if (!isStaff(caller)) throw notFound("purchase order");
  const result = await db.transaction(async (tx) => {
    const vendor = await resolveOrganisation(tx, input.organisation, "vendor");
    const staffContact = input.contactEmail
      ? await findStaffByEmail(tx, input.contactEmail, "contactEmail")
      : { id: caller.id, name: caller.name, email: caller.email };
    // The total is computed from the lines at the vendor's place of supply (IGST while it has no profile).
    const stateCode = (await profileOf(tx, vendor.id))?.stateCode ?? null;
    const totals = taxTotals(input.lines, stateCode);
    if (totals.total > maxAmountPaise) throw invalid(amountMessages.tooLarge, { lines: amountMessages.tooLarge });
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        organisationId: vendor.id,
        number: input.number,
        title: input.title,
        amountPaise: totals.total,
        issuedById: caller.id,
        terms: input.terms ?? null,
        deliveryDate: input.deliveryDate ?? null,
        contactId: staffContact.id,
        supplierStateCode: stateCode,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: purchaseOrders.id });
    if (!order) throw conflict(`A purchase order numbered ${visible(input.number)} already exists.`);
    await tx.insert(purchaseOrderLines).values(
      input.lines.map((line, i) => ({
        purchaseOrderId: order.id,
        position: i + 1,
        description: line.description,
        hsnSac: line.hsnSac,
        quantity: line.quantity,
        unit: line.unit,
        ratePaise: line.rate,
        gstRate: line.gstRate,
      })),
    );
    const issued = {
      number: input.number,
      title: input.title,
      amountPaise: totals.total,
      lines: input.lines.length,
      deliveryDate: input.deliveryDate ?? null,
      contact: { name: staffContact.name, email: staffContact.email },
      organisation: { id: vendor.id, name: vendor.name },
    };
    const resource = { type: "purchase_order", id: order.id } as const;
    const organisationId = vendor.id;
    await trackActivity(tx, { resource, action: "issued", organisationId, actor: caller, change: issued }, now);
    const people = await currentMembers(tx, vendor.id, "vendor");
    const facts = { id: order.id, number: input.number, title: input.title, amountPaise: totals.total };
    for (const person of people)
      await queueNotice(tx, purchaseOrderIssuedMail(person.email, facts, env().SITE_URL), now);
    return { id: order.id, mailed: people.length > 0 };
  });
  if (result.mailed) pokeMailWorker("mail");
  return { id: result.id };
}

type StatusChange = (typeof purchaseOrderStatusChanges)[number];

/** Which status each change may start from; vendors may only acknowledge. */
const allowedFrom: Record<StatusChange, readonly PurchaseOrderStatus[]> = {
  acknowledged: ["issued"],
  delivered: ["issued", "acknowledged"],
  closed: ["issued", "acknowledged", "delivered"],
};

export async function setPurchaseOrderStatus(
  db: Db,
  caller: Caller,
  id: string,
  status: StatusChange,
  now = new Date(),
): Promise<{ id: string; status: PurchaseOrderStatus }> {
  if (!isUuid(id)) throw notFound("purchase order");
  const scope = vendorScope(caller, purchaseOrders.organisationId);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        organisationId: purchaseOrders.organisationId,
      })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, id), scope))
      .for("update");
    if (!order) throw notFound("purchase order");
    if (caller.role === "vendor" && status !== "acknowledged")
      throw forbidden("Nexora marks an order delivered or closed; you can acknowledge it.");
    if (isStaff(caller) && status === "acknowledged") throw forbidden("The vendor acknowledges an order, not Nexora.");
    if (!allowedFrom[status].includes(order.status))
      throw conflict(
        `Purchase order ${order.number} is ${statusLabels[order.status].toLowerCase()}, so it cannot be marked ${statusLabels[status].toLowerCase()}.`,
      );
    const acknowledged = status === "acknowledged" ? { acknowledgedById: caller.id, acknowledgedAt: now } : {};
    await tx
      .update(purchaseOrders)
      .set({ status, updatedAt: now, ...acknowledged })
      .where(eq(purchaseOrders.id, id));
    const resource = { type: "purchase_order", id } as const;
    const change = { status: { from: order.status, to: status } };
    const organisationId = order.organisationId;
    await trackActivity(tx, { resource, action: status, organisationId, actor: caller, change }, now);
    return { id, status };
  });
}
