-- Fans whose subscription was recorded on the user row before the subscriptions table existed get their row.
INSERT INTO "subscriptions" ("id", "user_id", "provider", "package", "provider_subscription_id", "state", "started_at", "expires_at", "last_event_at")
SELECT 'backfill-' || "id",
       "id",
       CASE "subscription_provider" WHEN 'cellc_telkom' THEN 'telkom' ELSE "subscription_provider" END,
       'subscription_monthly',
       "subscription_id",
       'active',
       "created_at",
       "subscription_expiry",
       "created_at"
FROM "users"
WHERE "subscription_provider" IN ('mtn', 'vodacom', 'cellc_telkom', 'telkom', 'worldplay', 'stellr')
ON CONFLICT ("user_id") DO NOTHING;
