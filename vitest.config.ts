import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // `server-only` throws outside a React Server Components build; tests import server modules directly.
  "server-only": path.join(root, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own databases (a PGlite in memory, a PostgreSQL database of its own), SMTP server on a
          // free port and data folder in the temporary folder, so files run side by side. They mostly wait on
          // databases and sockets: three at a time keep two cores busy.
          setupFiles: ["tests/support/integration-setup.ts"],
          maxWorkers: 3,
          // Each file's worker compiles PGlite's WebAssembly anew and runs it for seconds: V8's baseline compiler
          // alone spares the optimising compiler's work, which these short runs never earn back (all 54 files: 397 s
          // against 525 s, docs/performance.md). What the code does is the same; only how fast.
          execArgv: ["--liftoff-only"],
        },
      },
      {
        resolve: { alias },
        test: {
          // The built production server in child processes (tests/support/server.ts): run after `npm run build`.
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          globalSetup: ["tests/support/system-setup.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // Each file starts its own servers on free ports with data folders of their own: two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
