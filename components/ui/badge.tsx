// The one pill of the site and the portal: a word on a tinted, rounded label. The colour helps, the text carries the
// meaning; every tone is in this one table.

const tones = {
  highlight: "bg-amber-300 text-amber-950",
  accent: "bg-accent-gradient text-white",
  dark: "bg-white/10 text-white ring-1 ring-inset ring-white/20",
  neutral: "bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-200",
  info: "bg-blue-50 text-blue-800 ring-1 ring-inset ring-blue-200",
  progress: "bg-violet-50 text-violet-800 ring-1 ring-inset ring-violet-200",
  warning: "bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-200",
  success: "bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200",
  danger: "bg-red-50 text-red-800 ring-1 ring-inset ring-red-200",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: React.ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-2xs font-semibold whitespace-nowrap ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
