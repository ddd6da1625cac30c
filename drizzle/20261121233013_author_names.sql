ALTER TABLE "author_roles" DROP CONSTRAINT "author_roles_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "author_roles_name_lower_idx" ON "author_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "authors_name_lower_idx" ON "authors" USING btree (lower("name"));