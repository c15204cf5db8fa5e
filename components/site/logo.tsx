// The Nexora mark and wordmark; links home.
import { IntentLink } from "@/components/ui/intent-link";
import { site } from "@/lib/site";

export function LogoMark({ className = "size-9" }: { className?: string }) {
  // Inline rather than an <img>: the browser sets up an SVG image as a document of its own, on the main thread while
  // the page loads (docs/performance.md, "Lean pages, sixth pass"). The tile is the accent gradient in CSS and the
  // letter one path, a few dozen bytes that gzip takes once per page.
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={`logo-mark ${className}`}>
      <path d="M12 28V12h3.2l9.6 10.6V12H28v16h-3.2l-9.6-10.6V28z" />
    </svg>
  );
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
