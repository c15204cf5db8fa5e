// The Security page of every role: where the person is signed in, with a way to end any of those sessions. Other
// account-security sections (passkeys) sit beside the sessions one.
import type { Metadata } from "next";
import { SessionsSection } from "@/components/portal/account/sessions-section";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import type { Role } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { loadOwnSessions } from "@/lib/portal/page-data/security";

export const securityMetadata: Metadata = { title: "Security" };

function securityPage(role: Role) {
  return async function SecurityPage() {
    const user = await requireUser(role);
    const { sessions, now } = await loadOwnSessions(user);
    return (
      <section aria-labelledby="view-title" className="grid max-w-3xl gap-6">
        <ViewHeader
          title="Security"
          text="Where your account is signed in, and how to end a session you do not know."
        />
        <SessionsSection sessions={sessions} now={now} />
      </section>
    );
  };
}

export const AdminSecurity = securityPage("admin");
export const EmployeeSecurity = securityPage("employee");
export const ClientSecurity = securityPage("client");
export const VendorSecurity = securityPage("vendor");
