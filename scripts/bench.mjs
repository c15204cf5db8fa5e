// @ts-check
// npm run bench: bytes per page (HTML raw and gzipped, first-load JavaScript gzipped), requests/s, server memory after
// the load and Lighthouse (mobile) scores of the built site, each beside the same figure for a bare Next.js page built
// and served in the same run (scripts/bench-bare.mjs), so every figure is also a ratio; the pages through
// deploy/nginx.conf when nginx is installed; then the portal at demo size and at scale (scripts/bench-portal.mjs).
// Results go to bench-results/results.json and tables on stdout. Numbers, not pass/fail: compare runs.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildBare, startBare } from "./bench-bare.mjs";
import { runLighthouse as lighthouseOf } from "./bench-lighthouse.mjs";
import { createDatabase, startServer as startOnPostgres } from "./bench-load-harness.mjs";
import { findNginx, startNginx } from "./nginx-local.mjs";
import { scriptSources } from "./page-bytes.mjs";

const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://localhost:${port}`;
// Visitors reach the app through a TLS proxy (README, Deployment): when nginx is installed, Lighthouse also measures
// the pages through deploy/nginx.conf, with HTTPS and HTTP/2 as in production. BENCH_NGINX=0 skips it.
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? 3443);
const proxyBase = `https://localhost:${proxyPort}`;
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3301);
const bareBase = `http://127.0.0.1:${barePort}`;
const pages = ["/", "/about", "/contact", "/solutions/ai/automation", "/login"];
const lighthousePages = pages;
// The anonymous pages loaded for requests/s, directly and through nginx.
const loadPages = ["/", "/about", "/solutions/ai/automation"];
const out = "bench-results";
// Lighthouse varies from run to run (more so on a shared 2-core machine): each page is measured this many times and
// the median run is reported, as Lighthouse's own variability guide advises.
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** @param {string} origin @param {string[]} [paths] */
const runLighthouse = (origin, paths = lighthousePages) => lighthouseOf(origin, paths, { runs: lighthouseRuns });

/** @returns {Promise<import("node:child_process").ChildProcess>} */
function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nexora-bench-"));
  const server = spawn(process.execPath, ["--max-semi-space-size=2", "--max-old-space-size=256", "scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: base, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 300_000;
    const poll = async () => {
      try {
        const r = await fetch(`${base}/robots.txt`);
        if (r.ok) return resolve(server);
      } catch {}
      // A build made for another SITE_URL is refused with a sentence on stderr, above.
      if (Date.now() > deadline || server.exitCode !== null) return reject(new Error("server did not start"));
      setTimeout(poll, 500);
    };
    poll();
  });
}

/**
 * The page as a browser gets it: HTML raw and gzipped, and its first-load scripts gzipped.
 * @param {string} origin
 * @param {string} pathname
 */
async function pageBytes(origin, pathname) {
  const html = await (await fetch(origin + pathname)).text();
  // Polyfills marked noModule are never fetched by the browsers Lighthouse (and people) use: not counted.
  const srcs = scriptSources(html);
  let gz = 0;
  for (const src of srcs)
    gz += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()), { level: 9 }).length;
  return {
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipSync(html, { level: 9 }).length),
    scripts: srcs.length,
    jsGzipKb: kb(gz),
  };
}

const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

/**
 * Requests/s of one address: `concurrency` keep-alive connections in a loop for `seconds`, gzip accepted, every body
 * read to the end. The same client for the bare page, the app and nginx (HTTPS, certificate not checked). With the
 * server's pid, also the server's CPU time per request (µs, its child processes included): on two cores the client
 * takes one of them, so requests/s measures the client as much as the server, and CPU time per request does not.
 * @param {string} url
 * @param {number} [serverPid]
 */
