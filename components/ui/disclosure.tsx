// A native <details>: its summary row with a chevron that turns while open, then the content (no JavaScript needed).
// Tailwind's group names are fixed strings, so the caller names the group and the chevron's turn in its classes.
import { SpriteIcon } from "@/components/ui/sprite-icon";

export function Disclosure({
  summary,
  className,
  summaryClassName,
  chevronClassName,
  onToggle,
  children,
}: {
  summary: React.ReactNode;
  className: string;
  summaryClassName: string;
  chevronClassName: string;
  /** Told whether it is open after each toggle (from a client component). */
  onToggle?: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <details className={className} onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}>
      <summary className={`summary-row ${summaryClassName}`.trim()}>
        {summary}
        <SpriteIcon name="chevron-down" className={chevronClassName} />
      </summary>
      {children}
    </details>
  );
}
