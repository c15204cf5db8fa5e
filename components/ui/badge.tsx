// The one pill of the site and the portal: a word on a tinted, rounded label. The colour helps, the text carries the
// meaning; every tone is one class of `.badge` in globals.css, so a list of fifty rows repeats two short class names
// rather than the utilities behind them.

export type BadgeTone =
  "highlight" | "accent" | "dark" | "neutral" | "info" | "progress" | "warning" | "success" | "danger";

export function Badge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: React.ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return <span className={`badge badge-${tone} ${className}`.trimEnd()}>{children}</span>;
}
