"use client";
// Desktop navigation: disclosure buttons that open one mega panel at a time (not an ARIA menu).
// The panels' content is a separate chunk, fetched when a pointer enters or focus reaches the menu and mounted
// only while its panel is open: closed panels add nothing to a page's HTML, payload or hydration. Crawlers still
// find every menu link in the HTML, in the mobile drawer's lists.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";

const loadPanel = () => import("./mega-panel");
const MegaPanel = lazy(loadPanel);
const loading = (
  <p role="status" className="container-page py-8 text-sm text-slate-600">
    Loading the menu…
  </p>
);

export function MegaMenu({ titles }: { titles: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  useDismiss(open !== null, () => setOpen(null), {
    inside: [navRef],
    trigger: () => (open === null ? null : triggers.current[open]),
    // The open panel unmounts: focus inside it goes back to its trigger rather than to the page.
    refocusAfterPress: true,
  });

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      onPointerEnter={loadPanel}
      onFocus={loadPanel}
      onBlur={(event) => {
        // Tabbing out of the navigation closes the open panel.
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex items-center xl:gap-0.5">
        {titles.map((title, i) => {
          const expanded = open === i;
          const panelId = `${baseId}-panel-${i}`;
          return (
            <li key={title}>
              <button
                ref={(el) => {
                  triggers.current[i] = el;
                }}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                className="menu-trigger"
              >
                {title}
                <SpriteIcon name="chevron-down" className="size-4" />
              </button>
              <div
                id={panelId}
                hidden={!expanded}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest("a")) setOpen(null);
                }}
                className="menu-panel"
              >
                {expanded ? (
                  <Suspense fallback={loading}>
                    <MegaPanel index={i} />
                  </Suspense>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
