// The request mails: a new request to its assignee or the support inbox, a reply to the other side (several of either
// gathered into one mail), an assignment to the new assignee. Text is shown as text (escaped in the HTML part, never
// rendered as Markdown); internal notes never come here. Rendered and queued by lib/workspace in the caller's
// transaction.
import { statusLabels, type RequestPriority } from "./vocabulary";
import { facts as factTable, item, oneLine, paragraph, quote as quoted, renderMail, type Fact } from "../mail/layout";
import type { MailMessage } from "../mail/message";

/** One of several items in a gathered mail: a heading, its own link when it has a page, and the words quoted. */
type Entry = { heading: string; link?: string; quote: string };

type Notice = {
  to: string;
  subject: string;
  lead: string;
  facts: Fact[];
  quote?: string;
  entries?: Entry[];
  link: string;
  reason: string;
};

function render({ to, subject, lead, facts, quote, entries = [], link, reason }: Notice): MailMessage {
  return renderMail({
    to,
    subject,
    blocks: [
      paragraph("Hello,"),
      paragraph(lead),
      factTable(facts),
      ...(quote === undefined ? [] : [quoted(quote)]),
      ...entries.map((e) => item(e.heading, quoted(e.quote), e.link)),
    ],
    link: { href: link },
    reason,
  });
}

const reasons = {
  staff:
    "You get this because the request is assigned to you, or, while nobody is assigned, this is the support inbox.",
  conversation: "You get this because you take part in this request's conversation.",
  assigned: "You get this because the request was assigned to you.",
};

export type RequestFacts = {
  id: string;
  /** "#1042": every subject starts with "[#1042]", so a reply by mail or a search in the inbox finds the request. */
  number: number;
  title: string;
  organisation: string;
  priority: RequestPriority;
};

/** "#1042 Title", as the portal names a request. */
const named = (request: Pick<RequestFacts, "number" | "title">) => `#${request.number} ${request.title}`;
const tag = (request: Pick<RequestFacts, "number">) => `[#${request.number}]`;
/** The names of the files that came with a request or reply. */
type Attachments = { attachments?: readonly string[] };

const attachmentFacts = ({ attachments = [] }: Attachments): [string, string][] =>
  attachments.length > 0 ? [["Attachments", attachments.join(", ")]] : [];

/** To the assignee (or the support inbox): a client opened a request. The body is quoted as sent. */
export function newRequestMail(
  to: string,
  request: RequestFacts & Attachments & { body: string },
  by: string,
  link: string,
): MailMessage {
  return render({
    to,
    subject: oneLine(`${tag(request)} New request from ${request.organisation}: ${request.title}`),
    lead: `${by} opened a request for ${request.organisation}.`,
    facts: [
      ["Request", named(request)],
      ["Organisation", request.organisation],
      ["Priority", statusLabels[request.priority]],
      ...attachmentFacts(request),
    ],
    quote: request.body,
    link,
    reason: reasons.staff,
  });
}

/** To the other side of the conversation: a public reply (never an internal note). */
export function requestReplyMail(
  to: string,
  request: Pick<RequestFacts, "id" | "number" | "title"> & Attachments,
  by: string,
  body: string,
  link: string,
): MailMessage {
  return render({
    to,
    subject: oneLine(`${tag(request)} Re: ${request.title}`),
    lead: `${by} replied on the request “${oneLine(request.title)}”.`,
    facts: [["Request", named(request)], ...attachmentFacts(request)],
    quote: body,
    link,
    reason: reasons.conversation,
  });
}

/** To a staff member a request was just assigned to (by someone else). */
export function requestAssignedMail(to: string, request: RequestFacts, by: string, link: string): MailMessage {
  return render({
    to,
    subject: oneLine(`${tag(request)} Assigned to you: ${request.title}`),
    lead: `${by} assigned you a request from ${request.organisation}.`,
    facts: [
      ["Request", named(request)],
      ["Organisation", request.organisation],
      ["Priority", statusLabels[request.priority]],
    ],
    link,
    reason: reasons.assigned,
  });
}

const more = (shown: number, total: number): Fact[] =>
  total > shown ? [["Not shown", `${total - shown} more: open the portal to read them`]] : [];

export type NewRequestItem = Pick<RequestFacts, "id" | "number" | "title" | "priority"> &
  Attachments & { body: string; by: string };

const withAttachments = (heading: string, { attachments = [] }: Attachments) =>
  attachments.length > 0 ? `${heading} (attached: ${attachments.join(", ")})` : heading;

/** Several new requests from one organisation to one person, gathered (one request: `newRequestMail`). */
export function newRequestsMail(
  to: string,
  organisation: string,
  items: (NewRequestItem & { link: string })[],
  total: number,
  listLink: string,
): MailMessage {
  return render({
    to,
    subject: oneLine(`${total} new requests from ${organisation}`),
    lead: `${organisation} opened ${total} requests.`,
    facts: [["Organisation", organisation], ...more(items.length, total)],
    entries: items.map((r) => ({
      heading: withAttachments(`${oneLine(named(r))} (${statusLabels[r.priority]}), opened by ${r.by}`, r),
      link: r.link,
      quote: r.body,
    })),
    link: listLink,
    reason: reasons.staff,
  });
}

export type ReplyItem = Attachments & { by: string; body: string };

/** Several replies on one request to one person, gathered (one reply: `requestReplyMail`). */
export function requestRepliesMail(
  to: string,
  request: Pick<RequestFacts, "id" | "number" | "title">,
  items: ReplyItem[],
  total: number,
  link: string,
): MailMessage {
  return render({
    to,
    subject: oneLine(`${tag(request)} Re: ${request.title} (${total} replies)`),
    lead: `${total} new replies on the request “${oneLine(request.title)}”.`,
    facts: [["Request", named(request)], ...more(items.length, total)],
    entries: items.map((r) => ({ heading: withAttachments(`${r.by} wrote:`, r), quote: r.body })),
    link,
    reason: reasons.conversation,
  });
}
