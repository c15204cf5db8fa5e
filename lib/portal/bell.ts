// What the bell shows the signed-in person: their own recent items (lib/workspace/bell-items.ts), read in the layout.
import "server-only";
import { getDb } from "../db/client";
import { forPage } from "../http/page-errors";
import { recentItemsFor, type BellItem } from "../workspace/bell-items";
import type { Caller } from "../workspace/caller";
import { ago } from "./format";

/** A bell item as the panel shows it: its words as one text, its time as words ("5 minutes ago"). */
export type BellPanelItem = Pick<BellItem, "id" | "title" | "href"> & { text: string; time: string };

export async function bellItems(caller: Caller, limit = 5, now = new Date()): Promise<BellPanelItem[]> {
  const items = await forPage("portal bell", async () => recentItemsFor(await getDb(), caller, limit));
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    text: item.body ?? "",
    time: ago(item.at, now),
    href: item.href,
  }));
}
