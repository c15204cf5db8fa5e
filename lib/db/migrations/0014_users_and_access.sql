CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"message" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "access_requests_created_at_idx" ON "access_requests" USING btree ("created_at");--> statement-breakpoint
-- Backfill: the latest sign-in still on record (a session row, or the sign-in log), so people who signed in before
-- this column existed do not show as invited.
UPDATE "users" SET "last_signed_in_at" = "seen"."at" FROM (
	SELECT "user_id", max("at") AS "at" FROM (
		SELECT "user_id", "created_at" AS "at" FROM "sessions"
		UNION ALL
		SELECT "user_id", "at" FROM "auth_events" WHERE "event" = 'login_succeeded' AND "user_id" IS NOT NULL
	) AS "any_sign_in" GROUP BY "user_id"
) AS "seen" WHERE "seen"."user_id" = "users"."id";
