// The enquiry pipeline end to end: POST /api/contact on a real database, notifications through a real SMTP server.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { deliverDue, retryDelaySeconds, type OutboxDeps } from "@/lib/mail/outbox";
import { getEnquiry, listEnquiries } from "@/lib/contact/store";
import { openDatabase } from "@/lib/db/client";
import { enquiries, outbox } from "@/lib/db/schema";
import { getMailer } from "@/lib/mail/transport";
import { ipLimits } from "@/lib/http/rate-limit";
import { clockInCurrentWindow, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";
import { post } from "../support/http";
import { startSmtp, type TestSmtp } from "../support/smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  useTestEnv({ SMTP_URL: smtp.url, DATABASE_URL: undefined, CONTACT_INBOX: "sales@nexora.example" });
});
afterAll(() => smtp.close());
afterEach(() => smtp.clear());

const inbox = "sales@nexora.example";
const valid = {
  fullName: "Asha Kulkarni",
  email: "asha@example.in",
  phone: "+91 98220 12345",
  company: "Kulkarni Agro",
  subject: "ai-solutions",
  budget: "25k-50k",
  timeline: "1-3-months",
  message: "We want to forecast demand for our seed depots across Vidarbha.",
  agree: true,
};
const send = (body: object, options: Parameters<typeof post>[2] = {}) => contact(post("/api/contact", body, options));
const smtpDeps = (): OutboxDeps => {
  const mailer = getMailer();
  return { send: (m) => mailer.send(m), inbox, siteUrl: "http://localhost:3000" };
};

realClockAfterEach();

