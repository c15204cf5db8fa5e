// The Nexora mark and wordmark; links home.
import { IntentLink } from "@/components/ui/intent-link";
import { site } from "@/lib/site";

export function LogoMark({ className = "size-9" }: { className?: string }) {
  // The mark is a file, drawn once per visit rather than inline in every header, drawer and footer of every page.
  // eslint-disable-next-line @next/next/no-img-element -- a small local SVG: nothing for next/image to optimise
  return <img src="/images/logo-mark.svg" alt="" width={40} height={40} className={className} />;
}

export function Logo({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <IntentLink
      href="/"
      className={`inline-flex items-center gap-2.5 rounded-lg ${className}`}
      aria-label={`${site.name} home`}
    >
      <LogoMark />
      <span className={`text-xl font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}>
        {site.name}
      </span>
    </IntentLink>
  );
}
