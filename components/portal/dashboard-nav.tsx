// The dashboard's views as links: sidebar entries (labels hide when collapsed) and the phone bottom bar.
import Link from "next/link";
import type { PortalIcon } from "./portal-icon";
import { PortalIconView } from "./portal-icon";

export type NavView = { key: string; label: string; href: string; icon: PortalIcon };

export function SidebarNav({ views, active }: { views: NavView[]; active: string }) {
  return (
    <ul className="space-y-1 p-3">
      {views.map((v) => {
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

export function BottomNav({ views, active }: { views: NavView[]; active: string }) {
  return (
    <ul className="grid" style={{ gridTemplateColumns: `repeat(${views.length}, minmax(0, 1fr))` }}>
      {views.map((v) => {
        const current = v.key === active;
        return (
          <li key={v.key}>
            <Link
              href={v.href}
              aria-current={current ? "page" : undefined}
              className={`flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${current ? "text-accent-700" : "text-slate-600"}`}
            >
              <PortalIconView name={v.icon} className="size-5" />
              {v.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
