// Purchase orders through the real routes: staff issue them (mailed to the vendor's people), each vendor sees only
// its own and acknowledges it, staff mark it delivered and closed, and everyone else gets 404.
import { expect, it } from "vitest";
import { GET as getOrder, PATCH as patchOrder } from "@/app/api/portal/purchase-orders/[id]/route";
import { GET as listOrders, POST as issueOrder } from "@/app/api/portal/purchase-orders/route";
import { organisations, users } from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPatch, apiPost, bodyOf, noParams, routeContext, seedWorkspace, signIn } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

/** A second vendor with one person, and an inactive person at the first vendor (who gets no mail). */
async function seedSecondVendor(db: Db, firstVendorId: string) {
  const [other] = await db.insert(organisations).values({ name: "Patel Traders", kind: "vendor" }).returning();
  if (!other) throw new Error("no organisation");
  await db.insert(users).values([
    { email: "priya@patel.example", name: "Priya Patel", role: "vendor", organisationId: other.id },
    {
      email: "old@sharma-supplies.example",
      name: "Former",
      role: "vendor",
      organisationId: firstVendorId,
      active: false,
    },
    { email: "neha@sharma-supplies.example", name: "Neha Sharma", role: "vendor", organisationId: firstVendorId },
  ]);
  return other;
}

const order = (fields: Record<string, unknown> = {}) => ({
  organisation: "Sharma Supplies",
  number: "PO-2026-001",
  title: "Laptops for the Pune office",
  amount: 12_50_000_00,
  ...fields,
});

