// The welcome mail a new user gets: who added them, as what, and the sign-in page's address. It carries no
// single-use link and no code, because corporate mail scanners open every link in a mail before the person does.
import { site } from "../site";
import { facts, note, paragraph, renderMail, type Fact } from "./layout";
import type { MailMessage } from "./message";

export type Invitation = {
  to: string;
  name: string | null;
  role: string;
  organisationName: string | null;
  /** The admin who added them, or null for the command line ("the Nexora team"). */
  invitedBy: { name: string; email: string } | null;
};

const roleNames: Record<string, string> = {
  admin: "administrator",
  employee: "staff member",
  client: "client",
  vendor: "vendor",
};

/** The sign-in page's address: the one link the mail holds. */
export const signInAddress = (siteUrl: string) => `${siteUrl.replace(/\/+$/, "")}/login`;

export function invitationMail(invitation: Invitation, siteUrl: string): MailMessage {
  const who = invitation.invitedBy ? invitation.invitedBy.name : `the ${site.name} team`;
  const as = roleNames[invitation.role] ?? invitation.role;
  const address = signInAddress(siteUrl);
  const rows: Fact[] = [
    ["Sign in at", address],
    ["Your e-mail", invitation.to],
    ["Role", as.charAt(0).toUpperCase() + as.slice(1)],
    ...(invitation.organisationName ? [["Organisation", invitation.organisationName] as Fact] : []),
    ["Added by", invitation.invitedBy ? `${who} (${invitation.invitedBy.email})` : who],
  ];
  return renderMail({
    to: invitation.to,
    subject: `You have been added to the ${site.portalName} portal`,
    blocks: [
      paragraph(invitation.name ? `Hello ${invitation.name},` : "Hello,"),
      paragraph(
        `${who.charAt(0).toUpperCase() + who.slice(1)} added you to the ${site.portalName} portal as a ${as}${
          invitation.organisationName ? ` of ${invitation.organisationName}` : ""
        }.`,
      ),
      facts(rows),
      paragraph(
        `To sign in, go to ${address} and enter this e-mail address. We will send you a one-time code: there is no password to remember.`,
      ),
      note(
        `If you were not expecting this, you can ignore this e-mail, or tell us at ${site.email.support}: nobody can sign in without a code sent to this address.`,
      ),
    ],
    reason: `You get this because an administrator of the ${site.portalName} portal added this address.`,
  });
}
