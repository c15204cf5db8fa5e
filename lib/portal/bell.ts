// What the bell shows the signed-in person: their own recent items, read per request in the role's layout.
import "server-only";
import type { Caller } from "../workspace/caller";
import { recentActivity } from "./admin-data";
import type { Notification } from "./notification";

export async function bellItems(caller: Caller, limit = 5): Promise<Notification[]> {
  if (caller.role === "admin") return recentActivity(limit);
  return [];
}
