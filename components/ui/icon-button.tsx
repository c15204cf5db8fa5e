// A button that shows only an icon: its name is the aria-label, the icon is hidden from screen readers.
import type { SpriteName } from "@/lib/content/sprite";
import { SpriteIcon } from "./sprite-icon";

export function IconButton({
  icon,
  label,
  onClick,
  className,
  iconClassName,
}: {
  icon: SpriteName;
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <SpriteIcon name={icon} className={iconClassName} />
    </button>
  );
}
