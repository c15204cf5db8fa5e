// Stopping the server in the middle of a burst of enquiries: SIGTERM finishes what it accepted and closes the
// embedded database cleanly; kill -9 loses nothing that was acknowledged either. A server whose output pipe closes
// stops rather than spinning on the failed writes.
import { describe, expect, it } from "vitest";
import { answered, startBurst, type BurstResult } from "../support/burst";
import { lockLeft, storedEnquiryIds } from "../support/data-folder";
import { send } from "../support/raw-http";
import { builtSiteUrl, startServer } from "../support/server";

const proxied = { env: { TRUSTED_PROXY_HOPS: "1" } };
const acknowledged = (results: BurstResult[]) => results.flatMap((r) => (r.id ? [r.id] : []));

describe("SIGTERM during a burst of enquiries", () => {
  it("answers every request sent before the signal, stores every acknowledged enquiry, and exits 0 in time", async () => {
    const server = await startServer(proxied);
    const burst = startBurst(server.url, builtSiteUrl());
    await answered(burst, 150);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited(12_000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(12_000);
    const results = await burst.done;

    // Sent before the signal: each got its answer, none a reset. After it: only refused connections.
    const failures = results.filter((r) => !r.ok);
    expect(failures.filter((r) => r.sentAt !== undefined && r.sentAt < signalled)).toEqual([]);
    expect(new Set(failures.map((r) => (r.ok ? "" : r.code)))).toEqual(new Set(["ECONNREFUSED"]));
    const statuses = new Set(results.flatMap((r) => (r.ok ? [r.response.status] : [])));
    expect(statuses).toEqual(new Set([201]));
    expect(server.output()).toMatch(/\[server\] SIGTERM: no new connections/);

    // Closed cleanly: the lock is gone and the folder opens, holding every acknowledged enquiry.
    expect(lockLeft(server.dataDir)).toBe(false);
    const stored = await storedEnquiryIds(server.dataDir);
    const ids = acknowledged(results);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  });
});

describe("kill -9 during a burst of enquiries", () => {
  it("comes back on restart with every acknowledged enquiry", async () => {
    const server = await startServer(proxied);
    const burst = startBurst(server.url, builtSiteUrl());
    await answered(burst, 150);
    server.child.kill("SIGKILL");
    expect(await server.exited()).toBe("SIGKILL");
    const ids = acknowledged(await burst.done);

    // The next server takes over the dead process's lock, recovers the folder, and reports healthy.
    const restarted = await startServer({ ...proxied, dataDir: server.dataDir });
    const health = await send(`${restarted.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await restarted.stop()).toBe(0);

    const stored = await storedEnquiryIds(server.dataDir);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  });
});

describe("output into a pipe nobody reads", () => {
  it("stops the server with exit code 1 at its next log line instead of spinning on the failed writes", async () => {
    // No database to reach: /api/health logs each failure, a line on demand.
    const env = { DATABASE_URL: "postgres://nexora@127.0.0.1:9/nexora", SESSION_SECRET: "s".repeat(32) };
    const server = await startServer({ env });
    // The start's own line about the database comes after "ready"; closing the pipes before it would stop the
    // server before the request below, whose line is the one under test. The next retry's line is 10 s away.
    await expect.poll(server.output, { timeout: 20_000 }).toContain("[boot] the database is not ready");
    server.child.stdout?.destroy();
    server.child.stderr?.destroy();
    expect((await send(`${server.url}/api/health`)).status).toBe(503);
    expect(await server.exited(20_000)).toBe(1);
  });
});
