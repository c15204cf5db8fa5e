"use client";
// The sidebar's collapse button: it sets data-collapsed on the dashboard frame (shell-frame.tsx), whose CSS narrows
// the sidebar and hides its labels. It also marks the signed-in page hydrated.
import { useEffect, useRef, useState } from "react";
import { PortalIcon } from "@/components/portal/icon";

export function SidebarToggle() {
  const [collapsed, setCollapsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The frame is drawn around every signed-in page: its hydration is the page's (see components/site/hydrated-mark.tsx;
  // written out here, as the portal's scripts are held to a budget of bytes).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <button
      ref={button}
      type="button"
      onClick={() => {
        const next = !collapsed;
        setCollapsed(next);
        button.current?.closest("[data-collapsed]")?.setAttribute("data-collapsed", String(next));
      }}
      aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
      aria-expanded={!collapsed}
      aria-controls="portal-sidebar"
      className="hidden size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink md:grid"
    >
      <PortalIcon name={collapsed ? "panel-left-open" : "panel-left-close"} className="size-5" />
    </button>
  );
}
