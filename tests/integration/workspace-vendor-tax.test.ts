// GST tax invoices through the real routes: the vendor profile (GSTIN check character, IFSC, bank verification by
// staff only), orders with lines and their PDF, invoices against part of an order with tax by place of supply, the
// 16-character number unique in the financial year, the IRN of an e-invoicing vendor, withdrawal, and payment with
// TDS and UTR (remittance advice mailed); each vendor sees only its own. Also the migration of older rows.
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listInvoices } from "@/app/api/portal/invoices/route";
import { GET as getOrder, PATCH as patchOrder } from "@/app/api/portal/purchase-orders/[id]/route";
import { GET as orderPdf } from "@/app/api/portal/purchase-orders/[id]/pdf/route";
import { POST as issueOrder } from "@/app/api/portal/purchase-orders/route";
import { GET as getProfile, PUT as putProfile } from "@/app/api/portal/vendor/profile/route";
import { POST as verifyBank } from "@/app/api/portal/vendor/profile/verify/route";
import { migrate } from "@/lib/db/migrate";
import { invoices } from "@/lib/db/schema";
import { addDays, istDate, msmePayBy } from "@/lib/workspace/gst";
import { invoicesFallingDue } from "@/lib/workspace/invoices";
import { activityOf } from "../support/activity";
import { describeEachDatabase, migrationsBefore, openTestDatabase, variants } from "../support/db";
import {
  decideInvoice as patch,
  gstins,
  idOf,
  orderLinesBody,
  pdfText,
  profileBody,
  readInvoice as read,
  setUpInvoices,
  submitInvoice,
} from "../support/invoices";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPatch, apiPost, bodyOf, noParams, routeContext } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

type Line = { id: string; quantity: number; invoicedQuantity: number; description: string };

const saveProfile = (cookie: string, body: unknown) =>
  putProfile(apiPatch("/api/portal/vendor/profile", body, cookie, "PUT"), noParams);
const readProfile = (cookie: string, query = "") =>
  getProfile(apiGet(`/api/portal/vendor/profile${query}`, cookie), noParams);
const verify = (cookie: string, organisation: string) =>
  verifyBank(apiPost("/api/portal/vendor/profile/verify", { organisation }, cookie), noParams);
const readOrder = async (cookie: string, id: string) =>
  getOrder(apiGet(`/api/portal/purchase-orders/${id}`, cookie), routeContext({ id }));
const fieldsOf = async (response: Response) => (await bodyOf(response)).fields as Record<string, string>;

