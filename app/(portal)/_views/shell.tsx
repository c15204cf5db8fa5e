// A role's frame, its segment's layout: the session is checked once here, before anything streams, and the shell is
// drawn around every view of the role (each view re-checks through the same cached requireUser).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PortalShell } from "@/components/portal/portal-shell";
import type { Role } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { bellFor } from "@/lib/portal/bell";

export const shellMetadata: Metadata = { robots: { index: false } };

function roleShell(role: Role) {
  return async function RoleLayout({ children }: { children: ReactNode }) {
    const user = await requireUser(role);
    const bell = await bellFor(user);
    return (
      <PortalShell role={role} user={user} bell={bell}>
        {children}
      </PortalShell>
    );
  };
}

export const AdminShell = roleShell("admin");
export const EmployeeShell = roleShell("employee");
export const ClientShell = roleShell("client");
export const VendorShell = roleShell("vendor");