async function throughput(url, serverPid, seconds = 5, concurrency = 16) {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: concurrency, rejectUnauthorized: false })
    : new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise((resolve) => {
      const req = (secure ? https : http).get(target, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode === 200));
        res.on("error", () => resolve(false));
      });
      req.on("error", () => resolve(false));
    });
  await get();
  let done = 0;
  let failed = 0;
  const cpuBefore = cpuMs(serverPid);
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      if (await get()) done++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpuAfter = cpuMs(serverPid);
  agent.destroy();
  const cpuUsPerRequest =
    cpuBefore !== null && cpuAfter !== null && done ? Math.round(((cpuAfter - cpuBefore) * 1000) / done) : null;
  return { requestsPerSecond: Math.round(done / seconds), failed, cpuUsPerRequest };
}

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process and its descendants (a build on first start runs as the app's child; nginx's workers are its master's),
 * Linux only.
 * @param {number | string} pid
 * @returns {string[]}
 */
function processTree(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return [String(pid), ...children.flatMap(processTree)];
}

/**
 * CPU time (user and system, ms) a process and its descendants have used so far.
 * @param {number | undefined} pid
 */
function cpuMs(pid) {
  if (pid === undefined) return null;
  try {
    const ticks = processTree(pid).reduce((sum, p) => {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      // Fields after the command's closing parenthesis start at the third: utime and stime are the 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
    return (ticks * 1000) / clockTicks;
  } catch {
    return null;
  }
}

/**
 * Resident memory (MB) of a process and its descendants.
 * @param {number | undefined} pid
 */
function rssMb(pid) {
  if (pid === undefined) return null;
  try {
    const kb = processTree(pid).reduce(
      (sum, p) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0),
      0,
    );
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** @param {number} a @param {number} b */
const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);

console.log("Building the bare Next.js page (once per Next.js version)...");
buildBare();
const bare = await startBare(barePort);
const server = await startServer();
/** @type {Awaited<ReturnType<typeof startNginx>> | null} */
let proxy = null;
const nginx = process.env.BENCH_NGINX === "0" ? null : findNginx(process.env.BENCH_NGINX);
/** @type {Record<string, any>} */
const results = { date: new Date().toISOString(), node: process.version };
try {
  /** @type {Record<string, Record<string, number | null>>} */
  const bytes = { "bare page": await pageBytes(bareBase, "/") };
  for (const p of pages) bytes[p] = await pageBytes(base, p);
  const bareJs = bytes["bare page"]?.jsGzipKb ?? 0;
  for (const row of Object.values(bytes)) row.jsOverBareKb = Math.round(((row.jsGzipKb ?? 0) - bareJs) * 10) / 10;
  results.bytes = bytes;

  const idleRss = rssMb(server.pid);
  /** @type {Record<string, Record<string, number | null>>} */
  const rps = {};
  const bareLoad = await throughput(`${bareBase}/`, bare.pid);
  const bareRps = bareLoad.requestsPerSecond;
  rps["bare page"] = { app: bareRps, appOverBare: 1, appCpuUs: bareLoad.cpuUsPerRequest };
  for (const p of loadPages) {
    const { requestsPerSecond: app, cpuUsPerRequest: appCpuUs } = await throughput(base + p, server.pid);
    rps[p] = { app, appOverBare: ratio(app, bareRps), appCpuUs };
  }
  const loadedRss = rssMb(server.pid);
  const bareRss = rssMb(bare.pid);
  if (nginx) {
    proxy = await startNginx(nginx, { appPort: port, listenPort: proxyPort });
    for (const p of loadPages) {
      const row = /** @type {Record<string, number | null>} */ (rps[p]);
      const { requestsPerSecond, cpuUsPerRequest } = await throughput(proxyBase + p, proxy.process.pid);
      row.nginx = requestsPerSecond;
      row.nginxOverApp = ratio(row.nginx, row.app ?? 0);
      row.nginxOverBare = ratio(row.nginx, bareRps);
      row.nginxCpuUs = cpuUsPerRequest;
      // Requests one CPU-second serves, nginx over the app: what the load client's share of the cores leaves out.
      row.nginxOverAppPerCpu = row.appCpuUs == null ? null : ratio(row.appCpuUs, cpuUsPerRequest ?? 0);
    }
  }
  results.throughput = rps;
  results.memoryMb = { bare: { afterLoad: bareRss }, embedded: { idle: idleRss, afterLoad: loadedRss } };

  if (!process.env.SKIP_LIGHTHOUSE) {
    results.lighthouse = {
      bare: await runLighthouse(bareBase, ["/"]),
      direct: await runLighthouse(base),
      ...(proxy ? { nginx: await runLighthouse(proxyBase) } : {}),
    };
  }
} finally {
  await proxy?.stop();
  server.kill("SIGTERM");
  bare.kill("SIGTERM");
}

// The same load on the app with PostgreSQL instead of the embedded database, for its memory.
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createDatabase(serverUrl);
  const pgPort = port + 2;
  const onPostgres = await startOnPostgres({ port: pgPort, databaseUrl: database.url });
  try {
    const idle = rssMb(onPostgres.child.pid);
    for (const p of loadPages) await throughput(`http://127.0.0.1:${pgPort}${p}`);
    results.memoryMb.postgres = { idle, afterLoad: rssMb(onPostgres.child.pid) };
  } finally {
    await onPostgres.stop();
    await database.drop();
  }
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "results.json"), JSON.stringify(results, null, 2));
console.log("\nBytes per page (kB; HTML as served, JavaScript the page loads first, both gzip at level 9):");
console.table(results.bytes);
console.log(
  `Requests/s (16 keep-alive clients, 5 s a page, gzip accepted)${nginx ? "; nginx: deploy/nginx.conf over HTTPS" : ""}; ` +
    "server CPU µs per request (…CpuUs) and their ratio (nginxOverAppPerCpu):",
);
console.table(results.throughput);
if (!nginx) console.log("nginx not found: install it (apt-get install nginx-light) to measure deploy/nginx.conf.");
console.log("Server memory (RSS, MB) after the load above:");
console.table(results.memoryMb);
/** @type {Record<string, string>} */
const label = {
  bare: `the bare page (${bareBase}, next start)`,
  direct: `directly from npm start (${base}, HTTP/1.1)`,
  nginx: `through deploy/nginx.conf (${proxyBase}, TLS and HTTP/2)`,
};
for (const [mode, table] of Object.entries(results.lighthouse ?? {})) {
  console.log(
    `Lighthouse, mobile, ${label[mode]}: median of ${lighthouseRuns} runs per page; perfRange = lowest–highest performance:`,
  );
  console.table(table);
}
console.log(`Written to ${out}/results.json`);

// The portal at demo size and at scale (scripts/bench-portal.mjs) needs a PostgreSQL server; BENCH_PORTAL=0 skips it.
if (process.env.BENCH_PORTAL !== "0" && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL)) {
  console.log("\nPortal at demo size and at scale (npm run bench:portal):");
  const portal = spawnSync(process.execPath, ["scripts/bench-portal.mjs"], { stdio: "inherit" });
  if (portal.status !== 0) process.exitCode = portal.status ?? 1;
} else console.log("\nPortal figures skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure them.");
