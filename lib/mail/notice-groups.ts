// Workspace mail about one thing to one person, gathered: a notice joins its group's unsent mail (same key: the
// recipient and what it is about) rather than queueing another, and once two mails of a group went out within a
// minute the next one waits for that minute to end, so a burst becomes one mail listing every item.
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { MailMessage } from "./message";
import { noticePayload, outboxKinds } from "./outbox-mails";

export const groupRules = {
  windowSeconds: 60,
  /** Mails of one group that go out at once within a window: a conversation's next reply is never held back. */
  mailsPerWindow: 2,
  /** Items a gathered mail quotes; it counts the rest. */
  itemsShown: 20,
} as const;

export type NoticeGroup<T> = {
  /** Who and what, e.g. `reply:<request id>:<address>`. */
  key: string;
  /** This notice's part, kept as JSON in the row until the mail goes. */
  item: T;
  /** The mail for the items so far; `total` also counts those past `itemsShown`. */
  render: (items: T[], total: number) => MailMessage;
};

type Gathered<T> = { items: T[]; total: number };

const payloadOf = <T>(message: MailMessage, gathered: Gathered<T>) =>
  JSON.stringify({ ...noticePayload.parse(message), gathered });

/** When a new mail of the group may go: now, or once its last `mailsPerWindow` sent mails are a window old. */
async function dueAt(tx: Db, key: string, now: Date): Promise<Date> {
  const windowMs = groupRules.windowSeconds * 1000;
  const recent = await tx
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.groupKey, key),
        // A claimed row still being sent counts as sent now.
        or(
          gt(outbox.sentAt, new Date(now.getTime() - windowMs)),
          and(eq(outbox.status, "pending"), gt(outbox.attempts, 0)),
        ),
      ),
    );
  const times = recent.map((r) => r.sentAt?.getTime() ?? now.getTime()).sort((a, b) => b - a);
  const oldest = times[groupRules.mailsPerWindow - 1];
  return oldest === undefined ? now : new Date(Math.max(now.getTime(), oldest + windowMs));
}

/**
 * Queues a notice in the caller's transaction, into the group's open row when there is one (locked, so concurrent
 * notices join it one after another). A worker claiming the row closes it: a later notice opens the next one. Two
 * transactions opening a group at once meet at the unique index, and the second joins the first's row.
 */
export async function queueGroupedNotice<T>(tx: Db, group: NoticeGroup<T>, now: Date): Promise<void> {
  const open = and(eq(outbox.groupKey, group.key), eq(outbox.status, "pending"), eq(outbox.attempts, 0));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await tx.select({ id: outbox.id, payload: outbox.payload }).from(outbox).where(open).for("update");
    if (row) {
      const { gathered } = JSON.parse(row.payload ?? "{}") as { gathered: Gathered<T> };
      const total = gathered.total + 1;
      const items = gathered.items.length < groupRules.itemsShown ? [...gathered.items, group.item] : gathered.items;
      const payload = payloadOf(group.render(items, total), { items, total });
      await tx.update(outbox).set({ payload }).where(eq(outbox.id, row.id));
      return;
    }
    const opened = await tx
      .insert(outbox)
      .values({
        kind: outboxKinds.notice,
        groupKey: group.key,
        payload: payloadOf(group.render([group.item], 1), { items: [group.item], total: 1 }),
        nextAttemptAt: await dueAt(tx, group.key, now),
        createdAt: now,
      })
      .onConflictDoNothing({ target: outbox.groupKey, where: sql`status = 'pending' and attempts = 0` })
      .returning({ id: outbox.id });
    if (opened.length > 0) return;
  }
  throw new Error(`the mail group ${group.key} could not be joined or opened`);
}
