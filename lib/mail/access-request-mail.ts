// To each admin (or the support inbox while there is none): someone asked for a portal account on the sign-in page.
import { portalUrl } from "../portal/paths";
import { site } from "../site";
import { facts, oneLine, paragraph, passage, renderMail } from "./layout";
import type { MailMessage } from "./message";

export type AccessRequestFacts = {
  name: string;
  email: string;
  company: string;
  message: string;
  /** Whether the address is already a user: admins may know, the person asking is never told. */
  existing: "active" | "paused" | null;
};

const existingText = { active: "Yes, and may sign in", paused: "Yes, but paused" } as const;

export function accessRequestMail(to: string, request: AccessRequestFacts, siteUrl: string): MailMessage {
  return renderMail({
    to,
    subject: `${site.portalName} portal: ${oneLine(request.name, 60)} asks for access`,
    blocks: [
      paragraph("Hello,"),
      paragraph(`Someone asked for an account on the ${site.portalName} portal's sign-in page.`),
      facts([
        ["Name", request.name],
        ["E-mail", request.email],
        ["Company", request.company],
        ["Already a user", request.existing ? existingText[request.existing] : "No"],
      ]),
      passage("What they need", request.message),
      paragraph(
        "To give them access, add them in the Users view with their role and organisation: they get a welcome mail. To decline, reply to this mail.",
      ),
    ],
    link: { href: portalUrl(siteUrl, "admin", "users"), label: "Open the Users view" },
    reason: `You get this because requests for access go to the ${site.portalName} portal's admins (or to the support inbox while there is none).`,
    replyTo: request.email,
  });
}
