CREATE TABLE "ussd_callback_signatures" (
	"t" bigint NOT NULL,
	"v1" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ussd_callback_signatures_t_v1_pk" PRIMARY KEY("t","v1")
);
--> statement-breakpoint
CREATE INDEX "ussd_callback_signatures_expires_idx" ON "ussd_callback_signatures" USING btree ("expires_at");