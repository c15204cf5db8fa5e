// `?q=` on the projects, purchase-orders and invoices lists, through the real routes on both databases: each finds
// within what its list already shows, and a search past 200 characters is a 400.
import { expect, it } from "vitest";
import { GET as invoiceList } from "@/app/api/portal/invoices/route";
import { GET as projectList } from "@/app/api/portal/projects/route";
import { GET as orderList } from "@/app/api/portal/purchase-orders/route";
import { describeEachDatabase } from "../support/db";
import { seedSecondVendor } from "../support/invoices";
import { seedSearchWorld, type SearchWorld } from "../support/search-world";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, bodyOf, noParams, workspaceSessions } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

const routes = { projects: projectList, "purchase-orders": orderList, invoices: invoiceList };

describeEachDatabase("list search", (database) => {
  const sessions = workspaceSessions(() => database().db, smtp);
  let world: SearchWorld;

  async function setUp() {
    const w = await sessions.setUp();
    world = await seedSearchWorld(database().db, w, (await seedSecondVendor(database().db)).id);
  }

  const get = (list: keyof typeof routes, cookie: string, q: string) =>
    routes[list](apiGet(`/api/portal/${list}?q=${encodeURIComponent(q)}`, cookie), noParams);
  const found = async (list: keyof typeof routes, cookie: string, q: string) => {
    const response = await get(list, cookie, q);
    expect(response.status).toBe(200);
    return ((await bodyOf(response)).items as { id: string }[]).map((i) => i.id).sort();
  };

  it("projects by name or summary words, within the caller's organisation", async () => {
    await setUp();
    const { forecast, portal } = world.projects;
    expect(await found("projects", await sessions.as("acmeClient"), "forecasts")).toEqual([forecast.id]);
    expect(await found("projects", await sessions.as("acmeClient"), "billing")).toEqual([]);
    expect(await found("projects", await sessions.as("admin"), "forecast")).toEqual([forecast.id, portal.id].sort());
    // Part of a name, with LIKE's wildcards taken literally.
    expect(await found("projects", await sessions.as("admin"), "Glob")).toEqual([portal.id]);
    expect(await found("projects", await sessions.as("admin"), "%")).toEqual([]);
  });

  it("purchase orders and invoices by number or title, a vendor only its own", async () => {
    await setUp();
    const vikram = await sessions.as("vendor");
    expect(await found("purchase-orders", vikram, "PO-")).toEqual([world.orders.credits.id]);
    expect(await found("purchase-orders", vikram, "chairs")).toEqual([]);
    expect(await found("invoices", vikram, "inv")).toEqual([world.invoices.own.id]);
    const ravi = await sessions.as("employee");
    expect(await found("purchase-orders", ravi, "chair")).toEqual([world.orders.chairs.id]);
    expect(await found("purchase-orders", ravi, "credits")).toEqual([world.orders.credits.id]);
    expect(await found("invoices", ravi, "INV-8")).toEqual([world.invoices.theirs.id]);
    expect(await found("invoices", ravi, "'); drop table invoices; --")).toEqual([]);
  });

  it("a search past 200 characters is a 400 on every list", async () => {
    await setUp();
    const asha = await sessions.as("admin");
    for (const list of Object.keys(routes) as (keyof typeof routes)[]) {
      const response = await get(list, asha, "x".repeat(201));
      expect(response.status, list).toBe(400);
      expect((await bodyOf(response)).error, list).toBe("Search with at most 200 characters.");
    }
  });
});
