// Runs a script the way `npm run` does (node + tsx), with its own environment, and captures what it prints.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openDatabase } from "@/lib/db/client";
import type { Io } from "@/scripts/cli";

const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");

export type Run = { code: number | null; stdout: string; stderr: string };

export function runScript(script: string, args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    "DATABASE_URL",
    "SMTP_URL",
    "DATA_DIR",
    "ADMIN_EMAIL",
    "NODE_OPTIONS",
    "VITEST",
    "VITEST_POOL_ID",
    "VITEST_WORKER_ID",
  ])
    delete childEnv[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, script, ...args], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A pid that belonged to a process which has exited (for stale lock files). */
export function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    child.on("error", reject);
    child.on("close", () => resolve(child.pid ?? 999_999));
  });
}

/** A CLI's `main` run in this process with a captured terminal: the exit code and the printed lines, joined. */
export function inProcess(main: (argv: string[], terminal: Io) => Promise<number>) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
}

/** A fresh temporary folder for the suite (read it inside tests), removed after the suite. */
export function tempFolderPerSuite(prefix: string): () => string {
  let folder = "";
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return () => folder;
}

/** Runs `script list` on `dataDir` while this process holds its embedded database, as a running server would. */
export async function listWhileHeld(script: string, dataDir: string): Promise<Run> {
  const held = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
  try {
    return await runScript(script, ["list"], { DATA_DIR: dataDir });
  } finally {
    await held.close();
  }
}
