// Files sent with a request or a reply: uploaded first without a link, then claimed in the transaction that creates
// the request or reply, through the JSON API and the server actions alike; the mail names them.
import { eq, inArray } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { createRequestAction } from "@/lib/actions/requests/create";
import { replyAction } from "@/lib/actions/requests/reply";
import { files, requests } from "@/lib/db/schema";
import { mailWorkersIdle } from "@/lib/mail/worker";
import { describeEachDatabase } from "../support/db";
import { fetchFile, pdf, png, send } from "../support/files";
import { asPage } from "../support/next";
import { idOf, open, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { bodyOf, workspaceSessions, type PersonKey, type Workspace } from "../support/workspace";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
const supportInbox = "support@nexora.example";
const notFound = { error: "That file was not found." };

describeEachDatabase("files sent with a request or a reply", (database) => {
  let w: Workspace;
  const people = workspaceSessions(() => database().db, smtp);
  const as = people.as;
  const setUp = async () => {
    w = await people.setUp();
  };
  /** Uploads a file without a link, as the forms do before sending; its id. */
  async function held(person: PersonKey, name: string, bytes = pdf) {
    const stored = await send(await as(person), { bytes, name });
    expect(stored.status).toBe(201);
    return String(stored.body.id);
  }
  const fileRows = (ids: string[]) =>
    database()
      .db.select({ id: files.id, requestId: files.requestId, organisationId: files.organisationId })
      .from(files)
      .where(inArray(files.id, ids));
  const requestCount = async () => (await database().db.select({ id: requests.id }).from(requests)).length;

  it("a new request claims its files in order, and the support inbox's mail names them", async () => {
    await setUp();
    const ids = [
      await held("acmeClient", "depot-sales.csv", Buffer.from("month,tonnes\n")),
      await held("acmeClient", "plan.pdf"),
    ];
    const id = await idOf(await open(await as("acmeClient"), { title: "Forecast", body: "See files.", fileIds: ids }));
    expect(await fileRows(ids)).toEqual(
      expect.arrayContaining(ids.map((f) => ({ id: f, requestId: id, organisationId: w.organisations.acme.id }))),
    );
    const mail = await smtp.waitForMail(supportInbox);
    expect(mail.text).toMatch(/Attachments:\s+depot-sales\.csv, plan\.pdf/);
    expect(mail.html).toContain("depot-sales.csv, plan.pdf");
  });

  it("someone else's file is a 404 and nothing is created; the file stays theirs, unattached", async () => {
    await setUp();
    const theirs = await held("acmeColleague", "colleague.pdf");
    const vendors = await held("vendor", "INV-1.pdf");
    const mine = await held("acmeClient", "mine.pdf");
    const client = await as("acmeClient");
    for (const fileIds of [[theirs], [mine, vendors], ["not-a-uuid"], ["3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b"]]) {
      const refused = await open(client, { title: "Forecast", body: "See files.", fileIds });
      expect(refused.status).toBe(404);
      expect(await bodyOf(refused)).toEqual(notFound);
    }
    expect(await requestCount()).toBe(0);
    // Rolled back with the request: my own file was not half attached either.
    expect((await fileRows([theirs, vendors, mine])).map((f) => f.requestId)).toEqual([null, null, null]);
    await mailWorkersIdle();
    expect(smtp.mails.filter((m) => m.to.includes(supportInbox))).toEqual([]);
  });

  it("a file is claimed once: a second request or reply naming it is a 404", async () => {
    await setUp();
    const client = await as("acmeClient");
    const file = await held("acmeClient", "plan.pdf");
    const first = await idOf(await open(client, { title: "First", body: "x", fileIds: [file, file] }));
    const again = await open(client, { title: "Second", body: "x", fileIds: [file] });
    expect(again.status).toBe(404);
    expect(await requestCount()).toBe(1);
    const replied = await reply(client, first, { body: "Same file again", fileIds: [file] });
    expect(replied.status).toBe(404);
    expect(await bodyOf(replied)).toEqual(notFound);
  });

  it("a reply's files join the request and its mail names them; an internal note may bring none", async () => {
    await setUp();
    const [client, staff] = [await as("acmeClient"), await as("employee")];
    const id = await idOf(await open(client, { title: "Depot photos", body: "Please send them." }));
    const note = await held("employee", "internal.png", png);
    await smtp.waitForMail(supportInbox);
    smtp.clear();
    const refused = await reply(staff, id, { body: "Psst", internal: true, fileIds: [note] });
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toMatchObject({ fields: { fileIds: expect.stringMatching(/internal note/) } });
    expect((await fileRows([note]))[0]?.requestId).toBeNull();
    // The staff member's upload belongs to no organisation until the reply claims it for the client's.
    await idOf(await reply(staff, id, { body: "Here it is.", fileIds: [note] }));
    expect(await fileRows([note])).toEqual([{ id: note, requestId: id, organisationId: w.organisations.acme.id }]);
    expect((await fetchFile(client, note)).status).toBe(200);
    const mail = await smtp.waitForMail(w.people.acmeClient.email);
    expect(mail.text).toMatch(/Attachments:\s+internal\.png/);
  });

  it("the actions take fileIds with the API's schema and claim the same way", async () => {
    await setUp();
    const client = await as("acmeClient");
    const file = await held("acmeClient", "brief.pdf");
    const created = await asPage(client, () =>
      createRequestAction({ title: "From the form", body: "See the brief.", fileIds: [file] }),
    );
    expect(created.value).toMatchObject({ ok: true, value: { id: expect.any(String) } });
    const id = (created.value as { value: { id: string } }).value.id;
    expect((await fileRows([file]))[0]?.requestId).toBe(id);
    expect((await smtp.waitForMail(supportInbox)).text).toMatch(/Attachments:\s+brief\.pdf/);
    const theirs = await held("globexClient", "globex.pdf");
    const refused = await asPage(client, () => replyAction(id, { body: "And this", fileIds: [theirs] }));
    expect(refused.value).toEqual({ ok: false, code: "invalid", error: notFound.error });
    const tooMany = await asPage(client, () => replyAction(id, { body: "Lots", fileIds: Array(11).fill(file) }));
    expect(tooMany.value).toMatchObject({ ok: false, fields: { fileIds: "Attach at most 10 files at a time." } });
    expect((await fileRows([theirs]))[0]?.requestId).toBeNull();
    const [row] = await database().db.select({ id: requests.id }).from(requests).where(eq(requests.id, id));
    expect(row?.id).toBe(id);
  });
});
