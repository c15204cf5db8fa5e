import type { Metadata } from "next";
import { DashboardView } from "@/components/portal/admin/dashboard-view";
import { ReportsView } from "@/components/portal/admin/reports-view";
import { SettingsView } from "@/components/portal/admin/settings-view";
import { UsersView } from "@/components/portal/admin/users-view";
import { BottomNav, SidebarNav, type NavView } from "@/components/portal/dashboard-nav";
import { NotificationPanel } from "@/components/portal/notification-panel";
import { PortalBrand } from "@/components/portal/portal-brand";
import { ProfileMenu } from "@/components/portal/profile-menu";
import { ShellFrame } from "@/components/portal/shell-frame";
import { requireUser } from "@/lib/auth/session";
import { recentActivity } from "@/lib/portal/admin-data";

export const metadata: Metadata = { title: "Admin dashboard", robots: { index: false } };

const views: NavView[] = [
  { key: "dashboard", label: "Dashboard", href: "/admin", icon: "dashboard" },
  { key: "users", label: "Users", href: "/admin?view=users", icon: "users" },
  { key: "reports", label: "Reports", href: "/admin?view=reports", icon: "reports" },
  { key: "settings", label: "Settings", href: "/admin?view=settings", icon: "settings" },
];

type Props = { searchParams: Promise<{ view?: string; id?: string; notice?: string }> };

export default async function AdminDashboard({ searchParams }: Props) {
  const user = await requireUser("admin");
  const { view: requested, id, notice } = await searchParams;
  const view = views.find((v) => v.key === requested)?.key ?? "dashboard";
  const notifications = await recentActivity(3);

  return (
    <ShellFrame
      widths={[220, 70]}
      brand={<PortalBrand area="ADMIN" href="/admin" />}
      actions={
        <>
          <NotificationPanel items={notifications} />
          <ProfileMenu name={user.name || "Guest User"} email={user.email} />
        </>
      }
      nav={<SidebarNav views={views} active={view} />}
      bottomNav={<BottomNav views={views} active={view} />}
    >
      {view === "dashboard" ? <DashboardView name={user.name} /> : null}
      {view === "users" ? <UsersView currentUserId={user.id} notice={notice} /> : null}
      {view === "reports" ? <ReportsView id={id} /> : null}
      {view === "settings" ? <SettingsView /> : null}
    </ShellFrame>
  );
}
