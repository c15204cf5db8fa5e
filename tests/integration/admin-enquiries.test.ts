// The enquiry follow-up on both databases: PATCH of each field (recorded as activity), a bad owner or date refused
// naming the field, filters and the CSV export, and "Create client account" (organisation, user, won and linked; a
// second time 409), for admins only.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { GET as list } from "@/app/api/admin/enquiries/route";
import { GET as one, PATCH as patch } from "@/app/api/admin/enquiries/[id]/route";
import { POST as createAccount } from "@/app/api/admin/enquiries/[id]/account/route";
import type { Db } from "@/lib/db/client";
import { enquiries, organisations, users } from "@/lib/db/schema";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPatch, apiPost, bodyOf, noParams, routeContext, workspaceSessions } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

let key = 0;
async function addEnquiry(db: Db, values: Partial<typeof enquiries.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(enquiries)
    .values({
      fullName: "Neha Patil",
      email: "neha@patil-foods.example",
      company: "Patil Foods",
      subject: "ai-solutions",
      message: "We would like to automate our invoices.",
      idempotencyKey: `k-${++key}-${Date.now()}`,
      ...values,
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

const change = (cookie: string, id: string, body: unknown) =>
  patch(apiPatch(`/api/admin/enquiries/${id}`, body, cookie), routeContext({ id }));
const listOf = (cookie: string, query = "") => list(apiGet(`/api/admin/enquiries${query}`, cookie), noParams);
const account = (cookie: string, id: string, body: unknown = {}) =>
  createAccount(apiPost(`/api/admin/enquiries/${id}/account`, body, cookie), routeContext({ id }));

describeEachDatabase("the enquiry follow-up", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  it("an admin sets status, owner, next contact and notes, each in the activity record", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const id = await addEnquiry(db);

    let response = await change(cookie, id, { status: "contacted", ownerEmail: "Ravi@Nexora.example" });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({
      status: "contacted",
      owner: { name: "Ravi Kumar", email: "ravi@nexora.example" },
      overdue: false,
    });
    // A past date is allowed and shows as overdue.
    response = await change(cookie, id, { nextContactOn: "2020-01-15", note: "Called; asked for a proposal." });
    expect(await bodyOf(response)).toMatchObject({
      nextContactOn: "2020-01-15",
      overdue: true,
      notes: [{ body: "Called; asked for a proposal.", author: "Asha Rao" }],
    });
    response = await change(cookie, id, { ownerEmail: null, nextContactOn: null, note: "Second note." });
    const body = await bodyOf(response);
    expect(body).toMatchObject({ owner: null, nextContactOn: null, overdue: false });
    expect((body.notes as { body: string }[]).map((n) => n.body)).toEqual([
      "Called; asked for a proposal.",
      "Second note.",
    ]);

    const updates = await activityOf(db, "enquiry", "updated");
    expect(updates.map((u) => u.change)).toEqual([
      {
        status: { from: "new", to: "contacted" },
        owner: { from: null, to: { name: "Ravi Kumar", email: "ravi@nexora.example" } },
      },
      { nextContactOn: { from: null, to: "2020-01-15" } },
      {
        owner: { from: { name: "Ravi Kumar", email: "ravi@nexora.example" }, to: null },
        nextContactOn: { from: "2020-01-15", to: null },
      },
    ]);
    expect(updates.every((u) => u.actorId === w.people.admin.id)).toBe(true);
    expect(await activityOf(db, "enquiry", "note_added")).toHaveLength(2);
    // Nothing changed: no entry.
    await change(cookie, id, { status: "contacted" });
    expect(await activityOf(db, "enquiry", "updated")).toHaveLength(3);
  });

  it("refuses a bad owner, status or date with a sentence naming the field", async () => {
    await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const id = await addEnquiry(db);
    for (const [body, field] of [
      [{ ownerEmail: "anita@acme.example" }, "ownerEmail"],
      [{ ownerEmail: "nobody@nexora.example" }, "ownerEmail"],
      [{ ownerEmail: "not an address" }, "ownerEmail"],
      [{ status: "maybe" }, "status"],
      [{ nextContactOn: "2026-02-30" }, "nextContactOn"],
      [{ nextContactOn: "next week" }, "nextContactOn"],
      [{ note: "   " }, "note"],
    ] as const) {
      const response = await change(cookie, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await bodyOf(response);
      expect(answer.error).toEqual(expect.any(String));
      expect(Object.keys(answer.fields as object)).toEqual([field]);
    }
    expect((await change(cookie, id, {})).status).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await change(cookie, unknown, { status: "won" })).status).toBe(404);
    expect((await change(cookie, "x", { status: "won" })).status).toBe(404);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ status: "new", ownerId: null, nextContactOn: null });
  });

  it("lists by status and owner, and exports CSV with hostile cells defused", async () => {
    const w = await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const a = await addEnquiry(db, { fullName: '=HYPERLINK("http://evil.example","Click")', company: "Evil, Inc." });
    const b = await addEnquiry(db, { email: "b@x.example" });
    await addEnquiry(db, { email: "c@x.example" });
    await change(cookie, a, { status: "qualified", ownerEmail: "ravi@nexora.example" });
    await change(cookie, b, { ownerEmail: w.people.admin.email });
    const ids = async (query: string) =>
      ((await bodyOf(await listOf(cookie, query))).items as { id: string }[]).map((i) => i.id);
    expect(await ids("?status=qualified")).toEqual([a]);
    expect(await ids("?owner=ravi@nexora.example")).toEqual([a]);
    expect(await ids("?owner=me")).toEqual([b]);
    expect(await ids("?owner=none")).toHaveLength(1);
    expect(await ids("")).toHaveLength(3);
    expect((await listOf(cookie, "?status=hot")).status).toBe(400);

    const response = await listOf(cookie, "?format=csv&status=qualified");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Received (UTC),Name,E-mail,Phone,Company,Subject,Budget,Timeline,Status,Owner,Next contact,Overdue,Organisation",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[1]).toContain('"Evil, Inc."');
    expect(lines[1]).toContain("Qualified,ravi@nexora.example");
  });

  it("creates the client account once: organisation, user, won and linked", async () => {
    await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    const id = await addEnquiry(db);
    const response = await account(cookie, id);
    expect(response.status).toBe(201);
    const created = await bodyOf(response);
    expect(created).toMatchObject({
      organisation: { name: "Patil Foods", created: true },
      user: { name: "Neha Patil", email: "neha@patil-foods.example" },
      invited: true,
    });
    // The welcome mail names who added them and the organisation, and its one link is the sign-in page.
    const mail = await smtp.waitForMail("neha@patil-foods.example", 15_000);
    expect(mail.text).toContain("Asha Rao added you to the NEXORA portal as a client of Patil Foods.");
    expect(mail.text).toMatch(/Sign in at:\s+http:\/\/localhost:3000\/login\n/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const [org] = await db.select().from(organisations).where(eq(organisations.name, "Patil Foods"));
    expect(org?.kind).toBe("client");
    const [user] = await db.select().from(users).where(eq(users.email, "neha@patil-foods.example"));
    expect(user).toMatchObject({ role: "client", organisationId: org!.id, name: "Neha Patil", active: true });
    const detail = await bodyOf(await one(apiGet(`/api/admin/enquiries/${id}`, cookie), routeContext({ id })));
    expect(detail).toMatchObject({ status: "won", organisation: { id: org!.id, name: "Patil Foods" } });
    expect((await activityOf(db, "enquiry", "account_created"))[0]?.change).toMatchObject({
      status: { from: "new", to: "won" },
      organisation: { name: "Patil Foods", created: true },
    });
    expect(await activityOf(db, "user", "created")).toHaveLength(1);

    // Twice: a 409, and nothing more is made.
    const again = await account(cookie, id);
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).error).toBe("A client account was already created for this enquiry.");
    expect(await db.select().from(organisations).where(eq(organisations.name, "Patil Foods"))).toHaveLength(1);
  });

  it("a refused account leaves nothing half made", async () => {
    await people.setUp();
    const db = database().db;
    const cookie = await people.as("admin");
    // The address is already a user: 409, and the organisation made before the clash is rolled back.
    const taken = await addEnquiry(db, { email: "anita@acme.example", company: "Fresh Co" });
    const response = await account(cookie, taken);
    expect(response.status).toBe(409);
    expect(await db.select().from(organisations).where(eq(organisations.name, "Fresh Co"))).toHaveLength(0);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, taken));
    expect(row).toMatchObject({ status: "new", organisationId: null });
    // No company: the admin names the organisation.
    const bare = await addEnquiry(db, { email: "solo@x.example", company: null });
    const refused = await account(cookie, bare);
    expect(refused.status).toBe(400);
    expect(Object.keys((await bodyOf(refused)).fields as object)).toEqual(["organisation"]);
    expect((await account(cookie, bare, { organisation: "Solo Works" })).status).toBe(201);
    // A vendor's name cannot take a client.
    const vendorName = await addEnquiry(db, { email: "v@x.example", company: "sharma supplies" });
    expect((await account(cookie, vendorName)).status).toBe(400);
  });

  it("only admins: employees and clients get 404, the signed-out 401", async () => {
    await people.setUp();
    const db = database().db;
    const id = await addEnquiry(db);
    for (const person of ["employee", "acmeClient"] as const) {
      const cookie = await people.as(person);
      expect((await listOf(cookie)).status).toBe(404);
      expect((await change(cookie, id, { status: "won" })).status).toBe(404);
      expect((await account(cookie, id)).status).toBe(404);
    }
    expect((await listOf("")).status).toBe(401);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row?.status).toBe("new");
  });
});
