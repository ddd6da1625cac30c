-- Signed video streams (decision 026): the demo's streams left public/plus-demo/ for the stream store (streams/), which
-- only signed addresses serve, and their posters and the sponsor's logo moved to public/plus-art/. A database seeded
-- before this points at the old addresses: it is moved along. Rows staff entered (https streams, uploads) are untouched.
UPDATE "videos" SET "stream_url" = regexp_replace("stream_url", '^/plus-demo/([a-z]+)/', 'stream:\1/')
WHERE "stream_url" ~ '^/plus-demo/[a-z]+/[A-Za-z0-9_.-]+$';
--> statement-breakpoint
UPDATE "videos" SET "renditions" = (
  SELECT jsonb_agg(
    CASE WHEN r ->> 'url' ~ '^/plus-demo/[a-z]+/[A-Za-z0-9_.-]+$'
      THEN jsonb_set(r, '{url}', to_jsonb(regexp_replace(r ->> 'url', '^/plus-demo/([a-z]+)/', 'stream:\1/')))
      ELSE r END
    ORDER BY ordinality)
  FROM jsonb_array_elements("renditions") WITH ORDINALITY AS t(r, ordinality)
)
WHERE jsonb_array_length("renditions") > 0 AND "renditions"::text LIKE '%/plus-demo/%';
--> statement-breakpoint
UPDATE "videos" SET "poster_url" = regexp_replace("poster_url", '^/plus-demo/([a-z]+)/poster\.jpg$', '/plus-art/\1.jpg')
WHERE "poster_url" ~ '^/plus-demo/[a-z]+/poster\.jpg$';
--> statement-breakpoint
UPDATE "video_header_slides" SET "image_url" = regexp_replace("image_url", '^/plus-demo/([a-z]+)/poster\.jpg$', '/plus-art/\1.jpg')
WHERE "image_url" ~ '^/plus-demo/[a-z]+/poster\.jpg$';
--> statement-breakpoint
UPDATE "video_sponsors" SET "logo_url" = '/plus-art/sponsor-logo.svg' WHERE "logo_url" = '/plus-demo/sponsor-logo.svg';
