// @ts-check
// npm run bench:portal: the portal's pages and JSON at demo size and at scale. One production server on a fresh
// PostgreSQL database with the demo workspace (no SMTP: codes are read from the console outbox in its log); staff and
// the demo client sign in; each page is loaded by 8 connections for a few seconds (requests/s, p50, p95). Then
// 200 client organisations, 100,000 requests and 1,000,000 messages (with their activity) are written straight into
// the database and the same pages are measured again. A benchmark, not a test: figures go to docs/performance.md.
// Needs a build (npm run build; NEXT_DIST_DIR picks the folder) and BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import pg from "pg";
import { otpRules } from "../lib/auth/code-rules.ts";
import { financialYear, istDate } from "../lib/workspace/gst.ts";
import { createDatabase, peakRssMb, sleep, startServer } from "./bench-load-harness.mjs";
import { bareDir } from "./bench-bare.mjs";
import { runLighthouse } from "./bench-lighthouse.mjs";
import { seedScale } from "./bench-portal-seed.mjs";
import { firstLoadJsGzip, pageBytes } from "./page-bytes.mjs";

const port = Number(process.env.BENCH_PORTAL_PORT ?? 3480);
const base = `http://127.0.0.1:${port}`;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const seconds = Number(process.env.BENCH_PORTAL_SECONDS ?? 6);
const connections = 8;
const out = "bench-results";

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;

/**
 * Signs `email` in: asks for a code, reads it from the console outbox in the server's log, verifies it.
 * @param {() => string} log
 * @param {string} email
 * @param {number} n a client address of its own per person
 */
