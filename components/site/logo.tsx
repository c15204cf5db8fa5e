// The Nexora mark and wordmark; links home.
import { useId } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { site } from "@/lib/site";

export function LogoMark({ className = "size-9" }: { className?: string }) {
  // A gradient id per instance: with one shared id, a mark in a hidden header (display: none) blanked the others.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop stopColor="#2563EB" />
          <stop offset="1" stopColor="#7C3AED" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M12 28V12h3.2l9.6 10.6V12H28v16h-3.2l-9.6-10.6V28z" fill="#fff" />
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
