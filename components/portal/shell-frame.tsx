// The dashboard frame: a collapsible sidebar from 768 px, a bottom bar below it, and the header on top. Drawn on the
// server; the collapse button (sidebar-toggle.tsx) is its one piece of browser code, and the sidebar's width follows
// the frame's data-collapsed through CSS.
import type { CSSProperties } from "react";
import { SidebarToggle } from "./sidebar-toggle";

type Props = {
  brand: React.ReactNode;
  actions: React.ReactNode;
  nav: React.ReactNode;
  bottomNav: React.ReactNode;
  /** Sidebar widths in px, expanded and collapsed (admin 220/70, employee 200/60). */
  widths: [number, number];
  children: React.ReactNode;
};

export function ShellFrame({ brand, actions, nav, bottomNav, widths, children }: Props) {
  const sidebar = { "--sidebar-open": `${widths[0]}px`, "--sidebar-closed": `${widths[1]}px` } as CSSProperties;
  return (
    <div data-collapsed="false" className="group/shell flex min-h-dvh flex-col bg-surface">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-5">
        <SidebarToggle />
        <div className="flex min-w-0 flex-1">{brand}</div>
        <div className="flex items-center gap-1 sm:gap-2">{actions}</div>
      </header>
      <div className="flex flex-1">
        {/* The column's background runs the page's full height; the menu in it stays in view while the page scrolls. */}
        <div
          style={sidebar}
          className="hidden w-(--sidebar-open) shrink-0 bg-white shadow-[inset_-1px_0_0_#e2e8f0] transition-[width] duration-200 group-data-[collapsed=true]/shell:w-(--sidebar-closed) md:block"
        >
          <nav id="portal-sidebar" aria-label="Dashboard" className="sticky top-16 h-[calc(100dvh-4rem)]">
            {nav}
          </nav>
        </div>
        <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-28 sm:px-8 md:pb-10">
          {children}
        </main>
      </div>
      <nav
        aria-label="Dashboard"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white md:hidden"
      >
        {bottomNav}
      </nav>
    </div>
  );
}
