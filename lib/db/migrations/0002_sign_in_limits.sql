CREATE TABLE "sign_in_address_limits" (
	"email" text PRIMARY KEY NOT NULL,
	"codes_hour_started_at" timestamp with time zone,
	"codes_hour_count" integer DEFAULT 0 NOT NULL,
	"codes_alerted_at" timestamp with time zone,
	"failures_day_started_at" timestamp with time zone,
	"failures_day_count" integer DEFAULT 0 NOT NULL,
	"failures_alerted_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_limits" (
	"email" text NOT NULL,
	"network" text NOT NULL,
	"last_request_at" timestamp with time zone,
	"hour_started_at" timestamp with time zone,
	"hour_count" integer DEFAULT 0 NOT NULL,
	"day_started_at" timestamp with time zone,
	"day_count" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_limits_email_network_pk" PRIMARY KEY("email","network")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" text;