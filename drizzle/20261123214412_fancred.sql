CREATE TABLE "engagement_likes" (
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_likes_item_type_item_id_user_id_pk" PRIMARY KEY("item_type","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "engagement_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancred_daily" (
	"user_id" text NOT NULL,
	"day_key" text NOT NULL,
	"action" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fancred_daily_user_id_day_key_action_pk" PRIMARY KEY("user_id","day_key","action")
);
--> statement-breakpoint
CREATE TABLE "fancred_final_standings" (
	"period_key" text NOT NULL,
	"user_id" text NOT NULL,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "fancred_final_standings_period_key_user_id_pk" PRIMARY KEY("period_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "fancred_histogram" (
	"period_key" text NOT NULL,
	"points" integer NOT NULL,
	"fans" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fancred_histogram_period_key_points_pk" PRIMARY KEY("period_key","points")
);
--> statement-breakpoint
CREATE TABLE "fancred_periods" (
	"period_key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancred_points" (
	"user_id" text NOT NULL,
	"period_key" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fancred_points_period_key_user_id_pk" PRIMARY KEY("period_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "fancred_profile_notices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancred_rules" (
	"action" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"points" integer NOT NULL,
	"per" text NOT NULL,
	"daily_cap" integer,
	"score_divisor" integer,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fancred_rules_event_unique" UNIQUE("event"),
	CONSTRAINT "fancred_rules_per_valid" CHECK ("fancred_rules"."per" in ('once', 'item', 'day')),
	CONSTRAINT "fancred_rules_points_positive" CHECK ("fancred_rules"."points" > 0),
	CONSTRAINT "fancred_rules_cap_valid" CHECK ("fancred_rules"."daily_cap" is null or "fancred_rules"."daily_cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "fancred_tracking" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"emsisdn" text,
	"article_id" text,
	"video_id" text,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancred_winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_key" text NOT NULL,
	"type" text NOT NULL,
	"place" integer NOT NULL,
	"user_id" text NOT NULL,
	"prize" text NOT NULL,
	"note" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fancred_winners_place_valid" CHECK ("fancred_winners"."place" between 1 and 100),
	CONSTRAINT "fancred_winners_type_valid" CHECK ("fancred_winners"."type" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "item_key" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "month_key" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "year_key" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "day_key" text;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fan_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE INDEX "engagement_shares_item_idx" ON "engagement_shares" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fancred_final_position_idx" ON "fancred_final_standings" USING btree ("period_key","position");--> statement-breakpoint
CREATE INDEX "fancred_points_rank_idx" ON "fancred_points" USING btree ("period_key","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "fancred_tracking_user_idx" ON "fancred_tracking" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fancred_winners_place_idx" ON "fancred_winners" USING btree ("period_key","place");--> statement-breakpoint
CREATE UNIQUE INDEX "fancred_winners_fan_idx" ON "fancred_winners" USING btree ("period_key","user_id");--> statement-breakpoint
CREATE INDEX "fan_events_user_idx" ON "fan_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fan_events_once_idx" ON "fan_events" USING btree ("user_id","action","dedupe_key");--> statement-breakpoint
CREATE INDEX "fan_events_pending_idx" ON "fan_events" USING btree ("id") WHERE "fan_events"."event_status" = 'pending';