// The admin workspace's frame: the session is checked once here, before anything streams, and the shell is drawn
// around every admin view (each view re-checks through the same cached requireUser).
import type { Metadata } from "next";
import { PortalShell } from "@/components/portal/portal-shell";
import { requireUser } from "@/lib/auth/session";
import { bellItems } from "@/lib/portal/bell";

export const metadata: Metadata = { robots: { index: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser("admin");
  const bell = await bellItems(user);
  return (
    <PortalShell role="admin" user={user} bell={bell}>
      {children}
    </PortalShell>
  );
}
