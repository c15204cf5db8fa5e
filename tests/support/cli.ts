// Runs a script the way `npm run` does (node + tsx), with its own environment, and captures what it prints.
import { spawn } from "node:child_process";
import path from "node:path";

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
