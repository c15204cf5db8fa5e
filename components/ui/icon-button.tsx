// A button that shows only an icon: its name is the aria-label, the icon is hidden from screen readers.
import type { LucideIcon } from "lucide-react";

export function IconButton({
  icon: Icon,
  label,
  onClick,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  );
}
