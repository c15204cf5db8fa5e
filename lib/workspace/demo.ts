// Demo workspace for a fresh, mail-less install: the demo client's company with live projects and requests, and the
// demo vendor's company with its GST profile and a purchase order of two lines, so a newcomer signs in to a portal
// that is already at work.
import { eq, inArray, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../db/client";
import { trackActivity, type Actor } from "../activity/track";
import {
  milestones,
  organisations,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  requestMessages,
  requests,
  users,
  vendorProfiles,
} from "../db/schema";
import { taxTotals } from "./gst";

export const demoOrganisations = {
  client: "Sahyadri Agro Foods",
  vendor: "Deccan Cloud Services",
} as const;

export type DemoPeople = { admin: string; employee: string; client: string; vendor: string };

const DAY = 86_400_000;

/**
 * Creates the demo organisations and their work in one transaction, placing the demo client and vendor. Does nothing
 * when the demo client organisation exists already (another instance booting at the same time made it). No mail.
 */
export async function createDemoWorkspace(db: Db, emails: DemoPeople, now = new Date()): Promise<boolean> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const day = (days: number) => at(days).toISOString().slice(0, 10);
  try {
    await db.transaction((tx) => writeDemo(tx, emails, at, day));
    return true;
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

async function writeDemo(
  tx: Db,
  emails: DemoPeople,
  at: (days: number) => Date,
  day: (days: number) => string,
): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const id = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const actor = (userId: string | null): Actor => people.find((p) => p.id === userId) ?? null;
  const created = await tx
    .insert(organisations)
    .values([
      { name: demoOrganisations.client, kind: "client", createdAt: at(-75) },
      { name: demoOrganisations.vendor, kind: "vendor", createdAt: at(-60) },
    ])
    .onConflictDoNothing()
    .returning();
  const client = created.find((o) => o.kind === "client");
  const vendor = created.find((o) => o.kind === "vendor");
  // One of them exists: the demo is someone else's work. Undo ours.
  if (!client || !vendor) throw new TransactionRollbackError();
  const employee = id(emails.employee);
  const clientId = id(emails.client);
  await tx.update(users).set({ organisationId: client.id }).where(eq(users.email, emails.client));
  await tx.update(users).set({ organisationId: vendor.id }).where(eq(users.email, emails.vendor));

  const [forecast, assistant] = await tx
    .insert(projects)
    .values([
      {
        organisationId: client.id,
        name: "Crop arrival forecasting",
        summary:
          "Weekly forecasts of soybean and cotton arrivals at the Akola and Amravati collection centres, from mandi prices, rainfall and three seasons of intake records, so procurement can book trucks and cold storage a week ahead.",
        status: "active",
        startDate: day(-70),
        dueDate: day(50),
        // Two of its four milestones are done: the share the page shows (lib/workspace/project-progress.ts).
        progress: 50,
        ownerId: employee,
        createdAt: at(-70),
        updatedAt: at(-2),
      },
      {
        organisationId: client.id,
        name: "WhatsApp order assistant for distributors",
        summary:
          "A WhatsApp assistant that takes repeat orders from distributors in Marathi, Hindi and English, checks stock and confirms delivery dates.",
        status: "planned",
        startDate: day(30),
        dueDate: day(120),
        progress: 0,
        ownerId: employee,
        createdAt: at(-10),
        updatedAt: at(-10),
      },
    ])
    .returning({ id: projects.id });
  if (!forecast || !assistant) throw new Error("demo projects were not written");
  await tx.insert(milestones).values([
    { projectId: forecast.id, title: "Audit three seasons of intake records", dueDate: day(-45), done: true },
    { projectId: forecast.id, title: "Baseline model and accuracy report", dueDate: day(-15), done: true },
    { projectId: forecast.id, title: "Procurement dashboard pilot in Akola", dueDate: day(20), done: false },
    { projectId: forecast.id, title: "Roll-out to Amravati", dueDate: day(50), done: false },
    { projectId: assistant.id, title: "Discovery workshop in Pune", dueDate: day(35), done: false },
  ]);

  const common = { organisationId: client.id, assigneeId: employee, createdById: clientId };
  const [open, waiting, resolved] = await tx
    .insert(requests)
    .values([
      {
        ...common,
        projectId: forecast.id,
        title: "Add the Nagpur collection centre to the forecast",
        body: "We open a collection centre in Nagpur next month. Can the weekly forecast include it from the start, using Akola's history until Nagpur has its own?",
        priority: "normal",
        status: "open",
        lastMessageById: clientId,
        lastMessageAt: at(-1),
        createdAt: at(-1),
        updatedAt: at(-1),
      },
      {
        ...common,
        projectId: forecast.id,
        title: "Dashboard shows last week's mandi prices on Mondays",
        body: "On Monday mornings the pilot dashboard still shows the previous week's prices, so the forecast is a week behind when we plan trucks.",
        priority: "high",
        status: "waiting_on_client",
        firstRespondedAt: at(-3),
        resolutionClockStoppedAt: at(-3),
        lastMessageById: employee,
        lastMessageAt: at(-3),
        createdAt: at(-4),
        updatedAt: at(-3),
      },
      {
        ...common,
        title: "Weekly forecast as an Excel file",
        body: "Our procurement team works in Excel. Could the weekly forecast be downloaded as a spreadsheet?",
        priority: "low",
        status: "resolved",
        resolvedAt: at(-8),
        resolutionClockStoppedAt: at(-8),
        firstRespondedAt: at(-8),
        lastMessageById: employee,
        lastMessageAt: at(-8),
        createdAt: at(-12),
        updatedAt: at(-8),
      },
    ])
    .returning({ id: requests.id });
  if (!open || !waiting || !resolved) throw new Error("demo requests were not written");
  const messages = await tx
    .insert(requestMessages)
    .values([
      {
        requestId: waiting.id,
        authorId: employee,
        body: "We traced it to the mandi price feed, which publishes Monday's prices late in the morning. We can refresh at 11:30 AM instead of 8 AM. Does your team need the figures earlier than that?",
        createdAt: at(-3),
      },
      {
        requestId: waiting.id,
        authorId: employee,
        body: "A second source for Monday prices would let us refresh at 8 AM; checking its licence before we offer it.",
        internal: true,
        createdAt: at(-3),
      },
      {
        requestId: resolved.id,
        authorId: employee,
        body: "The dashboard now has a Download button: an .xlsx file with one sheet per collection centre, updated every Monday.",
        createdAt: at(-8),
      },
      {
        requestId: resolved.id,
        authorId: clientId,
        body: "Works well, thank you. The team is using it already.",
        createdAt: at(-8),
      },
    ])
    .returning({
      id: requestMessages.id,
      requestId: requestMessages.requestId,
      authorId: requestMessages.authorId,
      internal: requestMessages.internal,
      at: requestMessages.createdAt,
    });
  // What happened, as the domain functions would have recorded it: the bell and the histories read this.
  const onRequest = (id: string, userId: string | null) => ({
    resource: { type: "request" as const, id },
    organisationId: client.id,
    actor: actor(userId),
  });
  const opened = [
    [open, at(-1)],
    [waiting, at(-4)],
    [resolved, at(-12)],
  ] as const;
  for (const [row, when] of opened)
    await trackActivity(tx, { ...onRequest(row.id, clientId), action: "created" }, when);
  for (const m of messages) {
    const change = { messageId: m.id };
    const action = m.internal ? ("note_added" as const) : ("replied" as const);
    await trackActivity(tx, { ...onRequest(m.requestId, m.authorId), action, change }, m.at);
  }
  const change = { status: { from: "in_progress", to: "resolved" } };
  await trackActivity(tx, { ...onRequest(resolved.id, employee), action: "updated", change }, at(-8));

  // A Bengaluru vendor (Karnataka, 29: IGST to Nexora), a small MSME, bank details verified by the admin. The GSTIN
  // is made up for the demo, with a correct check character.
  await tx.insert(vendorProfiles).values({
    organisationId: vendor.id,
    legalName: "Deccan Cloud Services Private Limited",
    gstin: "29AAHCD4821K1ZE",
    stateCode: "29",
    pan: "AAHCD4821K",
    udyam: "UDYAM-KR-03-0045678",
    msmeCategory: "small",
    bankAccount: "918020045671234",
    ifsc: "UTIB0000009",
    eInvoicing: false,
    verifiedBankAccount: "918020045671234",
    verifiedIfsc: "UTIB0000009",
    bankVerifiedAt: at(-50),
    bankVerifiedById: id(emails.admin),
    updatedAt: at(-55),
  });
  const lines = [
    {
      description: "GPU compute for forecast model training (A100, per GPU-hour)",
      hsnSac: "998315",
      quantity: 1500,
      unit: "hours",
      ratePaise: 250_00,
      gstRate: 18,
    },
    {
      description: "Object storage for training data, 20 TB",
      hsnSac: "998315",
      quantity: 3,
      unit: "months",
      ratePaise: 20_000_00,
      gstRate: 18,
    },
  ];
  const total = taxTotals(
    lines.map((l) => ({ quantity: l.quantity, rate: l.ratePaise, gstRate: l.gstRate })),
    "29",
  ).total;
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      organisationId: vendor.id,
      number: "PO-2026-0142",
      title: "GPU compute for forecast model training, October to December",
      amountPaise: total,
      status: "issued",
      issuedById: id(emails.admin),
      contactId: employee,
      terms: "Billed monthly in arrears against GPU-hours used. Payment within 45 days of the invoice's approval.",
      deliveryDate: day(85),
      supplierStateCode: "29",
      createdAt: at(-6),
      updatedAt: at(-6),
    })
    .returning({ id: purchaseOrders.id });
  if (order)
    await tx
      .insert(purchaseOrderLines)
      .values(lines.map((line, i) => ({ ...line, purchaseOrderId: order.id, position: i + 1 })));
}
