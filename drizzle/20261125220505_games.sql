CREATE TABLE "game_scores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"score" integer NOT NULL,
	"status" text DEFAULT 'ranked' NOT NULL,
	"reason" text,
	"elapsed_ms" integer NOT NULL,
	"day_key" text NOT NULL,
	"month_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_scores_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "game_scores_status_valid" CHECK ("game_scores"."status" in ('ranked', 'refused', 'voided')),
	CONSTRAINT "game_scores_score_valid" CHECK ("game_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_game_valid" CHECK ("game_sessions"."game" in ('rugby-kicks', 'rugby-rush'))
);
--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_scores_day_idx" ON "game_scores" USING btree ("game","day_key","score" DESC NULLS LAST) WHERE "game_scores"."status" = 'ranked';--> statement-breakpoint
CREATE INDEX "game_scores_month_idx" ON "game_scores" USING btree ("game","month_key","score" DESC NULLS LAST) WHERE "game_scores"."status" = 'ranked';--> statement-breakpoint
CREATE INDEX "game_scores_all_idx" ON "game_scores" USING btree ("game","score" DESC NULLS LAST) WHERE "game_scores"."status" = 'ranked';--> statement-breakpoint
CREATE INDEX "game_scores_user_idx" ON "game_scores" USING btree ("user_id","game");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","started_at" DESC NULLS LAST);