describeEachDatabase("vendor tax invoices", (database) => {
  /** Sharma Supplies (Maharashtra) with a profile, and a lined order PO-7 from Ravi; Priya's Patel Traders too. */
  async function setUp(profile: Record<string, unknown> = {}) {
    const people = await setUpInvoices(database().db, smtp);
    expect((await saveProfile(people.vendor, profileBody(profile))).status).toBe(200);
    const body = {
      organisation: "Sharma Supplies",
      number: "PO-7",
      title: "Pune office laptops",
      lines: orderLinesBody,
      terms: "Delivery to the Pune office; payment 30 days after the invoice.",
      deliveryDate: "2026-12-15",
      contactEmail: "meera@nexora.example",
    };
    const created = await issueOrder(apiPost("/api/portal/purchase-orders", body, people.staff), noParams);
    expect(created.status).toBe(201);
    const lined = await idOf(created);
    const order = await bodyOf(await readOrder(people.vendor, lined));
    await smtp.waitForMail("vikram@sharma-supplies.example");
    smtp.clear();
    return { ...people, lined, lines: order.lines as Line[] };
  }

  const partOf = (lines: Line[], fields: Record<string, unknown> = {}) => ({
    number: "SS/26-27/001",
    invoiceDate: istDate(new Date()),
    purchaseOrderId: fields.purchaseOrderId,
    lines: [
      { lineId: lines[0]?.id, quantity: 4 },
      { lineId: lines[1]?.id, quantity: 40 },
    ],
    ...fields,
  });

  it("a profile's GSTIN check character and IFSC are checked; staff alone verify its bank; all of it is recorded", async () => {
    const { staff, vendor, other } = await setUpInvoices(database().db, smtp);
    const wrongCheck = await saveProfile(vendor, profileBody({ gstin: "27AAPFU0939F1ZW" }));
    expect(wrongCheck.status).toBe(400);
    expect(await fieldsOf(wrongCheck)).toEqual({
      gstin: "The GSTIN's check character is wrong: please copy it again from the registration certificate.",
    });
    const badIfsc = await saveProfile(vendor, profileBody({ ifsc: "HDFC1001234" }));
    expect(badIfsc.status).toBe(400);
    expect(Object.keys(await fieldsOf(badIfsc))).toEqual(["ifsc"]);
    expect((await readProfile(vendor)).status).toBe(404);

    const saved = await bodyOf(
      await saveProfile(vendor, profileBody({ gstin: " 27aapfu0939f1zv ", ifsc: "hdfc0001234" })),
    );
    expect(saved).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      state: "Maharashtra",
      pan: "AAPFU0939F",
      ifsc: "HDFC0001234",
      bankVerified: false,
    });
    // Another vendor never sees it, even naming the organisation; staff do.
    expect((await readProfile(other, "?organisation=Sharma%20Supplies")).status).toBe(404);
    expect((await readProfile(staff, "?organisation=Sharma%20Supplies")).status).toBe(200);
    expect((await readProfile(staff)).status).toBe(400);

    expect((await verify(vendor, "Sharma Supplies")).status).toBe(403);
    expect((await verify(other, "Sharma Supplies")).status).toBe(403);
    const verified = await bodyOf(await verify(staff, "Sharma Supplies"));
    expect(verified).toMatchObject({ bankVerified: true, verifiedBankAccount: "50100123456789" });
    // A new account waits: the verified one stays what payments use.
    const changed = await bodyOf(await saveProfile(vendor, profileBody({ bankAccount: "123456789012" })));
    expect(changed).toMatchObject({ bankVerified: false, verifiedBankAccount: "50100123456789" });

    const record = await activityOf(database().db, "organisation");
    expect(record.map((r) => [r.action, r.actorRole])).toEqual([
      ["profile_updated", "vendor"],
      ["bank_verified", "employee"],
      ["profile_updated", "vendor"],
    ]);
    expect(record[2]?.change).toEqual({
      bankAccount: { from: "••••6789", to: "••••9012" },
      bankVerification: "pending",
    });
  });

  it("an order's lines, totals and PDF; the vendor acknowledges it; another vendor sees neither", async () => {
    const { staff, vendor, other, lined, lines } = await setUp();
    const order = await bodyOf(await readOrder(staff, lined));
    // 10 × ₹50,000 + 40 × ₹1,500 = ₹5,60,000 taxable; 9 % CGST and 9 % SGST each ₹50,400 (Maharashtra).
    expect(order).toMatchObject({
      taxableValue: 5_60_000_00,
      cgst: 50_400_00,
      sgst: 50_400_00,
      igst: 0,
      total: 6_60_800_00,
      amountPaise: 6_60_800_00,
      deliveryDate: "2026-12-15",
      contact: { name: "Meera Iyer", email: "meera@nexora.example" },
      acknowledgedBy: null,
    });
    expect(lines.map((l) => [l.description, l.quantity, l.invoicedQuantity])).toEqual([
      ["Laptop, 14 inch, 16 GB", 10, 0],
      ["Set-up and imaging", 40, 0],
    ]);
    const ack = await patchOrder(
      apiPatch(`/api/portal/purchase-orders/${lined}`, { status: "acknowledged" }, vendor),
      routeContext({ id: lined }),
    );
    expect(ack.status).toBe(200);
    expect(await bodyOf(await readOrder(vendor, lined))).toMatchObject({
      acknowledgedBy: { name: "Vikram Sharma" },
      acknowledgedAt: expect.any(String),
    });

    const pdf = await orderPdf(apiGet(`/api/portal/purchase-orders/${lined}/pdf`, vendor), routeContext({ id: lined }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="purchase-order-PO-7.pdf"/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const words of [
      "Purchase order PO-7",
      "Laptop, 14 inch, 16 GB",
      "Set-up and imaging",
      "84713010",
      "INR 6,60,800.00",
    ])
      expect(text).toContain(words);
    const theirs = await orderPdf(
      apiGet(`/api/portal/purchase-orders/${lined}/pdf`, other),
      routeContext({ id: lined }),
    );
    expect(theirs.status).toBe(404);
    expect((await readOrder(other, lined)).status).toBe(404);

    const badLine = await issueOrder(
      apiPost(
        "/api/portal/purchase-orders",
        { organisation: "Sharma Supplies", number: "PO-8", title: "x", lines: [{ ...orderLinesBody[0], gstRate: 7 }] },
        staff,
      ),
      noParams,
    );
    expect(badLine.status).toBe(400);
    expect(Object.keys(await fieldsOf(badLine))).toEqual(["lines"]);
  });

  it("invoices part of an order with CGST and SGST; what is left caps each line; bad numbers are 400", async () => {
    const { staff, vendor, other, lined, lines } = await setUp();
    const body = partOf(lines, { purchaseOrderId: lined, amount: 2_80_000_00 });
    const made = await submitInvoice(vendor, body);
    expect(made.status).toBe(201);
    const id = await idOf(made);
    const invoice = await bodyOf(await read(vendor, id));
    // 4 × ₹50,000 + 40 × ₹1,500 = ₹2,60,000 taxable, 9 % + 9 % = ₹23,400 each: ₹3,06,800.
    expect(invoice).toMatchObject({
      taxableValue: 2_60_000_00,
      cgst: 23_400_00,
      sgst: 23_400_00,
      igst: 0,
      total: 3_06_800_00,
      statedTotal: 2_80_000_00,
      statedDifference: -26_800_00,
      supplierGstin: gstins.maharashtra,
      placeOfSupply: { stateCode: "27", state: "Maharashtra" },
    });
    expect(
      (invoice.lines as { quantity: number; description: string }[]).map((l) => [l.description, l.quantity]),
    ).toEqual([
      ["Laptop, 14 inch, 16 GB", 4],
      ["Set-up and imaging", 40],
    ]);
    expect((await read(other, id)).status).toBe(404);
    const order = await bodyOf(await readOrder(vendor, lined));
    expect((order.lines as Line[]).map((l) => l.invoicedQuantity)).toEqual([4, 40]);

    const over = await submitInvoice(vendor, {
      ...body,
      number: "SS/26-27/002",
      lines: [{ lineId: lines[0]?.id, quantity: 7 }],
    });
    expect(over.status).toBe(400);
    expect(await fieldsOf(over)).toEqual({
      "lines.0.quantity": "Line 1 (Laptop, 14 inch, 16 GB): at most 6 nos are left to invoice.",
    });
    const used = await submitInvoice(vendor, { ...body, lines: [{ lineId: lines[0]?.id, quantity: 1 }] });
    expect(used.status).toBe(400);
    expect(Object.keys(await fieldsOf(used))).toEqual(["number"]);
    const long = await submitInvoice(vendor, { ...body, number: "SS/2026-27/00001" + "9" });
    expect(long.status).toBe(400);
    expect(await fieldsOf(long)).toEqual({
      number: "The invoice number must be at most 16 characters: letters, digits, - and /.",
    });
    const future = await submitInvoice(vendor, {
      ...body,
      number: "F-1",
      invoiceDate: addDays(istDate(new Date()), 2),
    });
    expect(Object.keys(await fieldsOf(future))).toEqual(["invoiceDate"]);
    // The other vendor's order lines are not this vendor's to invoice.
    expect((await submitInvoice(other, { ...body, number: "P-9" })).status).toBe(404);

    // Withdrawn before review: its quantities are free again; only the vendor withdraws, and only once.
    expect((await patch(staff, id, { status: "withdrawn" })).status).toBe(403);
    expect((await patch(other, id, { status: "withdrawn" })).status).toBe(404);
    expect((await patch(vendor, id, { status: "withdrawn" })).status).toBe(200);
    expect((await patch(vendor, id, { status: "withdrawn" })).status).toBe(409);
    const freed = await bodyOf(await readOrder(vendor, lined));
    expect((freed.lines as Line[]).map((l) => l.invoicedQuantity)).toEqual([0, 0]);
    const again = await submitInvoice(vendor, {
      ...body,
      number: "SS/26-27/003",
      lines: [{ lineId: lines[0]?.id, quantity: 10 }],
    });
    expect(again.status).toBe(201);
  });

  it("IGST for a vendor outside Maharashtra; an e-invoicing vendor's invoice needs its IRN", async () => {
    const { vendor, lined, lines } = await setUp({ gstin: gstins.karnataka, eInvoicing: true });
    const order = await bodyOf(await readOrder(vendor, lined));
    expect(order).toMatchObject({ cgst: 0, sgst: 0, igst: 1_00_800_00, placeOfSupply: { state: "Karnataka" } });
    const body = partOf(lines, { purchaseOrderId: lined });
    const missing = await submitInvoice(vendor, body);
    expect(missing.status).toBe(400);
    expect(await fieldsOf(missing)).toEqual({
      irn: "Your turnover is ₹5 crore or more, so the invoice needs its IRN from the e-invoice portal.",
    });
    expect(Object.keys(await fieldsOf(await submitInvoice(vendor, { ...body, irn: "abc" })))).toEqual(["irn"]);
    const made = await submitInvoice(vendor, { ...body, irn: "a".repeat(64), amount: 3_06_800_00 });
    expect(made.status).toBe(201);
    expect(await bodyOf(await read(vendor, await idOf(made)))).toMatchObject({
      cgst: 0,
      sgst: 0,
      igst: 46_800_00,
      total: 3_06_800_00,
      irn: "a".repeat(64),
      statedDifference: null,
    });
  });

  it("approval starts the MSME clock; staff pay with TDS and UTR to verified details; the vendor reads the remittance", async () => {
    const { staff, vendor, other, lined, lines } = await setUp();
    const id = await idOf(await submitInvoice(vendor, partOf(lines, { purchaseOrderId: lined })));
    expect((await patch(staff, id, { status: "approved" })).status).toBe(200);
    const approval = await smtp.waitForMail("vikram@sharma-supplies.example");
    expect(approval.text).toContain(`Pay by (MSME, 45 days):  ${msmePayBy(new Date())}`);
    smtp.clear();
    const approved = await bodyOf(await read(staff, id));
    expect(approved.payBy).toBe(msmePayBy(new Date()));
    expect(approved.payByState).toBe("later");

    // Due within 7 days: the figure and the filter find it once its pay-by date is near.
    const db = database().db;
    expect(await invoicesFallingDue(db)).toEqual({ due: 0, overdue: 0 });
    await db
      .update(invoices)
      .set({ payBy: addDays(istDate(new Date()), -1) })
      .where(eq(invoices.id, id));
    expect(await invoicesFallingDue(db)).toEqual({ due: 1, overdue: 1 });
    const due = await bodyOf(await listInvoices(apiGet("/api/portal/invoices?due=soon", staff), noParams));
    expect((due.items as { id: string }[]).map((i) => i.id)).toEqual([id]);

    const payment = { status: "paid", paidOn: istDate(new Date()), utr: "HDFCR52026112600012345" };
    const tds = { tdsSection: "194C", tdsAmount: 5_200_00 };
    expect((await patch(vendor, id, { ...payment, ...tds })).status).toBe(403);
    const tooMuch = await patch(staff, id, { ...payment, tdsSection: "194C", tdsAmount: 3_06_800_01 });
    expect(tooMuch.status).toBe(400);
    expect(await fieldsOf(tooMuch)).toEqual({
      tdsAmount: "The TDS cannot be more than the invoice's gross amount, ₹3,06,800.00.",
    });
    // Bank details nobody has verified: no payment.
    expect((await patch(staff, id, { ...payment, ...tds })).status).toBe(409);
    expect((await verify(staff, "Sharma Supplies")).status).toBe(200);
    expect((await patch(staff, id, { ...payment, ...tds })).status).toBe(200);

    const paid = await bodyOf(await read(vendor, id));
    expect(paid.payment).toEqual({
      paidOn: payment.paidOn,
      utr: "HDFCR52026112600012345",
      gross: 3_06_800_00,
      tdsSection: "194C",
      tdsAmount: 5_200_00,
      net: 3_01_600_00,
      account: "••••6789 (HDFC0001234)",
    });
    expect((await read(other, id)).status).toBe(404);
    const mail = await smtp.waitForMail("vikram@sharma-supplies.example");
    expect(mail.subject).toBe("Remittance advice: invoice SS/26-27/001 paid, UTR HDFCR52026112600012345");
    for (const words of ["₹3,06,800.00", "₹5,200.00 (section 194C)", "₹3,01,600.00", "HDFCR52026112600012345"])
      expect(mail.text).toContain(words);
    expect((await activityOf(db, "invoice", "paid"))[0]?.change).toMatchObject({
      net: 3_01_600_00,
      tdsAmount: 5_200_00,
    });
    expect(await invoicesFallingDue(db)).toEqual({ due: 0, overdue: 0 });
  });
});

