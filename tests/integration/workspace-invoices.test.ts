import { sql, type SQL } from "drizzle-orm";
// Invoices through the real routes: a vendor uploads the PDF and submits, staff decide, mails go through the outbox,
// every vendor sees only its own, an order's amount caps what is invoiced, and two decisions at once give one 409.
import { expect, it } from "vitest";
import { GET as getFile } from "@/app/api/portal/files/[id]/route";
import { GET as listInvoices } from "@/app/api/portal/invoices/route";
import { GET as getOrder } from "@/app/api/portal/purchase-orders/[id]/route";
import type { Db } from "@/lib/db/client";
import { files, invoices } from "@/lib/db/schema";
import type { Caller } from "@/lib/workspace/caller";
import { financialYear, istDate } from "@/lib/workspace/gst";
import { vendorOverview } from "@/lib/workspace/invoices";
import { describeEachDatabase } from "../support/db";
import {
  decideInvoice as patch,
  idOf,
  png,
  readInvoice as read,
  setUpInvoices,
  submitInvoice,
  uploadFile,
} from "../support/invoices";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, bodyOf, noParams, routeContext, signIn } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

const setUp = (db: Db, amount?: number) => setUpInvoices(db, smtp, amount);
/** A payment as the "Mark paid" dialog sends it, today (India time), without TDS. */
const payment = { status: "paid", paidOn: istDate(new Date()), utr: "HDFCN52026112612" };

/** Invoices P-0 … P-50 of the caller's vendor, sharing one placeholder PDF; `createdAt(i)` orders them. */
async function seedInvoices(db: Db, vendorCaller: Caller, createdAt: (i: number) => Date | SQL): Promise<void> {
  const organisationId = vendorCaller.organisationId ?? "";
  const [file] = await db
    .insert(files)
    .values({
      organisationId,
      name: "a.pdf",
      contentType: "application/pdf",
      size: 1,
      sha256: "x",
      data: Buffer.from("%"),
    })
    .returning({ id: files.id });
  await db.insert(invoices).values(
    Array.from({ length: 51 }, (_, i) => ({
      organisationId,
      number: `P-${i}`,
      amountPaise: 100,
      dueDate: "2026-12-31",
      fileId: file?.id ?? "",
      createdAt: createdAt(i),
    })),
  );
}

/** One page of the invoice list as the vendor's API answers it. */
async function invoicePage(cookie: string, cursor?: string | null) {
  const path = cursor ? `/api/portal/invoices?cursor=${cursor}` : "/api/portal/invoices";
  return (await bodyOf(await listInvoices(apiGet(path, cookie), noParams))) as {
    items: { number: string }[];
    nextCursor: string | null;
  };
}

