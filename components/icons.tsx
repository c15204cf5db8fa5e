// Maps the icon names used in content data to their drawings in the sprite: the one place icons are chosen.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { IconName } from "@/lib/content/icons";
import { contentIcons } from "@/lib/content/sprite";

export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return <SpriteIcon name={contentIcons[name]} className={className} />;
}
