CREATE TABLE "ops_active_fans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_copy_gauges" (
	"copy" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_copy_gauges_copy_name_pk" PRIMARY KEY("copy","name")
);
--> statement-breakpoint
CREATE TABLE "ops_minute_counts" (
	"minute" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "ops_minute_counts_minute_name_pk" PRIMARY KEY("minute","name")
);
--> statement-breakpoint
CREATE INDEX "ops_active_fans_seen_idx" ON "ops_active_fans" USING btree ("seen_at");