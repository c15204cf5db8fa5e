// What the privacy notice promises to delete is deleted, and nothing younger; the activity record is never swept.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { addUser } from "@/lib/auth/users";
import {
  accessRequests,
  activity,
  authEvents,
  enquiries,
  otpCodes,
  outbox,
  sessions,
  signInAddressLimits,
  signInLimits,
} from "@/lib/db/schema";
import { mailWorkersIdle, pokeMailWorker } from "@/lib/mail/worker";
import { sweepExpiredData } from "@/lib/server/retention";
import { storeFile } from "@/lib/workspace/files";
import { decideInvoice, submitInvoice } from "@/lib/workspace/invoice-writes";
import { getInvoice } from "@/lib/workspace/invoices";
import { addMessage, createRequest, updateRequest } from "@/lib/workspace/request-writes";
import { getRequest } from "@/lib/workspace/requests";
import { invoiceInputSchema } from "@/lib/workspace/vendor-schemas";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile } from "../support/smtp";
import { seedWorkspace } from "../support/workspace";

loopbackSmtpPerFile();

const DAY = 86_400_000;
const now = new Date("2027-06-01T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describeEachDatabase("retention", (database) => {
  it("deletes enquiries after 24 months, audit events after 12, ended sessions and spent codes soon after", async () => {
    const db = database().db;
    const enquiry = (name: string, at: Date) => ({
      fullName: name,
      email: "a@example.in",
      subject: "general-inquiry",
      message: "A message long enough.",
      idempotencyKey: randomUUID(),
      createdAt: at,
    });
    const [old] = await db
      .insert(enquiries)
      .values(enquiry("Old", daysAgo(731)))
      .returning();
    await db.insert(enquiries).values(enquiry("Recent", daysAgo(700)));
    const request = (key: string, createdAt: Date) =>
      ({
        name: "Kavya",
        email: "kavya@newco.example",
        company: "NewCo",
        message: "Access, please.",
        idempotencyKey: key,
        createdAt,
      }) as const;
    await db.insert(accessRequests).values([request("old", daysAgo(731)), request("recent", daysAgo(700))]);
    await db.insert(outbox).values({ kind: "enquiry_notification", enquiryId: old!.id });
    await db.insert(authEvents).values([
      { at: daysAgo(366), event: "login_succeeded" },
      { at: daysAgo(364), event: "login_succeeded" },
    ]);
    const user = await addUser(db, { email: "keep@nexora.example", role: "client" }, daysAgo(400));
    await db.insert(sessions).values([
      { id: "ended", userId: user.id, role: "client", remember: false, createdAt: daysAgo(40), expiresAt: daysAgo(39) },
      { id: "live", userId: user.id, role: "client", remember: true, createdAt: daysAgo(5), expiresAt: daysAgo(-25) },
    ]);
    await db.insert(otpCodes).values({
      email: "keep@nexora.example",
      network: "203.0.113.9",
      codeHash: "x",
      createdAt: daysAgo(3),
      expiresAt: daysAgo(3),
    });
    await db.insert(outbox).values([
      { kind: "sign_in_code", status: "sent", createdAt: daysAgo(3) },
      { kind: "sign_in_code", status: "discarded", createdAt: daysAgo(3) },
      // Not due yet: the file's mail workers, poked below, leave it pending.
      { kind: "sign_in_code", status: "pending", createdAt: daysAgo(3), payload: "sealed", nextAttemptAt: daysAgo(-1) },
    ]);
    await db.insert(signInLimits).values([
      { email: "old@example.com", network: "203.0.113.9", updatedAt: daysAgo(3) },
      { email: "new@example.com", network: "203.0.113.9", updatedAt: daysAgo(1) },
    ]);
    await db.insert(signInAddressLimits).values({ email: "old@example.com", updatedAt: daysAgo(3) });
    pokeMailWorker("codes");
    await mailWorkersIdle();

    expect(await sweepExpiredData(db, now)).toEqual({
      enquiries: 1,
      accessRequests: 1,
      authEvents: 1,
      sessions: 1,
      codes: 1,
      signInMails: 2,
      signInCounters: 2,
      unattachedFiles: 0,
    });
    expect((await db.select().from(enquiries)).map((e) => e.fullName)).toEqual(["Recent"]);
    expect((await db.select().from(accessRequests)).map((r) => r.idempotencyKey)).toEqual(["recent"]);
    // The old enquiry's notification went with it; a code mail still pending stays until it is sent or discarded.
    expect((await db.select().from(outbox)).map((row) => row.status)).toEqual(["pending"]);
    expect((await db.select().from(signInLimits)).map((row) => row.email)).toEqual(["new@example.com"]);
    expect((await db.select().from(sessions)).map((s) => s.id)).toEqual(["live"]);
    expect(await db.select().from(authEvents)).toHaveLength(1);
    expect(await sweepExpiredData(db, now)).toEqual({
      enquiries: 0,
      accessRequests: 0,
      authEvents: 0,
      sessions: 0,
      codes: 0,
      signInMails: 0,
      signInCounters: 0,
      unattachedFiles: 0,
    });
  });

  it("an invoice's and a request's history outlive the sign-in log's sweep: at now + 400 days they are all there", async () => {
    const db = database().db;
    const w = await seedWorkspace(db, now);
    const { acmeClient, employee, vendor } = w.people;
    const request = await createRequest(db, acmeClient, { title: "VPN down", body: "Since noon." }, now);
    await updateRequest(db, employee, request.id, { status: "in_progress", assigneeEmail: "me" }, now);
    await addMessage(db, employee, request.id, { body: "On it.", internal: false }, now);
    const pdf = await storeFile(db, vendor, { name: "inv.pdf", bytes: Buffer.from("%PDF-1.7\n%%EOF\n") }, now);
    const input = invoiceInputSchema.parse({ number: "INV-9", amount: 500_00, dueDate: "2027-07-01", fileId: pdf.id });
    const invoice = await submitInvoice(db, vendor, input, now);
    await decideInvoice(db, employee, invoice.id, { status: "rejected", reason: "No GSTIN." }, now);
    const histories = async () => [
      (await getRequest(db, acmeClient, request.id)).history,
      (await getInvoice(db, vendor, invoice.id)).history,
    ];
    const before = await histories();
    expect(before.map((h) => h.map((entry) => entry.action))).toEqual([
      ["created", "updated", "replied"],
      ["submitted", "rejected"],
    ]);
    const rows = (await db.select().from(activity)).length;

    const report = await sweepExpiredData(db, new Date(now.getTime() + 400 * DAY));
    expect(report.unattachedFiles).toBe(0);
    expect(await histories()).toEqual(before);
    expect(await db.select().from(activity)).toHaveLength(rows);
  });
});
