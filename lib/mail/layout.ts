// The one frame every mail is drawn in: the portal's name on top, the message's blocks, a link into the portal, and a
// footer saying why the reader gets it. Each block renders the plain-text part and the HTML part together, and every
// value reaches the HTML through escapeHtml: what people typed is shown as text, never as markup.
import { site } from "../site";
import type { MailMessage } from "./message";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** One line, at most `max` characters: a subject (or a title inside a sentence) cannot add a header or run on. */
export const oneLine = (value: string, max = 160) => value.replace(/\s+/g, " ").trim().slice(0, max);

const colors = { navy: "#0b1b3a", blue: "#2563eb", slate: "#475569", line: "#e2e8f0", surface: "#f6f8fc" } as const;
const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A part of a mail's body, as plain text and as HTML. */
export type Block = { text: string; html: string };

export const paragraph = (value: string): Block => ({
  text: value,
  html: `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`,
});

/** A quieter paragraph set apart by a rule: what to do if the mail was not expected. */
export const note = (value: string): Block => ({
  text: value,
  html: `<p style="margin:0 0 16px;padding-top:16px;border-top:1px solid ${colors.line};color:${colors.slate};font-size:14px">${escapeHtml(value)}</p>`,
});

/** A code to type, large and spaced in HTML, indented on its own line in text. */
export const code = (value: string): Block => ({
  text: `    ${value}`,
  html: `<p style="margin:0 0 20px;text-align:center"><span style="display:inline-block;padding:14px 24px;border-radius:12px;background:${colors.surface};border:1px solid ${colors.line};color:${colors.blue};font-size:32px;font-weight:700;letter-spacing:0.3em;font-family:'SFMono-Regular',Menlo,Consolas,monospace">${escapeHtml(value)}</span></p>`,
});

export type Fact = [label: string, value: string];

/** Labels and values; in text the values line up in one column, two spaces past the longest label. */
export function facts(rows: Fact[]): Block {
  const width = Math.max(...rows.map(([label]) => label.length + 2));
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  return {
    text: rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join("\n"),
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">\n${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="${cell};color:${colors.slate};font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
      )
      .join("\n")}\n</table>`,
  };
}

/** Someone's words as they wrote them: `> ` lines in text, a block quote keeping line breaks in HTML. */
export const quote = (value: string): Block => ({
  text: value
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n"),
  html: `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.line};background:${colors.surface};white-space:pre-wrap">${escapeHtml(value)}</blockquote>`,
});

/** A heading, linked to its own page when it has one, over the block it introduces (one item of a gathered mail). */
export function item(heading: string, body: Block, link?: string): Block {
  const title = link
    ? `<a href="${escapeHtml(link)}" style="color:${colors.blue}">${escapeHtml(heading)}</a>`
    : escapeHtml(heading);
  return {
    text: [heading, ...(link ? [link] : []), body.text].join("\n"),
    html: `<h2 style="margin:20px 0 8px;font-size:16px">${title}</h2>\n${body.html}`,
  };
}

/** A titled passage of free text, its line breaks kept ("Message:", "Reason:"). */
export const passage = (title: string, value: string): Block => ({
  text: `${title}:\n${value}`,
  html: `<h2 style="margin:20px 0 8px;font-size:16px">${escapeHtml(title)}</h2>\n<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(value)}</p>`,
});

export type MailContent = {
  to: string;
  subject: string;
  blocks: Block[];
  /** The page to open, with the words for the link; `label` defaults to opening "it". */
  link?: { href: string; label?: string };
  /** Why this address gets the mail, one sentence starting "You get this because". */
  reason: string;
  replyTo?: string;
};

/** The message in the frame: text and HTML parts with the same content. */
export function renderMail({ to, subject, blocks, link, reason, replyTo }: MailContent): MailMessage {
  const title = oneLine(subject);
  const label = link?.label ?? "Open it in the portal";
  const text = [
    ...blocks.map((b) => b.text),
    ...(link ? [`${label}: ${link.href}`] : []),
    `${reason}\n${site.legalName}\n`,
  ].join("\n\n");
  const action = link
    ? `<p style="margin:4px 0 16px"><a href="${escapeHtml(link.href)}" style="color:${colors.blue};font-weight:600">${escapeHtml(label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px 12px;background:${colors.surface};${font};color:${colors.navy};line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid ${colors.line};border-radius:16px;overflow:hidden">
<div style="background:${colors.navy};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700;letter-spacing:0.04em">${escapeHtml(site.portalName)}</div>
<div style="padding:24px 24px 8px">
${blocks.map((b) => b.html).join("\n")}
${action}
</div></div>
<p style="max-width:560px;margin:16px auto 0;color:${colors.slate};font-size:12px">${escapeHtml(reason)}<br>${escapeHtml(site.legalName)}</p>
</body>
</html>`;
  return { to, subject: title, text, html, ...(replyTo ? { replyTo } : {}) };
}
