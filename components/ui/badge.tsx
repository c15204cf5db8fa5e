// Small labels: "New", "Popular", "Trusted" and neutral tags.

type Tone = "amber" | "accent" | "neutral" | "success" | "dark";

const tones: Record<Tone, string> = {
  amber: "bg-amber-300 text-amber-950",
  accent: "bg-accent-gradient text-white",
  neutral: "bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-200",
  success: "bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200",
  dark: "bg-white/10 text-white ring-1 ring-inset ring-white/20",
};

export function Badge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: React.ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-2xs font-semibold tracking-wide ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
