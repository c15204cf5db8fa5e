// Writes the activity record: one row per change to a business record, in the transaction that makes the change.
import { eq, sql } from "drizzle-orm";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { activity, organisations, users } from "../db/schema";

/** What each kind of record can have happen to it. */
export const activityActions = {
  request: ["created", "updated", "replied", "note_added"],
  project: ["created", "updated"],
  milestone: ["created", "updated", "removed"],
  purchase_order: ["issued", "acknowledged", "delivered", "closed"],
  invoice: ["submitted", "approved", "rejected", "paid", "withdrawn"],
  file: ["uploaded"],
  organisation: ["created", "updated", "profile_updated", "bank_verified"],
  user: ["created", "updated", "removed"],
  passkey: ["added", "removed"],
  enquiry: ["updated", "note_added", "account_created"],
} as const;

export type ResourceType = keyof typeof activityActions;
export type ActivityAction<T extends ResourceType = ResourceType> = (typeof activityActions)[T][number];

/** A resource and one of its actions, as a union, so an action that does not fit the resource does not compile. */
export type ResourceAction = {
  [T in ResourceType]: { resource: { type: T; id: string }; action: ActivityAction<T> };
}[ResourceType];

/** Who did it; null for the system or the command line. */
export type Actor = { id: string; name: string; role: Role } | null;

/** One field's old and new value in an update. */
export type FieldChange<T = unknown> = { from: T; to: T };

/** A person as a change names them: by name and address (history readers drop the address for clients). */
export type PersonRef = { name: string; email: string };

export type ActivityInput = ResourceAction & {
  /** The organisation the resource belongs to (for scoped views), or null. */
  organisationId: string | null;
  actor: Actor;
  /** `{field: {from, to}}` for an update, the new values for a creation, or the action's details. */
  change?: Record<string, unknown>;
};

/** The channel each new row's `seq` is announced on, delivered when its transaction commits (lib/live/hub.ts). */
export const activityChannel = "activity";

export async function trackActivity(db: Db, input: ActivityInput, now: Date): Promise<void> {
  const [row] = await db
    .insert(activity)
    .values({
      resourceType: input.resource.type,
      resourceId: input.resource.id,
      organisationId: input.organisationId,
      action: input.action,
      actorId: input.actor?.id ?? null,
      actorName: input.actor?.name ?? null,
      actorRole: input.actor?.role ?? null,
      change: input.change ?? {},
      at: now,
    })
    .returning({ seq: activity.seq });
  // Live updates: NOTIFY in the writer's transaction reaches the listeners on commit, and never on a rollback.
  if (row) await db.execute(sql`select pg_notify(${activityChannel}, ${String(row.seq)})`);
}

/**
 * The fields whose value differs, as `{field: {from, to}}`; a field `next` leaves undefined is not being changed.
 * Dates and other values compare by their JSON form.
 */
export function changedFields<T extends Record<string, unknown>>(
  current: T,
  next: { [K in keyof T]?: T[K] },
): { [K in keyof T]?: FieldChange<T[K]> } {
  const changes: { [K in keyof T]?: FieldChange<T[K]> } = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const to = next[key];
    if (to === undefined || JSON.stringify(to) === JSON.stringify(current[key])) continue;
    changes[key] = { from: current[key], to: to as T[keyof T] };
  }
  return changes;
}

/** A user as a change names them, or null for nobody (or someone since removed). */
export async function personRef(db: Db, userId: string | null): Promise<PersonRef | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** An organisation as a change names it, or null for none. */
export async function organisationRef(db: Db, id: string | null): Promise<{ id: string; name: string } | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}
