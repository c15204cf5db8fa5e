DROP INDEX "request_messages_search_idx";--> statement-breakpoint
DROP INDEX "requests_search_idx";--> statement-breakpoint
DROP INDEX "requests_organisation_idx";--> statement-breakpoint
DROP INDEX "requests_assignee_idx";--> statement-breakpoint
DROP INDEX "requests_updated_idx";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "replies_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "notes_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Long words columns go out of line (TOAST) early, so the queue's scans read narrow rows.
ALTER TABLE "requests" SET (toast_tuple_target = 256);--> statement-breakpoint
-- The words of a request's public replies (notes = false) or internal notes (true): the latest 100,000 characters.
CREATE FUNCTION "request_words"("request" uuid, "notes" boolean) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(to_tsvector('english', right(string_agg("body", ' ' ORDER BY "created_at", "id"), 100000)), ''::tsvector)
  FROM "request_messages" WHERE "request_id" = "request" AND "internal" = "notes"
$$;--> statement-breakpoint
-- Once per statement, for the requests whose messages it changed: a bulk insert refreshes each request once.
CREATE FUNCTION "refresh_request_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Grouped first: a transition table has no index, so nothing may probe it once per request.
  UPDATE "requests" r SET
    "replies_search" = CASE WHEN t."replies" THEN "request_words"(r."id", false) ELSE r."replies_search" END,
    "notes_search" = CASE WHEN t."notes" THEN "request_words"(r."id", true) ELSE r."notes_search" END
  FROM (
    SELECT "request_id", bool_or(NOT "internal") AS "replies", bool_or("internal") AS "notes"
    FROM "changed" GROUP BY "request_id"
  ) t
  WHERE r."id" = t."request_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_messages_words_insert" AFTER INSERT ON "request_messages"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_request_words"();--> statement-breakpoint
CREATE TRIGGER "request_messages_words_update" AFTER UPDATE ON "request_messages"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_request_words"();--> statement-breakpoint
CREATE TRIGGER "request_messages_words_delete" AFTER DELETE ON "request_messages"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_request_words"();--> statement-breakpoint
UPDATE "requests" SET "replies_search" = "request_words"("id", false), "notes_search" = "request_words"("id", true)
WHERE "id" IN (SELECT "request_id" FROM "request_messages");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requests_priority_idx" ON "requests" USING btree ("priority","updated_at","id");--> statement-breakpoint
CREATE INDEX "requests_due_idx" ON "requests" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "requests_open_age_idx" ON "requests" USING btree ("priority","created_at") WHERE status in ('open', 'in_progress', 'waiting_on_client');--> statement-breakpoint
CREATE INDEX "requests_staff_words_idx" ON "requests" USING gin (("search" || "replies_search" || "notes_search"));--> statement-breakpoint
CREATE INDEX "requests_client_words_idx" ON "requests" USING gin (("search" || "replies_search"));--> statement-breakpoint
CREATE INDEX "requests_organisation_idx" ON "requests" USING btree ("organisation_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "requests_assignee_idx" ON "requests" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "requests_assignee_resolved_idx" ON "requests" USING btree ("assignee_id","resolved_at");--> statement-breakpoint
CREATE INDEX "requests_updated_idx" ON "requests" USING btree ("updated_at","id");