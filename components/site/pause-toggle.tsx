// The play/pause button of a rotating element (the hero's line, the announcement bar): WCAG 2.2.2 lets a user stop it.
import { Pause, Play } from "lucide-react";
import { IconButton } from "@/components/ui/icon-button";

export function PauseToggle({
  paused,
  onToggle,
  what,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  /** What rotates, for the button's name: "Pause <what>" / "Play <what>". */
  what: string;
  className: string;
}) {
  return (
    <IconButton
      icon={paused ? Play : Pause}
      label={`${paused ? "Play" : "Pause"} ${what}`}
      onClick={onToggle}
      className={className}
      iconClassName="size-3.5"
    />
  );
}
