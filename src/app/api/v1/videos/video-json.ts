import type { Sponsor, VideoCard } from '@/server/videos';

/**
 * A video in the spec's video API shape (§7 `videos`): snake_case, absolute poster paths as stored. Its title and show
 * are in the request's language (requestLocale) where staff wrote them, else English.
 */
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

/** The sponsor of the sponsored row: name and logo, and its heading, text and call to action in the request's language. */
export function sponsorJson(sponsor: Sponsor) {
  return {
    name: sponsor.name,
    logo: sponsor.logoUrl,
    title: sponsor.title,
    description: sponsor.description,
    cta_label: sponsor.ctaLabel,
    cta_url: sponsor.ctaUrl,
  };
}
