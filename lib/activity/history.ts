// Reads the activity record: the history of one resource, as the viewer may see it. Staff see every entry; anyone
// else only their own organisation's entries, never a staff-only action, and no e-mail address inside a change.
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { activity } from "../db/schema";
import { isStaff, type Caller } from "../workspace/caller";
import type { ActivityAction, ResourceType } from "./track";

export type HistoryEntry<T extends ResourceType = ResourceType> = {
  action: ActivityAction<T>;
  actor: { name: string; role: Role | null } | null;
  at: Date;
  change: Record<string, unknown>;
};

/** Actions that reveal what happens out of a client's or vendor's sight: an internal note is staff's own. */
export const staffOnlyActions: { [T in ResourceType]?: readonly ActivityAction<T>[] } = {
  request: ["note_added"],
};

/** A change as a client or vendor sees it: staff addresses (any `email` key, at any depth) left out. */
export function withoutAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAddresses);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "email")
      .map(([key, inner]) => [key, withoutAddresses(inner)]),
  );
}

/**
 * The history of one resource, oldest first. The caller has already checked that the viewer may see the resource;
 * this scopes the entries once more by organisation, so a misfiled entry cannot cross to another company.
 */
export async function historyOf<T extends ResourceType>(
  db: Db,
  viewer: Caller,
  resource: { type: T; id: string },
): Promise<HistoryEntry<T>[]> {
  const staff = isStaff(viewer);
  const hidden = staff ? [] : (staffOnlyActions[resource.type] ?? []);
  const rows = await db
    .select({
      action: activity.action,
      actorName: activity.actorName,
      actorRole: activity.actorRole,
      at: activity.at,
      change: activity.change,
    })
    .from(activity)
    .where(
      and(
        eq(activity.resourceType, resource.type),
        eq(activity.resourceId, resource.id),
        staff ? undefined : viewer.organisationId ? eq(activity.organisationId, viewer.organisationId) : sql`false`,
        hidden.length > 0 ? notInArray(activity.action, [...hidden]) : undefined,
      ),
    )
    .orderBy(asc(activity.at), asc(activity.seq));
  return rows.map((row) => {
    const change = (row.change ?? {}) as Record<string, unknown>;
    return {
      action: row.action as ActivityAction<T>,
      actor: row.actorName === null ? null : { name: row.actorName, role: row.actorRole },
      at: row.at,
      change: staff ? change : (withoutAddresses(change) as Record<string, unknown>),
    };
  });
}
