// What keeps the queue fast when it is large, on both databases: counts stop at 1,001 (pages say "1,000+"), a reply
// or a note is found by its words as soon as it is written (a note by staff only), and a long conversation is searched
// by its newest words.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { requestMessages } from "@/lib/db/schema";
import { countLabel } from "@/lib/portal/format";
import { staffFigures } from "@/lib/workspace/request-figures";
import { listRequests } from "@/lib/workspace/requests";
import { countCap } from "@/lib/workspace/vocabulary";
import { describeEachDatabase } from "../support/db";
import { GET as organisationsList } from "@/app/api/portal/organisations/route";
import { idOf, listed, open, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, bodyOf, noParams, workspaceSessions, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

/** `n` open requests of Acme assigned to the employee, opened a month before `now` (so all of them overdue). */
async function addOpenRequests(db: Db, w: Workspace, n: number, now: Date) {
  const opened = new Date(now.getTime() - 30 * 86_400_000);
  await db.execute(sql`insert into requests (organisation_id, title, body, assignee_id, created_at, updated_at)
    select ${w.organisations.acme.id}::uuid, 'Request ' || g, 'Routine work', ${w.people.employee.id}::uuid,
      ${opened}::timestamptz, ${opened}::timestamptz
    from generate_series(1, ${n}) g`);
}

const titles = async (response: Response) =>
  ((await bodyOf(response)).items as { title: string }[]).map((item) => item.title);

describeEachDatabase("the queue at scale", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  it("counts per status and the staff figures stop past 1,000, and pages say so", async () => {
    const w = await people.setUp();
    const db = database().db;
    const now = new Date("2026-11-25T08:00:00Z");
    await addOpenRequests(db, w, countCap + 5, now);
    const { counts, items } = await listRequests(db, w.people.employee, {}, now);
    expect(counts.open).toBe(countCap + 1);
    expect(counts.closed).toBe(0);
    expect(items).toHaveLength(50);
    expect(countLabel(counts.open)).toBe("1,000+");
    const figures = await staffFigures(db, w.people.employee, now);
    expect(figures.assignedToMe).toBe(countCap + 1);
    expect(figures.overdue).toBe(countCap + 1);
    expect(figures.resolvedThisMonth).toBe(0);
    // Below the cap a count is exact.
    const colleague = await staffFigures(db, w.people.colleague, now);
    expect(colleague.assignedToMe).toBe(0);
    expect((await listRequests(db, w.people.acmeClient, { status: "closed" }, now)).counts.open).toBe(countCap + 1);
  });

  it("a reply and a note written through the API are found at once, the note by staff only", async () => {
    await people.setUp();
    const client = await people.as("acmeClient");
    const staff = await people.as("employee");
    const id = await idOf(await open(client, { title: "Mandi prices", body: "The prices page is empty" }));
    expect((await reply(staff, id, { body: "The tamarind rows were missing" })).status).toBe(201);
    expect((await reply(staff, id, { body: "Escalated to the pipeline owner", internal: true })).status).toBe(201);
    expect(await titles(await listed(client, "?q=tamarind"))).toEqual(["Mandi prices"]);
    expect(await titles(await listed(staff, "?q=tamarind"))).toEqual(["Mandi prices"]);
    expect(await titles(await listed(staff, "?q=escalated"))).toEqual(["Mandi prices"]);
    expect(await titles(await listed(client, "?q=escalated"))).toEqual([]);
  });

  it("a conversation longer than the words limit is searched by its newest words", async () => {
    const w = await people.setUp();
    const db = database().db;
    const client = await people.as("acmeClient");
    const id = await idOf(await open(client, { title: "Long thread", body: "It started small" }));
    // Written straight into the table: the API caps a message far below the 100,000 characters kept.
    await db.insert(requestMessages).values([
      { requestId: id, authorId: w.people.acmeClient.id, body: `aardvark ${"filler ".repeat(15_000)}` },
      { requestId: id, authorId: w.people.employee.id, body: "zebra crossing", createdAt: new Date(Date.now() + 1000) },
    ]);
    expect(await titles(await listed(client, "?q=zebra"))).toEqual(["Long thread"]);
    expect(await titles(await listed(client, "?q=aardvark"))).toEqual([]);
    expect(await titles(await listed(client, "?q=started"))).toEqual(["Long thread"]);
  });

  it("the organisation filter suggests names to staff only, and takes a name", async () => {
    const w = await people.setUp();
    const names = (cookie: string, query = "") =>
      organisationsList(apiGet(`/api/portal/organisations${query}`, cookie), noParams);
    const staff = await people.as("employee");
    const clients = await names(staff, "?kind=client");
    expect(clients.status).toBe(200);
    expect(((await bodyOf(clients)).items as { name: string }[]).map((o) => o.name)).toEqual([
      w.organisations.acme.name,
      w.organisations.globex.name,
    ]);
    expect((await names(staff, "?kind=everyone")).status).toBe(400);
    expect((await names(await people.as("acmeClient"))).status).toBe(404);
    expect((await names(await people.as("vendor"))).status).toBe(404);
    const db = database().db;
    await open(await people.as("acmeClient"), { title: "Acme's question", body: "About the dashboard" });
    const byName = await listRequests(db, w.people.employee, { organisation: w.organisations.acme.name.toUpperCase() });
    expect(byName.items.map((r) => r.title)).toEqual(["Acme's question"]);
    expect(byName.counts.open).toBe(1);
    const other = await listRequests(db, w.people.employee, { organisation: w.organisations.globex.name });
    expect(other.items).toEqual([]);
  });
});
