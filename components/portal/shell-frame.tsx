"use client";
// The dashboard frame: a collapsible sidebar from 768 px, a bottom bar below it, and the header on top.
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";

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
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div data-collapsed={collapsed} className="group/shell flex min-h-dvh flex-col bg-surface">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-5">
        <button
          type="button"
          onClick={() => setCollapsed((c) => !c)}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-expanded={!collapsed}
          aria-controls="portal-sidebar"
          className="hidden size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink md:grid"
        >
          {collapsed ? (
            <PanelLeftOpen className="size-5" aria-hidden="true" />
          ) : (
            <PanelLeftClose className="size-5" aria-hidden="true" />
          )}
        </button>
        <div className="flex min-w-0 flex-1">{brand}</div>
        <div className="flex items-center gap-1 sm:gap-2">{actions}</div>
      </header>
      <div className="flex flex-1">
        {/* The column's background runs the page's full height; the menu in it stays in view while the page scrolls. */}
        <div
          style={{ width: collapsed ? widths[1] : widths[0] }}
          className="hidden shrink-0 bg-white shadow-[inset_-1px_0_0_#e2e8f0] transition-[width] duration-200 md:block"
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
