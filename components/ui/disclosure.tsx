// The visible row of a native <details>: its text and a chevron that turns while open (no JavaScript needed).
// Tailwind's group names are fixed strings, so the caller passes the chevron's turn with its own group's name.
import { ChevronDown } from "lucide-react";

export function DisclosureSummary({
  className,
  chevronClassName,
  children,
}: {
  className: string;
  chevronClassName: string;
  children: React.ReactNode;
}) {
  return (
    <summary
      className={`flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden ${className}`}
    >
      {children}
      <ChevronDown className={chevronClassName} aria-hidden="true" />
    </summary>
  );
}
