// A second server on a DATA_DIR the first one holds: static pages served, the API and health answer 503 with the
// reason, and the database taken over once the first server stops.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { enquiry, send } from "../support/raw-http";
import { builtSiteUrl, startServer } from "../support/server";

const contact = (url: string, n: number) =>
  send(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: builtSiteUrl() },
    body: enquiry(n, randomUUID()),
  });

describe("a second server on a DATA_DIR in use", () => {
  it("serves static pages, says plainly that the database is busy, and takes over when the first stops", async () => {
    const first = await startServer();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect((await send(`${second.url}/`)).status).toBe(200);
      expect((await send(`${second.url}/about`)).status).toBe(200);

      const health = await send(`${second.url}/api/health`);
      expect(health.status).toBe(503);
      const body = JSON.parse(health.body) as { status: string; db: string; error: string };
      expect(body).toMatchObject({ status: "error", db: "busy" });
      expect(body.error).toContain(`is in use by another process (pid ${first.child.pid})`);
      expect(body.error).toContain("answers 503 on the API until that process stops");
      expect(second.output()).toContain(`is in use by another process (pid ${first.child.pid})`);
      expect((await contact(second.url, 1)).status).toBe(503);

      const stopped = Date.now();
      expect(await first.stop()).toBe(0);
      // The second server tries again every 10 s; opening the database then takes a few seconds more on a busy
      // machine (other system tests run beside this one), so the wait allows two tries.
      const takeover = 30_000;
      let status = 0;
      while (status !== 200 && Date.now() - stopped < takeover) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await send(`${second.url}/api/health`)).status;
      }
      expect(status).toBe(200);
      expect((await contact(second.url, 2)).status).toBe(201);
      // Its own start (workers included) completes at that retry.
      while (!second.output().includes("has taken it over") && Date.now() - stopped < takeover) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(second.output()).toContain("[boot] the embedded database is free now: this server has taken it over.");
    } finally {
      await first.stop();
      expect(await second.stop()).toBe(0);
    }
  });
});
