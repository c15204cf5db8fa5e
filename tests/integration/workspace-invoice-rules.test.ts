// The invoice rules an attacker would lean on: a rejected invoice is resubmitted once (one after another or five at
// once), a number is the vendor's however it is capitalised, and a reason cannot carry bidi controls into a mail.
import { eq, isNull, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { files, invoices } from "@/lib/db/schema";
import { databaseRefusal } from "@/lib/db/errors";
import { financialYear, istDate } from "@/lib/workspace/gst";
import { describeEachDatabase } from "../support/db";
import { decideInvoice, idOf, setUpInvoices, submitInvoice, uploadFile } from "../support/invoices";
import { loopbackSmtpPerFile } from "../support/smtp";
import { bodyOf } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

const resubmittedOnce = (number: string, by: string) =>
  `Invoice ${number} has already been resubmitted as ${by}: a rejected invoice is resubmitted once.`;

describeEachDatabase("invoice rules", (database) => {
  /** An invoice of Vikram's, rejected by Ravi. */
  async function rejected(staff: string, vendor: string, number: string): Promise<string> {
    const id = await idOf(await submitInvoice(vendor, { number }));
    expect((await decideInvoice(staff, id, { status: "rejected", reason: "The GSTIN is missing." })).status).toBe(200);
    return id;
  }

  it("a rejected invoice is resubmitted once; a second resubmission is 409 with a sentence", async () => {
    const { staff, vendor } = await setUpInvoices(database().db, smtp);
    const id = await rejected(staff, vendor, "INV-1");
    expect((await submitInvoice(vendor, { number: "INV-1A", replacesId: id })).status).toBe(201);
    const again = await submitInvoice(vendor, { number: "INV-1B", replacesId: id });
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toEqual({ error: resubmittedOnce("INV-1", "INV-1A") });
    const rows = await database().db.select().from(invoices).where(eq(invoices.replacesId, id));
    expect(rows.map((r) => r.number)).toEqual(["INV-1A"]);
  });

  it("five resubmissions of one rejected invoice at once: one is made, four get 409 naming it", async () => {
    const db = database().db;
    const { staff, vendor } = await setUpInvoices(db, smtp);
    const id = await rejected(staff, vendor, "INV-2");
    const attempts = await Promise.all(
      ["A", "B", "C", "D", "E"].map(async (s) => ({ s, file: await uploadFile(vendor) })),
    );
    const results = await Promise.all(
      attempts.map(({ s, file }) => submitInvoice(vendor, { number: `INV-2${s}`, replacesId: id, fileId: file })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const [made] = await db.select().from(invoices).where(eq(invoices.replacesId, id));
    for (const refused of results.filter((r) => r.status === 409))
      expect(await bodyOf(refused)).toEqual({ error: resubmittedOnce("INV-2", made?.number ?? "?") });
    // The losers' PDFs stay unattached, for another submission or the sweep.
    const held = await db.select({ id: files.id }).from(files).where(isNull(files.invoiceId));
    expect(held).toHaveLength(4);
  });

  it("an invoice number is the vendor's in its year however it is capitalised, one after another or at once", async () => {
    const { vendor, other } = await setUpInvoices(database().db, smtp);
    const year = financialYear(istDate(new Date()));
    const taken = (number: string) => {
      const error = `You have already submitted an invoice numbered ${number} in the financial year ${year}.`;
      return { error, fields: { number: error } };
    };
    expect((await submitInvoice(vendor, { number: "INV-V-1" })).status).toBe(201);
    for (const number of ["inv-v-1", "Inv-V-1", "INV-v-1"]) {
      const refused = await submitInvoice(vendor, { number });
      expect(refused.status, number).toBe(400);
      expect(await bodyOf(refused)).toEqual(taken("INV-V-1"));
    }
    // Another vendor's numbering is its own, and so is another financial year's.
    expect((await submitInvoice(other, { number: "inv-v-1" })).status).toBe(201);
    const lastYear = `${Number(year.slice(0, 4)) - 1}-04-01`;
    expect((await submitInvoice(vendor, { number: "inv-v-1", invoiceDate: lastYear })).status).toBe(201);
    const fileIds = await Promise.all([1, 2, 3, 4, 5].map(() => uploadFile(vendor)));
    const numbers = ["INV-C-1", "inv-c-1", "Inv-C-1", "iNV-c-1", "INV-c-1"];
    const results = await Promise.all(
      fileIds.map((fileId, i) => submitInvoice(vendor, { number: numbers[i], fileId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const [made] = await database()
      .db.select({ number: invoices.number })
      .from(invoices)
      .where(sql`lower(${invoices.number}) = 'inv-c-1'`);
    for (const refused of results.filter((r) => r.status === 400))
      expect(await bodyOf(refused)).toEqual(taken(made?.number ?? "?"));
  });

  it("a unique index a write runs into anyway is named in the 409 the route would answer", async () => {
    const db = database().db;
    const { staff, vendor, vendorCaller } = await setUpInvoices(db, smtp);
    const id = await rejected(staff, vendor, "INV-3");
    await idOf(await submitInvoice(vendor, { number: "INV-3A", replacesId: id }));
    const [first] = await db.select().from(invoices).where(eq(invoices.id, id));
    const row = {
      organisationId: vendorCaller.organisationId ?? "",
      amountPaise: 100,
      dueDate: "2026-12-31",
      fileId: first?.fileId ?? "",
      invoiceDate: first?.invoiceDate ?? "",
      financialYear: first?.financialYear ?? "",
    };
    const refusal = (write: Promise<unknown>) => write.then(() => null, databaseRefusal);
    expect(await refusal(db.insert(invoices).values({ ...row, number: "INV-3B", replacesId: id }))).toMatchObject({
      status: 409,
      constraint: "invoices_replaces_unique",
      message: "That rejected invoice has already been resubmitted: it can be resubmitted once.",
    });
    expect(await refusal(db.insert(invoices).values({ ...row, number: "inv-3" }))).toMatchObject({
      status: 409,
      constraint: "invoices_vendor_year_number_unique",
      message: "Your organisation has already used this invoice number in this financial year (capitals aside).",
    });
  });

  it("a rejection reason with a bidi override is a 400 naming reason, and the invoice stays submitted", async () => {
    const { staff, vendor } = await setUpInvoices(database().db, smtp);
    const id = await idOf(await submitInvoice(vendor, {}));
    const refused = await decideInvoice(staff, id, { status: "rejected", reason: "Pay to \u202e0987 6543 instead." });
    expect(refused.status).toBe(400);
    expect((await bodyOf(refused)).fields).toEqual({ reason: "The reason contains characters we cannot accept." });
    const [row] = await database().db.select().from(invoices).where(eq(invoices.id, id));
    expect(row?.status).toBe("submitted");
  });
});
