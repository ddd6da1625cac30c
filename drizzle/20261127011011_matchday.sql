ALTER TYPE "public"."match_status" ADD VALUE 'half_time' BEFORE 'final';--> statement-breakpoint
CREATE TABLE "potm_votes" (
	"match_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "potm_votes_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"match_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"winner" text NOT NULL,
	"margin" integer NOT NULL,
	"points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "predictions_winner_valid" CHECK ("predictions"."winner" in ('home', 'away', 'draw')),
	CONSTRAINT "predictions_margin_valid" CHECK (("predictions"."winner" = 'draw' and "predictions"."margin" = 0) or ("predictions"."winner" <> 'draw' and "predictions"."margin" between 1 and 200))
);
--> statement-breakpoint
CREATE TABLE "predictor_settlements" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"side" text,
	"minute" integer,
	"player_id" integer,
	"player_off_id" integer,
	"text" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	CONSTRAINT "match_events_type_valid" CHECK (type in ('kick_off', 'try', 'conversion', 'penalty', 'drop_goal', 'penalty_try', 'yellow_card', 'red_card', 'substitution', 'half_time', 'full_time', 'comment')),
	CONSTRAINT "match_events_side_valid" CHECK ("match_events"."side" is null or "match_events"."side" in ('home', 'away')),
	CONSTRAINT "match_events_minute_valid" CHECK ("match_events"."minute" is null or "match_events"."minute" between 0 and 200),
	CONSTRAINT "match_events_text_length" CHECK ("match_events"."text" is null or length("match_events"."text") <= 280)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"topics" text[] NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_locale_valid" CHECK ("push_subscriptions"."locale" in ('en', 'zu', 'xh', 'af')),
	CONSTRAINT "push_subscriptions_endpoint_length" CHECK (length("push_subscriptions"."endpoint") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_vapid_keys_single_row" CHECK ("push_vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "clock_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "clock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "clock_running" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "potm_opens_minute" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "full_time_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "potm_votes" ADD CONSTRAINT "potm_votes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potm_votes" ADD CONSTRAINT "potm_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potm_votes" ADD CONSTRAINT "potm_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictor_settlements" ADD CONSTRAINT "predictor_settlements_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "potm_votes_match_player_idx" ON "potm_votes" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE INDEX "predictions_user_idx" ON "predictions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","seq");--> statement-breakpoint
CREATE INDEX "push_subscriptions_topics_idx" ON "push_subscriptions" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clock_valid" CHECK ("matches"."clock_minute" between 0 and 200);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_potm_minute_valid" CHECK ("matches"."potm_opens_minute" between 0 and 120);--> statement-breakpoint
-- Match day's FanCred rules (issue 24): the predictor earns its score (10 right result, 15 within 5 points, 25 exact
-- margin: min(25, floor(score / 1))) once per match; a Player of the Match vote earns 5 once per match.
INSERT INTO "fancred_rules" ("action", "event", "points", "per", "daily_cap", "score_divisor", "label", "sort_order") VALUES
  ('predictor', 'predictor', 25, 'item', NULL, 1, 'Predict a match (10 for the right result, 15 within 5 points, 25 for the exact margin)', 120),
  ('potm_vote', 'potm_vote', 5, 'item', NULL, NULL, 'Vote for the Player of the Match', 130)
ON CONFLICT ("action") DO NOTHING;
