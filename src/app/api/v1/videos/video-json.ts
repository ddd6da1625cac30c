import type { VideoCard } from '@/server/videos';

/** A video in the spec's video API shape (§7 `videos`): snake_case, absolute poster paths as stored. */
export function videoJson(card: VideoCard) {
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    show: card.showName,
    show_slug: card.showSlug,
    duration: card.durationSeconds,
    poster: card.posterUrl,
    url: `/plus/${card.slug}`,
    published_at: card.publishedAt,
    sponsored: card.isSponsored,
  };
}
