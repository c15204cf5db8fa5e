// npm run bench:mail: how fast the outbox drains a backlog of enquiry notifications to a loopback SMTP server, and how
// long a sign-in code waits while it drains. Uses an in-memory PGlite, or PostgreSQL with BENCH_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";
import { openDatabase, setDatabase, getDb } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { enquiries, outbox, users } from "../lib/db/schema";
import { requestSignInCode } from "../lib/auth/sign-in";
import { startOutboxWorker, type OutboxDeps } from "../lib/mail/outbox";
import { outboxKinds } from "../lib/mail/outbox-mails";
import { getMailer, resetMailer } from "../lib/mail/transport";

const backlog = Number(process.env.BENCH_BACKLOG ?? 3000);
const received: { to: string; at: number }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      for (const r of session.envelope.rcptTo) received.push({ to: r.address, at: performance.now() });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const address = smtp.server.address();
if (!address || typeof address === "string") throw new Error("no SMTP port");
Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
  SESSION_SECRET: "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
});

const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite" });
await migrate(handle);
setDatabase(handle);
const db = handle.db;
await db.delete(outbox);
await db.delete(enquiries);
await db
  .insert(users)
  .values({ email: "bench.user@nexora.example", name: "Bench User", role: "employee" })
  .onConflictDoNothing();
for (let i = 0; i < backlog; i += 500) {
  const rows = await db
    .insert(enquiries)
    .values(
      Array.from({ length: Math.min(500, backlog - i) }, (_, k) => ({
        fullName: `Client ${i + k}`,
        email: "client@example.in",
        subject: "general-inquiry",
        message: "Please call me about a project of ours.",
        idempotencyKey: randomUUID(),
      })),
    )
    .returning({ id: enquiries.id });
  await db.insert(outbox).values(rows.map((r) => ({ kind: outboxKinds.enquiry, enquiryId: r.id })));
}

const deps = (): OutboxDeps => ({
  send: (m, lane) => getMailer(lane).send(m),
  inbox: "sales@nexora.example",
  siteUrl: "http://localhost:3000",
});
const started = performance.now();
const workers = [startOutboxWorker(getDb, deps, "codes"), startOutboxWorker(getDb, deps, "mail")];
// A second into the drain, someone asks for a sign-in code.
await new Promise((r) => setTimeout(r, 1000));
const asked = performance.now();
await requestSignInCode(db, { email: "bench.user@nexora.example", ip: "203.0.113.1" }, new Date());
workers[0]?.poke();
while (received.filter((r) => r.to === "sales@nexora.example").length < backlog)
  await new Promise((r) => setTimeout(r, 50));
const drained = performance.now();
const code = received.find((r) => r.to === "bench.user@nexora.example");
for (const worker of workers) await worker.stop();
resetMailer();
await handle.close();
smtp.close();

const seconds = (drained - started) / 1000;
console.log(
  JSON.stringify(
    {
      database: url ? "postgresql" : "pglite",
      backlog,
      drainSeconds: Number(seconds.toFixed(2)),
      mailsPerSecond: Math.round(backlog / seconds),
      codeWaitMs: code ? Math.round(code.at - asked) : null,
      codeArrivedBeforeBacklogDrained: code ? code.at < drained : false,
    },
    null,
    2,
  ),
);
process.exit(0);