describeEachDatabase("purchase orders API", (database) => {
  it("staff issue an order to a vendor by name; its active people are mailed; the vendor sees only its own", async () => {
    const db = database().db;
    const { organisations: orgs } = await seedWorkspace(db);
    const other = await seedSecondVendor(db, orgs.supplies.id);
    const staff = await signIn(smtp, "ravi@nexora.example");
    const created = await issueOrder(apiPost("/api/portal/purchase-orders", order(), staff), noParams);
    expect(created.status).toBe(201);
    const { id } = (await bodyOf(created)) as { id: string };
    const byId = await issueOrder(
      apiPost("/api/portal/purchase-orders", order({ organisation: other.id, number: "PO-2026-002" }), staff),
      noParams,
    );
    expect(byId.status).toBe(201);

    const mail = await smtp.waitForMail("vikram@sharma-supplies.example");
    expect(mail.subject).toContain("PO-2026-001");
    expect(mail.text).toContain("₹12,50,000.00");
    expect(mail.text).toContain(`/vendor/purchase-orders/${id}`);
    await smtp.waitForMail("neha@sharma-supplies.example");
    await smtp.waitForMail("priya@patel.example");
    expect(smtp.mails.some((m) => m.to.includes("old@sharma-supplies.example"))).toBe(false);

    const vendor = await signIn(smtp, "vikram@sharma-supplies.example");
    const list = await bodyOf(await listOrders(apiGet("/api/portal/purchase-orders", vendor), noParams));
    expect(list.items).toEqual([
      expect.objectContaining({
        id,
        number: "PO-2026-001",
        amountPaise: 12_50_000_00,
        invoicedPaise: 0,
        remainingPaise: 12_50_000_00,
      }),
    ]);
    const otherVendor = await signIn(smtp, "priya@patel.example");
    expect(
      (await getOrder(apiGet(`/api/portal/purchase-orders/${id}`, otherVendor), routeContext({ id }))).status,
    ).toBe(404);
    expect((await getOrder(apiGet(`/api/portal/purchase-orders/${id}`, vendor), routeContext({ id }))).status).toBe(
      200,
    );
    const staffList = await bodyOf(await listOrders(apiGet("/api/portal/purchase-orders", staff), noParams));
    expect(staffList.items).toHaveLength(2);
    const [issued] = await activityOf(db, "purchase_order", "issued");
    expect(issued).toMatchObject({
      id,
      actorName: "Ravi Kumar",
      organisationId: orgs.supplies.id,
      change: { number: "PO-2026-001", amountPaise: 12_50_000_00, organisation: { name: "Sharma Supplies" } },
    });
  });

  it("a client and a signed-out visitor get nothing; a vendor cannot issue", async () => {
    const db = database().db;
    await seedWorkspace(db);
    const client = await signIn(smtp, "anita@acme.example");
    const vendor = await signIn(smtp, "vikram@sharma-supplies.example");
    expect((await listOrders(apiGet("/api/portal/purchase-orders", client), noParams)).status).toBe(404);
    expect((await listOrders(apiGet("/api/portal/purchase-orders", ""), noParams)).status).toBe(401);
    expect((await issueOrder(apiPost("/api/portal/purchase-orders", order(), vendor), noParams)).status).toBe(404);
    expect((await issueOrder(apiPost("/api/portal/purchase-orders", order(), client), noParams)).status).toBe(404);
    const id = "not-a-uuid";
    const staff = await signIn(smtp, "ravi@nexora.example");
    expect((await getOrder(apiGet(`/api/portal/purchase-orders/${id}`, staff), routeContext({ id }))).status).toBe(404);
  });

  it("refuses a duplicate number (409), a client organisation, and bad amounts (400 with a sentence)", async () => {
    const db = database().db;
    await seedWorkspace(db);
    const staff = await signIn(smtp, "asha@nexora.example");
    const issue = (fields: Record<string, unknown>) =>
      issueOrder(apiPost("/api/portal/purchase-orders", order(fields), staff), noParams);
    expect((await issue({})).status).toBe(201);
    const duplicate = await issue({ title: "Again" });
    expect(duplicate.status).toBe(409);
    expect((await bodyOf(duplicate)).error).toBe("A purchase order numbered PO-2026-001 already exists.");
    const client = await issue({ number: "PO-9", organisation: "Acme Ltd" });
    expect(client.status).toBe(400);
    expect((await bodyOf(client)).error).toBe('There is no vendor organisation "Acme Ltd".');
    for (const [amount, error] of [
      [-100, "The amount must be more than zero."],
      [0, "The amount must be more than zero."],
      [1.5, "Amounts are in paise: whole numbers only."],
      ["100", "The amount must be a number of paise, such as 125000000 for ₹12,50,000.00."],
      [10 ** 15, "The amount can be at most ₹1,00,00,00,000.00."],
    ] as const) {
      const refused = await issue({ number: `PO-${String(amount)}`, amount });
      expect(refused.status, String(amount)).toBe(400);
      expect((await bodyOf(refused)).error).toBe(error);
    }
  });

  it("the vendor acknowledges; staff mark it delivered then closed; other moves are refused", async () => {
    const db = database().db;
    const { organisations: orgs } = await seedWorkspace(db);
    await seedSecondVendor(db, orgs.supplies.id);
    const staff = await signIn(smtp, "ravi@nexora.example");
    const vendor = await signIn(smtp, "vikram@sharma-supplies.example");
    const otherVendor = await signIn(smtp, "priya@patel.example");
    const { id } = (await bodyOf(
      await issueOrder(apiPost("/api/portal/purchase-orders", order(), staff), noParams),
    )) as {
      id: string;
    };
    const patch = (cookie: string, status: string) =>
      patchOrder(apiPatch(`/api/portal/purchase-orders/${id}`, { status }, cookie), routeContext({ id }));
    expect((await patch(otherVendor, "acknowledged")).status).toBe(404);
    expect((await patch(vendor, "delivered")).status).toBe(403);
    expect((await patch(staff, "acknowledged")).status).toBe(403);
    expect((await patch(vendor, "acknowledged")).status).toBe(200);
    const again = await patch(vendor, "acknowledged");
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).error).toContain("is acknowledged");
    expect((await patch(staff, "delivered")).status).toBe(200);
    expect((await patch(staff, "closed")).status).toBe(200);
    expect((await patch(staff, "delivered")).status).toBe(409);
    expect((await patch(staff, "paid")).status).toBe(400);
    expect((await activityOf(db, "purchase_order")).map((a) => [a.action, a.actorName, a.change])).toEqual([
      ["issued", "Ravi Kumar", expect.objectContaining({ number: "PO-2026-001" })],
      ["acknowledged", "Vikram Sharma", { status: { from: "issued", to: "acknowledged" } }],
      ["delivered", "Ravi Kumar", { status: { from: "acknowledged", to: "delivered" } }],
      ["closed", "Ravi Kumar", { status: { from: "delivered", to: "closed" } }],
    ]);
  });
});
