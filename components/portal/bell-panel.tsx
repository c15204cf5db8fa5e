"use client";
// The bell: the signed-in person's items in a 300 px side panel, unread ones marked, with the unread count on the
// button. It reads its items again on every live event; "Mark all as read" and opening an item clear them. The
// panel's contents (bell-items.tsx) load the first time it opens, so pages carry only the button.
import { lazy, Suspense, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import { getFromApi } from "@/lib/http/browser-json";
import type { BellState } from "@/lib/portal/bell";
import { useLiveEvents } from "./live-events";
import { PortalIcon } from "@/components/portal/icon";

// Fetched as a pointer or focus reaches the bell, so the panel is usually ready by the click.
const loadItems = () => import("./bell-items");
const BellItems = lazy(loadItems);

/** The badge's text: the count, or "9+" past nine. */
export function badgeText(unread: number): string {
  return unread > 9 ? "9+" : String(unread);
}

export function BellPanel({ initial }: { initial: BellState }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [bell, setBell] = useState(initial);
  const [shown, setShown] = useState(initial);
  // The layout read the bell again (a refresh, a navigation): take its items.
  if (initial !== shown) {
    setShown(initial);
    setBell(initial);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useLiveEvents(async () => {
    const answer = await getFromApi<BellState>("/api/portal/notifications");
    if (answer?.ok && Array.isArray(answer.data.items)) setBell(answer.data as BellState);
  });
  // A press anywhere else closes the panel, as it does the profile menu; the bell toggles it itself.
  useDismiss(open, () => setOpen(false), { inside: [panelRef, buttonRef], trigger: () => buttonRef.current });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onPointerEnter={loadItems}
        onPointerDown={loadItems}
        onFocus={loadItems}
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
        aria-expanded={open}
        aria-controls="notifications"
        aria-label={bell.unread > 0 ? `Notifications, ${badgeText(bell.unread)} unread` : "Notifications"}
        className="relative grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
      >
        <PortalIcon name="bell" className="size-5" />
        {bell.unread > 0 ? (
          <span
            className="absolute top-1 right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[0.625rem] font-bold text-white tabular-nums"
            aria-hidden="true"
          >
            {badgeText(bell.unread)}
          </span>
        ) : null}
      </button>
      <aside
        ref={panelRef}
        id="notifications"
        aria-label="Notifications"
        hidden={!open}
        className="fixed top-16 right-0 bottom-0 z-40 flex w-[300px] max-w-full flex-col border-l border-slate-200 bg-white shadow-lift"
      >
        {opened ? (
          <Suspense>
            <BellItems
              bell={bell}
              setBell={setBell}
              open={open}
              close={(refocus) => {
                setOpen(false);
                if (refocus) buttonRef.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </aside>
    </>
  );
}
