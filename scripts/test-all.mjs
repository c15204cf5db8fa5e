// @ts-check
// npm test: lint, format check, type-check, unit and integration tests, production build, system tests of the built
// server, then end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// A build folder of its own: the tests' build is made for the e2e server's address, and `npm start` keeps .next.
process.env.NEXT_DIST_DIR ??= ".next-test";
// The build serves the end-to-end tests, whose server (scripts/e2e-server.mjs) runs on this address: the server
// refuses to start on another SITE_URL than its build's.
const e2eSiteUrl = `http://localhost:${process.env.E2E_PORT ?? "3100"}`;

/** @type {[name: string, command: string, args: string[], env?: Record<string, string>][]} */
const steps = [
  ["lint", "npx", ["eslint", "--max-warnings=0", "."]],
  ["format check", "npx", ["prettier", "--check", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["build", "npm", ["run", "build"], { SITE_URL: e2eSiteUrl }],
  ["system tests", "npx", ["vitest", "run", "--project", "system"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "TEST_DATABASE_URL is not set: the PostgreSQL variants of the integration tests will be skipped (PGlite runs).",
  );
}

const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const t = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
