// @ts-check
// What scripts/bench-load.mjs runs against: a scratch PostgreSQL database, a loopback SMTP server that keeps every
// mail, and the production server (scripts/start.mjs) on both.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";

/** @typedef {{ to: string[], text: string, at: number }} Mail */

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A new database on the PostgreSQL server at `serverUrl`; `drop` removes it and its connections.
 * @param {string} serverUrl
 */
export async function createDatabase(serverUrl) {
  const name = `nexora_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/** SMTP on loopback: `mails` holds every mail ({ to, text, at }); `nextMailTo` waits for the next one to an address. */
export function startSmtp() {
  /** @type {Mail[]} */
  const mails = [];
  /** @type {Map<string, (mail: Mail) => void>} */
  const waiters = new Map();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    maxClients: 500,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail = { to, text: parsed.text ?? "", at: Date.now() };
          mails.push(mail);
          for (const address of to) waiters.get(address)?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  /**
   * Resolves with the next mail to `address`, or null after `timeoutMs`.
   * @param {string} address
   * @param {number} timeoutMs
   * @returns {Promise<Mail | null>}
   */
  const nextMailTo = (address, timeoutMs) =>
    new Promise((done) => {
      const timer = setTimeout(() => {
        waiters.delete(address);
        done(null);
      }, timeoutMs);
      timer.unref();
      waiters.set(address, (mail) => {
        clearTimeout(timer);
        waiters.delete(address);
        done(mail);
      });
    });
  /** @type {Promise<{ port: number, mails: Mail[], nextMailTo: typeof nextMailTo, close: () => Promise<void> }>} */
  const started = new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const close = () => /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done())));
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.server.address());
      resolve({ port, mails, nextMailTo, close });
    });
  });
  return started;
}

/**
 * The SITE_URL the build was made for: the server refuses to start with another.
 * @param {string} distDir
 */
function builtSiteUrl(distDir) {
  const manifest = `${distDir}/required-server-files.json`;
  let config;
  try {
    config = JSON.parse(readFileSync(manifest, "utf8")).config;
  } catch {
    throw new Error(`No production build in ${distDir}: run npm run build first (NEXT_DIST_DIR picks the folder).`);
  }
  return config?.env?.NEXORA_BUILD_SITE_URL ?? process.env.SITE_URL;
}

/**
 * The production server on loopback `port`, once /api/health says its database is ready. Without `smtpPort` mail
 * goes to the console outbox (in the log), and an empty database gets the demo accounts and workspace.
 * @param {{ port: number, databaseUrl: string, smtpPort?: number, inbox?: string }} options
 */
export async function startServer({ port, databaseUrl, smtpPort, inbox = "sales@nexora.example" }) {
  let log = "";
  const child = spawn(process.execPath, ["--max-semi-space-size=2", "--max-old-space-size=256", "scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: builtSiteUrl(process.env.NEXT_DIST_DIR ?? ".next"),
      DATABASE_URL: databaseUrl,
      // Its own folder for what the server keeps on disk (the console outbox, without SMTP).
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "nexora-bench-")),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      ...(smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` } : {}),
      CONTACT_INBOX: inbox,
      TRUSTED_PROXY_HOPS: "1",
      ADMIN_EMAIL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy within 120 s:\n${log}`);
    await sleep(300);
  }
  const stop = async () => {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  };
  return { child, stop, log: () => log };
}

/**
 * Peak resident memory of a process, in MB (Linux only; null elsewhere).
 * @param {number | undefined} pid
 */
export function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
