// The request mails: a new request to its assignee or the support inbox, a reply to the other side (several of either
// gathered into one mail), an assignment to the new assignee. Text is shown as text (escaped in the HTML part, never
// rendered as Markdown); internal notes never come here. Rendered here, queued by lib/workspace in the caller's
// transaction.
import { site } from "../site";
import { statusLabels, type RequestPriority } from "../workspace/vocabulary";
import type { MailMessage } from "./message";
import { escapeHtml } from "./templates";

const colors = { navy: "#0b1b3a", slate: "#475569", line: "#e2e8f0", surface: "#f6f8fc" } as const;

/** Subjects are one line: a title cannot add a header or run on. */
const oneLine = (value: string, max = 160) => value.replace(/\s+/g, " ").trim().slice(0, max);

/** One of several items in a gathered mail: a heading, its own link when it has a page, and the words quoted. */
type Entry = { heading: string; link?: string; quote: string };

type Notice = {
  to: string;
  subject: string;
  lead: string;
  facts: [string, string][];
  quote?: string;
  entries?: Entry[];
  link: string;
};

const quoted = (text: string) => text.split(/\r?\n/).map((l) => `> ${l}`);
const blockquote = (text: string) =>
  `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid ${colors.line};background:${colors.surface};white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

function render({ to, subject, lead, facts, quote, entries = [], link }: Notice): MailMessage {
  const text = [
    "Hello,",
    "",
    lead,
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(14)} ${value}`),
    ...(quote === undefined ? [] : ["", ...quoted(quote)]),
    ...entries.flatMap((e) => ["", e.heading, ...(e.link ? [e.link] : []), ...quoted(e.quote)]),
    "",
    `Open it in the portal: ${link}`,
    "",
    site.legalName,
    "",
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${colors.surface};${font};color:${colors.navy};line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid ${colors.line};border-radius:16px;overflow:hidden">
<div style="background:${colors.navy};padding:16px 24px;color:#ffffff;font-weight:700;letter-spacing:0.04em">${escapeHtml(site.portalName)}</div>
<div style="padding:24px">
<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${facts.map(([label, value]) => `<tr><th align="left" style="${cell};color:${colors.slate};font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
${quote === undefined ? "" : blockquote(quote)}
${entries.map((e) => `<h2 style="margin:20px 0 0;font-size:16px">${e.link ? `<a href="${escapeHtml(e.link)}" style="color:#2563eb">${escapeHtml(e.heading)}</a>` : escapeHtml(e.heading)}</h2>\n${blockquote(e.quote)}`).join("\n")}
<p style="margin:20px 0 0"><a href="${escapeHtml(link)}" style="color:#2563eb">Open it in the portal</a></p>
</div></div>
<p style="max-width:560px;margin:16px auto 0;color:${colors.slate};font-size:12px">${escapeHtml(site.legalName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export type RequestFacts = { id: string; title: string; organisation: string; priority: RequestPriority };
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
    subject: oneLine(`New request from ${request.organisation}: ${request.title}`),
    lead: `${by} opened a request for ${request.organisation}.`,
    facts: [
      ["Request", request.title],
      ["Organisation", request.organisation],
      ["Priority", statusLabels[request.priority]],
      ...attachmentFacts(request),
    ],
    quote: request.body,
    link,
  });
}

/** To the other side of the conversation: a public reply (never an internal note). */
export function requestReplyMail(
  to: string,
  request: Pick<RequestFacts, "id" | "title"> & Attachments,
  by: string,
  body: string,
  link: string,
): MailMessage {
  return render({
    to,
    subject: oneLine(`Re: ${request.title}`),
    lead: `${by} replied on the request “${oneLine(request.title)}”.`,
    facts: [["Request", request.title], ...attachmentFacts(request)],
    quote: body,
    link,
  });
}

/** To a staff member a request was just assigned to (by someone else). */
export function requestAssignedMail(to: string, request: RequestFacts, by: string, link: string): MailMessage {
  return render({
    to,
    subject: oneLine(`Assigned to you: ${request.title}`),
    lead: `${by} assigned you a request from ${request.organisation}.`,
    facts: [
      ["Request", request.title],
      ["Organisation", request.organisation],
      ["Priority", statusLabels[request.priority]],
    ],
    link,
  });
}

const more = (shown: number, total: number) =>
  total > shown ? [["Not shown", `${total - shown} more: open the portal to read them`] as [string, string]] : [];

export type NewRequestItem = Pick<RequestFacts, "id" | "title" | "priority"> &
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
      heading: withAttachments(`${oneLine(r.title)} (${statusLabels[r.priority]}), opened by ${r.by}`, r),
      link: r.link,
      quote: r.body,
    })),
    link: listLink,
  });
}

export type ReplyItem = Attachments & { by: string; body: string };

/** Several replies on one request to one person, gathered (one reply: `requestReplyMail`). */
export function requestRepliesMail(
  to: string,
  request: Pick<RequestFacts, "id" | "title">,
  items: ReplyItem[],
  total: number,
  link: string,
): MailMessage {
  return render({
    to,
    subject: oneLine(`Re: ${request.title} (${total} replies)`),
    lead: `${total} new replies on the request “${oneLine(request.title)}”.`,
    facts: [["Request", request.title], ...more(items.length, total)],
    entries: items.map((r) => ({ heading: withAttachments(`${r.by} wrote:`, r), quote: r.body })),
    link,
  });
}
