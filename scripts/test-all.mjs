// npm test: lint, type-check, unit and integration tests, production build, then end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const steps = [
  ["lint", "npx", ["eslint", "--max-warnings=0", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["build", "npx", ["next", "build"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: the PostgreSQL variants of the integration tests will be skipped (PGlite runs).");
}

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const t = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - t) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
