// Icons of the portal's navigation, named so server pages can describe views as plain data.
import { ClipboardList, FileText, HelpCircle, LayoutDashboard, Settings, UserRound, Users } from "lucide-react";

const icons = {
  dashboard: LayoutDashboard,
  users: Users,
  reports: FileText,
  settings: Settings,
  tasks: ClipboardList,
  profile: UserRound,
  support: HelpCircle,
};

export type PortalIcon = keyof typeof icons;

export function PortalIconView({ name, className }: { name: PortalIcon; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" />;
}
