// The demo workspace: made with the demo accounts on an empty, mail-less install, once, and never otherwise.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { findUserByEmail } from "@/lib/auth/users";
import {
  milestones,
  organisations,
  outbox,
  projects,
  purchaseOrders,
  requestMessages,
  requests,
} from "@/lib/db/schema";
import { bootstrapUsers } from "@/lib/server/bootstrap-users";
import { createDemoWorkspace, demoOrganisations } from "@/lib/workspace/demo";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";

describeEachDatabase("demo workspace", (database) => {
  it("places the demo client in a company with two projects and three requests, and the vendor with an order", async () => {
    const db = database().db;
    useTestEnv({ SMTP_URL: undefined, ADMIN_EMAIL: undefined });
    await bootstrapUsers(db);
    await bootstrapUsers(db);
    const orgs = await db.select().from(organisations);
    expect(orgs.map((o) => [o.name, o.kind]).sort()).toEqual(
      [
        [demoOrganisations.vendor, "vendor"],
        [demoOrganisations.client, "client"],
      ].sort(),
    );
    const client = orgs.find((o) => o.kind === "client")!;
    const vendor = orgs.find((o) => o.kind === "vendor")!;
    expect((await findUserByEmail(db, "client@nexora.example"))?.organisationId).toBe(client.id);
    expect((await findUserByEmail(db, "vendor@nexora.example"))?.organisationId).toBe(vendor.id);
    const employee = await findUserByEmail(db, "employee@nexora.example");
    expect((await findUserByEmail(db, "admin@nexora.example"))?.organisationId).toBeNull();

    const work = await db.select().from(projects).where(eq(projects.organisationId, client.id));
    expect(work.map((p) => p.status).sort()).toEqual(["active", "planned"]);
    const active = work.find((p) => p.status === "active")!;
    expect(active.progress).toBeGreaterThan(0);
    expect(active.ownerId).toBe(employee?.id);
    const steps = await db.select().from(milestones).where(eq(milestones.projectId, active.id));
    expect(steps.some((m) => m.done) && steps.some((m) => !m.done)).toBe(true);

    const asked = await db.select().from(requests).where(eq(requests.organisationId, client.id));
    expect(asked.map((r) => r.status).sort()).toEqual(["open", "resolved", "waiting_on_client"]);
    expect(asked.every((r) => r.assigneeId === employee?.id)).toBe(true);
    const waiting = asked.find((r) => r.status === "waiting_on_client")!;
    const replies = await db.select().from(requestMessages).where(eq(requestMessages.requestId, waiting.id));
    expect(replies.some((m) => m.authorId === employee?.id && !m.internal)).toBe(true);

    const orders = await db.select().from(purchaseOrders);
    expect(orders).toMatchObject([{ organisationId: vendor.id, status: "issued", currency: "INR" }]);
    expect(Number.isInteger(orders[0]?.amountPaise)).toBe(true);
    // Demo data sends nobody anything.
    expect(await db.select().from(outbox)).toEqual([]);
  });

  it("is not made when SMTP_URL is set, nor a second time when the demo company exists", async () => {
    const db = database().db;
    useTestEnv({ SMTP_URL: "smtp://127.0.0.1:2525", ADMIN_EMAIL: "chief@nexora.example" });
    await bootstrapUsers(db);
    expect(await db.select().from(organisations)).toEqual([]);
    expect(await db.select().from(requests)).toEqual([]);
    await db.insert(organisations).values({ name: demoOrganisations.client, kind: "client" });
    const people = {
      admin: "chief@nexora.example",
      employee: "e@x.example",
      client: "c@x.example",
      vendor: "v@x.example",
    };
    expect(await createDemoWorkspace(db, people)).toBe(false);
    // All or nothing: the vendor company was not left behind either.
    expect((await db.select().from(organisations)).map((o) => o.name)).toEqual([demoOrganisations.client]);
    expect(await db.select().from(projects)).toEqual([]);
  });
});
