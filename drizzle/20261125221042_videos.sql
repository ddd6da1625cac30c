CREATE TABLE "video_carousel_pins" (
	"carousel" text NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_carousel_pins_carousel_video_id_pk" PRIMARY KEY("carousel","video_id"),
	CONSTRAINT "video_carousel_pins_carousel_valid" CHECK ("video_carousel_pins"."carousel" in ('latest', 'popular', 'sponsored'))
);
--> statement-breakpoint
CREATE TABLE "video_header_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"video_id" integer,
	"show_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"video_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_video_id_user_id_day_action_pk" PRIMARY KEY("video_id","user_id","day","action")
);
--> statement-breakpoint
CREATE TABLE "video_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_carousel" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_shows_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "video_sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"video_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "video_views_video_id_user_id_day_pk" PRIMARY KEY("video_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"show_id" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"poster_url" text NOT NULL,
	"source_kind" text NOT NULL,
	"provider" text,
	"provider_id" text,
	"stream_url" text,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sponsor_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_slug_unique" UNIQUE("slug"),
	CONSTRAINT "videos_source_kind_valid" CHECK ("videos"."source_kind" in ('embed', 'hosted')),
	CONSTRAINT "videos_source_complete" CHECK (("videos"."source_kind" = 'embed' and "videos"."provider" in ('youtube', 'vimeo') and "videos"."provider_id" is not null) or ("videos"."source_kind" = 'hosted' and "videos"."stream_url" is not null)),
	CONSTRAINT "videos_duration_valid" CHECK ("videos"."duration_seconds" > 0 and "videos"."duration_seconds" <= 86400)
);
--> statement-breakpoint
ALTER TABLE "video_carousel_pins" ADD CONSTRAINT "video_carousel_pins_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_header_slides" ADD CONSTRAINT "video_header_slides_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_header_slides" ADD CONSTRAINT "video_header_slides_show_id_video_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."video_shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_show_id_video_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."video_shows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_sponsor_id_video_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."video_sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_header_slides_order_idx" ON "video_header_slides" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "video_shows_name_lower_idx" ON "video_shows" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_views_day_idx" ON "video_views" USING btree ("day","video_id");--> statement-breakpoint
CREATE INDEX "videos_show_idx" ON "videos" USING btree ("show_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at" DESC NULLS LAST);