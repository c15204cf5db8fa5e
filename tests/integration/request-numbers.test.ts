// Request numbers in the API: new requests continue the sequence even when created at once, and the list and the
// page show them; "?q=#N" finds a request within what the caller may see.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/db";
import { idOf, listed, open, read } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { bodyOf, workspaceSessions } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

describeEachDatabase("request numbers in the API", (database) => {
  const { setUp, as } = workspaceSessions(() => database().db, smtp);
  const numberOf = async (cookie: string, id: string) => (await bodyOf(await read(cookie, id))).number as number;

  it("twenty requests created at once get twenty distinct numbers, in one ascending run", async () => {
    const w = await setUp();
    const [acme, staff] = [await as("acmeClient"), await as("employee")];
    const first = await numberOf(acme, await idOf(await open(acme, { title: "Before", body: "First." })));
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? open(acme, { title: `Acme ${i}`, body: "At once." }).then(idOf)
          : open(staff, { title: `Globex ${i}`, body: "At once.", organisation: w.organisations.globex.id }).then(idOf),
      ),
    );
    const numbers = await Promise.all(ids.map((id) => numberOf(staff, id)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => first + 1 + i));
    const after = await numberOf(acme, await idOf(await open(acme, { title: "After", body: "Last." })));
    expect(after).toBe(first + 21);
  });

  it("the list and the page show the number, and ?q=N or ?q=#N finds exactly that request", async () => {
    await setUp();
    const acme = await as("acmeClient");
    const ids: string[] = [];
    for (const title of ["One", "Two", "Three"]) ids.push(await idOf(await open(acme, { title, body: "Hello." })));
    const page = await bodyOf(await read(acme, ids[1]!));
    const n = page.number as number;
    expect(Number.isInteger(n)).toBe(true);
    const items = (await bodyOf(await listed(acme))).items as { id: string; number: number }[];
    expect(items.map((item) => [item.id, item.number])).toEqual([
      [ids[2], n + 1],
      [ids[1], n],
      [ids[0], n - 1],
    ]);
    for (const q of [`${n}`, `%23${n}`, `+%23${n}+`]) {
      const found = (await bodyOf(await listed(acme, `?q=${q}`))).items as { id: string }[];
      expect(
        found.map((item) => item.id),
        q,
      ).toEqual([ids[1]]);
    }
    expect((await bodyOf(await listed(acme, `?q=${n + 100}`))).items).toEqual([]);
    expect((await bodyOf(await listed(await as("admin"), `?q=%23${n}`))).items).toMatchObject([{ id: ids[1] }]);
  });

  it("a client never finds another organisation's request by its number", async () => {
    await setUp();
    const id = await idOf(await open(await as("acmeClient"), { title: "Acme only", body: "Private." }));
    const n = await numberOf(await as("acmeClient"), id);
    for (const person of ["globexClient", "loneClient"] as const)
      expect((await bodyOf(await listed(await as(person), `?q=%23${n}`))).items).toEqual([]);
  });

  it("a search that is not a request number is a word search; an overlong one is a 400 that says so", async () => {
    await setUp();
    const acme = await as("acmeClient");
    for (const q of ["login", "%2312a", "%23", "1234567890"]) {
      const response = await listed(acme, `?q=${q}`);
      expect(response.status, q).toBe(200);
      expect((await bodyOf(response)).items, q).toEqual([]);
    }
    const overlong = await listed(acme, `?q=${"1".repeat(201)}`);
    expect(overlong.status).toBe(400);
    expect((await bodyOf(overlong)).fields).toEqual({ q: "Search with at most 200 characters." });
  });
});
