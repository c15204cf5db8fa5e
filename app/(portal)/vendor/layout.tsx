// The vendor workspace's frame: the session is checked once here, before anything streams, and the shell is drawn
// around every vendor view (each view re-checks through the same cached requireUser).
import type { Metadata } from "next";
import { PortalShell } from "@/components/portal/portal-shell";
import { requireUser } from "@/lib/auth/session";
import { bellItems } from "@/lib/portal/bell";

export const metadata: Metadata = { robots: { index: false } };

export default async function VendorLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser("vendor");
  const bell = await bellItems(user);
  return (
    <PortalShell role="vendor" user={user} bell={bell}>
      {children}
    </PortalShell>
  );
}
