CREATE TABLE "cache_tag_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"expire_seconds" integer,
	"has_durations" boolean DEFAULT true NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
