CREATE TYPE "public"."match_status" AS ENUM('scheduled', 'live', 'final');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('sms', 'email');--> statement-breakpoint
CREATE TABLE "author_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "author_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role_id" integer,
	"bio" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_basket_id_unique" UNIQUE("basket_id"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"stack" text,
	"console_error" text,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"is_mailed" boolean DEFAULT false NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_reports_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "home_games" (
	"position" integer PRIMARY KEY NOT NULL,
	"game_slug" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "home_games_game_slug_unique" UNIQUE("game_slug")
);
--> statement-breakpoint
CREATE TABLE "home_headlines" (
	"position" integer PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"team" text NOT NULL,
	"team_name" text NOT NULL,
	"opponent" text NOT NULL,
	"venue" text NOT NULL,
	"city" text,
	"is_home" boolean DEFAULT true NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"competition" text NOT NULL,
	"status" "match_status" DEFAULT 'scheduled' NOT NULL,
	"team_score" integer,
	"opponent_score" integer,
	"tickets_url" text,
	"broadcast_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_team_valid" CHECK (team in ('springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens', 'domestic')),
	CONSTRAINT "matches_scores_non_negative" CHECK (coalesce("matches"."team_score", 0) >= 0 and coalesce("matches"."opponent_score", 0) >= 0),
	CONSTRAINT "matches_final_has_score" CHECK ("matches"."status" <> 'final' or ("matches"."team_score" is not null and "matches"."opponent_score" is not null))
);
--> statement-breakpoint
CREATE TABLE "next_match_widget" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"team" text NOT NULL,
	"text" text NOT NULL,
	"ussd_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "next_match_widget_single_row" CHECK ("next_match_widget"."id" = 1),
	CONSTRAINT "next_match_widget_team_valid" CHECK (team in ('springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens', 'domestic'))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"short_name" text NOT NULL,
	"slug" text NOT NULL,
	"position" text NOT NULL,
	"caps" integer DEFAULT 0 NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"portrait_file" text,
	"date_of_birth" date,
	"debut" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_caps_non_negative" CHECK ("players"."caps" >= 0),
	CONSTRAINT "players_category_valid" CHECK ("players"."category" in ('springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens'))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"basket_id" integer NOT NULL,
	"title" text NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"title_zu" text,
	"title_xh" text,
	"title_af" text,
	"abstract_zu" text,
	"abstract_xh" text,
	"abstract_af" text,
	"body_zu" text,
	"body_xh" text,
	"body_af" text,
	"author_id" integer,
	"player_id" integer,
	"image_file" text,
	"tweet_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stories_slug_format" CHECK ("stories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "story_categories" (
	"story_id" integer NOT NULL,
	"basket_id" integer NOT NULL,
	CONSTRAINT "story_categories_story_id_basket_id_pk" PRIMARY KEY("story_id","basket_id")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"emsisdn" text,
	"msisdn" text,
	"first_name" text,
	"last_name" text,
	"nickname" text,
	"email" text,
	"team" text,
	"language" text DEFAULT 'en' NOT NULL,
	"thumbnail_file" text,
	"province" text,
	"network" text,
	"accept_newsletter" boolean DEFAULT false NOT NULL,
	"subscription_id" text,
	"subscription_provider" text,
	"subscription_expiry" timestamp with time zone,
	"role_id" integer DEFAULT 2 NOT NULL,
	"profile_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_emsisdn_unique" UNIQUE("emsisdn"),
	CONSTRAINT "users_msisdn_unique" UNIQUE("msisdn"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_msisdn_format" CHECK ("users"."msisdn" is null or "users"."msisdn" ~ '^27[0-9]{9}$'),
	CONSTRAINT "users_language_valid" CHECK ("users"."language" in ('en', 'zu', 'xh', 'af')),
	CONSTRAINT "users_network_valid" CHECK ("users"."network" is null or "users"."network" in ('mtn', 'vodacom', 'cellc_telkom')),
	CONSTRAINT "users_team_valid" CHECK ("users"."team" is null or "users"."team" in ('springboks', 'sevens', 'springbok-women', 'womens-sevens', 'junior-springboks'))
);
--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_role_id_author_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."author_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_basket_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("basket_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_headlines" ADD CONSTRAINT "home_headlines_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_basket_id_categories_basket_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."categories"("basket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_categories" ADD CONSTRAINT "story_categories_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_categories" ADD CONSTRAINT "story_categories_basket_id_categories_basket_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."categories"("basket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "error_reports_last_seen_idx" ON "error_reports" USING btree ("last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "error_reports_mailed_idx" ON "error_reports" USING btree ("mailed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "home_headlines_story_idx" ON "home_headlines" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "matches_team_kickoff_idx" ON "matches" USING btree ("team","kickoff_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox_messages" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "players_category_slug_idx" ON "players" USING btree ("category","slug");--> statement-breakpoint
CREATE INDEX "players_active_idx" ON "players" USING btree ("is_active","category");--> statement-breakpoint
CREATE INDEX "stories_listing_idx" ON "stories" USING btree ("is_active","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_basket_idx" ON "stories" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "story_categories_basket_idx" ON "story_categories" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");