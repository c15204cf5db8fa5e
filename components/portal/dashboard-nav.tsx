"use client";
// A role's views as links: sidebar entries (labels hide when collapsed) and the phone bottom bar. The current entry
// follows the path, so every segment below a view (a request's page) keeps its view marked.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { activeEntry, type NavEntry } from "@/lib/portal/navigation";
import { PortalIconView } from "./portal-icon";

export function SidebarNav({ entries }: { entries: readonly NavEntry[] }) {
  const active = activeEntry(entries, usePathname());
  return (
    <ul className="space-y-1 p-3">
      {entries.map((v) => {
        const current = v.key === active;
        return (
          <li key={v.key}>
            <Link
              href={v.href}
              aria-current={current ? "page" : undefined}
              title={v.label}
              className={`flex h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-medium transition-colors group-data-[collapsed=true]/shell:justify-center group-data-[collapsed=true]/shell:px-0 ${
                current ? "bg-blue-50 text-accent-700" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
              }`}
            >
              <PortalIconView name={v.icon} className="size-5 shrink-0" />
              <span className="truncate group-data-[collapsed=true]/shell:sr-only">{v.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Up to five entries share the width; more scroll sideways inside the bar, never the page. */
export function BottomNav({ entries }: { entries: readonly NavEntry[] }) {
  const active = activeEntry(entries, usePathname());
  return (
    <ul
      className="grid overflow-x-auto"
      style={{ gridTemplateColumns: `repeat(${entries.length}, minmax(${entries.length > 5 ? "5.75rem" : "0"}, 1fr))` }}
    >
      {entries.map((v) => {
        const current = v.key === active;
        return (
          <li key={v.key}>
            <Link
              href={v.href}
              aria-current={current ? "page" : undefined}
              className={`flex h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-medium ${current ? "text-accent-700" : "text-slate-600"}`}
            >
              <PortalIconView name={v.icon} className="size-5" />
              <span className="max-w-full truncate">{v.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
