// An icon from the portal's sprite, public/portal-icons.svg (lib/portal/sprite.ts). Decorative, as lucide's are.
import { SvgSymbol } from "@/components/ui/sprite-icon";
import type { PortalIconName } from "@/lib/portal/sprite";

export function PortalIcon({ name, className = "size-5" }: { name: PortalIconName; className?: string }) {
  return <SvgSymbol href={`/portal-icons.svg#${name}`} className={className} />;
}
