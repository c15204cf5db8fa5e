// Mail templates: the sign-in code (text and HTML parts; the code stays out of the subject so lock screens don't show
// it) and the admins' alert when an address reaches a sign-in ceiling.
import { site } from "../site";
import type { MailMessage } from "./message";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

const colors = { navy: "#0b1b3a", blue: "#2563eb", slate: "#475569", line: "#e2e8f0", surface: "#f6f8fc" } as const;

export function signInCodeMail({
  to,
  code,
  validMinutes,
}: {
  to: string;
  code: string;
  validMinutes: number;
}): MailMessage {
  const subject = `Your ${site.name} sign-in code`;
  const minutes = `${validMinutes} minute${validMinutes === 1 ? "" : "s"}`;
  const text = [
    "Hello,",
    "",
    `Use this code to sign in to the ${site.portalName} portal:`,
    "",
    `    ${code}`,
    "",
    `It is valid for ${minutes} and works once. Type it on the sign-in page where you asked for it.`,
    "",
    `If you did not ask for a code, you can ignore this e-mail: nobody can sign in without it. ${site.name} will never ask you for this code by phone or e-mail.`,
    "",
    `${site.legalName}`,
    "",
  ].join("\n");

  const e = {
    code: escapeHtml(code),
    minutes: escapeHtml(minutes),
    name: escapeHtml(site.name),
    portal: escapeHtml(site.portalName),
    legal: escapeHtml(site.legalName),
  };
  const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.surface};${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.surface};padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid ${colors.line};border-radius:16px;overflow:hidden">
<tr><td style="background:${colors.navy};padding:20px 28px;color:#ffffff;font-size:18px;font-weight:700;letter-spacing:0.04em">${e.portal}</td></tr>
<tr><td style="padding:28px 28px 8px;color:${colors.navy};font-size:16px;line-height:1.5">
<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 20px">Use this code to sign in to the ${e.portal} portal:</p>
<p style="margin:0 0 20px;text-align:center"><span style="display:inline-block;padding:14px 24px;border-radius:12px;background:${colors.surface};border:1px solid ${colors.line};color:${colors.blue};font-size:32px;font-weight:700;letter-spacing:0.3em;font-family:'SFMono-Regular',Menlo,Consolas,monospace">${e.code}</span></p>
<p style="margin:0 0 16px">It is valid for <strong>${e.minutes}</strong> and works once. Type it on the sign-in page where you asked for it.</p>
</td></tr>
<tr><td style="padding:0 28px 28px;color:${colors.slate};font-size:14px;line-height:1.5">
<p style="margin:16px 0 0;padding-top:16px;border-top:1px solid ${colors.line}">If you did not ask for a code, you can ignore this e-mail: nobody can sign in without it. ${e.name} will never ask you for this code by phone or e-mail.</p>
</td></tr>
</table>
<p style="margin:16px 0 0;color:${colors.slate};font-size:12px">${e.legal}</p>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject, text, html };
}

const ceilings = {
  codes: "asked for more sign-in codes in an hour than any person needs",
  failures: "had more wrong sign-in codes in a day than any person types",
} as const;

/** To an admin: an address reached an address-wide ceiling and now waits, unless an admin clears it. */
export function signInLimitAlertMail(
  to: string,
  alert: { email: string; reason: keyof typeof ceilings; until: Date },
  siteUrl: string,
): MailMessage {
  const until = alert.until.toISOString().replace("T", " ").slice(0, 16);
  const text = [
    "Hello,",
    "",
    `The address ${alert.email} ${ceilings[alert.reason]}, from several networks. This looks like someone trying to`,
    `get into that account, or to lock its owner out.`,
    "",
    alert.reason === "codes"
      ? `No more codes are sent to it until ${until} UTC.`
      : `Nobody can sign in with it until ${until} UTC.`,
    "",
    `If the owner needs to sign in sooner, clear the address's sign-in limits in the admin Users view: ${siteUrl}/admin?view=users`,
    "",
    site.legalName,
    "",
  ].join("\n");
  return { to, subject: `${site.name}: sign-in limit reached for ${alert.email}`, text };
}
