// @ts-check
// npm start: serves the production build (scripts/server.mjs) on PORT (default 3000), building it first when there is
// none. NEXT_DIST_DIR names another build folder, as for next build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

if (!existsSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`)) {
  console.log("No production build yet: running next build first.");
  const next = require.resolve("next/dist/bin/next");
  const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// In this process: the server's own SIGTERM and SIGINT handling then applies as is.
await import("./server.mjs");
