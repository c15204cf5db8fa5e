// What the bell shows the signed-in person: their own recent items (lib/workspace/bell-items.ts), read in the layout.
import "server-only";
import { getDb } from "../db/client";
import { forPage } from "../http/page-errors";
import { recentItemsFor } from "../workspace/bell-items";
import type { Caller } from "../workspace/caller";
import { ago } from "./format";
import type { Notification } from "./notification";

export async function bellItems(caller: Caller, limit = 5, now = new Date()): Promise<Notification[]> {
  const items = await forPage("portal bell", async () => recentItemsFor(await getDb(), caller, limit));
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    text: item.body ?? "",
    time: ago(item.at, now),
    href: item.href,
  }));
}
