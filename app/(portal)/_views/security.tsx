// The Security page of every role: where the person is signed in, with a way to end any of those sessions, and the
// passkeys they sign in with. Each part is its own section component.
import type { Metadata } from "next";
import { PasskeysSection } from "@/components/portal/account/passkeys-section";
import { SessionsSection } from "@/components/portal/account/sessions-section";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import type { Role } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { loadOwnPasskeys } from "@/lib/portal/page-data/passkeys";
import { loadOwnSessions } from "@/lib/portal/page-data/security";

export const securityMetadata: Metadata = { title: "Security" };

function securityPage(role: Role) {
  return async function SecurityPage() {
    const user = await requireUser(role);
    const [{ sessions, now }, passkeys] = await Promise.all([loadOwnSessions(user), loadOwnPasskeys(user)]);
    return (
      <section aria-labelledby="view-title" className="grid max-w-3xl gap-8">
        <ViewHeader
          title="Security"
          text="Where your account is signed in, how to end a session you do not know, and how you sign in."
        />
        <SessionsSection sessions={sessions} now={now} />
        <PasskeysSection passkeys={passkeys} />
      </section>
    );
  };
}

export const AdminSecurity = securityPage("admin");
export const EmployeeSecurity = securityPage("employee");
export const ClientSecurity = securityPage("client");
export const VendorSecurity = securityPage("vendor");
