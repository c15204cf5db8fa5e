// The demo workspace: made with the demo accounts on an empty, mail-less install, once, and never otherwise.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { findUserByEmail } from "@/lib/auth/users";
import {
  milestones,
  organisations,
  outbox,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  requestMessages,
  requests,
  vendorProfiles,
} from "@/lib/db/schema";
import { taxTotals } from "@/lib/workspace/gst";
import { bootstrapUsers } from "@/lib/server/bootstrap-users";
import { listNotifications } from "@/lib/workspace/notifications";
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
    expect((await findUserByEmail(db, "client@sahyadri.example"))?.organisationId).toBe(client.id);
    expect((await findUserByEmail(db, "vendor@deccancloud.example"))?.organisationId).toBe(vendor.id);
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

    // The demo's history is in the activity record, so the bells are not empty: the client hears of the team's
    // replies and the resolution (never the internal note), the employee of the client's words.
    const [demoClient, demoEmployee] = await Promise.all(
      ["client@sahyadri.example", "employee@nexora.example"].map(async (email) => {
        const user = (await findUserByEmail(db, email))!;
        return { ...user, organisationId: user.organisationId ?? null };
      }),
    );
    const clientBell = (await listNotifications(db, demoClient!)).items.map((i) => i.text.replace(/#\d+ /, ""));
    expect(clientBell.filter((t) => / replied on /.test(t))).toHaveLength(2);
    expect(clientBell).toContain("“Weekly forecast as an Excel file” is resolved");
    expect(clientBell.join()).not.toMatch(/note/);
    const employeeBell = (await listNotifications(db, demoEmployee!)).items.map((i) => i.text);
    expect(employeeBell.filter((t) => /^Assigned to you/.test(t))).toHaveLength(3);
    expect(employeeBell.filter((t) => / replied on /.test(t))).toHaveLength(1);

    const orders = await db.select().from(purchaseOrders);
    expect(orders).toMatchObject([{ organisationId: vendor.id, status: "issued", currency: "INR" }]);
    expect(Number.isInteger(orders[0]?.amountPaise)).toBe(true);
    // Its lines make up its amount (IGST: the demo vendor is in Karnataka), and the vendor has a verified profile.
    const lines = await db.select().from(purchaseOrderLines);
    expect(lines).toHaveLength(2);
    expect(orders[0]?.amountPaise).toBe(
      taxTotals(
        lines.map((l) => ({ ...l, rate: l.ratePaise })),
        "29",
      ).total,
    );
    expect(await db.select().from(vendorProfiles)).toMatchObject([
      { organisationId: vendor.id, stateCode: "29", verifiedBankAccount: expect.any(String) },
    ]);
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
