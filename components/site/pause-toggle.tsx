// The play/pause button of a rotating element (the hero's line, the announcement bar): WCAG 2.2.2 lets a user stop it.
import { SpriteIcon } from "@/components/ui/sprite-icon";

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
    <button type="button" onClick={onToggle} aria-label={`${paused ? "Play" : "Pause"} ${what}`} className={className}>
      <SpriteIcon name={paused ? "play" : "pause"} className="size-3.5" />
    </button>
  );
}
