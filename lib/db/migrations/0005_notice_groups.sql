ALTER TABLE "outbox" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_open_group_unique" ON "outbox" USING btree ("group_key") WHERE status = 'pending' and attempts = 0;--> statement-breakpoint
CREATE INDEX "outbox_group_idx" ON "outbox" USING btree ("group_key","sent_at");