// The employee workspace's frame: the session is checked once here, before anything streams, and the shell is drawn
// around every employee view (each view re-checks through the same cached requireUser).
import type { Metadata } from "next";
import { PortalShell } from "@/components/portal/portal-shell";
import { requireUser } from "@/lib/auth/session";
import { bellItems } from "@/lib/portal/bell";

export const metadata: Metadata = { robots: { index: false } };

export default async function EmployeeLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser("employee");
  const bell = await bellItems(user);
  return (
    <PortalShell role="employee" user={user} bell={bell}>
      {children}
    </PortalShell>
  );
}
