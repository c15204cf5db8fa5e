// Who is told about a request, by mail through the outbox, in the writer's transaction:
// - a new request: its assignee, or SUPPORT_INBOX when nobody is assigned;
// - a client's reply: the assignee, or SUPPORT_INBOX; a staff reply: the client who opened the request, or (when that
//   person is no longer a current member, or was staff) every current client user of the organisation;
// - an assignment: the new assignee, unless they assigned themselves.
// An assignee counts while an active staff member. Internal notes are never mailed. Nobody is mailed about their own
// words. New requests from one organisation and replies on one request are gathered per recipient
// (lib/mail/notice-groups.ts): a burst is one mail, not one each.
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { organisations, requests, users } from "../db/schema";
import { env } from "../env";
import { queueGroupedNotice } from "../mail/notice-groups";
import { queueNotice } from "../mail/outbox-mails";
import { portalUrl } from "../portal/paths";
import {
  newRequestMail,
  newRequestsMail,
  requestAssignedMail,
  requestRepliesMail,
  requestReplyMail,
  type NewRequestItem,
  type ReplyItem,
} from "./request-mail";
import { isStaff, type Caller } from "./caller";
import { personOrMembers } from "./members";

const assignee = alias(users, "assignee");

type Recipient = { email: string; role: Role };

/** The support inbox is read by employees: its links open the employee workspace. */
const supportInbox = (): Recipient => ({ email: env().SUPPORT_INBOX, role: "employee" });
const link = (recipient: Recipient, id: string) => portalUrl(env().SITE_URL, recipient.role, "requests", id);
const listLink = (recipient: Recipient) => portalUrl(env().SITE_URL, recipient.role, "requests");

async function requestFacts(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: requests.id,
      number: requests.number,
      title: requests.title,
      body: requests.body,
      priority: requests.priority,
      organisationId: requests.organisationId,
      organisation: organisations.name,
      createdById: requests.createdById,
      assigneeEmail: assignee.email,
      assigneeRole: assignee.role,
      assigneeActive: assignee.active,
    })
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
    .where(eq(requests.id, id))
    .limit(1);
  if (!row) throw new Error(`request ${id} vanished inside its transaction`);
  return row;
}

type Facts = Awaited<ReturnType<typeof requestFacts>>;

/** The assignee while still an active staff member; null otherwise. */
function currentAssignee(facts: Facts): Recipient | null {
  const { assigneeEmail: email, assigneeRole: role, assigneeActive: active } = facts;
  return email && role && active && isStaff({ role }) ? { email, role } : null;
}

const staffSide = (facts: Facts): Recipient => currentAssignee(facts) ?? supportInbox();

async function clientSide(tx: Db, facts: Facts): Promise<Recipient[]> {
  const members = await personOrMembers(tx, facts.organisationId, "client", facts.createdById);
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
  const item: NewRequestItem = {
    id: facts.id,
    number: facts.number,
    title: facts.title,
    priority: facts.priority,
    body: facts.body,
    by: by.name,
    attachments,
  };
  const render = (items: NewRequestItem[], total: number) => {
    const linked = items.map((r) => ({ ...r, link: link(to, r.id) }));
    const [only] = linked;
    return total === 1 && only
      ? newRequestMail(to.email, { ...only, organisation: facts.organisation }, only.by, only.link)
      : newRequestsMail(to.email, facts.organisation, linked, total, listLink(to));
  };
  await queueGroupedNotice(tx, { key: `new-requests:${facts.organisationId}:${to.email}`, item, render }, now);
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
    const render = (items: ReplyItem[], total: number) => {
      const [only] = items;
      return total === 1 && only
        ? requestReplyMail(
            to.email,
            { ...facts, attachments: only.attachments },
            only.by,
            only.body,
            link(to, facts.id),
          )
        : requestRepliesMail(to.email, facts, items, total, link(to, facts.id));
    };
    const item: ReplyItem = { by: by.name, body, attachments };
    await queueGroupedNotice(tx, { key: `reply:${facts.id}:${to.email}`, item, render }, now);
  }
}

export async function noticeAssigned(tx: Db, requestId: string, by: Caller, now: Date): Promise<void> {
  const facts = await requestFacts(tx, requestId);
  const to = currentAssignee(facts);
  if (!to || to.email === by.email) return;
  await queueNotice(tx, requestAssignedMail(to.email, facts, by.name, link(to, facts.id)), now);
}
