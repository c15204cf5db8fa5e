// The vendor workspace's mails: a new purchase order to the vendor's people, a submitted invoice to its reviewer
// (several at once gathered into one mail), and each invoice decision to the person who submitted it. Rendered here,
// queued by lib/workspace in its transaction.
import { site } from "../site";
import { formatInr } from "../workspace/money";
import type { MailMessage } from "./message";
import { escapeHtml } from "./templates";

type Row = [label: string, value: string];

/** One short mail: a lead sentence, a table of facts, an optional quoted note, and a link into the portal. */
function notice(to: string, subject: string, lead: string, rows: Row[], link: string, note?: Row): MailMessage {
  const cleanSubject = subject.replace(/[\r\n]+/g, " ").slice(0, 200);
  const text = [
    "Hello,",
    "",
    lead,
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(16)} ${value}`),
    ...(note ? ["", `${note[0]}:`, note[1]] : []),
    "",
    `In the portal: ${link}`,
    "",
    site.legalName,
    "",
  ].join("\n");
  const cell = "padding:6px 12px 6px 0;vertical-align:top";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(cleanSubject)}</title></head>
<body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0b1b3a;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(lead)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell};color:#475569">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
${note ? `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(note[0])}</h2>\n<p style="white-space:pre-wrap;margin:0">${escapeHtml(note[1])}</p>` : ""}
<p style="margin-top:20px"><a href="${escapeHtml(link)}">Open it in the ${escapeHtml(site.portalName)} portal</a></p>
<p style="color:#475569;font-size:12px">${escapeHtml(site.legalName)}</p>
</body></html>`;
  return { to, subject: cleanSubject, text, html };
}

export type OrderFacts = { id: string; number: string; title: string; amountPaise: number };

export function purchaseOrderIssuedMail(to: string, order: OrderFacts, siteUrl: string): MailMessage {
  return notice(
    to,
    `${site.name} purchase order ${order.number}: ${order.title}`,
    `${site.name} has issued a purchase order to your organisation. Please acknowledge it in the portal.`,
    [
      ["Order", order.number],
      ["Title", order.title],
      ["Amount", formatInr(order.amountPaise)],
    ],
    `${siteUrl}/vendor/purchase-orders/${order.id}`,
  );
}

export type InvoiceFacts = {
  id: string;
  number: string;
  amountPaise: number;
  dueDate: string;
  vendor: string;
  orderNumber: string | null;
};

/** To the order's issuer (or the support inbox, read by employees): a vendor submitted an invoice to review. */
export function invoiceSubmittedMail(
  to: string,
  invoice: InvoiceFacts,
  reviewerRole: "admin" | "employee",
  siteUrl: string,
): MailMessage {
  return notice(
    to,
    `Invoice ${invoice.number} from ${invoice.vendor} to review`,
    `${invoice.vendor} submitted an invoice. The PDF is attached to it in the portal.`,
    [
      ["Invoice", invoice.number],
      ["Vendor", invoice.vendor],
      ["Amount", formatInr(invoice.amountPaise)],
      ["Due", invoice.dueDate],
      ["Purchase order", invoice.orderNumber ?? "None"],
    ],
    `${siteUrl}/${reviewerRole}/invoices/${invoice.id}`,
  );
}

/** Several invoices from one vendor to one reviewer, gathered (one invoice: `invoiceSubmittedMail`). */
export function invoicesSubmittedMail(
  to: string,
  invoices: InvoiceFacts[],
  total: number,
  reviewerRole: "admin" | "employee",
  siteUrl: string,
): MailMessage {
  const vendor = invoices[0]?.vendor ?? "A vendor";
  const rows = invoices.map((i): Row => [
    i.number,
    `${formatInr(i.amountPaise)}, due ${i.dueDate}, purchase order ${i.orderNumber ?? "none"}`,
  ]);
  if (total > invoices.length) rows.push(["Not shown", `${total - invoices.length} more: open the portal to see them`]);
  return notice(
    to,
    `${total} invoices from ${vendor} to review`,
    `${vendor} submitted ${total} invoices. Their PDFs are attached to them in the portal.`,
    rows,
    `${siteUrl}/${reviewerRole}/invoices`,
  );
}

const decisions = {
  approved: { subject: "approved", lead: "was approved. We will pay it by its due date." },
  rejected: {
    subject: "rejected",
    lead: "was rejected. The reason is below; you can submit a corrected invoice from its page.",
  },
  paid: { subject: "paid", lead: "has been paid." },
} as const;

/** To the invoice's submitter: approved, rejected (with the reviewer's reason, meant for the vendor) or paid. */
export function invoiceDecisionMail(
  to: string,
  invoice: Omit<InvoiceFacts, "vendor">,
  decision: keyof typeof decisions,
  reason: string | null,
  siteUrl: string,
): MailMessage {
  const words = decisions[decision];
  return notice(
    to,
    `Invoice ${invoice.number} ${words.subject}`,
    `Your invoice ${invoice.number} ${words.lead}`,
    [
      ["Invoice", invoice.number],
      ["Amount", formatInr(invoice.amountPaise)],
      ["Due", invoice.dueDate],
      ["Purchase order", invoice.orderNumber ?? "None"],
    ],
    `${siteUrl}/vendor/invoices/${invoice.id}`,
    decision === "rejected" && reason ? ["Reason", reason] : undefined,
  );
}
