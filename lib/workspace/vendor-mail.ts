// The vendor workspace's mails: a new purchase order to the vendor's people, a submitted invoice to its reviewer
// (several at once gathered into one mail), and each invoice decision to the person who submitted it. Rendered here,
// queued by lib/workspace in its transaction.
import { portalUrl } from "../portal/paths";
import { site } from "../site";
import { formatInr } from "./money";
import { facts, paragraph, passage, renderMail, type Fact } from "../mail/layout";
import type { MailMessage } from "../mail/message";

type Notice = { to: string; subject: string; lead: string; rows: Fact[]; link: string; note?: Fact; reason: string };

/** One short mail: a lead sentence, a table of facts, an optional note, and a link into the portal. */
function notice({ to, subject, lead, rows, link, note, reason }: Notice): MailMessage {
  return renderMail({
    to,
    subject,
    blocks: [paragraph("Hello,"), paragraph(lead), facts(rows), ...(note ? [passage(...note)] : [])],
    link: { href: link },
    reason,
  });
}

export type OrderFacts = { id: string; number: string; title: string; amountPaise: number };

export function purchaseOrderIssuedMail(to: string, order: OrderFacts, siteUrl: string): MailMessage {
  return notice({
    to,
    subject: `${site.name} purchase order ${order.number}: ${order.title}`,
    lead: `${site.name} has issued a purchase order to your organisation. Please acknowledge it in the portal.`,
    rows: [
      ["Order", order.number],
      ["Title", order.title],
      ["Amount", formatInr(order.amountPaise)],
    ],
    link: portalUrl(siteUrl, "vendor", "purchase-orders", order.id),
    reason: "You get this because the order is issued to your organisation.",
  });
}

export type InvoiceFacts = {
  id: string;
  number: string;
  amountPaise: number;
  dueDate: string;
  vendor: string;
  orderNumber: string | null;
};

const reviewReason =
  "You get this because you issued the invoice's purchase order, or, when nobody did, this is the support inbox.";

/** To the order's issuer (or the support inbox, read by employees): a vendor submitted an invoice to review. */
export function invoiceSubmittedMail(
  to: string,
  invoice: InvoiceFacts,
  reviewerRole: "admin" | "employee",
  siteUrl: string,
): MailMessage {
  return notice({
    to,
    subject: `Invoice ${invoice.number} from ${invoice.vendor} to review`,
    lead: `${invoice.vendor} submitted an invoice. The PDF is attached to it in the portal.`,
    rows: [
      ["Invoice", invoice.number],
      ["Vendor", invoice.vendor],
      ["Amount", formatInr(invoice.amountPaise)],
      ["Due", invoice.dueDate],
      ["Purchase order", invoice.orderNumber ?? "None"],
    ],
    link: portalUrl(siteUrl, reviewerRole, "invoices", invoice.id),
    reason: reviewReason,
  });
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
  const rows = invoices.map((i): Fact => [
    i.number,
    `${formatInr(i.amountPaise)}, due ${i.dueDate}, purchase order ${i.orderNumber ?? "none"}`,
  ]);
  if (total > invoices.length) rows.push(["Not shown", `${total - invoices.length} more: open the portal to see them`]);
  return notice({
    to,
    subject: `${total} invoices from ${vendor} to review`,
    lead: `${vendor} submitted ${total} invoices. Their PDFs are attached to them in the portal.`,
    rows,
    link: portalUrl(siteUrl, reviewerRole, "invoices"),
    reason: reviewReason,
  });
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
  invoice: Omit<InvoiceFacts, "vendor"> & { payBy?: string | null },
  decision: keyof typeof decisions,
  reason: string | null,
  siteUrl: string,
): MailMessage {
  const words = decisions[decision];
  return notice({
    to,
    subject: `Invoice ${invoice.number} ${words.subject}`,
    lead: `Your invoice ${invoice.number} ${words.lead}`,
    rows: [
      ["Invoice", invoice.number],
      ["Amount", formatInr(invoice.amountPaise)],
      ["Due", invoice.dueDate],
      ...(invoice.payBy ? [["Pay by (MSME, 45 days)", invoice.payBy] as Fact] : []),
      ["Purchase order", invoice.orderNumber ?? "None"],
    ],
    link: portalUrl(siteUrl, "vendor", "invoices", invoice.id),
    ...(decision === "rejected" && reason ? { note: ["Reason", reason] as Fact } : {}),
    reason: "You get this because you submitted this invoice.",
  });
}

export type RemittanceFacts = {
  id: string;
  number: string;
  orderNumber: string | null;
  paidOn: string;
  utr: string;
  gross: number;
  tdsSection: string | null;
  tdsAmount: number;
  net: number;
  account: string | null;
};

/** The remittance advice: what was paid against the invoice, the TDS deducted and the bank's reference. */
export function remittanceAdviceMail(to: string, paid: RemittanceFacts, siteUrl: string): MailMessage {
  return notice({
    to,
    subject: `Remittance advice: invoice ${paid.number} paid, UTR ${paid.utr}`,
    lead: `${site.name} has paid your invoice ${paid.number}. The details of the payment are below.`,
    rows: [
      ["Invoice", paid.number],
      ["Purchase order", paid.orderNumber ?? "None"],
      ["Paid on", paid.paidOn],
      ["Gross", formatInr(paid.gross)],
      ["TDS", paid.tdsSection ? `${formatInr(paid.tdsAmount)} (section ${paid.tdsSection})` : formatInr(0)],
      ["Net paid", formatInr(paid.net)],
      ["UTR", paid.utr],
      ...(paid.account ? [["To account", paid.account] as Fact] : []),
    ],
    link: portalUrl(siteUrl, "vendor", "invoices", paid.id),
    reason: "You get this because you submitted this invoice.",
  });
}
