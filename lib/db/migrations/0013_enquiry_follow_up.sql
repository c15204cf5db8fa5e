CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');--> statement-breakpoint
ALTER TABLE "auth_events" ADD COLUMN "outbox_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" "enquiry_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_contact_on" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_owner_idx" ON "enquiries" USING btree ("owner_id");