async function signIn(log, email, n) {
  const headers = { "content-type": "application/json", "x-forwarded-for": `198.51.100.${n}` };
  const before = log().length;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email }) });
  if (login.status !== 200) throw new Error(`login for ${email} answered ${login.status}`);
  const pattern = new RegExp(`To: ${email}[\\s\\S]*?^\\s*(\\d{${otpRules.codeLength}})\\s*$`, "m");
  let otp;
  for (let i = 0; i < 100 && !otp; i++) {
    otp = pattern.exec(log().slice(before))?.[1];
    if (!otp) await sleep(100);
  }
  if (!otp) throw new Error(`no sign-in code for ${email} in the server's log`);
  const verify = await fetch(`${base}/api/auth/verify-otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, otp, rememberDevice: false }),
  });
  if (verify.status !== 200) throw new Error(`verify for ${email} answered ${verify.status}`);
  return verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * `connections` loops loading `path` for `seconds`: requests/s, p50 and p95 in ms, and the statuses seen.
 * @param {string} path
 * @param {string} cookie
 * @param {number} [parallel]
 */
async function load(path, cookie, parallel = connections) {
  const headers = { cookie, "accept-encoding": "gzip" };
  const body = await fetch(base + path, { headers }).then((r) => r.arrayBuffer()); // warm-up
  /** @type {number[]} */
  const ms = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const response = await fetch(base + path, { headers, redirect: "manual" });
        await response.arrayBuffer();
        ms.push(performance.now() - t);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  ms.sort((a, b) => a - b);
  return {
    rps: Math.round(ms.length / elapsed),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    statuses,
    kb: Math.round(body.byteLength / 100) / 10,
  };
}

/**
 * Every measured address with the cookie it is loaded with.
 * @param {{ staff: string, client: string }} cookies
 * @param {string} requestId a demo request both can open
 * @returns {[name: string, path: string, cookie: string][]}
 */
function targets(cookies, requestId) {
  return [
    ["staff queue", "/employee/requests", cookies.staff],
    ["staff queue, unassigned, by priority", "/employee/requests?assignee=none&sort=priority", cookies.staff],
    ["staff queue, by service target", "/employee/requests?sort=sla", cookies.staff],
    ["a request (staff)", `/employee/requests/${requestId}`, cookies.staff],
    ["staff overview", "/employee", cookies.staff],
    ["client home", "/client", cookies.client],
    ["client requests", "/client/requests", cookies.client],
    ["JSON: staff requests list", "/api/portal/requests", cookies.staff],
    ["JSON: search (staff)", "/api/portal/search?q=forecast", cookies.staff],
    ["JSON: search (client)", "/api/portal/search?q=dashboard", cookies.client],
    ["JSON: notifications (staff)", "/api/portal/notifications", cookies.staff],
  ];
}

/** @param {ReturnType<typeof targets>} list */
async function measureAll(list) {
  /** @type {Record<string, Awaited<ReturnType<typeof load>> & { single: Awaited<ReturnType<typeof load>> }>} */
  const results = {};
  for (const [name, path, cookie] of list) {
    const single = await load(path, cookie, 1);
    results[name] = { ...(await load(path, cookie)), single };
    const r = results[name];
    console.log(
      `  ${name.padEnd(40)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  (1 conn p50 ${single.p50} ms) ${r.kb} kB ${JSON.stringify(r.statuses)}`,
    );
  }
  return results;
}

/**
 * First-load JavaScript (gzipped) of portal pages as each signed-in person gets them, beside the bare Next.js page's
 * when `npm run bench` built it (the bound: no portal page more than 15 kB over it).
 * @param {[name: string, path: string, cookie: string][]} list
 */
async function portalJavaScript(list) {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const bareJs = pageBytes(path.join(bareDir, ".next"), "/")?.jsGzip;
  /** @type {Record<string, { jsGzipKb: number, overBareKb: number | null }>} */
  const table = {};
  for (const [name, pathname, cookie] of list) {
    const html = await (await fetch(base + pathname, { headers: { cookie } })).text();
    const js = firstLoadJsGzip(distDir, html);
    table[name] = {
      jsGzipKb: Math.round(js / 102.4) / 10,
      overBareKb: bareJs ? Math.round((js - bareJs) / 102.4) / 10 : null,
    };
  }
  console.log(
    `First-load JavaScript of portal pages (kB gzip; bare page ${bareJs ? Math.round(bareJs / 102.4) / 10 : "not built"}):`,
  );
  console.table(table);
  return table;
}

/** @param {string} text a one-page PDF showing `text` */
function onePagePdf(text) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4" });
    /** @type {Buffer[]} */
    const chunks = [];
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.fontSize(18).text(text);
    doc.end();
  });
}

/**
 * One of the demo vendor's invoices, written straight into the database when the demo has none (with a one-page PDF
 * as its file): the vendor's invoice page needs one to be measured.
 * @param {pg.Client} db
 * @param {string} vendorEmail
 * @returns {Promise<string | undefined>}
 */
async function vendorInvoice(db, vendorEmail) {
  const vendor = (await db.query("select id, organisation_id from users where email = $1", [vendorEmail])).rows[0];
  if (!vendor?.organisation_id) return undefined;
  const existing = await db.query("select id from invoices where organisation_id = $1 limit 1", [
    vendor.organisation_id,
  ]);
  if (existing.rows[0]) return existing.rows[0].id;
  const order = (
    await db.query("select id from purchase_orders where organisation_id = $1 limit 1", [vendor.organisation_id])
  ).rows[0];
  const pdf = await onePagePdf("Tax invoice INV-BENCH-1");
  const file = await db.query(
    `insert into files (organisation_id, uploaded_by_id, name, content_type, size, sha256, data)
     values ($1, $2, 'INV-BENCH-1.pdf', 'application/pdf', $3, repeat('0', 64), $4) returning id`,
    [vendor.organisation_id, vendor.id, pdf.length, pdf],
  );
  const today = istDate(new Date());
  const invoice = await db.query(
    `insert into invoices (organisation_id, purchase_order_id, number, amount_paise, due_date, file_id, submitted_by_id,
       invoice_date, financial_year)
     values ($1, $2, 'INV-BENCH-1', 11800000, $5::date + 30, $3, $4, $5, $6) returning id`,
    [vendor.organisation_id, order?.id ?? null, file.rows[0].id, vendor.id, today, financialYear(today)],
  );
  await db.query("update files set invoice_id = $1 where id = $2", [invoice.rows[0].id, file.rows[0].id]);
  return invoice.rows[0].id;
}

/**
 * Lighthouse (median of BENCH_RUNS, default 3) of portal pages for the signed-in person each belongs to, on a phone
 * and on a desktop. BENCH_PORTAL_LIGHTHOUSE=0 skips it.
 * @param {[name: string, path: string, cookie: string][]} list
 */
async function portalLighthouse(list) {
  if (process.env.BENCH_PORTAL_LIGHTHOUSE === "0") return null;
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  /** @type {Record<string, Record<string, Record<string, number | string | boolean> | undefined>>} */
  const results = {};
  for (const formFactor of /** @type {const} */ (["mobile", "desktop"])) {
    /** @type {Record<string, Record<string, number | string | boolean> | undefined>} */
    const table = {};
    for (const [name, pathname, cookie] of list) {
      table[name] = (await runLighthouse(base, [pathname], { runs, formFactor, cookie }))[pathname];
    }
    results[formFactor] = table;
    console.log(`Lighthouse of portal pages, ${formFactor}, signed in (median of ${runs}):`);
    console.table(table);
  }
  return results;
}

async function main() {
  if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.");
  mkdirSync(out, { recursive: true });
  const database = await createDatabase(serverUrl);
  const db = new pg.Client({ connectionString: database.url });
  let server;
  try {
    server = await startServer({ port, databaseUrl: database.url });
    await db.connect();
    const demoUser = async (/** @type {string} */ role) =>
      (await db.query("select email from users where role = $1 order by created_at limit 1", [role])).rows[0]?.email;
    const cookies = {
      staff: await signIn(server.log, await demoUser("employee"), 10),
      client: await signIn(server.log, await demoUser("client"), 11),
    };
    const demoRequest = (await db.query("select id from requests order by created_at desc limit 1")).rows[0]?.id;
    const vendorEmail = await demoUser("vendor");
    const vendorCookie = vendorEmail ? await signIn(server.log, vendorEmail, 12) : null;
    const invoice = vendorEmail ? await vendorInvoice(db, vendorEmail) : undefined;
    const javascript = await portalJavaScript([
      ["staff queue", "/employee/requests", cookies.staff],
      ["a request (staff)", `/employee/requests/${demoRequest}`, cookies.staff],
      ["staff overview", "/employee", cookies.staff],
      ["client home", "/client", cookies.client],
      ...(vendorCookie && invoice
        ? /** @type {[string, string, string][]} */ ([
            ["vendor invoices", "/vendor/invoices", vendorCookie],
            ["a vendor invoice", `/vendor/invoices/${invoice}`, vendorCookie],
          ])
        : []),
      ["sign-in page", "/login", ""],
    ]);
    const lighthouseResults = await portalLighthouse([
      ["staff queue", "/employee/requests", cookies.staff],
      ["a request (staff)", `/employee/requests/${demoRequest}`, cookies.staff],
      ...(vendorCookie && invoice
        ? /** @type {[string, string, string][]} */ ([
            ["a vendor invoice", `/vendor/invoices/${invoice}`, vendorCookie],
          ])
        : []),
    ]);
    console.log(`Demo data (${connections} connections, ${seconds} s a page):`);
    const demo = await measureAll(targets(cookies, demoRequest));
    // BENCH_PORTAL_SCALE=0 stops after the demo half (minutes shorter: no seeding).
    let seeded = null;
    let scale = null;
    if (process.env.BENCH_PORTAL_SCALE !== "0") {
      const t = performance.now();
      seeded = await seedScale(db);
      const seedSeconds = Math.round((performance.now() - t) / 1000);
      console.log(`Seeded ${JSON.stringify(seeded)} in ${seedSeconds} s. At scale:`);
      scale = await measureAll(targets(cookies, demoRequest));
    }
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      connections,
      seconds,
      seeded,
      javascript,
      lighthouse: lighthouseResults,
      demo,
      scale,
      serverPeakRssMb: peakRssMb(server.child.pid),
    };
    writeFileSync(`${out}/portal.json`, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Server peak RSS ${result.serverPeakRssMb} MB. Details: ${out}/portal.json`);
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await database.drop();
  }
}

await main();
