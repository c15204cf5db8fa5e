// Workspace mail reaches an organisation's current members only: a user moved to another organisation, deactivated
// or taken out hears nothing more about the old one's invoices, orders and requests; its current members still do.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as issueOrder } from "@/app/api/portal/purchase-orders/route";
import { outbox, users } from "@/lib/db/schema";
import { mailWorkersIdle } from "@/lib/mail/worker";
import { istDate } from "@/lib/workspace/gst";
import { describeEachDatabase } from "../support/db";
import { decideInvoice, idOf, setUpInvoices, submitInvoice } from "../support/invoices";
import { change, open, reply, idOf as requestIdOf } from "../support/request-api";
import { loopbackSmtpPerFile, requestSubject } from "../support/smtp";
import { apiPost, noParams, seedWorkspace, signIn } from "../support/workspace";

const smtp = loopbackSmtpPerFile();
const vikram = "vikram@sharma-supplies.example";
const sunita = "sunita@sharma-supplies.example";

/** Who got mail, once the outbox has nothing left to send. */
async function recipients(): Promise<string[]> {
  await mailWorkersIdle();
  return smtp.mails.flatMap((m) => m.to).sort();
}

describeEachDatabase("workspace mail recipients", (database) => {
  it("a vendor user moved to another organisation gets no mail about the old one's invoices or orders", async () => {
    const db = database().db;
    const { staff, vendor, vendorCaller } = await setUpInvoices(db, smtp);
    const sharma = vendorCaller.organisationId ?? "";
    await db.insert(users).values({ email: sunita, name: "Sunita Rao", role: "vendor", organisationId: sharma });
    const [patel] = await db.select().from(users).where(eq(users.email, "priya@patel.example"));
    const first = await idOf(await submitInvoice(vendor, { number: "INV-1" }));
    const second = await idOf(await submitInvoice(vendor, { number: "INV-2" }));
    await mailWorkersIdle();
    smtp.clear();

    // Still Sharma's: the submitter alone hears of the decision.
    expect((await decideInvoice(staff, first, { status: "approved" })).status).toBe(200);
    expect(await recipients()).toEqual([vikram]);
    smtp.clear();

    // Moved to Patel Traders: Sharma's current users hear of the rejection, Vikram does not.
    await db.update(users).set({ organisationId: patel?.organisationId }).where(eq(users.email, vikram));
    expect((await decideInvoice(staff, second, { status: "rejected", reason: "No GSTIN." })).status).toBe(200);
    expect((await smtp.waitForMail(sunita)).subject).toBe("Invoice INV-2 rejected");
    expect(await recipients()).toEqual([sunita]);
    smtp.clear();
    const order = { organisation: "Sharma Supplies", number: "PO-2", title: "Paper", amount: 100_00 };
    expect((await issueOrder(apiPost("/api/portal/purchase-orders", order, staff), noParams)).status).toBe(201);
    expect(await recipients()).toEqual([sunita]);
    smtp.clear();

    // Deactivated, or taken out of every organisation: nothing either, and nothing queued for them.
    await db.update(users).set({ organisationId: sharma, active: false }).where(eq(users.email, vikram));
    await db.update(users).set({ organisationId: null }).where(eq(users.email, sunita));
    const payment = { status: "paid", paidOn: istDate(new Date()), utr: "HDFCN52026112612" };
    expect((await decideInvoice(staff, first, payment)).status).toBe(200);
    expect(await recipients()).toEqual([]);
    const queued = (await db.select().from(outbox)).map((row) => row.payload ?? "");
    expect(queued.filter((payload) => payload.includes("INV-1 paid"))).toEqual([]);
  });

  it("a client user moved out of the organisation gets no replies on the requests they opened there", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const anita = await signIn(smtp, w.people.acmeClient.email);
    const staff = await signIn(smtp, w.people.employee.email);
    const id = await requestIdOf(await open(anita, { title: "VPN down", body: "Since noon." }));
    await requestIdOf(await reply(staff, id, { body: "Looking now." }));
    await smtp.waitForMail(w.people.acmeClient.email);
    expect(await recipients()).toEqual([w.people.acmeClient.email, "support@nexora.example"]);
    smtp.clear();

    await db
      .update(users)
      .set({ organisationId: w.organisations.globex.id })
      .where(eq(users.id, w.people.acmeClient.id));
    await requestIdOf(await reply(staff, id, { body: "Fixed: please check." }));
    expect((await smtp.waitForMail(w.people.acmeColleague.email)).subject).toMatch(requestSubject("Re: VPN down"));
    expect(await recipients()).toEqual([w.people.acmeColleague.email]);
    smtp.clear();

    // An assignee who is no longer active staff is not told of the assignment or the client's replies.
    expect((await change(staff, id, { assigneeEmail: w.people.colleague.email })).status).toBe(200);
    await smtp.waitForMail(w.people.colleague.email);
    await db.update(users).set({ active: false }).where(eq(users.id, w.people.colleague.id));
    smtp.clear();
    const arjun = await signIn(smtp, w.people.acmeColleague.email);
    await requestIdOf(await reply(arjun, id, { body: "Still down." }));
    expect(await recipients()).toEqual(["support@nexora.example"]);
  });
});
