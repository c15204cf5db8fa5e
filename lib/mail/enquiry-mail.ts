// The staff notification for a new enquiry: every field, with Reply-To set to the sender.
import { optionLabels } from "../contact/options";
import type { EnquiryRow } from "../db/schema";
import { site } from "../site";
import type { MailMessage } from "./message";
import { escapeHtml } from "./templates";

type EnquiryFields = Pick<
  EnquiryRow,
  "id" | "fullName" | "email" | "phone" | "company" | "subject" | "budget" | "timeline" | "message" | "createdAt"
>;

/** Display-name characters that could break the header are dropped; nodemailer encodes the rest. */
function mailbox(name: string, email: string): string {
  const clean = name.replace(/["\\<>\r\n]/g, "").trim();
  return clean ? `"${clean}" <${email}>` : email;
}

export function enquiryNotificationMail(enquiry: EnquiryFields, to: string, siteUrl: string): MailMessage {
  const labels = optionLabels(enquiry);
  const rows: [string, string][] = [
    ["Name", enquiry.fullName],
    ["E-mail", enquiry.email],
    ["Phone", enquiry.phone ?? "—"],
    ["Company", enquiry.company ?? "—"],
    ["Subject", labels.subject],
    ["Budget", labels.budget],
    ["Timeline", labels.timeline],
    ["Received", enquiry.createdAt.toISOString()],
  ];
  const link = `${siteUrl}/admin?view=reports&id=${enquiry.id}`;
  const subject = `New enquiry: ${labels.subject} from ${enquiry.fullName}`.replace(/[\r\n]+/g, " ").slice(0, 200);
  const text = [
    `A new enquiry came in through the ${site.name} contact form. Reply to this e-mail to answer ${enquiry.fullName} directly.`,
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(10)} ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    `In the portal: ${link}`,
    "",
  ].join("\n");
  const cell = "padding:6px 12px 6px 0;vertical-align:top";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0b1b3a;line-height:1.5">
<p>A new enquiry came in through the ${escapeHtml(site.name)} contact form. Reply to this e-mail to answer ${escapeHtml(enquiry.fullName)} directly.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell};color:#475569">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(enquiry.message)}</p>
<p style="margin-top:20px"><a href="${escapeHtml(link)}">Open it in the portal</a></p>
</body></html>`;
  return { to, subject, text, html, replyTo: mailbox(enquiry.fullName, enquiry.email) };
}
