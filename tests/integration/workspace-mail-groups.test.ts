// Mail about one thing to one person is gathered, on a real SMTP server: a burst of replies, of new requests or of
// invoices becomes one mail listing every item, also when the writes run at once; while the worker keeps sending, a
// group's third mail within a minute waits for the minute's end and carries everything since.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as upload } from "@/app/api/portal/files/route";
import { POST as submit } from "@/app/api/portal/invoices/route";
import { outbox } from "@/lib/db/schema";
import { mailWorkersIdle, pokeMailWorker, startMailWorkers, stopMailWorkers } from "@/lib/mail/worker";
import { clockAt, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { siteUrl } from "../support/http";
import { idOf, open, reply } from "../support/request-api";
import { loopbackSmtpPerFile, type ReceivedMail, requestSubject } from "../support/smtp";
import { apiPost, bodyOf, noParams, seedWorkspace, signIn, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();
realClockAfterEach();

const supportInbox = "support@nexora.example";
const start = new Date("2026-05-04T10:00:10Z");

/** Every mail to `to` once the outbox has nothing due left to send. */
async function mailsTo(to: string): Promise<ReceivedMail[]> {
  await mailWorkersIdle();
  return smtp.mails.filter((m) => m.to.includes(to));
}

/** Runs `burst` with no worker sending, then lets them send what it queued. */
async function withWorkersPaused(burst: () => Promise<unknown>): Promise<void> {
  await stopMailWorkers();
  await burst();
  startMailWorkers();
}

describeEachDatabase("gathered workspace mail", (database) => {
  let w: Workspace;
  const as = async (key: keyof Workspace["people"]) => signIn(smtp, w.people[key].email);

  it("a burst of staff replies on one request reaches the client as one mail with every reply, in order", async () => {
    w = await seedWorkspace(database().db);
    const [client, staff] = [await as("acmeClient"), await as("employee")];
    const id = await idOf(await open(client, { title: "Invoice copy", body: "For October." }));
    await smtp.waitForMail(supportInbox);
    const bodies = ["Looking now.", "Found it.", "Sent <b>again</b>.", "Check spam too.", "Closing soon."];
    await withWorkersPaused(async () => {
      for (const body of bodies) expect((await reply(staff, id, { body })).status).toBe(201);
    });
    await smtp.waitForMail(w.people.acmeClient.email);
    const [mail, ...others] = await mailsTo(w.people.acmeClient.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toMatch(requestSubject("Re: Invoice copy (5 replies)"));
    expect(mail?.text).toContain("5 new replies on the request “Invoice copy”.");
    const at = bodies.map((b) => mail?.text.indexOf(`> ${b}`) ?? -1);
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(mail?.text.match(/Ravi Kumar wrote:/g)).toHaveLength(5);
    expect(mail?.html).toContain("Sent &lt;b&gt;again&lt;/b&gt;.");
    expect(mail?.text).toContain(`${siteUrl}/client/requests/${id}`);
  });

  it("new requests from two people at once reach the support inbox as one mail listing each", async () => {
    w = await seedWorkspace(database().db);
    const [client, colleague] = [await as("acmeClient"), await as("acmeColleague")];
    const titles = ["VPN down", "Printer jam", "Fonts", "Export", "Login slow", "Typo"];
    const ids: string[] = [];
    await withWorkersPaused(async () => {
      const answers = await Promise.all(
        titles.map((title, i) => open(i % 2 ? colleague : client, { title, body: `About ${title}.` })),
      );
      for (const answer of answers) ids.push(await idOf(answer));
    });
    await smtp.waitForMail(supportInbox);
    const [mail, ...others] = await mailsTo(supportInbox);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("6 new requests from Acme Ltd");
    for (const title of titles) expect(mail?.text).toContain(`> About ${title}.`);
    for (const id of ids) expect(mail?.text).toContain(`${siteUrl}/employee/requests/${id}`);
    expect(mail?.text).toMatch(/VPN down \(Normal\), opened by (Anita Desai|Arjun Mehta)/);
  });

  it("invoices submitted in a burst reach their reviewer as one mail", async () => {
    w = await seedWorkspace(database().db);
    const vendor = await as("vendor");
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    const fileIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const form = new FormData();
      form.set("file", new File([pdf], "invoice.pdf"));
      const headers = new Headers({ origin: siteUrl, "user-agent": "vitest", cookie: vendor });
      const stored = await upload(
        new Request(`${siteUrl}/api/portal/files`, { method: "POST", headers, body: form }),
        noParams,
      );
      fileIds.push((await bodyOf(stored)).id as string);
    }
    await withWorkersPaused(async () => {
      for (const [i, fileId] of fileIds.entries()) {
        const body = { number: `INV-${i + 1}`, amount: (i + 1) * 100_00, dueDate: "2026-12-31", fileId };
        expect((await submit(apiPost("/api/portal/invoices", body, vendor), noParams)).status).toBe(201);
      }
    });
    await smtp.waitForMail(supportInbox);
    const [mail, ...others] = await mailsTo(supportInbox);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("3 invoices from Sharma Supplies to review");
    for (const line of ["INV-1", "INV-2", "INV-3", "₹300.00"]) expect(mail?.text).toContain(line);
  });

  it("while mail keeps flowing, a group's third mail in a minute waits for the minute and gathers the rest", async () => {
    const clock = clockAt(start);
    w = await seedWorkspace(database().db);
    const client = await as("acmeClient");
    const id = await idOf(await open(client, { title: "Fonts", body: "Too small." }));
    await smtp.waitForMail(supportInbox);
    smtp.clear();
    // A conversation's next two replies go at once.
    for (const n of [1, 2]) {
      expect((await reply(client, id, { body: `Reply ${n}` })).status).toBe(201);
      await smtp.waitForMails(supportInbox, n);
    }
    for (const n of [3, 4, 5, 6]) expect((await reply(client, id, { body: `Reply ${n}` })).status).toBe(201);
    expect((await mailsTo(supportInbox)).map((m) => m.subject)).toEqual([
      expect.stringMatching(requestSubject("Re: Fonts")),
      expect.stringMatching(requestSubject("Re: Fonts")),
    ]);
    const [held] = await database()
      .db.select({ due: outbox.nextAttemptAt })
      .from(outbox)
      .where(eq(outbox.status, "pending"));
    expect(held?.due.getTime()).toBe(start.getTime() + 60_000);
    clock.advance(60);
    pokeMailWorker("mail");
    const mails = await smtp.waitForMails(supportInbox, 3);
    expect(mails[2]?.subject).toMatch(requestSubject("Re: Fonts (4 replies)"));
    const all = (await mailsTo(supportInbox)).map((m) => m.text).join("\n");
    for (const n of [1, 2, 3, 4, 5, 6]) expect(all.match(new RegExp(`> Reply ${n}\\n`, "g"))).toHaveLength(1);
  });
});
