// The standalone output, completed by scripts/standalone.mjs and copied away from the repository, serves the site.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { send } from "../support/raw-http";
import { distDir, freshDataDir, root, startServer } from "../support/server";

/** Every path under `folder`, relative to it. */
function walk(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" });
}

describe("the standalone folder", () => {
  it("ships no data: no database, outbox, session secret or test run's data folder", () => {
    const shipped = walk(path.join(distDir, "standalone")).filter((entry) => !entry.includes("node_modules"));
    const data = shipped.filter((entry) =>
      /(^|\/)(data|test-results|bench-results|playwright-report)(\/|$)|session-secret|pglite\.lock|PG_VERSION/.test(
        entry,
      ),
    );
    expect(data).toEqual([]);
  });

  it("runs `node server.mjs` on its own: pages, their assets, public files, migrations and health", async () => {
    const completed = spawnSync(process.execPath, ["scripts/standalone.mjs"], { cwd: root, encoding: "utf8" });
    expect(completed.status, completed.stderr).toBe(0);
    // Away from the repository, so nothing can come from its node_modules or sources.
    const folder = path.join(freshDataDir("standalone"), "app");
    cpSync(path.join(distDir, "standalone"), folder, { recursive: true, verbatimSymlinks: true });

    const server = await startServer({ script: path.join(folder, "server.mjs") });
    try {
      const home = await send(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(home.body).toContain("Nexora");
      const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
      expect(script).toBeDefined();
      expect((await send(`${server.url}${script}`)).status).toBe(200);
      expect((await send(`${server.url}/robots.txt`)).status).toBe(200);
      expect((await send(`${server.url}/images/logo-mark.svg`)).status).toBe(200);
      // Migrations ran from the folder's own copy: health reads a real table.
      const health = await send(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: "ok", db: "ok" });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
