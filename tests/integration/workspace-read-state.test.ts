// Read state and the bell through the real routes, both databases: opening marks read, another's reply makes unread,
// a client never counts an internal note; every role's bell, vendors' included, clears and never crosses organisations.
import { expect, it } from "vitest";
import { GET as notifications } from "@/app/api/portal/notifications/route";
import { POST as markRead } from "@/app/api/portal/notifications/read/route";
import { describeEachDatabase } from "../support/db";
import { decideInvoice, idOf as invoiceIdOf, setUpInvoices, submitInvoice } from "../support/invoices";
import { idOf, listed, open, read, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPost, bodyOf, noParams, signIn, workspaceSessions } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

type Bell = { unread: number; items: { id: string; text: string; detail?: string; href: string; read: boolean }[] };

const bellOf = async (cookie: string) =>
  (await bodyOf(await notifications(apiGet("/api/portal/notifications", cookie), noParams))) as unknown as Bell;
const readBell = (cookie: string, body: unknown) =>
  markRead(apiPost("/api/portal/notifications/read", body, cookie), noParams);

describeEachDatabase("read state and the bell", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  /** `unread` of each request in the person's list, by id. */
  async function unreadOf(cookie: string): Promise<Record<string, boolean>> {
    const { items } = (await bodyOf(await listed(cookie))) as { items: { id: string; unread: boolean }[] };
    return Object.fromEntries(items.map((item) => [item.id, item.unread]));
  }

  it("opening marks read; another's reply makes it unread, one's own does not; a client never counts a note", async () => {
    await people.setUp();
    const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
    const id = await idOf(await open(anita, { title: "Login broken", body: "It fails." }));
    // Anita wrote it: not unread for her; staff never opened it, so it is unread for them.
    expect(await unreadOf(anita)).toEqual({ [id]: false });
    expect(await unreadOf(ravi)).toEqual({ [id]: true });
    expect((await read(ravi, id)).status).toBe(200);
    expect(await unreadOf(ravi)).toEqual({ [id]: false });

    expect((await reply(ravi, id, { body: "Looking into it." })).status).toBe(201);
    expect(await unreadOf(anita)).toEqual({ [id]: true });
    expect(await unreadOf(ravi)).toEqual({ [id]: false });
    expect((await read(anita, id)).status).toBe(200);
    expect(await unreadOf(anita)).toEqual({ [id]: false });

    // An internal note: unread for a colleague of Ravi's, never for the client.
    expect((await reply(ravi, id, { body: "Router firmware?", internal: true })).status).toBe(201);
    expect(await unreadOf(anita)).toEqual({ [id]: false });
    expect(await unreadOf(await people.as("colleague"))).toEqual({ [id]: true });
    // Her own reply keeps it read for her, and makes it unread for Ravi.
    expect((await reply(anita, id, { body: "Thanks." })).status).toBe(201);
    expect(await unreadOf(anita)).toEqual({ [id]: false });
    expect(await unreadOf(ravi)).toEqual({ [id]: true });
  });

  it("a client's bell counts the team's reply, never a note, and clears with mark all read or by opening it", async () => {
    await people.setUp();
    const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
    const id = await idOf(await open(anita, { title: "VPN down", body: "Since noon." }));
    expect(await bellOf(anita)).toEqual({ unread: 0, items: [] });
    // Staff hear of the new, unassigned request.
    expect(await bellOf(ravi)).toMatchObject({ unread: 1, items: [{ read: false, href: `/employee/requests/${id}` }] });

    await reply(ravi, id, { body: "Secret plan.", internal: true });
    await reply(ravi, id, { body: "Fixed now,\n\nplease check." });
    const bell = await bellOf(anita);
    expect(bell.unread).toBe(1);
    expect(bell.items).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(/^Ravi Kumar replied on #\d+ “VPN down”$/),
        detail: "Fixed now, please check.",
        href: `/client/requests/${id}`,
        read: false,
      }),
    ]);
    expect(JSON.stringify(bell)).not.toMatch(/Secret|note/);
    // Opening the request reads the item too.
    await read(anita, id);
    expect(await bellOf(anita)).toMatchObject({ unread: 0, items: [{ read: true }] });

    await reply(ravi, id, { body: "One more thing." });
    expect((await bellOf(anita)).unread).toBe(1);
    const cleared = await readBell(anita, {});
    expect(cleared.status).toBe(200);
    expect(await bodyOf(cleared)).toEqual({ unread: 0 });
    expect((await bellOf(anita)).items.every((item) => item.read)).toBe(true);
    // Another organisation's client hears nothing of it.
    expect(await bellOf(await people.as("globexClient"))).toEqual({ unread: 0, items: [] });
  });

  it("marking chosen items read leaves the others unread; bad ids are a 400, a cross-site post a 403", async () => {
    await people.setUp();
    const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
    const first = await idOf(await open(anita, { title: "First", body: "One." }));
    const second = await idOf(await open(anita, { title: "Second", body: "Two." }));
    const bell = await bellOf(ravi);
    expect(bell.unread).toBe(2);
    const item = bell.items.find((i) => i.href.endsWith(first))!;
    expect(await bodyOf(await readBell(ravi, { ids: [item.id] }))).toEqual({ unread: 1 });
    expect((await bellOf(ravi)).items.filter((i) => !i.read).map((i) => i.href)).toEqual([
      `/employee/requests/${second}`,
    ]);
    // Someone else's item id changes nothing of theirs.
    expect(await bodyOf(await readBell(anita, { ids: [item.id] }))).toEqual({ unread: 0 });
    expect((await bellOf(ravi)).unread).toBe(1);
    const bad = await readBell(ravi, { ids: ["not-an-id"] });
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).error).toBe("That notification was not found.");
    const crossSite = new Request("http://localhost:3000/api/portal/notifications/read", {
      method: "POST",
      headers: { cookie: ravi, origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect((await markRead(crossSite, noParams)).status).toBe(403);
    expect((await notifications(apiGet("/api/portal/notifications", ""), noParams)).status).toBe(401);
  });
});

describeEachDatabase("the vendor's bell", (database) => {
  it("hears of an order issued to it and of its invoice's rejection with the reason; never another vendor's", async () => {
    const { staff, vendor, other } = await setUpInvoices(database().db, smtp);
    const first = await bellOf(vendor);
    expect(first).toMatchObject({ unread: 1, items: [{ text: "Purchase order PO-1 issued: “Cloud credits”" }] });
    expect(first.items[0]?.href).toMatch(/^\/vendor\/purchase-orders\//);

    const invoice = await invoiceIdOf(await submitInvoice(vendor, {}));
    expect((await decideInvoice(staff, invoice, { status: "rejected", reason: "Wrong GSTIN." })).status).toBe(200);
    const bell = await bellOf(vendor);
    expect(bell.unread).toBe(2);
    expect(bell.items[0]).toMatchObject({
      text: "Invoice INV-1 rejected",
      detail: "Reason: Wrong GSTIN.",
      href: `/vendor/invoices/${invoice}`,
      read: false,
    });
    // Submitting is the vendor's own doing: not in its bell.
    expect(bell.items).toHaveLength(2);
    expect(await bodyOf(await readBell(vendor, {}))).toEqual({ unread: 0 });
    expect((await bellOf(vendor)).unread).toBe(0);
    // Priya works for another vendor: nothing of Sharma Supplies reaches her.
    expect(await bellOf(other)).toEqual({ unread: 0, items: [] });
    // A staff bell is about requests: an invoice decision is not announced there.
    expect(await bellOf(await signIn(smtp, "asha@nexora.example"))).toEqual({ unread: 0, items: [] });
  });
});
