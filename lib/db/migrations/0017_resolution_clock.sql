ALTER TABLE "requests" ADD COLUMN "resolution_clock_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "resolution_clock_stopped_at" timestamp with time zone;--> statement-breakpoint
-- The clock of a request already resolved or closed stopped at its resolution; of one waiting on the client, when it
-- last went to that status, as its activity records (its last update when the record has none).
UPDATE "requests" SET "resolution_clock_stopped_at" = coalesce("resolved_at", "updated_at")
WHERE "status" IN ('resolved', 'closed');--> statement-breakpoint
UPDATE "requests" SET "resolution_clock_stopped_at" = coalesce(
  (SELECT max("activity"."at") FROM "activity"
   WHERE "activity"."resource_type" = 'request' AND "activity"."resource_id" = "requests"."id"
     AND "activity"."change" -> 'status' ->> 'to' = 'waiting_on_client'),
  "updated_at")
WHERE "status" = 'waiting_on_client';--> statement-breakpoint
CREATE INDEX "requests_resolution_clock_idx" ON "requests" USING btree ("priority",coalesce("resolution_clock_start", "created_at")) WHERE status in ('open', 'in_progress');
