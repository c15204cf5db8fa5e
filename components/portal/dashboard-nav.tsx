"use client";
// A role's views as links: sidebar entries (labels hide when collapsed) and the phone bottom bar. The current entry
// follows the path, so every segment below a view (a request's page) keeps its view marked. A portal page arrives
// whole (no loading screen streams ahead of it), so the link that was followed shows a pulse until it has.
import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import { activeEntry, splitBottomBar, type NavEntry } from "@/lib/portal/nav-entries";
import { PortalIconView } from "./portal-icon";

/** The pulse of a link whose page is on its way; the old page stays until the new one is there. */
function Pending({ className }: { className: string }) {
  const { pending } = useLinkStatus();
  return (
    <span aria-hidden="true" className={pending ? `animate-pulse rounded-full bg-accent-600 ${className}` : "hidden"} />
  );
}

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
              <Pending className="ml-auto size-2 shrink-0 group-data-[collapsed=true]/shell:hidden" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The phone's bar: up to five entries share the width; a role with more keeps the rest behind "More". */
export function BottomNav({ entries }: { entries: readonly NavEntry[] }) {
  const active = activeEntry(entries, usePathname());
  const { bar, more } = splitBottomBar(entries);
  return (
    <ul
      className="grid"
      style={{ gridTemplateColumns: `repeat(${bar.length + (more.length ? 1 : 0)}, minmax(0, 1fr))` }}
    >
      {bar.map((v) => (
        <li key={v.key}>
          <BarLink entry={v} current={v.key === active} />
        </li>
      ))}
      {more.length ? (
        <li>
          <MoreEntries entries={more} current={more.some((v) => v.key === active)} active={active} />
        </li>
      ) : null}
    </ul>
  );
}

const barItem = "relative flex min-h-16 w-full flex-col items-center justify-center gap-1 px-1 text-xs font-medium";

function BarLink({ entry, current }: { entry: NavEntry; current: boolean }) {
  return (
    <Link
      href={entry.href}
      aria-current={current ? "page" : undefined}
      className={`${barItem} ${current ? "text-accent-700" : "text-slate-600"}`}
    >
      <PortalIconView name={entry.icon} className="size-5" />
      {/* The short label where one is set; the bar's labels wrap to a second line rather than being cut. */}
      <span className="line-clamp-2 max-w-full text-center leading-tight break-words">
        {entry.barLabel ?? entry.label}
      </span>
      <Pending className="absolute top-0 h-0.5 w-8" />
    </Link>
  );
}

function MoreEntries({ entries, current, active }: { entries: NavEntry[]; current: boolean; active?: string }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLUListElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  // Following a link closes the panel: the path it was opened on is no longer the page's.
  if (open && openedAt !== pathname) setOpen(false);
  useDismiss(open, () => setOpen(false), { inside: [panel, trigger], trigger: () => trigger.current });
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="portal-more-views"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
        className={`${barItem} ${current ? "text-accent-700" : "text-slate-600"}`}
      >
        <PortalIconView name="more" className="size-5" />
        <span>More</span>
      </button>
      <ul
        ref={panel}
        id="portal-more-views"
        hidden={!open}
        aria-label="More views"
        className="absolute right-2 bottom-[4.5rem] w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-lift"
      >
        {entries.map((v) => (
          <li key={v.key}>
            <Link
              href={v.href}
              aria-current={v.key === active ? "page" : undefined}
              className={`flex h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-medium ${
                v.key === active ? "bg-blue-50 text-accent-700" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              <PortalIconView name={v.icon} className="size-5 shrink-0" />
              {v.label}
              <Pending className="ml-auto size-2 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
