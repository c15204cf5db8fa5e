"use client";
// The profile dropdown: initial, name and e-mail, and Logout; closes on an outside click and on Escape. Logout's
// code loads the first time the menu opens.
import { lazy, Suspense, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";

const LogoutButton = lazy(() => import("./logout-button").then((m) => ({ default: m.LogoutButton })));
import { PortalIcon } from "@/components/portal/icon";

export function ProfileMenu({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const initial = (name.trim()[0] ?? "?").toUpperCase();

  useDismiss(open, () => setOpen(false), { inside: [rootRef], trigger: () => buttonRef.current });

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
        aria-expanded={open}
        aria-controls="profile-menu"
        aria-label={`Account: ${name}`}
        className="flex items-center gap-1.5 rounded-full p-1 pr-2 hover:bg-slate-100"
      >
        <span
          className="grid size-8 place-items-center rounded-full bg-accent-gradient text-sm font-bold text-white"
          aria-hidden="true"
        >
          {initial}
        </span>
        <PortalIcon name="chevron-down" className="size-4 text-slate-500" />
      </button>
      <div
        id="profile-menu"
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-lift"
      >
        <div className="flex items-center gap-3 px-3 py-3">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-gradient font-bold text-white"
            aria-hidden="true"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{name}</p>
            <p className="truncate text-sm text-slate-600">{email}</p>
          </div>
        </div>
        <div className="border-t border-slate-100 pt-1">
          {opened ? (
            <Suspense>
              <LogoutButton className="w-full justify-start" />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
