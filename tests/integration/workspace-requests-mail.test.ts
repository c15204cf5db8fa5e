// The request mails on a real SMTP server: a new request to its assignee or the support inbox, each public reply to
// the other side, an assignment to the new assignee, and never an internal note.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox, projects, requests, users } from "@/lib/db/schema";
import { outboxKinds } from "@/lib/mail/outbox-mails";
import { mailWorkersIdle } from "@/lib/mail/worker";
import { describeEachDatabase } from "../support/db";
import { loopbackSmtpPerFile, requestSubject } from "../support/smtp";
import { change, idOf, open, reply } from "../support/request-api";
import { workspaceSessions, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();
const supportInbox = "support@nexora.example";
const site = "http://localhost:3000";

/** Every mail delivered so far, once the outbox has nothing left to send. */
async function delivered() {
  await mailWorkersIdle();
  return smtp.mails;
}

describeEachDatabase("workspace request mails", (database) => {
  let w: Workspace;
  const people = workspaceSessions(() => database().db, smtp);
  const as = people.as;
  const setUp = async () => {
    w = await people.setUp();
  };

  it("a new request nobody is assigned goes to the support inbox, its text escaped in the HTML part", async () => {
    await setUp();
    const body = "The <b>export</b> page says:\n\n**500** & nothing else.";
    const id = await idOf(await open(await as("acmeClient"), { title: "Export <broken>", body, priority: "high" }));
    const mail = await smtp.waitForMail(supportInbox);
    expect(mail.subject).toMatch(requestSubject("New request from Acme Ltd: Export <broken>"));
    expect(mail.text).toContain("Anita Desai opened a request for Acme Ltd.");
    expect(mail.text).toContain("> **500** & nothing else.");
    expect(mail.text).toContain(`${site}/employee/requests/${id}`);
    expect(mail.html).toContain("The &lt;b&gt;export&lt;/b&gt; page says:");
    expect(mail.html).not.toContain("<b>export</b>");
    expect(mail.html).toContain("High");
  });

  it("a new request about a project goes to the project's owner, who is assigned, and not to support", async () => {
    await setUp();
    const [project] = await database()
      .db.insert(projects)
      .values({ organisationId: w.organisations.acme.id, name: "Website", ownerId: w.people.colleague.id })
      .returning();
    const id = await idOf(
      await open(await as("acmeClient"), { title: "Typo on home", body: "Top banner.", projectId: project!.id }),
    );
    const mail = await smtp.waitForMail(w.people.colleague.email);
    expect(mail.subject).toMatch(requestSubject("New request from Acme Ltd: Typo on home"));
    expect(mail.text).toContain(`${site}/employee/requests/${id}`);
    expect((await delivered()).map((m) => m.to)).toEqual([[w.people.colleague.email]]);
    const [row] = await database().db.select().from(requests).where(eq(requests.id, id));
    expect(row?.assigneeId).toBe(w.people.colleague.id);

    // Nobody is mailed about their own new request: the owner opening one about the project hears nothing of it.
    smtp.clear();
    const own = { title: "Renew the certificate", body: "Soon.", organisation: "Acme Ltd", projectId: project!.id };
    const ownId = await idOf(await open(await as("colleague"), own));
    const [ownRow] = await database().db.select().from(requests).where(eq(requests.id, ownId));
    expect(ownRow?.assigneeId).toBe(w.people.colleague.id);
    expect(await database().db.select().from(outbox).where(eq(outbox.kind, outboxKinds.notice))).toHaveLength(1);
    expect(await delivered()).toEqual([]);
  });

  it("a staff reply goes to the client who opened the request; an internal note goes nowhere", async () => {
    await setUp();
    const client = await as("acmeClient");
    const staff = await as("employee");
    const id = await idOf(await open(client, { title: "Invoice copy", body: "For October." }));
    await smtp.waitForMail(supportInbox);
    smtp.clear();
    const outboxBefore = (await database().db.select().from(outbox)).length;
    await idOf(await reply(staff, id, { body: "Secret: the client owes us money.", internal: true }));
    expect(await database().db.select().from(outbox)).toHaveLength(outboxBefore);
    await idOf(await reply(staff, id, { body: "Attached to the request now." }));
    const mail = await smtp.waitForMail(w.people.acmeClient.email);
    expect(mail.subject).toMatch(requestSubject("Re: Invoice copy"));
    expect(mail.text).toContain("Ravi Kumar replied");
    expect(mail.text).toContain("> Attached to the request now.");
    expect(mail.text).toContain(`${site}/client/requests/${id}`);
    const all = await delivered();
    expect(all.map((m) => m.to)).toEqual([[w.people.acmeClient.email]]);
    expect(all.some((m) => m.text.includes("Secret") || m.html.includes("Secret"))).toBe(false);
    const rows = await database().db.select().from(outbox);
    expect(rows.some((r) => r.payload?.includes("Secret"))).toBe(false);
  });

  it("a client's reply goes to the assignee; assigning a colleague tells the colleague, not oneself", async () => {
    await setUp();
    const client = await as("acmeClient");
    const staff = await as("employee");
    const id = await idOf(await open(client, { title: "VPN down", body: "Since noon." }));
    await smtp.waitForMail(supportInbox);
    expect((await change(staff, id, { assigneeEmail: "me" })).status).toBe(200);
    expect((await change(staff, id, { assigneeEmail: w.people.colleague.email })).status).toBe(200);
    const assigned = await smtp.waitForMail(w.people.colleague.email);
    expect(assigned.subject).toMatch(requestSubject("Assigned to you: VPN down"));
    expect(assigned.text).toContain("Ravi Kumar assigned you a request from Acme Ltd.");
    await idOf(await reply(await as("acmeColleague"), id, { body: "Still down." }));
    const [, replyMail] = await smtp.waitForMails(w.people.colleague.email, 2);
    expect(replyMail?.subject).toMatch(requestSubject("Re: VPN down"));
    expect(replyMail?.text).toContain("Arjun Mehta replied");
    // The assigner got no mail about their own assignment, and the client side none about its own reply.
    const all = await delivered();
    expect(all.filter((m) => m.to.includes(w.people.employee.email))).toEqual([]);
    expect(all.filter((m) => m.to.includes(w.people.acmeColleague.email))).toEqual([]);
  });

  it("a client's reply on a request nobody holds (or whose assignee left) goes to the support inbox", async () => {
    await setUp();
    const client = await as("acmeClient");
    const id = await idOf(await open(client, { title: "Fonts", body: "Too small." }));
    await smtp.waitForMail(supportInbox);
    smtp.clear();
    await idOf(await reply(client, id, { body: "Any news?" }));
    expect((await smtp.waitForMail(supportInbox)).subject).toMatch(requestSubject("Re: Fonts"));
    smtp.clear();
    expect((await change(await as("employee"), id, { assigneeEmail: w.people.colleague.email })).status).toBe(200);
    await smtp.waitForMail(w.people.colleague.email);
    await database().db.update(users).set({ active: false }).where(eq(users.id, w.people.colleague.id));
    smtp.clear();
    await idOf(await reply(client, id, { body: "Hello?" }));
    expect((await smtp.waitForMail(supportInbox)).text).toContain("> Hello?");
    expect((await delivered()).filter((m) => m.to.includes(w.people.colleague.email))).toEqual([]);
  });

  it("a staff reply on a request staff opened goes to every active client of the organisation", async () => {
    await setUp();
    const staff = await as("employee");
    const id = await idOf(await open(staff, { title: "Renewal", body: "Due in March.", organisation: "Acme Ltd" }));
    await idOf(await reply(staff, id, { body: "Please confirm the renewal." }));
    await smtp.waitForMail(w.people.acmeClient.email);
    await smtp.waitForMail(w.people.acmeColleague.email);
    const all = await delivered();
    expect(all.filter((m) => m.to.includes(w.people.globexClient.email))).toEqual([]);
  });
});
