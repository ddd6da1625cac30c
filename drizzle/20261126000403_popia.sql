CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"terms_version" integer NOT NULL,
	"source" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_source_valid" CHECK ("consent_records"."source" in ('sign-up', 'complete-profile'))
);
--> statement-breakpoint
CREATE TABLE "fancred_anonymous_counts" (
	"event" text NOT NULL,
	"month_key" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fancred_anonymous_counts_event_month_key_pk" PRIMARY KEY("event","month_key")
);
--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ALTER COLUMN "msisdn" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","accepted_at" DESC NULLS LAST);