describe.each(variants)("the vendor tax migration on $name", (variant) => {
  it.skipIf(!variant.available)("turns an older order into one line and dates older invoices", async () => {
    const folder = migrationsBefore("0015_vendor_tax_invoices");
    const { handle, dispose } = await openTestDatabase(variant.kind, folder);
    type Row = Record<string, unknown>;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
    try {
      const db = handle.db;
      await db.execute(sql`insert into organisations (name, kind) values ('Sharma Supplies', 'vendor')`);
      await db.execute(sql`insert into purchase_orders (organisation_id, number, title, amount_paise)
        select id, 'PO-1', 'Cloud credits', 100000 from organisations`);
      await db.execute(sql`insert into files (organisation_id, name, content_type, size, sha256, data)
        select id, 'a.pdf', 'application/pdf', 1, 'x', '\\x25'::bytea from organisations`);
      // 20:00 UTC on 31 March is 1 April in India: the next financial year.
      await db.execute(sql`insert into invoices (organisation_id, purchase_order_id, number, amount_paise, due_date,
          file_id, created_at)
        select o.id, p.id, 'INV-1', 50000, '2026-05-01', f.id, '2026-03-31T20:00:00Z'::timestamptz
        from organisations o, purchase_orders p, files f`);

      await migrate(handle);

      expect(
        await rows(sql`select description, hsn_sac, quantity, unit, rate_paise::int as rate, gst_rate
          from purchase_order_lines`),
      ).toEqual([{ description: "Cloud credits", hsn_sac: null, quantity: 1, unit: "lot", rate: 100000, gst_rate: 0 }]);
      expect(await rows(sql`select to_char(invoice_date, 'YYYY-MM-DD') as day, financial_year from invoices`)).toEqual([
        { day: "2026-04-01", financial_year: "2026-27" },
      ]);
    } finally {
      await dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
