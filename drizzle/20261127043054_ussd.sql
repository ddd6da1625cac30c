CREATE TABLE "ussd_callers" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ussd_callers_language_valid" CHECK ("ussd_callers"."language" in ('en', 'zu', 'xh', 'af'))
);
--> statement-breakpoint
CREATE TABLE "ussd_daily_counts" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ussd_daily_counts_day_metric_shard_pk" PRIMARY KEY("day","metric","shard")
);
--> statement-breakpoint
CREATE TABLE "ussd_links" (
	"msisdn" text NOT NULL,
	"day" date NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ussd_links_msisdn_day_link_pk" PRIMARY KEY("msisdn","day","link")
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"network_code" text DEFAULT '' NOT NULL,
	"last_text" text,
	"last_answer" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ussd_links_day_idx" ON "ussd_links" USING btree ("day");--> statement-breakpoint
CREATE INDEX "ussd_sessions_updated_idx" ON "ussd_sessions" USING btree ("updated_at");