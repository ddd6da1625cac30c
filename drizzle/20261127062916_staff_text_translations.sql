ALTER TABLE "competition_faq" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fancred_winners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "next_match_widget" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_header_slides" ADD COLUMN "cta_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_header_slides" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_shows" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_sponsors" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_sponsors" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_sponsors" ADD COLUMN "cta_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_sponsors" ADD COLUMN "cta_url" text;--> statement-breakpoint
ALTER TABLE "video_sponsors" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;