// The staff queue's bulk change: one status, priority or assignee for up to 100 requests, all or nothing. Every row
// is locked first, so an unknown id (or one that vanished meanwhile) changes nothing, and each request changed gets
// its own activity entry and, when assigned to someone else, its own mail.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { requests } from "../db/schema";
import { pokeMailWorker } from "../mail/worker";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import { applyRequestUpdate, lockRequest } from "./request-writes";
import type { RequestBulkInput } from "./schemas";

/** How many of the requests named actually changed (one already in that state is left as it is). */
export async function bulkUpdateRequests(
  db: Db,
  caller: Caller,
  input: RequestBulkInput,
  now: Date,
): Promise<{ updated: number }> {
  if (!isStaff(caller)) throw notFound("page");
  const { ids, ...patch } = input;
  const result = await db.transaction(async (tx) => {
    // Locked in one order, so two bulk changes over the same rows wait for each other instead of deadlocking.
    const locked = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(inArray(requests.id, ids))
      .orderBy(requests.id)
      .for("update");
    if (locked.length !== ids.length) throw notFound("request");
    let updated = 0;
    let mail = false;
    for (const { id } of locked) {
      const outcome = await applyRequestUpdate(tx, caller, await lockRequest(tx, caller, id), patch, now);
      if (outcome.changed) updated += 1;
      mail ||= outcome.assignedToOther;
    }
    return { updated, mail };
  });
  if (result.mail) pokeMailWorker("mail");
  return { updated: result.updated };
}
