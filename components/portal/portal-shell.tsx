// A role's frame, drawn once by its layout: the brand, the quick search, the bell with the person's own recent items, the profile
// menu, and the role's views from lib/portal/navigation.ts as the sidebar and the phone bottom bar.
import type { BellState } from "@/lib/portal/bell";
import { navigation, type PortalRole } from "@/lib/portal/navigation";
import { BellPanel } from "./bell-panel";
import { BottomNav, SidebarNav } from "./dashboard-nav";
import { PortalBrand } from "./portal-brand";
import { ProfileMenu } from "./profile-menu";
import { QuickSearch } from "./search/quick-search";
import { ShellFrame } from "./shell-frame";

const frames: Record<PortalRole, { area?: string; widths: [number, number] }> = {
  admin: { area: "ADMIN", widths: [220, 70] },
  employee: { widths: [200, 60] },
  client: { area: "CLIENT", widths: [200, 60] },
  vendor: { area: "VENDOR", widths: [200, 60] },
};

type Props = {
  role: PortalRole;
  user: { name: string; email: string };
  bell: BellState;
  children: React.ReactNode;
};

export function PortalShell({ role, user, bell, children }: Props) {
  const { area, widths } = frames[role];
  const entries = navigation[role];
  return (
    <ShellFrame
      widths={widths}
      brand={<PortalBrand area={area} href={`/${role}`} />}
      actions={
        <>
          <QuickSearch role={role} />
          <BellPanel initial={bell} />
          <ProfileMenu name={user.name || "Guest User"} email={user.email} />
        </>
      }
      nav={<SidebarNav entries={entries} />}
      bottomNav={<BottomNav entries={entries} />}
    >
      {children}
    </ShellFrame>
  );
}
