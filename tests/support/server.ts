// Runs the built production server (scripts/server.mjs) for system tests: a free loopback port, a fresh DATA_DIR,
// the build's own SITE_URL, its output collected, and bounded waits for "ready" and for its exit.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

export const root = path.resolve(import.meta.dirname, "../..");
/** The build the tests run: NEXT_DIST_DIR as for next build, else .next. */
export const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? ".next");

/** The SITE_URL the build was made for (scripts/server.mjs refuses any other). */
export function builtSiteUrl(dist = distDir): string {
  const manifest = path.join(dist, "required-server-files.json");
  if (!existsSync(manifest)) throw new Error(`No production build in ${dist}: run npm run build first.`);
  const url = JSON.parse(readFileSync(manifest, "utf8")).config?.env?.NEXORA_BUILD_SITE_URL;
  if (typeof url !== "string") throw new Error(`The build in ${dist} does not record its SITE_URL: rebuild it.`);
  return url;
}

/** A new empty folder, under the system tests' temporary folder (removed when they end) when there is one. */
export function freshDataDir(label = "data"): string {
  return mkdtempSync(path.join(process.env.NEXORA_SYSTEM_TMP ?? tmpdir(), `nexora-${label}-`));
}

/** A port nothing listens on right now, chosen by the system on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited; rejects after `ms`. */
  exited(ms?: number): Promise<number | string>;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | string>;
};

export type ServerOptions = {
  /** Variables on top of the test's environment; undefined removes one. */
  env?: Record<string, string | undefined>;
  dataDir?: string;
  port?: number;
  /** The script to run: scripts/server.mjs, or server.mjs inside a standalone folder. */
  script?: string;
  /** How long to wait for "ready": ms (default 60 s); 0 = do not wait (for a server expected to refuse). */
  readyWithin?: number;
};

/**
 * Servers of this test file still running: a test that fails before it stops its server leaves it running, and one
 * that hangs in its shutdown would outlive the run, busy, beside the next steps. They are killed after the file, and
 * when the process exits.
 */
const running = new Set<ChildProcess>();
const killRunning = () => {
  for (const child of running) child.kill("SIGKILL");
};
afterAll(killRunning);
process.once("exit", killRunning);

/** Starts the server and, unless told otherwise, waits until it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir();
  const script = options.script ?? path.join(root, "scripts/server.mjs");
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: builtSiteUrl(),
    NEXT_DIST_DIR: path.relative(root, distDir),
    TRUSTED_PROXY_HOPS: "0",
    NEXT_TELEMETRY_DISABLED: "1",
    // Empty rather than unset, so a developer's .env (which the server loads) cannot fill them in.
    DATABASE_URL: "",
    SMTP_URL: "",
    SESSION_SECRET: "",
    ADMIN_EMAIL: "",
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const stdio: ["ignore", "pipe", "pipe"] = ["ignore", "pipe", "pipe"];
  const child = spawn(process.execPath, [script], { cwd: root, env: env as NodeJS.ProcessEnv, stdio });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  const exited = (ms = 20_000) =>
    Promise.race([
      exit,
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms:\n${log}`)), ms).unref();
      }),
    ]);
  const server: RunningServer = {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => log,
    exited,
    stop: async (signal = "SIGTERM", ms) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited(ms);
    },
  };
  const readyWithin = options.readyWithin ?? 60_000;
  if (readyWithin === 0) return server;
  const deadline = Date.now() + readyWithin;
  while (!log.includes("[server] ready on")) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within ${readyWithin} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/**
 * Waits until /api/health answers 200: "ready" means the server listens, and its start (migrations, first users)
 * may still be running behind it.
 */
export async function untilHealthy(server: RunningServer, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await fetch(`${server.url}/api/health`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`/api/health not 200 within ${ms} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
