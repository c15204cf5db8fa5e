// @ts-check
// npm run bench:load: one production server on a fresh PostgreSQL database behind one trusted proxy hop, with a
// loopback SMTP server; 200 concurrent sign-in flows (login, the code read from the mail, verify), then 1,000
// concurrent enquiries, each from its own client address. Reports statuses, whether every accepted enquiry is stored
// once and notified once, and p50/p99 latencies. A benchmark, not a test: figures go to docs/performance.md.
// Needs a build (npm run build; NEXT_DIST_DIR picks the folder) and a PostgreSQL server where a scratch database
// may be created and dropped: BENCH_DATABASE_URL, or TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import pg from "pg";
import { otpRules } from "../lib/auth/code-rules.ts";
import { createDatabase, peakRssMb, sleep, startServer, startSmtp } from "./bench-load-harness.mjs";

const port = Number(process.env.BENCH_LOAD_PORT ?? 3470);
const base = `http://127.0.0.1:${port}`;
const signIns = Number(process.env.BENCH_SIGN_INS ?? 200);
const enquiryCount = Number(process.env.BENCH_ENQUIRIES ?? 1000);
const mailWaitMs = Number(process.env.BENCH_MAIL_TIMEOUT_S ?? 300) * 1000;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const inbox = "sales@nexora.example";
const out = "bench-results";

/** @typedef {{ login: number[], codeMail: number[], verify: number[], flow: number[] }} Timings */
/** @typedef {Awaited<ReturnType<typeof startSmtp>>} Smtp */

/**
 * Nearest-rank percentile of a list of milliseconds, to 0.1 ms.
 * @param {number[]} values
 * @param {number} p
 */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;
}
const summary = (/** @type {number[]} */ ms) => ({
  n: ms.length,
  p50: percentile(ms, 50),
  p99: percentile(ms, 99),
  max: percentile(ms, 100),
});
const seconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;

// Answers by status per phase; "network" counts requests that got no answer (refused, reset).
/** @type {Record<string, number>} */
let statuses = {};
const count5xx = (/** @type {Record<string, number>} */ s) =>
  Object.entries(s).reduce((n, [status, c]) => n + (Number(status) >= 500 ? c : 0), 0);

/**
 * A POST from client address `ip` (the X-Forwarded-For entry the trusted proxy hop would have added).
 * @param {string} path
 * @param {object} body
 * @param {string} ip
 * @returns {Promise<{ status: number, json: Record<string, any>, ms: number }>}
 */
