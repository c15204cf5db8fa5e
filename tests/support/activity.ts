// The activity record as tests read it: one kind of resource (optionally one action), in the order it was written.
import { and, asc, eq } from "drizzle-orm";
import type { ResourceType } from "@/lib/activity/track";
import type { Db } from "@/lib/db/client";
import { activity } from "@/lib/db/schema";

export async function activityOf(db: Db, type: ResourceType, action?: string) {
  return db
    .select({
      id: activity.resourceId,
      action: activity.action,
      actorId: activity.actorId,
      actorName: activity.actorName,
      actorRole: activity.actorRole,
      organisationId: activity.organisationId,
      change: activity.change,
    })
    .from(activity)
    .where(and(eq(activity.resourceType, type), action ? eq(activity.action, action) : undefined))
    .orderBy(asc(activity.seq));
}
