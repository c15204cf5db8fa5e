ALTER TYPE "public"."outbox_status" ADD VALUE 'discarded';--> statement-breakpoint
DROP TABLE "address_state" CASCADE;--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_email_unique";--> statement-breakpoint
-- Live codes last five minutes: the ones issued before this migration are not worth a default network.
DELETE FROM "otp_codes";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "network" text NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_codes_email_idx" ON "otp_codes" USING btree ("email");