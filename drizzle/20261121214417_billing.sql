CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"provider_subscription_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text DEFAULT 'applied' NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "subscription_events_type_valid" CHECK ("subscription_events"."type" in ('subscribe', 'renew', 'charge_failed', 'unsubscribe', 'voucher')),
	CONSTRAINT "subscription_events_outcome_valid" CHECK ("subscription_events"."outcome" in ('applied', 'stale'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"package" text NOT NULL,
	"provider_subscription_id" text,
	"state" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "subscriptions_state_valid" CHECK ("subscriptions"."state" in ('pending', 'active', 'grace', 'cancelled', 'expired')),
	CONSTRAINT "subscriptions_provider_valid" CHECK ("subscriptions"."provider" in ('mtn', 'vodacom', 'telkom', 'worldplay', 'stellr'))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"msisdn" text NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"voucher_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "voucher_redemptions_pin_hash_unique" UNIQUE("pin_hash"),
	CONSTRAINT "voucher_redemptions_status_valid" CHECK ("voucher_redemptions"."status" in ('pending', 'redeemed', 'used'))
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "subscribe_reminder_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_events_provider_event_uq" ON "subscription_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "subscription_events_user_idx" ON "subscription_events" USING btree ("user_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at");