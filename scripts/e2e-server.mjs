// @ts-check
// The server Playwright tests run against: fresh embedded database and console outbox in test-results/e2e-data-<port>.
import { rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
// Per port, so two runs (on two ports, with two NEXT_DIST_DIRs) never share a database.
const dataDir = path.resolve(`test-results/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: port,
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  // Tests present themselves as different clients through a trusted proxy hop, so per-IP limits stay realistic.
  TRUSTED_PROXY_HOPS: "1",
  // A test's API client reuses its connection after the page has worked for a while: past Node's 5 s the server
  // closes the idle connection, and a request sent in that same moment fails with ECONNRESET.
  KEEP_ALIVE_TIMEOUT: "60000",
});
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
await import("./start.mjs");
