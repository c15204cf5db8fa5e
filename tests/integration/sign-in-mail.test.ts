// Sign-in codes go out through the outbox: an SMTP outage delays a code instead of losing it, a code that expired
// before it could be sent is never sent, and codes never wait behind a backlog of other mail.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { addUser } from "@/lib/auth/users";
import { enquiries, outbox } from "@/lib/db/schema";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { deliverDue, outboxRules, startOutboxWorker, type Lane, type OutboxDeps } from "@/lib/mail/outbox";
import { outboxKinds } from "@/lib/mail/outbox-mails";
import { getMailer, resetMailer } from "@/lib/mail/transport";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";
import { post } from "../support/http";
import { codeFrom, startSmtp, type TestSmtp } from "../support/smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  useTestEnv({ SMTP_URL: smtp.url, DATABASE_URL: undefined, ADMIN_EMAIL: undefined });
});
afterAll(async () => {
  resetMailer();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
  smtp.clear();
  useTestEnv({ SMTP_URL: smtp.url });
});

const deps = (): OutboxDeps => ({
  send: (m, lane) => getMailer(lane).send(m),
  inbox: env().CONTACT_INBOX,
  siteUrl: env().SITE_URL,
});
const sendCode = (email: string) => login(post("/api/auth/login", { email }));
const enquiry = (i: number) => ({
  fullName: `Client ${i}`,
  email: "asha@example.in",
  subject: "general-inquiry",
  message: "Please call me about a project.",
  agree: true,
  idempotencyKey: randomUUID(),
});

/** A loopback port where nothing listens: SMTP is down. */
async function deadSmtpUrl(): Promise<{ url: string; port: number }> {
  const probe = await startSmtp();
  const port = Number(new URL(probe.url).port);
  await probe.close();
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, port };
}

describeEachDatabase("sign-in mail", (database) => {
  it("while SMTP is down a code waits in the outbox, then goes out by itself and works", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "employee" });
    const dead = await deadSmtpUrl();
    useTestEnv({ SMTP_URL: dead.url });
    const workers = (["codes", "mail"] as Lane[]).map((lane) => startOutboxWorker(getDb, deps, lane, 200));
    try {
      expect((await sendCode("priya@nexora.example")).status).toBe(200);
      expect((await contact(post("/api/contact", enquiry(1)))).status).toBe(201);
      await vi.waitFor(
        async () => {
          const rows = await db.select().from(outbox);
          expect(rows.every((r) => r.status === "pending" && r.attempts >= 1 && r.lastError)).toBe(true);
        },
        { timeout: 15_000 },
      );
      // SMTP comes back on the same address.
      const back = await startSmtp({ port: dead.port });
      try {
        const mail = await back.waitForMail("priya@nexora.example", 10_000);
        await back.waitForMail(env().CONTACT_INBOX, 15_000);
        const code = codeFrom(mail);
        expect((await verify(post("/api/auth/verify-otp", { email: "priya@nexora.example", otp: code }))).status).toBe(
          200,
        );
        const [row] = await db.select().from(outbox).where(eq(outbox.kind, outboxKinds.signInCode));
        expect(row).toMatchObject({ status: "sent", payload: null });
      } finally {
        for (const worker of workers) await worker.stop();
        resetMailer();
        await back.close();
      }
    } finally {
      for (const worker of workers) await worker.stop();
    }
  });

  it("a code that expired before SMTP came back is discarded, never sent", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "employee" });
    useTestEnv({ SMTP_URL: (await deadSmtpUrl()).url });
    expect((await sendCode("priya@nexora.example")).status).toBe(200);
    const start = new Date();
    expect(await deliverDue(db, deps(), { lane: "codes", now: start })).toMatchObject({ failed: 1 });
    useTestEnv({ SMTP_URL: smtp.url });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start.getTime() + 301_000));
    expect(await deliverDue(db, deps(), { lane: "codes" })).toMatchObject({ sent: 0, discarded: 1 });
    expect(smtp.mails).toEqual([]);
    expect(await db.select({ status: outbox.status, payload: outbox.payload }).from(outbox)).toEqual([
      { status: "discarded", payload: null },
    ]);
  });

  it("a code goes out while a backlog of notifications is still draining", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "employee" });
    const backlog = 600;
    const rows = await db
      .insert(enquiries)
      .values(Array.from({ length: backlog }, (_, i) => ({ ...enquiry(i), idempotencyKey: randomUUID() })))
      .returning({ id: enquiries.id });
    await db.insert(outbox).values(rows.map((r) => ({ kind: outboxKinds.enquiry, enquiryId: r.id })));
    const workers = (["codes", "mail"] as Lane[]).map((lane) => startOutboxWorker(getDb, deps, lane, 3_600_000));
    try {
      await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThan(0), { timeout: 15_000 });
      expect((await sendCode("priya@nexora.example")).status).toBe(200);
      workers[0]?.poke();
      await smtp.waitForMail("priya@nexora.example", 10_000);
      const pending = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, "pending"));
      expect(pending.length).toBeGreaterThan(0);
    } finally {
      for (const worker of workers) await worker.stop();
    }
  });

  it("a backlog drains batch after batch without waiting for the next tick", async () => {
    const db = database().db;
    const count = outboxRules.batchSize * 2 + 7;
    for (let i = 0; i < count; i += 1)
      expect((await contact(post("/api/contact", enquiry(i), { ip: `10.9.${i >> 8}.${i & 255}` }))).status).toBe(201);
    // One pass at start, then no tick for an hour: only chaining full batches can send them all.
    const worker = startOutboxWorker(getDb, deps, "mail", 3_600_000);
    try {
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(count), { timeout: 20_000 });
      await worker.idle();
      expect(await db.select().from(outbox).where(eq(outbox.status, "pending"))).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
