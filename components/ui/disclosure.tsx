// A native <details>: its summary row with a chevron that turns while open, then the content (no JavaScript needed).
// Tailwind's group names are fixed strings, so the caller names the group and the chevron's turn in its classes.
import { ChevronDown } from "lucide-react";

export function Disclosure({
  summary,
  className,
  summaryClassName,
  chevronClassName,
  children,
}: {
  summary: React.ReactNode;
  className: string;
  summaryClassName: string;
  chevronClassName: string;
  children: React.ReactNode;
}) {
  return (
    <details className={className}>
      <summary
        className={`flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {summary}
        <ChevronDown className={chevronClassName} aria-hidden="true" />
      </summary>
      {children}
    </details>
  );
}
