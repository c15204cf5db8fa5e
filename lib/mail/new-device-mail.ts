// The new-device notice (lib/auth/new-device.ts): when, what and where from, and what to do if it was not them. It
// carries no code and no link that signs anyone in: only the address of the sign-in page.
import { formatDateTime } from "../portal/format";
import { site } from "../site";
import { facts, note, paragraph, renderMail } from "./layout";
import type { MailMessage } from "./message";

export type NewDeviceNotice = { to: string; name: string; at: Date; device: string; ip?: string; siteUrl: string };

export function newDeviceMail({ to, name, at, device, ip, siteUrl }: NewDeviceNotice): MailMessage {
  return renderMail({
    to,
    subject: `New sign-in to your ${site.portalName} account`,
    blocks: [
      paragraph(`Hello ${name},`),
      paragraph(
        `Your ${site.portalName} account was just signed in to from a device or network it has not used lately:`,
      ),
      facts([
        ["When", `${formatDateTime(at)} IST`],
        ["Device", device],
        ["IP address", ip ?? "unknown"],
      ]),
      paragraph("If this was you, there is nothing to do."),
      paragraph(
        `If it was not you: sign in to the portal, open Security from your menu and choose "Sign out everywhere else", then tell an admin or write to ${site.email.support}. Nobody can sign in without a code sent to this address, so also check who can read your e-mail.`,
      ),
      note(`${site.name} will never ask you for a sign-in code by phone or e-mail.`),
    ],
    link: { href: new URL("/login", siteUrl).toString(), label: "Go to the sign-in page" },
    reason: `You get this because your ${site.portalName} account was signed in to from somewhere new.`,
  });
}
