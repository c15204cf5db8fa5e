// @ts-check
// The production server (npm start; `node server.mjs` in the standalone folder): Next's request handler behind our
// own HTTP server, which fixes the client address, refuses what Next would answer with a 500 (odd methods, some page
// posts, percent-encoded paths), bounds the time a request may take to arrive, and on SIGTERM or SIGINT stops
// gracefully: no new connections, requests in flight finished (10 s at most), then the app's shutdown hook
// (globalThis.__nexoraShutdown, set by lib/server/boot.ts) stops the workers and closes the database.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { PageCache } from "./page-cache.mjs";
import { deferScripts } from "./paint-first.mjs";
import { actionPages, pathCanonical, refusal, restoreContentLength, trustForwardedHeaders } from "./server-guard.mjs";

const drainMs = 10_000;
const hookMs = 15_000;

// In the repository this file is scripts/server.mjs; in the standalone folder it sits beside package.json.
const here = import.meta.dirname;
const dir = existsSync(path.join(here, "package.json")) ? here : path.dirname(here);
const require = createRequire(path.join(dir, "package.json"));

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

// .env files, as Next would load them, before the settings below are read.
const nextRoot = path.dirname(require.resolve("next/package.json"));
const { loadEnvConfig } = require(require.resolve("@next/env", { paths: [nextRoot] }));
loadEnvConfig(dir, false, { info: () => {}, error: console.error });

const distDir = path.resolve(dir, process.env.NEXT_DIST_DIR ?? ".next");
const manifest = path.join(distDir, "required-server-files.json");
if (!existsSync(manifest)) fail(`There is no production build in ${distDir}: run npm run build first.`);
// The build's resolved configuration, handed to Next as its generated standalone server.js does: next.config.ts is
// not loaded again at run time.
const { config } = JSON.parse(readFileSync(manifest, "utf8"));
const standaloneConfig = { ...config, distDir: `./${path.relative(dir, distDir)}` };
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);
/** @type {Record<string, string>} */ (process.env).NODE_ENV = "production";
// Our handlers below decide what SIGTERM and SIGINT do.
process.env.NEXT_MANUAL_SIG_HANDLE = "1";

// Static pages, canonical links and the HSTS header were made for the build's SITE_URL (normalised as lib/env.ts).
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
const builtFor = config.env?.NEXORA_BUILD_SITE_URL;
if (builtFor !== siteUrl) {
  fail(
    builtFor === undefined
      ? `The build in ${distDir} does not record its SITE_URL; rebuild with SITE_URL=${siteUrl} npm run build.`
      : `This build was made for SITE_URL=${builtFor} but the server was started with SITE_URL=${siteUrl}; ` +
          `rebuild with SITE_URL=${siteUrl} npm run build, or start the server with SITE_URL=${builtFor}.`,
  );
}
const site = { host: new URL(siteUrl).host, actionPages: actionPages(distDir) };

const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
if (!Number.isInteger(trustedHops) || trustedHops < 0 || trustedHops > 10) {
  fail("TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the reverse proxies in front of the app).");
}
// The longest a request may take to arrive, upload included: a body that stalls is answered 408 and closed then.
const requestTimeout = Number(process.env.REQUEST_TIMEOUT_MS || 60_000);
if (!Number.isInteger(requestTimeout) || requestTimeout < 1000 || requestTimeout > 3_600_000) {
  fail("REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000 (one hour).");
}
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail("PORT must be a whole number from 1 to 65535.");
// HOST unset: every interface, as `next start`. Behind a proxy on the same machine, HOST=127.0.0.1.
const host = process.env.HOST || undefined;

// A relative DATA_DIR means relative to where the server was started, not to the folder it changes into below.
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || "data");
// The next build replaces the build folder, and the standalone folder as a whole.
const replaced = dir === here ? dir : distDir;
if (!process.env.DATABASE_URL && process.env.DATA_DIR.startsWith(`${replaced}${path.sep}`)) {
  console.warn(`[server] DATA_DIR ${process.env.DATA_DIR} is inside ${replaced}, which the next build replaces.`);
}
// Migrations and the other files the server reads are found relative to the app folder.
process.chdir(dir);

let stopping = false;
/** @type {typeof import("next").default} */
const next = require("next");
const app = next({ dev: false, dir, hostname: host, port });
// Runs instrumentation.ts: migrations, first users, the workers.
const prepared = app.prepare();
const handle = app.getRequestHandler();
// Next's own compression is off (next.config.ts): the same middleware applied here, under the rewrite of a page's
// scripts (scripts/paint-first.mjs), which must see the HTML before it is compressed.
const compress = require(require.resolve("next/dist/compiled/compression", { paths: [nextRoot] }))();
const { releaseCompressionStream } = require(
  require.resolve("next/dist/server/lib/release-compression-stream", { paths: [nextRoot] }),
);
// Static pages answered from memory after Next's first answer; never for a request with a session cookie (the names
// lib/auth/cookie.ts gives it over HTTP and HTTPS).
const pages = new PageCache(["nexora_session", "__Host-nexora_session"]);

