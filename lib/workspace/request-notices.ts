// Who is told about a request, by mail through the outbox, in the writer's transaction:
// - a new request: its assignee, or SUPPORT_INBOX when nobody is assigned;
// - a client's reply: the assignee, or SUPPORT_INBOX; a staff reply: the client who opened the request, or (when that
//   person is gone or was staff) every active client user of the organisation;
// - an assignment: the new assignee, unless they assigned themselves.
// Internal notes are never mailed. Nobody is mailed about their own words.
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { organisations, requests, users } from "../db/schema";
import { env } from "../env";
import { queueNotice } from "../mail/outbox-mails";
import { newRequestMail, requestAssignedMail, requestReplyMail } from "../mail/workspace-mail";
import { isStaff, type Caller } from "./caller";
import { requestPath } from "./scope";

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");

type Recipient = { email: string; role: Role };

/** The support inbox is read by employees: its links open the employee workspace. */
const supportInbox = (): Recipient => ({ email: env().SUPPORT_INBOX, role: "employee" });
const link = (recipient: Recipient, id: string) => `${env().SITE_URL}${requestPath(recipient.role, id)}`;

async function requestFacts(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: requests.id,
      title: requests.title,
      body: requests.body,
      priority: requests.priority,
      organisationId: requests.organisationId,
      organisation: organisations.name,
      assigneeEmail: assignee.email,
      assigneeRole: assignee.role,
      assigneeActive: assignee.active,
      creatorEmail: creator.email,
      creatorRole: creator.role,
      creatorActive: creator.active,
      creatorOrganisationId: creator.organisationId,
    })
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
    .leftJoin(creator, eq(creator.id, requests.createdById))
    .where(eq(requests.id, id))
    .limit(1);
  if (!row) throw new Error(`request ${id} vanished inside its transaction`);
  return row;
}

type Facts = Awaited<ReturnType<typeof requestFacts>>;

function staffSide(facts: Facts): Recipient {
  return facts.assigneeEmail && facts.assigneeRole && facts.assigneeActive
    ? { email: facts.assigneeEmail, role: facts.assigneeRole }
    : supportInbox();
}

async function clientSide(tx: Db, facts: Facts): Promise<Recipient[]> {
  if (
    facts.creatorEmail &&
    facts.creatorActive &&
    facts.creatorRole === "client" &&
    facts.creatorOrganisationId === facts.organisationId
  )
    return [{ email: facts.creatorEmail, role: "client" }];
  const members = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, facts.organisationId), eq(users.role, "client"), eq(users.active, true)));
  return members.map((m) => ({ email: m.email, role: "client" }));
}

/** `attachments`: the names of the files that came with the request or reply, listed in the mail. */
export async function noticeNewRequest(
  tx: Db,
  requestId: string,
  by: Caller,
  now: Date,
  attachments: string[] = [],
): Promise<void> {
  const facts = await requestFacts(tx, requestId);
  const to = staffSide(facts);
  if (to.email === by.email) return;
  await queueNotice(tx, newRequestMail(to.email, { ...facts, attachments }, by.name, link(to, facts.id)), now);
}

export async function noticeReply(
  tx: Db,
  requestId: string,
  by: Caller,
  body: string,
  now: Date,
  attachments: string[] = [],
): Promise<void> {
  const facts = await requestFacts(tx, requestId);
  const recipients = isStaff(by) ? await clientSide(tx, facts) : [staffSide(facts)];
  for (const to of recipients) {
    if (to.email === by.email) continue;
    const mail = requestReplyMail(to.email, { ...facts, attachments }, by.name, body, link(to, facts.id));
    await queueNotice(tx, mail, now);
  }
}

export async function noticeAssigned(tx: Db, requestId: string, by: Caller, now: Date): Promise<void> {
  const facts = await requestFacts(tx, requestId);
  if (!facts.assigneeEmail || !facts.assigneeRole || facts.assigneeEmail === by.email) return;
  const to = { email: facts.assigneeEmail, role: facts.assigneeRole };
  await queueNotice(tx, requestAssignedMail(to.email, facts, by.name, link(to, facts.id)), now);
}
