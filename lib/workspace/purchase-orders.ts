// Purchase orders: staff issue them to a vendor organisation and mark them delivered or closed; the vendor sees its
// own and acknowledges them. Each order carries what has been invoiced against it. Every change goes to the activity
// record.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { trackActivity } from "../activity/track";
import type { Db } from "../db/client";
import { invoices, organisations, purchaseOrders } from "../db/schema";
import { env } from "../env";
import { queueNotice } from "../mail/outbox-mails";
import { purchaseOrderIssuedMail } from "./vendor-mail";
import { pokeMailWorker } from "../mail/worker";
import { visible } from "../validation/text";
import { isStaff, type Caller } from "./caller";
import { conflict, forbidden, notFound } from "./errors";
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

/** What has been invoiced against the order: every invoice except rejected ones, which free their share. */
const invoicedPaise = sql<number>`(select coalesce(sum(${invoices.amountPaise}), 0) from ${invoices}
  where ${invoices.purchaseOrderId} = ${purchaseOrders.id} and ${invoices.status} <> 'rejected')`.mapWith(Number);

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

/** One order the caller may see, with its invoices (newest first); 404 for anything else. */
export async function getPurchaseOrder(db: Db, caller: Caller, id: string) {
  if (!isUuid(id)) throw notFound("purchase order");
  const [row] = await selectOrders(
    db,
    and(eq(purchaseOrders.id, id), vendorScope(caller, purchaseOrders.organisationId)),
    1,
  );
  if (!row) throw notFound("purchase order");
  const order = withoutCursor(row);
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
  return { ...withRemaining(order), invoices: orderInvoices };
}

export async function issuePurchaseOrder(
  db: Db,
  caller: Caller,
  input: PurchaseOrderInput,
  now = new Date(),
): Promise<{ id: string }> {
  if (!isStaff(caller)) throw notFound("purchase order");
  const result = await db.transaction(async (tx) => {
    const vendor = await resolveOrganisation(tx, input.organisation, "vendor");
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        organisationId: vendor.id,
        number: input.number,
        title: input.title,
        amountPaise: input.amount,
        issuedById: caller.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: purchaseOrders.id });
    if (!order) throw conflict(`A purchase order numbered ${visible(input.number)} already exists.`);
    const issued = {
      number: input.number,
      title: input.title,
      amountPaise: input.amount,
      organisation: { id: vendor.id, name: vendor.name },
    };
    const resource = { type: "purchase_order", id: order.id } as const;
    const organisationId = vendor.id;
    await trackActivity(tx, { resource, action: "issued", organisationId, actor: caller, change: issued }, now);
    const people = await currentMembers(tx, vendor.id, "vendor");
    const facts = { id: order.id, number: input.number, title: input.title, amountPaise: input.amount };
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
    await tx.update(purchaseOrders).set({ status, updatedAt: now }).where(eq(purchaseOrders.id, id));
    const resource = { type: "purchase_order", id } as const;
    const change = { status: { from: order.status, to: status } };
    const organisationId = order.organisationId;
    await trackActivity(tx, { resource, action: status, organisationId, actor: caller, change }, now);
    return { id, status };
  });
}
