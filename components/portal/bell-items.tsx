"use client";
// The bell panel's contents (components/portal/bell-panel.tsx loads them the first time it opens): the heading with
// "Mark all as read" and Close, and the items, each a link that marks it read.
import Link from "next/link";
import { useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { readNotificationsAction } from "@/lib/actions/notifications/read";
import type { BellPanelItem, BellState } from "@/lib/portal/bell";
import { ago } from "@/lib/portal/format";
import { useAction } from "./use-action";
import { PortalIcon } from "@/components/portal/icon";

type Props = {
  bell: BellState;
  setBell: Dispatch<SetStateAction<BellState>>;
  open: boolean;
  /** `refocus`: give focus back to the bell (Close); an opened item's page takes it instead. */
  close: (refocus: boolean) => void;
};

export default function BellItems({ bell, setBell, open, close }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const markRead = (ids?: string[]) => (item: BellPanelItem) =>
    !ids || ids.includes(item.id) ? { ...item, read: true } : item;
  const readAll = useAction(readNotificationsAction, {
    refresh: false,
    done: "All notifications are marked as read.",
    onDone: ({ unread }) => setBell((b) => ({ unread, items: b.items.map(markRead()) })),
  });
  const readOne = useAction(readNotificationsAction, { refresh: false });
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const openItem = (item: BellPanelItem) => {
    close(false);
    if (item.read) return;
    setBell((b) => ({ unread: Math.max(0, b.unread - 1), items: b.items.map(markRead([item.id])) }));
    void readOne.run({ ids: [item.id] });
  };
  const now = new Date();

  return (
    <>
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
            onClick={() => close(true)}
            aria-label="Close notifications"
            className="grid size-9 place-items-center rounded-lg hover:bg-slate-100"
          >
            <PortalIcon name="x" className="size-5" />
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
    </>
  );
}