async function postJson(path, body, ip) {
  const started = performance.now();
  const headers = { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": "bench-load" };
  try {
    const response = await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const json = await response.json().catch(() => ({}));
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    return { status: response.status, json, ms: performance.now() - started };
  } catch (error) {
    statuses.network = (statuses.network ?? 0) + 1;
    return {
      status: 0,
      json: { error: String(/** @type {Error} */ (error).cause ?? error) },
      ms: performance.now() - started,
    };
  }
}

const address = (/** @type {number} */ block, /** @type {number} */ i) =>
  `10.${block}.${Math.floor(i / 256)}.${i % 256}`;
const userEmail = (/** @type {number} */ i) => `bench.user${i}@nexora.example`;

/**
 * @param {Smtp} smtp
 * @param {number} i
 * @param {Timings} timings
 */
async function signInFlow(smtp, i, timings) {
  const email = userEmail(i);
  const started = performance.now();
  const mail = smtp.nextMailTo(email, mailWaitMs);
  const login = await postJson("/api/auth/login", { email }, address(1, i));
  timings.login.push(login.ms);
  if (login.status !== 200) return { ok: false, step: "login", status: login.status };
  const received = await mail;
  if (!received) return { ok: false, step: "code mail" };
  timings.codeMail.push(performance.now() - started);
  const otp = new RegExp(`\\b(\\d{${otpRules.codeLength}})\\b`).exec(received.text)?.[1];
  const verify = await postJson("/api/auth/verify-otp", { email, otp, rememberDevice: false }, address(1, i));
  timings.verify.push(verify.ms);
  timings.flow.push(performance.now() - started);
  return { ok: verify.status === 200, step: "verify", status: verify.status };
}

/** @param {Smtp} smtp */
async function signInPhase(smtp) {
  /** @type {Timings} */
  const timings = { login: [], codeMail: [], verify: [], flow: [] };
  statuses = {};
  const started = performance.now();
  const flows = await Promise.all(
    Array.from({ length: signIns }, (_, i) =>
      signInFlow(smtp, i, timings).catch((e) => ({ ok: false, error: String(e) })),
    ),
  );
  return {
    flows: signIns,
    succeeded: flows.filter((f) => f.ok).length,
    failures: flows.filter((f) => !f.ok).slice(0, 5),
    statuses,
    fiveXx: count5xx(statuses),
    seconds: seconds(performance.now() - started),
    loginMs: summary(timings.login),
    codeMailMs: summary(timings.codeMail),
    verifyMs: summary(timings.verify),
    flowMs: summary(timings.flow),
  };
}

const enquiry = (/** @type {number} */ i) => ({
  fullName: `Bench Visitor ${i}`,
  email: `visitor${i}@example.com`,
  company: "Load Test Ltd",
  subject: "general-inquiry",
  message: `Load benchmark enquiry number ${i}: please ignore.`,
  agree: true,
  idempotencyKey: randomUUID(),
});

/**
 * The burst, then every notification (or the timeout), then a check against the table and the mails.
 * @param {Smtp} smtp
 * @param {pg.Client} db
 */
async function enquiryPhase(smtp, db) {
  statuses = {};
  const bodies = Array.from({ length: enquiryCount }, (_, i) => enquiry(i));
  const started = Date.now();
  const answers = await Promise.all(bodies.map((body, i) => postJson("/api/contact", body, address(2, i))));
  const answeredMs = Date.now() - started;
  const accepted = answers.filter((a) => a.status === 201).map((a) => a.json.id);
  const notifications = () => smtp.mails.filter((m) => m.to.includes(inbox));
  const deadline = Date.now() + mailWaitMs;
  while (notifications().length < accepted.length && Date.now() < deadline) await sleep(250);
  const lastMailAt = notifications().at(-1)?.at ?? Date.now();
  // A duplicate would arrive within a few worker passes.
  await sleep(5_000);

  const perId = new Map();
  for (const mail of notifications()) {
    const id = /id=([0-9a-f-]{36})/.exec(mail.text)?.[1];
    perId.set(id, (perId.get(id) ?? 0) + 1);
  }
  const { rows } = await db.query("select id::text, idempotency_key from enquiries");
  const storedIds = new Set(rows.map((r) => r.id));
  const keys = new Set(rows.map((r) => r.idempotency_key));
  return {
    sent: enquiryCount,
    statuses,
    fiveXx: count5xx(statuses),
    accepted: accepted.length,
    seconds: seconds(answeredMs),
    latencyMs: summary(answers.map((a) => a.ms)),
    storedRows: rows.length,
    storedOnce:
      rows.length === accepted.length && keys.size === rows.length && accepted.every((id) => storedIds.has(id)),
    notifications: notifications().length,
    notifiedOnce: notifications().length === accepted.length && accepted.every((id) => perId.get(id) === 1),
    lastNotificationSeconds: seconds(lastMailAt - started),
  };
}

/**
 * @param {{
 *   date: string,
 *   machine: { cpus: number, node: string },
 *   signIn: Awaited<ReturnType<typeof signInPhase>>,
 *   enquiries: Awaited<ReturnType<typeof enquiryPhase>>,
 *   serverPeakRssMb: number | null,
 *   serverErrors: number,
 * }} r
 */
function report(r) {
  const cell = (/** @type {string | number | null} */ v) => String(v).padStart(8);
  const row = (/** @type {string} */ label, /** @type {ReturnType<typeof summary>} */ s) =>
    `${label.padEnd(30)} ${cell(s.p50)} ${cell(s.p99)} ${cell(s.max)}   n=${s.n}`;
  const { signIn: s, enquiries: e } = r;
  console.log(`\nLoad benchmark, ${r.date}, ${r.machine.cpus} CPUs, Node ${r.machine.node}`);
  console.log(`${"".padEnd(30)} ${cell("p50 ms")} ${cell("p99 ms")} ${cell("max ms")}`);
  console.log(row("POST /api/auth/login", s.loginMs));
  console.log(row("login → code mail received", s.codeMailMs));
  console.log(row("POST /api/auth/verify-otp", s.verifyMs));
  console.log(row("whole sign-in flow", s.flowMs));
  console.log(row("POST /api/contact", e.latencyMs));
  console.log(
    `\nSign-in: ${s.succeeded}/${s.flows} signed in within ${s.seconds} s; statuses ${JSON.stringify(s.statuses)}`,
  );
  if (s.failures.length) console.log(`  first failures: ${JSON.stringify(s.failures)}`);
  console.log(
    `Enquiries: ${e.accepted}/${e.sent} accepted within ${e.seconds} s; statuses ${JSON.stringify(e.statuses)}`,
  );
  console.log(`  stored once: ${e.storedOnce} (${e.storedRows} rows)`);
  console.log(`  notified once: ${e.notifiedOnce} (${e.notifications} mails)`);
  console.log(`  last notification ${e.lastNotificationSeconds} s after the burst began`);
  console.log(
    `Server: peak RSS ${r.serverPeakRssMb} MB; error lines in its log: ${r.serverErrors}. Details: ${out}/load.json`,
  );
}

async function main() {
  if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.");
  mkdirSync(out, { recursive: true });
  const date = new Date().toISOString();
  const database = await createDatabase(serverUrl);
  const smtp = await startSmtp();
  let server;
  try {
    server = await startServer({ port, databaseUrl: database.url, smtpPort: smtp.port, inbox });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const emails = Array.from({ length: signIns }, (_, i) => userEmail(i));
    await db.query("insert into users (email, name, role) select e, 'Bench User', 'client' from unnest($1::text[]) e", [
      emails,
    ]);
    const signIn = await signInPhase(smtp);
    const enquiries = await enquiryPhase(smtp, db);
    await db.end();
    const log = server.log();
    const result = {
      date,
      machine: { cpus: cpus().length, node: process.version },
      signIn,
      enquiries,
      serverPeakRssMb: peakRssMb(server.child.pid),
      serverErrors: log.split("\n").filter((line) => /⨯|\b(TypeError|ReferenceError)\b/.test(line)).length,
    };
    writeFileSync(`${out}/load.json`, `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(`${out}/load-server.log`, log);
    report(result);
    const unanswered = (signIn.statuses.network ?? 0) + (enquiries.statuses.network ?? 0);
    const clean = signIn.fiveXx + enquiries.fiveXx + unanswered === 0 && signIn.succeeded === signIns;
    if (!clean || !enquiries.storedOnce || !enquiries.notifiedOnce) process.exitCode = 1;
  } finally {
    await server?.stop();
    await smtp.close();
    await database.drop();
  }
}

await main();
