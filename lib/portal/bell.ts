// What the bell shows the signed-in person: their own items (lib/workspace/notifications.ts), read in the layout and
// by GET /api/portal/notifications in the same shape, so the panel takes either.
import "server-only";
import { getDb } from "../db/client";
import { forPage } from "../http/page-errors";
import type { Caller } from "../workspace/caller";
import { listNotifications, type Notification } from "../workspace/notifications";

/** A bell item as the panel gets it: its time as an ISO string, as JSON carries it. */
export type BellPanelItem = Omit<Notification, "at"> & { at: string };
export type BellState = { unread: number; items: BellPanelItem[] };

export function bellState(notifications: { unread: number; items: Notification[] }): BellState {
  return {
    unread: notifications.unread,
    items: notifications.items.map((item) => ({ ...item, at: item.at.toISOString() })),
  };
}

export async function bellFor(caller: Caller): Promise<BellState> {
  return bellState(await forPage("portal bell", async () => listNotifications(await getDb(), caller)));
}