describeEachDatabase("contact enquiries", (database) => {
  it("stores an enquiry with its outbox row before answering, then the worker notifies sales once", async () => {
    const key = randomUUID();
    const response = await send({ ...valid, idempotencyKey: key });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; message: string };
    expect(body.message).toBe(
      "Thank you! Your message has been sent successfully. Our team will respond within 24 hours with next steps.",
    );

    const db = database().db;
    const [stored] = await db.select().from(enquiries).where(eq(enquiries.id, body.id));
    expect(stored).toMatchObject({
      fullName: "Asha Kulkarni",
      email: "asha@example.in",
      company: "Kulkarni Agro",
      subject: "ai-solutions",
      idempotencyKey: key,
    });
    expect(await db.select().from(outbox)).toMatchObject([{ enquiryId: body.id, status: "pending" }]);

    expect(await deliverDue(db, smtpDeps())).toMatchObject({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMail(inbox);
    expect(mail.subject).toBe("New enquiry: AI Solutions from Asha Kulkarni");
    expect(mail.parsed.replyTo?.value[0]?.address).toBe("asha@example.in");
    for (const text of [
      "Asha Kulkarni",
      "+91 98220 12345",
      "Kulkarni Agro",
      "₹25 lakh – ₹50 lakh",
      "1–3 months",
      "seed depots across Vidarbha",
    ])
      expect(mail.text).toContain(text);

    expect(await deliverDue(db, smtpDeps())).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const [listed] = await listEnquiries(db);
    expect(listed?.notification).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("answers a repeated idempotency key with the first enquiry and stores nothing twice", async () => {
    const key = randomUUID();
    const first = await send({ ...valid, idempotencyKey: key });
    const again = await send({ ...valid, message: "A changed message on the retry.", idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const db = database().db;
    expect(await db.select().from(enquiries)).toHaveLength(1);
    expect(await db.select().from(outbox)).toHaveLength(1);
  });

  it.each([
    ["fullName", { fullName: "" }, "Full name is required."],
    ["fullName", { fullName: " A " }, "Name must be at least 2 characters."],
    ["email", { email: "" }, "Email is required."],
    ["email", { email: "asha@example" }, "Please enter a valid email address."],
    ["phone", { phone: "12345" }, "Please enter a valid phone number."],
    ["message", { message: "" }, "Please tell us about your project or inquiry."],
    ["message", { message: "  too short " }, "Message must be at least 10 characters."],
    ["agree", { agree: false }, "You must agree to our privacy policy to proceed."],
    ["subject", { subject: "free-lunch" }, "Please choose a subject."],
  ])("refuses a bad %s with 400 and the form's message (%j)", async (field, change, message) => {
    const response = await send({ ...valid, ...change, idempotencyKey: randomUUID() });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
    expect(body.error).toBe(message);
    expect(await database().db.select().from(enquiries)).toHaveLength(0);
  });

  it("refuses an oversized body (413), malformed JSON (400), another site (403) and a missing key (400)", async () => {
    expect((await send({ ...valid, message: "x".repeat(33 * 1024), idempotencyKey: randomUUID() })).status).toBe(413);
    expect(
      (await contact(post("/api/contact", undefined, { contentType: "application/json", rawBody: "{not json" })))
        .status,
    ).toBe(400);
    expect((await send({ ...valid, idempotencyKey: randomUUID() }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await send(valid)).status).toBe(400);
    expect(await database().db.select().from(enquiries)).toHaveLength(0);
  });

  it("thanks a bot that fills the honeypot and stores nothing", async () => {
    const response = await send({ ...valid, website: "http://spam.example", idempotencyKey: randomUUID() });
    expect(response.status).toBe(201);
    expect(await database().db.select().from(enquiries)).toHaveLength(0);
  });

  it("limits stored enquiries per address (429 + Retry-After); replays do not count", async () => {
    clockInCurrentWindow(ipLimits.contact.windowSeconds);
    const key = randomUUID();
    for (let i = 0; i < ipLimits.contact.limit; i++)
      expect(
        (await send({ ...valid, idempotencyKey: i === 0 ? key : randomUUID() }, { ip: "198.51.100.7" })).status,
      ).toBe(201);
    expect((await send({ ...valid, idempotencyKey: key }, { ip: "198.51.100.7" })).status).toBe(200);
    const limited = await send({ ...valid, idempotencyKey: randomUUID() }, { ip: "198.51.100.7" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send({ ...valid, idempotencyKey: randomUUID() }, { ip: "198.51.100.8" })).status).toBe(201);
  });

  it("keeps an enquiry when SMTP is down and delivers it exactly once when SMTP is back", async () => {
    useTestEnv({ SMTP_URL: "smtp://127.0.0.1:9?ignoreTLS=true", CONTACT_INBOX: inbox });
    try {
      const response = await send({ ...valid, idempotencyKey: randomUUID() });
      expect(response.status).toBe(201);
      const db = database().db;
      const now = new Date();
      expect(await deliverDue(db, smtpDeps(), { now })).toMatchObject({ sent: 0, failed: 1 });
      const [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelaySeconds(1) * 1000);
      // Not due yet: nothing is tried before the backoff runs out.
      expect(await deliverDue(db, smtpDeps(), { now: new Date(now.getTime() + 1000) })).toMatchObject({
        sent: 0,
        failed: 0,
      });

      useTestEnv({ SMTP_URL: smtp.url, CONTACT_INBOX: inbox });
      const later = new Date(now.getTime() + retryDelaySeconds(1) * 1000);
      expect(await deliverDue(db, smtpDeps(), { now: later })).toMatchObject({ sent: 1, failed: 0 });
      expect(await deliverDue(db, smtpDeps(), { now: new Date(later.getTime() + 600_000) })).toMatchObject({
        sent: 0,
        failed: 0,
      });
      expect(smtp.mails.filter((m) => m.to.includes(inbox))).toHaveLength(1);
      expect((await db.select().from(enquiries)).length).toBe(1);
    } finally {
      useTestEnv({ SMTP_URL: smtp.url, CONTACT_INBOX: inbox });
    }
  });

  it("looks an enquiry up only by a real UUID: 36 characters of anything else find nothing instead of failing", async () => {
    const response = await send({ ...valid, idempotencyKey: randomUUID() });
    const { id } = (await response.json()) as { id: string };
    expect(await getEnquiry(database().db, id)).toMatchObject({ id, fullName: "Asha Kulkarni" });
    for (const bad of ["-".repeat(36), "g".repeat(36), `${id.slice(0, 35)}x`, "' or 1=1 --" + "a".repeat(25)]) {
      expect(await getEnquiry(database().db, bad)).toBeUndefined();
    }
  });

  it("answers 503 and keeps nothing half-written when the database is down", async () => {
    const closed = await openDatabase({ kind: "pglite" });
    await closed.close();
    const { setDatabase } = await import("@/lib/db/client");
    setDatabase(closed);
    try {
      const response = await send({ ...valid, idempotencyKey: randomUUID() });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toMatch(/temporarily unavailable/);
    } finally {
      setDatabase(database());
    }
  });
});

describeEachDatabase("two notification workers", (database, variant) => {
  it.skipIf(variant.kind !== "postgres")("send each notification once when they share PostgreSQL", async () => {
    const db = database().db;
    for (let i = 0; i < 12; i++)
      expect(
        (await send({ ...valid, fullName: `Client ${i}`, idempotencyKey: randomUUID() }, { ip: `198.51.100.${i}` }))
          .status,
      ).toBe(201);
    // A second instance: its own connection pool to the same database.
    const handle = database();
    if (handle.kind !== "postgres") throw new Error("needs PostgreSQL");
    const other = await openDatabase({ kind: "postgres", url: handle.client.options.connectionString!, max: 4 });
    try {
      const slowDeps = (): OutboxDeps => {
        const mailer = getMailer();
        const send = async (m: Parameters<OutboxDeps["send"]>[0]) => {
          await new Promise((r) => setTimeout(r, 20));
          await mailer.send(m);
        };
        return { inbox, siteUrl: "http://localhost:3000", send };
      };
      const pass = (on: typeof db) => deliverDue(on, slowDeps(), { batchSize: 4 });
      const reports = await Promise.all([pass(db), pass(other.db), pass(db), pass(other.db)]);
      const sent = reports.reduce((n, r) => n + r.sent, 0);
      // Each pass takes at most 4; together they drain the 12 and no row is sent twice.
      expect(sent).toBe(12);
      await new Promise((r) => setTimeout(r, 100));
      const subjects = smtp.mails.map((m) => m.subject).sort();
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
      expect(reports.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    } finally {
      await other.close();
    }
  });
});
