ALTER TABLE "competitions" ADD COLUMN "removed_winners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Winners removed before this column existed are in the audit log (one 'delete' of a competition_winner each).
UPDATE "competitions" c SET "removed_winners" = (
  SELECT count(*) FROM "audit_log" a
  WHERE a."entity_type" = 'competition_winner' AND a."action" = 'delete' AND a."changes"->'competition_id'->>'before' = c."id"::text
);
