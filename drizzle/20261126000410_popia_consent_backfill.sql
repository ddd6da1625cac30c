-- Consent records for fans who accepted terms before consent_records existed (decision 019): the version they
-- accepted, at the time their profile was completed. Where is inferred: a profile completed within a minute of the
-- account's creation was completed by the sign-up form; later, by complete_profile.
INSERT INTO "consent_records" ("user_id", "terms_version", "source", "accepted_at")
SELECT u."id", u."terms_version_accepted",
  CASE WHEN u."profile_completed_at" IS NOT NULL AND u."profile_completed_at" - u."created_at" > interval '1 minute' THEN 'complete-profile' ELSE 'sign-up' END,
  coalesce(u."profile_completed_at", u."created_at")
FROM "users" u
WHERE u."terms_version_accepted" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "consent_records" c WHERE c."user_id" = u."id");
