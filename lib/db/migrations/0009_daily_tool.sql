CREATE TABLE "read_marks" (
	"user_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "read_marks_user_id_resource_type_resource_id_pk" PRIMARY KEY("user_id","resource_type","resource_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "progress_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "request_messages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "body")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "last_message_by_id" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "read_marks" ADD CONSTRAINT "read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_message_id_request_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."request_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_last_message_by_id_users_id_fk" FOREIGN KEY ("last_message_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_messages_search_idx" ON "request_messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "requests_search_idx" ON "requests" USING gin ("search");--> statement-breakpoint
-- A request's description is its first public message: who spoke last starts as its writer, then follows the replies.
UPDATE "requests" SET "last_message_by_id" = "created_by_id", "last_message_at" = "created_at";--> statement-breakpoint
UPDATE "requests" SET "last_message_by_id" = latest."author_id", "last_message_at" = latest."created_at"
FROM (
  SELECT DISTINCT ON ("request_id") "request_id", "author_id", "created_at" FROM "request_messages"
  WHERE NOT "internal" ORDER BY "request_id", "created_at" DESC, "id" DESC
) AS latest
WHERE "requests"."id" = latest."request_id";--> statement-breakpoint
UPDATE "requests" SET "first_responded_at" = first_reply."at"
FROM (
  SELECT m."request_id", min(m."created_at") AS "at" FROM "request_messages" m
  JOIN "users" u ON u."id" = m."author_id"
  WHERE NOT m."internal" AND u."role" IN ('admin', 'employee') GROUP BY m."request_id"
) AS first_reply
WHERE "requests"."id" = first_reply."request_id";
--> statement-breakpoint
-- Progress becomes the share of milestones done for projects that have milestones (progress_manual is false).
UPDATE "projects" SET "progress" = round(100.0 * counted."done" / counted."total")::integer
FROM (
  SELECT "project_id", count(*) AS "total", count(*) FILTER (WHERE "done") AS "done" FROM "milestones" GROUP BY "project_id"
) AS counted
WHERE "projects"."id" = counted."project_id";
