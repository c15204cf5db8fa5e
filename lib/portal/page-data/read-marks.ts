// Opening a page marks its thing read for the person (lib/workspace/read-state.ts), which clears its bell items.
// Called by the page itself, never by an [id] gate layout: a link's prefetch renders the layouts down to the loading
// boundary, and must not mark anything.
import "server-only";
import type { ResourceType } from "../../activity/track";
import type { Caller } from "../../workspace/caller";
import { markRead } from "../../workspace/read-state";
import { pageRead } from "./read";

export function markOpened(caller: Caller, type: ResourceType, id: string): Promise<void> {
  return pageRead("portal read mark", caller, (db, who, now) => markRead(db, who, type, id, now));
}
