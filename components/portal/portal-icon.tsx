// Icons of the portal's navigation, named by the keys lib/portal/navigation.ts uses, so views stay plain data.
import { navIcons } from "@/lib/portal/nav-icons";
import type { NavIcon } from "@/lib/portal/navigation";
import { PortalIcon } from "./icon";

export function PortalIconView({ name, className }: { name: NavIcon; className?: string }) {
  return <PortalIcon name={navIcons[name]} className={className} />;
}
