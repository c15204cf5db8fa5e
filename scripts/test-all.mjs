// @ts-check
// npm test: lint, format check, type-check, unit and integration tests, production build, system tests of the built
// server, then end-to-end tests in Chromium. Steps of one stage run side by side (their output lines carry the step's
// name); a stage starts when the one before it has passed. The integration tests share their stage with the build.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// A build folder of its own: the tests' build is made for the e2e server's address, and `npm start` keeps .next.
process.env.NEXT_DIST_DIR ??= ".next-test";
// The build serves the end-to-end tests, whose server (scripts/e2e-server.mjs) runs on this address: the server
// refuses to start on another SITE_URL than its build's.
const e2eSiteUrl = `http://localhost:${process.env.E2E_PORT ?? "3100"}`;

/** @typedef {[name: string, command: string, args: string[], env?: Record<string, string>]} Step */

/** @type {Step[][]} */
const stages = [
  [
    ["lint", "npx", ["eslint", "--max-warnings=0", "."]],
    ["format check", "npx", ["prettier", "--check", "."]],
    ["typecheck", "npx", ["tsc", "--noEmit"]],
    ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ],
  [
    ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
    // The first stage's typecheck passed: the build skips its own (next.config.ts).
    ["build", "npm", ["run", "build"], { SITE_URL: e2eSiteUrl, NEXORA_TYPES_CHECKED: "1" }],
  ],
  [["system tests", "npx", ["vitest", "run", "--project", "system"]]],
  [["end-to-end tests", "npx", ["playwright", "test"]]],
];

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "TEST_DATABASE_URL is not set: the PostgreSQL variants of the integration tests will be skipped (PGlite runs).",
  );
}

/**
 * Runs one step, resolving to its exit status. When other steps run beside it, its output lines carry its name.
 * @param {Step} step
 * @param {boolean} prefixed
 * @returns {Promise<number>}
 */
function run([name, command, args, env = {}], prefixed) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env, ...(prefixed ? { FORCE_COLOR: "0" } : {}) },
  });
  for (const [stream, out] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    // Piped (not null) only when prefixed.
    if (stream) createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const status = code ?? (signal ? 1 : 0);
      console.log(status === 0 ? `=== ${name} passed in ${seconds} s` : `\n=== ${name} failed after ${seconds} s`);
      resolve(status);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length > 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
