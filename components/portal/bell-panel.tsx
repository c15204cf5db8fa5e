"use client";
// The bell: the signed-in person's items in a 300 px side panel, unread ones marked, with the unread count on the
// button. It reads its items again on every live event; "Mark all as read" and opening an item clear them.
import { Bell, X } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import { readNotificationsAction } from "@/lib/actions/notifications/read";
import { getFromApi } from "@/lib/http/browser-json";
import type { BellPanelItem, BellState } from "@/lib/portal/bell";
import { ago } from "@/lib/portal/format";
import { useLiveEvents } from "./live-events";
import { useAction } from "./use-action";

/** The badge's text: the count, or "9+" past nine. */
export function badgeText(unread: number): string {
  return unread > 9 ? "9+" : String(unread);
}

export function BellPanel({ initial }: { initial: BellState }) {
  const [open, setOpen] = useState(false);
  const [bell, setBell] = useState(initial);
  const [shown, setShown] = useState(initial);
  // The layout read the bell again (a refresh, a navigation): take its items.
  if (initial !== shown) {
    setShown(initial);
    setBell(initial);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const markRead = (ids?: string[]) => (item: BellPanelItem) =>
    !ids || ids.includes(item.id) ? { ...item, read: true } : item;
  const readAll = useAction(readNotificationsAction, {
    refresh: false,
    done: "All notifications are marked as read.",
    onDone: ({ unread }) => setBell((b) => ({ unread, items: b.items.map(markRead()) })),
  });
  const readOne = useAction(readNotificationsAction, { refresh: false });

  useLiveEvents(async () => {
    const answer = await getFromApi<BellState>("/api/portal/notifications");
    if (answer?.ok && Array.isArray(answer.data.items)) setBell(answer.data as BellState);
  });
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  // A press anywhere else closes the panel, as it does the profile menu; the bell toggles it itself.
  useDismiss(open, () => setOpen(false), { inside: [panelRef, buttonRef], trigger: () => buttonRef.current });

  const openItem = (item: BellPanelItem) => {
    setOpen(false);
    if (item.read) return;
    setBell((b) => ({ unread: Math.max(0, b.unread - 1), items: b.items.map(markRead([item.id])) }));
    void readOne.run({ ids: [item.id] });
  };
  const now = new Date();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="notifications"
        aria-label={bell.unread > 0 ? `Notifications, ${badgeText(bell.unread)} unread` : "Notifications"}
        className="relative grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
      >
        <Bell className="size-5" aria-hidden="true" />
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
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 className="font-semibold text-ink">Notifications</h2>
          <div className="flex items-center gap-1">
            {bell.unread > 0 ? (
              <button
                type="button"
                onClick={() => void readAll.run({})}
                disabled={readAll.pending}
                className="rounded-lg px-2 py-1.5 text-sm font-medium text-accent-700 hover:bg-slate-100 disabled:opacity-60"
              >
                Mark all as read
              </button>
            ) : null}
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
        </div>
        {/* The note of "Mark all as read", until something new arrives. */}
        <p role="status" className="px-4 pt-2 text-sm text-slate-600 empty:hidden">
          {readAll.error ?? (bell.unread === 0 ? readAll.done : null) ?? ""}
        </p>
        {bell.items.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">
            Nothing new yet. Changes to your requests, orders and invoices appear here.
          </p>
        ) : (
          <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
            {bell.items.map((n) => (
              <li key={n.id} className={n.read ? undefined : "bg-blue-50"}>
                <Link href={n.href} onClick={() => openItem(n)} className="flex gap-2 px-4 py-3 hover:bg-slate-50">
                  <span
                    className={`mt-2 size-2 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-accent-600"}`}
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className={`block break-words text-ink ${n.read ? "font-normal" : "font-semibold"}`}>
                      {n.read ? null : <span className="sr-only">Unread: </span>}
                      {n.text}
                    </span>
                    {n.detail ? (
                      <span className="mt-0.5 block text-sm break-words text-slate-600">{n.detail}</span>
                    ) : null}
                    <span className="mt-1 block text-xs text-slate-600" suppressHydrationWarning>
                      {ago(new Date(n.at), now)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </>
  );
}
