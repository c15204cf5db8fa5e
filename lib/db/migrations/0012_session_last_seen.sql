ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- Sessions from before the column: last seen when they started, until their next request says otherwise.
UPDATE "sessions" SET "last_seen_at" = "created_at" WHERE "last_seen_at" IS NULL;
