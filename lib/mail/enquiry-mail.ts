// The staff notification for a new enquiry: every field, with Reply-To set to the sender.
import { chatSubject, optionLabels } from "../contact/options";
import type { EnquiryRow } from "../db/schema";
import { portalUrl } from "../portal/paths";
import { site } from "../site";
import { facts, paragraph, passage, renderMail, type Fact } from "./layout";
import type { MailMessage } from "./message";

type EnquiryFields = Pick<
  EnquiryRow,
  "id" | "fullName" | "email" | "phone" | "company" | "subject" | "budget" | "timeline" | "message" | "createdAt"
> &
  Partial<Pick<EnquiryRow, "transcript">>;

/** A chat's transcript as staff read it: who said what, one message a paragraph. */
export function transcriptText(transcript: NonNullable<EnquiryRow["transcript"]>): string {
  return transcript.map((t) => `${t.role === "user" ? "Visitor" : "Assistant"}: ${t.content}`).join("\n\n");
}

/** Display-name characters that could break the header are dropped; nodemailer encodes the rest. */
function mailbox(name: string, email: string): string {
  const clean = name.replace(/["\\<>\r\n]/g, "").trim();
  return clean ? `"${clean}" <${email}>` : email;
}

export function enquiryNotificationMail(enquiry: EnquiryFields, to: string, siteUrl: string): MailMessage {
  const labels = optionLabels(enquiry);
  const chat = enquiry.subject === chatSubject.value;
  const rows: Fact[] = [
    ["Name", enquiry.fullName],
    ["E-mail", enquiry.email],
    ["Phone", enquiry.phone ?? "—"],
    ["Company", enquiry.company ?? "—"],
    ["Subject", labels.subject],
    ["Budget", labels.budget],
    ["Timeline", labels.timeline],
    ["Received", enquiry.createdAt.toISOString()],
  ];
  return renderMail({
    to,
    subject: `New enquiry: ${labels.subject} from ${enquiry.fullName}`,
    blocks: [
      paragraph(
        `A new enquiry came in through the ${site.name} ${chat ? "website chat: the visitor asked for a person" : "contact form"}. Reply to this e-mail to answer ${enquiry.fullName} directly.`,
      ),
      facts(rows),
      passage("Message", enquiry.message),
      ...(enquiry.transcript?.length ? [passage("Chat transcript", transcriptText(enquiry.transcript))] : []),
    ],
    link: { href: portalUrl(siteUrl, "admin", "enquiries", enquiry.id) },
    reason: `You get this because this address receives the enquiries sent through the ${site.name} contact form.`,
    replyTo: mailbox(enquiry.fullName, enquiry.email),
  });
}
