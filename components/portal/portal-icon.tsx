// Icons of the portal's navigation, named by the keys lib/portal/navigation.ts uses, so views stay plain data.
import {
  Building2,
  Ellipsis,
  FileText,
  FolderKanban,
  HelpCircle,
  LayoutDashboard,
  MessagesSquare,
  Package,
  ReceiptIndianRupee,
  ScrollText,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from "lucide-react";
import type { NavIcon } from "@/lib/portal/navigation";

const icons: Record<NavIcon, typeof Users> = {
  dashboard: LayoutDashboard,
  users: Users,
  enquiries: FileText,
  settings: Settings,
  requests: MessagesSquare,
  projects: FolderKanban,
  organisations: Building2,
  profile: UserRound,
  support: HelpCircle,
  invoices: ReceiptIndianRupee,
  orders: Package,
  security: ShieldCheck,
  audit: ScrollText,
  more: Ellipsis,
};

export function PortalIconView({ name, className }: { name: NavIcon; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" />;
}
