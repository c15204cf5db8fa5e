// Search through the real routes on both databases: the quick search (GET /api/portal/search) and `?q=` on the
// requests list find only what the caller may see, words are stemmed, numbers work, and any input is only data.
import { expect, it } from "vitest";
import { GET as search } from "@/app/api/portal/search/route";
import { requests } from "@/lib/db/schema";
import { describeEachDatabase } from "../support/db";
import { seedSecondVendor } from "../support/invoices";
import { listed } from "../support/request-api";
import { seedSearchWorld, type SearchWorld } from "../support/search-world";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, bodyOf, noParams, signIn, workspaceSessions, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

type Item = { type: string; id: string; title: string; href: string; snippet: string | null };

describeEachDatabase("portal search", (database) => {
  const sessions = workspaceSessions(() => database().db, smtp);
  let w: Workspace;
  let world: SearchWorld;

  async function setUp() {
    w = await sessions.setUp();
    const other = await seedSecondVendor(database().db);
    world = await seedSearchWorld(database().db, w, other.id);
  }

  const find = async (cookie: string, q: string) => {
    const response = await search(apiGet(`/api/portal/search?q=${encodeURIComponent(q)}`, cookie), noParams);
    expect(response.status).toBe(200);
    return ((await bodyOf(response)).items as Item[]).map((i) => ({ ...i }));
  };
  const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();
  const listIds = async (cookie: string, q: string) => {
    const response = await listed(cookie, `?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return ids((await bodyOf(response)).items as Item[]);
  };

  it("a client finds its organisation's requests and projects by words, never another's", async () => {
    await setUp();
    const anita = await sessions.as("acmeClient");
    const found = await find(anita, "invoices");
    // Stemmed: "invoices" finds "Invoice totals"; Globex's request about an invoice stays out of sight.
    expect(found).toEqual([
      {
        type: "request",
        id: world.requests.totals.id,
        title: `#${world.requests.totals.number} Invoice totals are wrong`,
        href: `/client/requests/${world.requests.totals.id}`,
        snippet: "October shows twice the hours.",
      },
    ]);
    expect(await listIds(anita, "invoices")).toEqual([world.requests.totals.id]);
    expect(ids(await find(anita, "forecast"))).toEqual([world.projects.forecast.id]);
    expect((await find(anita, "forecast"))[0]).toMatchObject({
      type: "project",
      href: expect.stringMatching(/^\/client\/projects\//),
    });
    expect(await find(anita, "Globex")).toEqual([]);
    // Orders and invoices are not a client's to find, even by their numbers.
    expect(await find(anita, "PO-100")).toEqual([]);
    expect(await find(anita, "INV-7")).toEqual([]);
    const gopal = await sessions.as("globexClient");
    expect(ids(await find(gopal, "invoice"))).toEqual([world.requests.globex.id]);
    expect(await listIds(gopal, "dashboard")).toEqual([]);
  });

  it("a client finds words of public replies with their excerpt, but never words of an internal note", async () => {
    await setUp();
    const anita = await sessions.as("acmeClient");
    const caching = await find(anita, "caching");
    expect(caching).toEqual([expect.objectContaining({ id: world.requests.slow.id })]);
    expect(caching[0]?.snippet).toContain("caching layer");
    expect(await find(anita, "pangolin")).toEqual([]);
    expect(await listIds(anita, "pangolin cluster")).toEqual([]);
    // A note's words in a request that matches otherwise still never reach the excerpt.
    expect(JSON.stringify(await find(anita, "restart OR dashboard"))).not.toContain("pangolin");
    const ravi = await sessions.as("employee");
    const note = await find(ravi, "pangolin");
    expect(note).toEqual([
      expect.objectContaining({ id: world.requests.slow.id, href: `/employee/requests/${world.requests.slow.id}` }),
    ]);
    expect(note[0]?.snippet).toContain("pangolin");
    expect(await listIds(ravi, "pangolin")).toEqual([world.requests.slow.id]);
  });

  it("staff find everything; vendors only their own orders and invoices", async () => {
    await setUp();
    const asha = await sessions.as("admin");
    expect(ids(await find(asha, "invoice"))).toEqual(ids([world.requests.totals, world.requests.globex]));
    expect(ids(await find(asha, "forecasts"))).toEqual(ids([world.projects.forecast, world.projects.portal]));
    expect(await find(asha, "PO-200")).toEqual([
      expect.objectContaining({
        type: "purchase_order",
        title: "PO-200 Office chairs",
        href: `/admin/purchase-orders/${world.orders.chairs.id}`,
      }),
    ]);
    expect(ids(await find(asha, "inv"))).toEqual(ids([world.invoices.own, world.invoices.theirs]));
    const vikram = await sessions.as("vendor");
    expect(await find(vikram, "PO-")).toEqual([
      expect.objectContaining({
        id: world.orders.credits.id,
        href: `/vendor/purchase-orders/${world.orders.credits.id}`,
      }),
    ]);
    expect(await find(vikram, "INV")).toEqual([
      expect.objectContaining({ type: "invoice", id: world.invoices.own.id, title: "Invoice INV-7" }),
    ]);
    expect(await find(vikram, "chairs")).toEqual([]);
    expect(await find(vikram, "invoice totals")).toEqual([]);
    expect(await find(await signIn(smtp, "priya@patel.example"), "INV-7")).toEqual([]);
  });

  it("a request number finds that request, as 1042 and as #1042, first among the results", async () => {
    await setUp();
    const { number, id } = world.requests.slow;
    const ravi = await sessions.as("employee");
    for (const q of [String(number), `#${number}`]) {
      expect((await find(ravi, q))[0]).toMatchObject({ type: "request", id, title: `#${number} Dashboard is slow` });
      expect(await listIds(ravi, q)).toEqual([id]);
    }
    // Another organisation's number finds nothing.
    expect(await find(await sessions.as("globexClient"), `#${number}`)).toEqual([]);
    expect(await listIds(await sessions.as("globexClient"), String(number))).toEqual([]);
  });

  it("any input is data: SQL-looking text, query operators, wildcards and stop words answer 200", async () => {
    await setUp();
    const ravi = await sessions.as("employee");
    for (const q of ["'); drop table requests; --", "a:* & !b", "%", "_", "\\", "the", "(((", '"']) {
      expect(await find(ravi, q)).toEqual([]);
      expect(await listIds(ravi, q)).toEqual([]);
    }
    expect(await database().db.select().from(requests)).toHaveLength(3);
  });

  it("a missing, empty or overlong search is a 400 with a sentence", async () => {
    await setUp();
    const ravi = await sessions.as("employee");
    const refused = async (path: string) => {
      const response = await search(apiGet(path, ravi), noParams);
      expect(response.status).toBe(400);
      return (await bodyOf(response)).error;
    };
    expect(await refused("/api/portal/search")).toBe("Type something to search for.");
    expect(await refused("/api/portal/search?q=%20%20")).toBe("Type something to search for.");
    expect(await refused(`/api/portal/search?q=${"a".repeat(201)}`)).toBe("Search with at most 200 characters.");
    expect(await refused("/api/portal/search?q=a%00b")).toBe("Search contains characters we cannot accept.");
    expect((await listed(ravi, `?q=${"a".repeat(201)}`)).status).toBe(400);
    expect((await search(apiGet("/api/portal/search?q=x", ""), noParams)).status).toBe(401);
  });
});
