ALTER TYPE "public"."invoice_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"hsn_sac" text,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"rate_paise" bigint NOT NULL,
	"gst_rate" integer NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_rate_positive" CHECK ("purchase_order_lines"."rate_paise" > 0),
	CONSTRAINT "purchase_order_lines_gst_rate" CHECK ("purchase_order_lines"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"state_code" text NOT NULL,
	"pan" text NOT NULL,
	"udyam" text,
	"msme_category" text,
	"bank_account" text NOT NULL,
	"ifsc" text NOT NULL,
	"e_invoicing" boolean DEFAULT false NOT NULL,
	"verified_bank_account" text,
	"verified_ifsc" text,
	"bank_verified_at" timestamp with time zone,
	"bank_verified_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_vendor_number_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "financial_year" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_state_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cgst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sgst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "igst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stated_total_paise" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_by" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tds_section" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tds_paise" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_to_account" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "acknowledged_by_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "supplier_state_code" text;--> statement-breakpoint
-- Existing invoices: dated the day they were submitted (India time), in that day's April–March year.
UPDATE "invoices" SET "invoice_date" = (("created_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date;--> statement-breakpoint
UPDATE "invoices" SET "financial_year" = fy.y::text || '-' || lpad(((fy.y + 1) % 100)::text, 2, '0')
  FROM (SELECT "id", CASE WHEN extract(month FROM "invoice_date") >= 4 THEN extract(year FROM "invoice_date")::int
    ELSE extract(year FROM "invoice_date")::int - 1 END AS y FROM "invoices") AS fy
  WHERE fy."id" = "invoices"."id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "invoice_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "financial_year" SET NOT NULL;--> statement-breakpoint
-- Existing orders: one line, the title for its description, one lot at the order's amount and no GST stated.
INSERT INTO "purchase_order_lines" ("purchase_order_id", "position", "description", "hsn_sac", "quantity", "unit", "rate_paise", "gst_rate")
  SELECT "id", 1, "title", NULL, 1, 'lot', "amount_paise", 0 FROM "purchase_orders";--> statement-breakpoint
-- Who acknowledged an order and when, from the activity record.
UPDATE "purchase_orders" SET "acknowledged_by_id" = a."actor_id", "acknowledged_at" = a."at"
  FROM (SELECT DISTINCT ON ("resource_id") "resource_id", "actor_id", "at" FROM "activity"
    WHERE "resource_type" = 'purchase_order' AND "action" = 'acknowledged' ORDER BY "resource_id", "at") AS a
  WHERE a."resource_id" = "purchase_orders"."id";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_bank_verified_by_id_users_id_fk" FOREIGN KEY ("bank_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_line_unique" ON "invoice_lines" USING btree ("invoice_id","order_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_idx" ON "invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_position_unique" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_contact_id_users_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_vendor_year_number_unique" ON "invoices" USING btree ("organisation_id","financial_year",lower("number"));--> statement-breakpoint
CREATE INDEX "invoices_pay_by_idx" ON "invoices" USING btree ("pay_by");