describeEachDatabase("invoices API", (database) => {
  it("a vendor submits against its order; the issuer is mailed; other vendors and clients see nothing", async () => {
    const { staff, vendor, other, orderId } = await setUp(database().db);
    const fileId = await uploadFile(vendor);
    const created = await submitInvoice(vendor, { purchaseOrderId: orderId, fileId });
    expect(created.status).toBe(201);
    const id = await idOf(created);

    const mail = await smtp.waitForMail("ravi@nexora.example");
    expect(mail.subject).toBe("Invoice INV-1 from Sharma Supplies to review");
    expect(mail.text).toContain("₹500.00");
    expect(mail.text).toContain(`/employee/invoices/${id}`);

    const mine = await bodyOf(await listInvoices(apiGet("/api/portal/invoices", vendor), noParams));
    expect(mine.items).toEqual([
      expect.objectContaining({ id, number: "INV-1", amountPaise: 500_00, status: "submitted" }),
    ]);
    expect((await bodyOf(await listInvoices(apiGet("/api/portal/invoices", other), noParams))).items).toEqual([]);
    expect((await read(other, id)).status).toBe(404);
    expect((await getFile(apiGet(`/api/portal/files/${fileId}`, other), routeContext({ id: fileId }))).status).toBe(
      404,
    );
    expect(
      (await getOrder(apiGet(`/api/portal/purchase-orders/${orderId}`, other), routeContext({ id: orderId }))).status,
    ).toBe(404);
    const client = await signIn(smtp, "anita@acme.example");
    expect((await listInvoices(apiGet("/api/portal/invoices", client), noParams)).status).toBe(404);
    expect((await read(client, id)).status).toBe(404);
    expect((await submitInvoice(staff, { fileId: crypto.randomUUID() })).status).toBe(404);

    // Another vendor cannot use the order, and cannot claim this vendor's upload.
    const theirs = await submitInvoice(other, { purchaseOrderId: orderId, number: "P-1" });
    expect(theirs.status).toBe(404);
    const stolen = await submitInvoice(other, { number: "P-2", fileId: await uploadFile(vendor) });
    expect(stolen.status).toBe(404);

    const order = await bodyOf(
      await getOrder(apiGet(`/api/portal/purchase-orders/${orderId}`, vendor), routeContext({ id: orderId })),
    );
    expect(order).toMatchObject({ invoicedPaise: 500_00, remainingPaise: 500_00 });
    expect(order.invoices).toEqual([expect.objectContaining({ id, number: "INV-1" })]);
    const staffList = await bodyOf(
      await listInvoices(apiGet("/api/portal/invoices?status=submitted", staff), noParams),
    );
    expect(staffList.items).toHaveLength(1);
    expect((await listInvoices(apiGet("/api/portal/invoices?status=paid", staff), noParams)).status).toBe(200);
    expect((await listInvoices(apiGet("/api/portal/invoices?status=lost", staff), noParams)).status).toBe(400);
  });

  it("an invoice without an order is mailed to SUPPORT_INBOX", async () => {
    const { vendor } = await setUp(database().db);
    expect((await submitInvoice(vendor, {})).status).toBe(201);
    const mail = await smtp.waitForMail("support@nexora.example");
    expect(mail.text).toContain("Purchase order:  None");
  });

  it("the order's amount caps its invoices (400 saying by how much); a rejected invoice frees its share", async () => {
    const { staff, vendor, orderId, vendorCaller } = await setUp(database().db, 1_000_00);
    const first = await submitInvoice(vendor, { purchaseOrderId: orderId, amount: 600_00 });
    expect(first.status).toBe(201);
    const over = await submitInvoice(vendor, { purchaseOrderId: orderId, number: "INV-2", amount: 500_00 });
    expect(over.status).toBe(400);
    expect((await bodyOf(over)).error).toBe("This invoice would exceed purchase order PO-1 by ₹100.00.");
    expect((await submitInvoice(vendor, { purchaseOrderId: orderId, number: "INV-2", amount: 400_00 })).status).toBe(
      201,
    );
    expect((await submitInvoice(vendor, { purchaseOrderId: orderId, number: "INV-3", amount: 1 })).status).toBe(400);
    expect((await patch(staff, await idOf(first), { status: "rejected", reason: "Wrong GSTIN." })).status).toBe(200);
    expect((await submitInvoice(vendor, { purchaseOrderId: orderId, number: "INV-3", amount: 600_00 })).status).toBe(
      201,
    );
    // The vendor's overview: what still waits to be paid counts submitted and approved invoices, not rejected ones.
    expect(await vendorOverview(database().db, vendorCaller)).toEqual({
      byStatus: { submitted: 2, approved: 0, rejected: 1, paid: 0, withdrawn: 0 },
      awaitingPaymentPaise: 1_000_00,
    });
  });

  it("two invoices submitted at once cannot both pass the order's cap", async () => {
    const { vendor, orderId } = await setUp(database().db, 1_000_00);
    const files = [await uploadFile(vendor), await uploadFile(vendor)];
    const results = await Promise.all(
      files.map((fileId, i) =>
        submitInvoice(vendor, { purchaseOrderId: orderId, number: `INV-${i}`, amount: 600_00, fileId }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
  });

  it("a duplicate number in the year is 400 for the same vendor and fine for another; bad amounts are 400", async () => {
    const { vendor, other } = await setUp(database().db);
    expect((await submitInvoice(vendor, {})).status).toBe(201);
    const duplicate = await submitInvoice(vendor, {});
    expect(duplicate.status).toBe(400);
    const year = financialYear(istDate(new Date()));
    const sentence = `You have already submitted an invoice numbered INV-1 in the financial year ${year}.`;
    expect(await bodyOf(duplicate)).toEqual({ error: sentence, fields: { number: sentence } });
    expect((await submitInvoice(other, {})).status).toBe(201);
    for (const amount of [-100, 0, 1.5, "100", 10 ** 15, null]) {
      const refused = await submitInvoice(vendor, { number: `BAD-${String(amount)}`, amount });
      expect(refused.status, String(amount)).toBe(400);
      expect((await bodyOf(refused)).fields).toHaveProperty("amount");
    }
    expect((await submitInvoice(vendor, { number: "D-1", dueDate: "2026-02-30" })).status).toBe(400);
    expect((await submitInvoice(vendor, { number: "D-2", fileId: "" })).status).toBe(400);
  });

  it("a file that is not a PDF is refused with 415, and stays free for another use", async () => {
    const { vendor } = await setUp(database().db);
    const refused = await submitInvoice(vendor, { fileId: await uploadFile(vendor, png, "invoice.pdf") });
    expect(refused.status).toBe(415);
    expect((await bodyOf(refused)).error).toBe("The invoice must be a PDF file.");
    expect((await bodyOf(await listInvoices(apiGet("/api/portal/invoices", vendor), noParams))).items).toEqual([]);
  });

  it("two staff deciding at once: one wins, the other gets 409; vendors cannot decide (403)", async () => {
    const { staff, vendor, other } = await setUp(database().db);
    const colleague = await signIn(smtp, "meera@nexora.example");
    const id = await idOf(await submitInvoice(vendor, {}));
    expect((await patch(vendor, id, { status: "approved" })).status).toBe(403);
    expect((await patch(other, id, { status: "withdrawn" })).status).toBe(404);
    const results = await Promise.all([
      patch(staff, id, { status: "approved" }),
      patch(colleague, id, { status: "rejected", reason: "Duplicate of INV-0." }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect((await bodyOf(loser as Response)).error).toMatch(
      /^Invoice INV-1 is (approved|rejected), so it cannot be marked/,
    );
  });

  it("reject with a reason, resubmit, approve, pay: mails to the submitter and the history on the invoice", async () => {
    const { staff, vendor } = await setUp(database().db);
    const id = await idOf(await submitInvoice(vendor, {}));
    await smtp.waitForMail("support@nexora.example");
    const noReason = await patch(staff, id, { status: "rejected" });
    expect(noReason.status).toBe(400);
    expect((await bodyOf(noReason)).fields).toHaveProperty("reason");
    expect((await patch(staff, id, payment)).status).toBe(409);
    expect((await patch(staff, id, { status: "rejected", reason: "The GSTIN is missing." })).status).toBe(200);
    const rejected = await smtp.waitForMail("vikram@sharma-supplies.example");
    expect(rejected.subject).toBe("Invoice INV-1 rejected");
    expect(rejected.text).toContain("The GSTIN is missing.");
    smtp.clear();

    const seen = await bodyOf(await read(vendor, id));
    expect(seen).toMatchObject({ status: "rejected", reason: "The GSTIN is missing.", reviewedBy: "Ravi Kumar" });
    expect(seen.history).toEqual([
      {
        action: "submitted",
        actor: { name: "Vikram Sharma", role: "vendor" },
        at: expect.any(String),
        change: expect.objectContaining({ number: "INV-1", replacesId: null }),
      },
      {
        action: "rejected",
        actor: { name: "Ravi Kumar", role: "employee" },
        at: expect.any(String),
        change: { status: { from: "submitted", to: "rejected" }, reason: "The GSTIN is missing." },
      },
    ]);

    const again = await submitInvoice(vendor, { number: "INV-1A", replacesId: id });
    expect(again.status).toBe(201);
    const newId = await idOf(again);
    expect((await submitInvoice(vendor, { number: "INV-1B", replacesId: newId })).status).toBe(409);
    expect((await bodyOf(await read(vendor, id))).replacedBy).toEqual({
      id: newId,
      number: "INV-1A",
      reason: "The GSTIN is missing.",
    });
    expect((await bodyOf(await read(vendor, newId))).replaces).toEqual({
      id,
      number: "INV-1",
      reason: "The GSTIN is missing.",
    });
    // A note sent with an approval is not kept as a rejection reason.
    expect((await patch(staff, newId, { status: "approved", reason: "Looks right." })).status).toBe(200);
    expect((await smtp.waitForMail("vikram@sharma-supplies.example")).subject).toBe("Invoice INV-1A approved");
    smtp.clear();
    expect((await patch(staff, newId, payment)).status).toBe(200);
    expect((await smtp.waitForMail("vikram@sharma-supplies.example")).subject).toBe(
      "Remittance advice: invoice INV-1A paid, UTR HDFCN52026112612",
    );
    const paid = await bodyOf(await read(staff, newId));
    expect(paid).toMatchObject({ status: "paid", reason: null, reviewedBy: "Ravi Kumar" });
    expect((paid.history as { action: string; change: object }[]).map((h) => [h.action, h.change])).toEqual([
      ["submitted", expect.objectContaining({ number: "INV-1A", replacesId: id })],
      ["approved", { status: { from: "submitted", to: "approved" } }],
      ["paid", expect.objectContaining({ status: { from: "approved", to: "paid" }, utr: "HDFCN52026112612" })],
    ]);
    expect((await patch(staff, newId, { status: "approved" })).status).toBe(409);
  });

  it("lists page 50 at a time, newest first, with a cursor to the next page", async () => {
    const db = database().db;
    const { vendor, vendorCaller } = await setUp(db);
    const base = Date.parse("2026-11-01T00:00:00Z");
    await seedInvoices(db, vendorCaller, (i) => new Date(base + i * 1000));
    const first = await invoicePage(vendor);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.number).toBe("P-50");
    const next = await invoicePage(vendor, first.nextCursor);
    expect(next).toEqual({ items: [expect.objectContaining({ number: "P-0" })], nextCursor: null });
  });

  it("pages rows created within one millisecond without skipping or repeating any", async () => {
    const db = database().db;
    const { vendor, vendorCaller } = await setUp(db);
    // Microseconds apart, past the millisecond's start: a cursor that kept only milliseconds would lose P-0.
    await seedInvoices(
      db,
      vendorCaller,
      (i) => sql`'2026-11-01T00:00:00.000500Z'::timestamptz + ${i} * interval '1 microsecond'`,
    );
    const first = await invoicePage(vendor);
    const next = await invoicePage(vendor, first.nextCursor);
    expect([...first.items, ...next.items].map((i) => i.number)).toEqual(
      Array.from({ length: 51 }, (_, i) => `P-${50 - i}`),
    );
    const bad = await listInvoices(apiGet("/api/portal/invoices?cursor=not-a-cursor", vendor), noParams);
    expect(bad.status).toBe(400);
  });
});