/**
 * @param {http.ServerResponse} response
 * @param {import("./server-guard.mjs").Refusal} refused
 */
function answer(response, { status, message, headers = {} }) {
  const body = `${message}\n`;
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // The body of a refused request is not read: the connection cannot be reused.
    Connection: "close",
    ...headers,
  });
  response.end(body);
}

const timeouts = {
  requestTimeout,
  // Node requires headers to be due no later than the whole request.
  headersTimeout: Math.min(requestTimeout, 60_000),
  // How often Node looks for requests past their time: a small part of it, so a stalled one is cut close to it.
  connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.round(requestTimeout / 10))),
};

const server = http.createServer(timeouts, (request, response) => {
  // Requests that still arrive on open connections while stopping are served, and their connection closed after.
  if (stopping) response.setHeader("Connection", "close");
  trustForwardedHeaders(request, trustedHops);
  const refused = refusal(request, site);
  if (refused) return answer(response, refused);
  const canonical = pathCanonical(request.url);
  if (canonical) return answer(response, canonical);
  const cached = pages.serve(request, response);
  if (cached.served) return;
  // Each of these wraps what the one before it installed: Next writes to the rewrite, which writes to the
  // compression, which writes to the page cache's copy.
  cached.record?.();
  restoreContentLength(response);
  compress(request, response, () => {});
  // A client that leaves before the end would otherwise leave the compression's stream open for good.
  response.once("close", () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
  deferScripts(response);
  handle(request, response).catch((error) => {
    console.error(`[server] ${request.method} ${request.url?.slice(0, 200)} failed: ${error?.message ?? error}`);
    if (!response.headersSent) answer(response, { status: 500, message: "Something went wrong on our side." });
    else response.destroy();
  });
});
// CONNECT never reaches the request handler: answer it here instead of dropping the connection.
server.on("connect", (_request, socket) => {
  const body = "The CONNECT method is not allowed; this is not a proxy.\n";
  const head = [
    "HTTP/1.1 405 Method Not Allowed",
    "Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
});
const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
if (Number.isInteger(keepAlive) && keepAlive > 0) server.keepAliveTimeout = keepAlive;

/**
 * @param {string} signal what asked for the stop, for the log
 * @param {number} [failure] the exit code even when the stop goes well
 */
async function stop(signal, failure = 0) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  console.log(`[server] ${signal}: no new connections; finishing the requests in flight.`);
  // net.Server's close stops listening only; http.Server's would also drop idle keep-alive connections at once,
  // racing clients that have just sent a request on one. Idle ones end by themselves after keepAliveTimeout.
  const drained = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(true)));
  const timeout = new Promise((resolve) => setTimeout(resolve, drainMs, false));
  if (!(await Promise.race([drained, timeout]))) {
    console.warn(`[server] requests still open after ${drainMs / 1000} s are cut off.`);
    server.closeAllConnections();
  }
  const code = await shutDownApp();
  console.log(`[server] stopped in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  process.exit(code || failure);
}

/** Runs the app's shutdown hook (workers, mail, database), bounded in time; the exit code to use. */
async function shutDownApp() {
  await prepared.catch(() => {});
  const shutdown = /** @type {{ __nexoraShutdown?: () => Promise<void> }} */ (globalThis).__nexoraShutdown;
  if (!shutdown) return 0;
  const timeout = new Promise((resolve) => setTimeout(resolve, hookMs, "timeout"));
  const result = await Promise.race([
    shutdown().then(
      () => "done",
      (error) => error,
    ),
    timeout,
  ]);
  if (result === "done") return 0;
  const reason = result === "timeout" ? `still busy after ${hookMs / 1000} s` : (result?.message ?? String(result));
  console.error(`[server] the app did not shut down cleanly: ${reason}`);
  return 1;
}

for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
// Output into a pipe nobody reads any more (a log collector or parent process that died): every write fails, and
// Next's handler of uncaught exceptions would log that failure, fail again, and keep a core busy for good. The server
// stops instead, as a process that SIGPIPE kills would, with exit code 1 so that a supervisor starts it again with a
// new log.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => void stop("output closed", 1));
server.on("error", async (error) => {
  console.error(`[server] cannot listen on port ${port}: ${error.message}`);
  await shutDownApp();
  process.exit(1);
});
await prepared;
if (!stopping) {
  server.listen(port, host, () => {
    const shown = host && host !== "0.0.0.0" && host !== "::" ? (net.isIPv6(host) ? `[${host}]` : host) : "localhost";
    console.log(`[server] ready on http://${shown}:${port} (SITE_URL ${siteUrl}, trusted proxy hops ${trustedHops})`);
  });
}
