// The sign-in mails: the code (kept out of the subject, so lock screens don't show it) and the admins' alert when an
// address reaches a sign-in ceiling.
import { otpRules } from "../auth/code-rules";
import { portalUrl } from "../portal/paths";
import { site } from "../site";
import { code as codeBlock, note, paragraph, renderMail } from "./layout";
import type { MailMessage } from "./message";

/**
 * The code's mail. It states the code's whole lifetime from the moment it was asked for, as the sign-in form's
 * countdown does (otpRules, the one definition), so a mail sent a few seconds later does not say "4 minutes".
 */
export function signInCodeMail({ to, code }: { to: string; code: string }): MailMessage {
  const lifetime = Math.round(otpRules.codeTtlSeconds / 60);
  const minutes = `${lifetime} minute${lifetime === 1 ? "" : "s"}`;
  return renderMail({
    to,
    subject: `Your ${site.name} sign-in code`,
    blocks: [
      paragraph("Hello,"),
      paragraph(`Use this code to sign in to the ${site.portalName} portal:`),
      codeBlock(code),
      paragraph(
        `It is valid for ${minutes} from when you asked for it and works once. Type it on the sign-in page where you asked for it.`,
      ),
      note(
        `If you did not ask for a code, you can ignore this e-mail: nobody can sign in without it. ${site.name} will never ask you for this code by phone or e-mail.`,
      ),
    ],
    reason: `You get this because someone asked for a code to sign in to the ${site.portalName} portal with this address.`,
  });
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
  return renderMail({
    to,
    subject: `${site.name}: sign-in limit reached for ${alert.email}`,
    blocks: [
      paragraph("Hello,"),
      paragraph(
        `The address ${alert.email} ${ceilings[alert.reason]}, from several networks. This looks like someone trying to get into that account, or to lock its owner out.`,
      ),
      paragraph(
        alert.reason === "codes"
          ? `No more codes are sent to it until ${until} UTC.`
          : `Nobody can sign in with it until ${until} UTC.`,
      ),
      paragraph("If the owner needs to sign in sooner, clear the address's sign-in limits in the admin Users view."),
    ],
    link: { href: portalUrl(siteUrl, "admin", "users"), label: "Open the Users view" },
    reason: `You get this because sign-in alerts go to the ${site.portalName} portal's admins (or to the support inbox while there is none).`,
  });
}
