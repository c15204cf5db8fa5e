"use client";
// The bell: the signed-in person's own recent items in a 300 px side panel, each linking to what it is about.
import { Bell, X } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import type { BellPanelItem } from "@/lib/portal/bell";

export function BellPanel({ items }: { items: BellPanelItem[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  // A press anywhere else closes the panel, as it does the profile menu; the bell toggles it itself.
  useDismiss(open, () => setOpen(false), { inside: [panelRef, buttonRef], trigger: () => buttonRef.current });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="notifications"
        // The visible count starts the name ("3 notifications"): a name must contain the text it shows (WCAG 2.5.3).
        aria-label={`${items.length} notification${items.length === 1 ? "" : "s"}`}
        className="relative grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
      >
        <Bell className="size-5" aria-hidden="true" />
        {items.length > 0 ? (
          <span
            className="absolute top-1.5 right-1.5 grid size-4 place-items-center rounded-full bg-red-600 text-[0.625rem] font-bold text-white"
            aria-hidden="true"
          >
            {items.length}
          </span>
        ) : null}
      </button>
      <aside
        ref={panelRef}
        id="notifications"
        aria-label="Notifications"
        hidden={!open}
        className="fixed top-16 right-0 bottom-0 z-40 w-[300px] max-w-full border-l border-slate-200 bg-white shadow-lift"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="font-semibold text-ink">Notifications</h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            aria-label="Close notifications"
            className="grid size-9 place-items-center rounded-lg hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {items.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">
            Nothing new yet. Changes to your requests and projects appear here.
          </p>
        ) : (
          <ul className="max-h-[calc(100%-3.5rem)] divide-y divide-slate-100 overflow-y-auto">
            {items.map((n) => {
              const body = (
                <>
                  <p className="font-medium text-ink">{n.title}</p>
                  <p className="mt-0.5 text-sm break-words text-slate-600">{n.text}</p>
                  <p className="mt-1 text-xs text-slate-600">{n.time}</p>
                </>
              );
              return (
                <li key={n.id}>
                  {n.href ? (
                    <Link href={n.href} onClick={() => setOpen(false)} className="block px-4 py-3 hover:bg-slate-50">
                      {body}
                    </Link>
                  ) : (
                    <div className="px-4 py-3">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </aside>
    </>
  );
}
