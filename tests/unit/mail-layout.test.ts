import { describe, expect, it } from "vitest";
import { enquiryNotificationMail } from "@/lib/mail/enquiry-mail";
import { escapeHtml, facts, item, paragraph, quote, renderMail } from "@/lib/mail/layout";
import type { MailMessage } from "@/lib/mail/message";
import { signInCodeMail, signInLimitAlertMail } from "@/lib/mail/sign-in-mail";
import { invoiceDecisionMail, invoicesSubmittedMail, purchaseOrderIssuedMail } from "@/lib/workspace/vendor-mail";
import {
  newRequestsMail,
  requestAssignedMail,
  requestRepliesMail,
  requestReplyMail,
} from "@/lib/workspace/request-mail";
import { site } from "@/lib/site";

const siteUrl = "https://www.nexora.example";
const hostile = `<img src=x onerror="alert(1)"> & 'quoted'`;

describe("renderMail", () => {
  const mail = renderMail({
    to: "asha@example.in",
    subject: "Line one\r\nBcc: someone@example.com",
    blocks: [paragraph("Hello,"), quote("first\nsecond")],
    link: { href: `${siteUrl}/client/requests/r1?a=1&b="2"` },
    reason: "You get this because you asked.",
  });

  it("draws the text part: blocks, the link, the reason line and the company", () => {
    expect(mail.text).toBe(
      [
        "Hello,",
        "",
        "> first",
        "> second",
        "",
        `Open it in the portal: ${siteUrl}/client/requests/r1?a=1&b="2"`,
        "",
        "You get this because you asked.",
        site.legalName,
        "",
      ].join("\n"),
    );
  });

  it("draws the same content in the HTML frame, with the portal's name on top", () => {
    expect(mail.html).toContain(`>${site.portalName}</div>`);
    expect(mail.html).toContain('<p style="margin:0 0 16px">Hello,</p>');
    expect(mail.html).toContain(`href="${siteUrl}/client/requests/r1?a=1&amp;b=&quot;2&quot;"`);
    expect(mail.html).toContain(`You get this because you asked.<br>${escapeHtml(site.legalName)}`);
  });

  it("keeps the subject on one line", () => {
    expect(mail.subject).toBe("Line one Bcc: someone@example.com");
    expect(mail.html).toContain("<title>Line one Bcc: someone@example.com</title>");
  });

  it("lines facts up in one column, two spaces past the longest label", () => {
    expect(
      facts([
        ["Invoice", "INV-1"],
        ["Purchase order", "None"],
      ]).text,
    ).toBe("Invoice:         INV-1\nPurchase order:  None");
  });

  it("links an item's heading when it has a page", () => {
    const linked = item("Fonts", quote("hi"), `${siteUrl}/employee/requests/r1`);
    expect(linked.text).toBe(`Fonts\n${siteUrl}/employee/requests/r1\n> hi`);
    expect(linked.html).toContain(`<a href="${siteUrl}/employee/requests/r1"`);
  });
});

const invoice = { id: "i1", number: "INV-1", amountPaise: 50_000, dueDate: "2026-12-01", orderNumber: hostile };
const request = { id: "r1", number: 1042, title: hostile, organisation: hostile, priority: "high" as const };

// Every template, each with someone's words in every field it shows.
const templates: [name: string, mail: MailMessage, link: string | null][] = [
  ["sign-in code", signInCodeMail({ to: "a@example.in", code: "123456" }), null],
  [
    "sign-in alert",
    signInLimitAlertMail("a@example.in", { email: hostile, reason: "codes", until: new Date() }, siteUrl),
    `${siteUrl}/admin/users`,
  ],
  [
    "enquiry",
    enquiryNotificationMail(
      {
        id: "e1",
        fullName: hostile,
        email: "asha@example.in",
        phone: hostile,
        company: hostile,
        subject: "general-inquiry",
        budget: null,
        timeline: null,
        message: hostile,
        createdAt: new Date(),
      },
      "sales@nexora.example",
      siteUrl,
    ),
    `${siteUrl}/admin/enquiries/e1`,
  ],
  [
    "purchase order",
    purchaseOrderIssuedMail("v@example.in", { id: "o1", number: hostile, title: hostile, amountPaise: 1 }, siteUrl),
    `${siteUrl}/vendor/purchase-orders/o1`,
  ],
  [
    "invoices to review",
    invoicesSubmittedMail("s@example.in", [{ ...invoice, vendor: hostile }], 1, "employee", siteUrl),
    `${siteUrl}/employee/invoices`,
  ],
  [
    "invoice decision",
    invoiceDecisionMail("v@example.in", invoice, "rejected", hostile, siteUrl),
    `${siteUrl}/vendor/invoices/i1`,
  ],
  [
    "new requests",
    newRequestsMail(
      "s@example.in",
      hostile,
      [{ ...request, body: hostile, by: hostile, attachments: [hostile], link: "l" }],
      1,
      "list",
    ),
    "list",
  ],
  [
    "replies",
    requestRepliesMail("c@example.in", request, [{ by: hostile, body: hostile, attachments: [hostile] }], 1, "page"),
    "page",
  ],
  ["assignment", requestAssignedMail("s@example.in", request, hostile, "page"), "page"],
];

describe.each(templates)("the %s mail", (_name, mail, link) => {
  it("comes in the one frame, saying why the reader gets it", () => {
    expect(mail.text).toMatch(new RegExp(`\\nYou get this because [^\\n]+\\.\\n${site.legalName}\\n$`));
    expect(mail.html).toMatch(/You get this because [^<]+\.<br>/);
    expect(mail.html).toContain(`>${site.portalName}</div>`);
  });

  it("shows every value as text in the HTML part", () => {
    expect(mail.html).not.toContain("<img");
    if (mail.text.includes(hostile)) expect(mail.html).toContain(escapeHtml(hostile));
  });

  it("links to the page from the navigation, never to an old ?view= address", () => {
    if (link) {
      expect(mail.text).toContain(`: ${link}\n`);
      expect(mail.html).toContain(`href="${link}"`);
    }
    expect(`${mail.text}${mail.html}`).not.toContain("?view=");
  });
});

describe("request mail subjects", () => {
  const vpn = { id: "r1", number: 1042, title: "VPN down", organisation: "Acme Ltd", priority: "high" as const };
  it("start with the request's number in brackets, and the facts name it as the portal does", () => {
    const reply = requestReplyMail("c@example.in", vpn, "Ravi", "On it.", "page");
    expect(reply.subject).toBe("[#1042] Re: VPN down");
    expect(reply.text).toContain("#1042 VPN down");
    expect(requestAssignedMail("s@example.in", vpn, "Asha", "page").subject).toBe("[#1042] Assigned to you: VPN down");
    expect(requestRepliesMail("c@example.in", vpn, [{ by: "Ravi", body: "a" }], 3, "page").subject).toBe(
      "[#1042] Re: VPN down (3 replies)",
    );
  });
});
