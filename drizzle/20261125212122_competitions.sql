CREATE TABLE "competition_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"competition_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_faq" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"competition_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"place" integer NOT NULL,
	"method" text NOT NULL,
	"draw_seed" text,
	"eligible_count" integer,
	"eligible_digest" text,
	"note" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_winners_method_valid" CHECK ("competition_winners"."method" in ('manual', 'draw')),
	CONSTRAINT "competition_winners_place_valid" CHECK ("competition_winners"."place" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"prize" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"question_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"image_file" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "competitions_question_type_valid" CHECK ("competitions"."question_type" in ('choice', 'text')),
	CONSTRAINT "competitions_dates_valid" CHECK ("competitions"."closes_at" > "competitions"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_once_idx" ON "competition_entries" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_entries_export_idx" ON "competition_entries" USING btree ("competition_id","id");--> statement-breakpoint
CREATE INDEX "competition_faq_order_idx" ON "competition_faq" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_winners_place_idx" ON "competition_winners" USING btree ("competition_id","place");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_winners_entry_idx" ON "competition_winners" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "competitions_closes_idx" ON "competitions" USING btree ("closes_at");