CREATE TABLE "fancred_histogram_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_key" text NOT NULL,
	"points" integer NOT NULL,
	"fans" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fancred_histogram_deltas_idx" ON "fancred_histogram_deltas" USING btree ("period_key","points");