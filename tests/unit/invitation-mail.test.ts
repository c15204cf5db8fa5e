// The welcome mail: who added the person, as what and where, and no link but the sign-in page's address.
import { describe, expect, it } from "vitest";
import { invitationMail, signInAddress } from "@/lib/mail/invitation-mail";

const links = (value: string) => [...new Set([...value.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((m) => m[0]))];

describe("the invitation mail", () => {
  const mail = invitationMail(
    {
      to: "anita@acme.example",
      name: "Anita Rao",
      role: "client",
      organisationName: "Acme <Ltd>",
      invitedBy: { name: "Priya Deshmukh", email: "priya@nexora.example" },
    },
    "https://portal.nexora.example/",
  );

  it("names the admin who added them, their role and organisation", () => {
    expect(mail.to).toBe("anita@acme.example");
    expect(mail.subject).toBe("You have been added to the NEXORA portal");
    expect(mail.text).toContain("Hello Anita Rao,");
    expect(mail.text).toContain("Priya Deshmukh added you to the NEXORA portal as a client of Acme <Ltd>.");
    expect(mail.text).toMatch(/Added by:\s+Priya Deshmukh \(priya@nexora\.example\)/);
    expect(mail.text).toMatch(/Organisation:\s+Acme <Ltd>/);
  });

  it("holds no link but the sign-in page, in either part, and no code", () => {
    expect(links(mail.text)).toEqual(["https://portal.nexora.example/login"]);
    expect(links(mail.html ?? "")).toEqual(["https://portal.nexora.example/login"]);
    expect(mail.html).not.toContain("<a ");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // What people typed is text in the HTML part.
    expect(mail.html).toContain("Acme &lt;Ltd&gt;");
  });

  it("from the command line it is the Nexora team, and staff have no organisation", () => {
    const cli = invitationMail(
      { to: "rohan@nexora.example", name: null, role: "employee", organisationName: null, invitedBy: null },
      "http://localhost:3000",
    );
    expect(cli.text).toContain("Hello,");
    expect(cli.text).toContain("The Nexora team added you to the NEXORA portal as a staff member.");
    expect(cli.text).not.toContain("Organisation:");
    expect(cli.text).toMatch(/Added by:\s+the Nexora team/);
  });

  it("the sign-in address is SITE_URL and /login, whatever the trailing slash", () => {
    expect(signInAddress("http://localhost:3000")).toBe("http://localhost:3000/login");
    expect(signInAddress("https://x.example//")).toBe("https://x.example/login");
  });
});
