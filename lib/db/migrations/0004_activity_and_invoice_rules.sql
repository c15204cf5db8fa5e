CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"organisation_id" uuid,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" "role",
	"change" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_vendor_number_unique";--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_resource_idx" ON "activity" USING btree ("resource_type","resource_id","at");--> statement-breakpoint
CREATE INDEX "activity_organisation_idx" ON "activity" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");--> statement-breakpoint
-- Rows written before these rules: the earliest resubmission keeps its link to the rejected invoice, and a number
-- that differs from an earlier one only in case gets a suffix, so the unique indexes can be built.
UPDATE "invoices" SET "replaces_id" = NULL WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "replaces_id" ORDER BY "created_at", "id") AS n FROM "invoices" WHERE "replaces_id" IS NOT NULL) d WHERE d.n > 1);--> statement-breakpoint
UPDATE "invoices" SET "number" = "invoices"."number" || '-' || d.n FROM (SELECT "id", row_number() OVER (PARTITION BY "organisation_id", lower("number") ORDER BY "created_at", "id") AS n FROM "invoices") d WHERE d."id" = "invoices"."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replaces_unique" ON "invoices" USING btree ("replaces_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_vendor_number_unique" ON "invoices" USING btree ("organisation_id",lower("number"));