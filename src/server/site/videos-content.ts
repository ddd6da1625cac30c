import 'server-only';
import { unstable_cache } from 'next/cache';
import {
  getShow,
  getSponsoredRow,
  getVideoBySlug,
  listHeaderSlides,
  listLatestVideos,
  listPopularVideos,
  listRelatedVideos,
  listShowCarousels,
  listVideoSlugs,
} from '@/server/videos';
import type { Locale } from '@/i18n/locales';
import { expireNowAndAgain } from './revalidate';

/**
 * Touchline+'s public data (/plus, a show, a video, the home page's rows and the spec's video API), cached like the
 * rest of the public content (DESIGN §7) under one tag that every staff save expires. Most popular moves with views:
 * it is at most five minutes old.
 */
export const VIDEOS_TAG = 'videos';
const REVALIDATE_SECONDS = 300;

const options = { tags: [VIDEOS_TAG], revalidate: REVALIDATE_SECONDS };

// Staff text is read in the fan's language (issue 26): the locale is an argument, so each language has its own entry
// (the same tag expires them all on a staff save).
export const cachedLatestVideos = unstable_cache(
  (limit: number, locale: Locale) => listLatestVideos({ limit, locale }),
  ['videos-latest'],
  options,
);
export const cachedPopularVideos = unstable_cache(
  (limit: number, locale: Locale) => listPopularVideos({ limit, locale }),
  ['videos-popular'],
  options,
);
export const cachedSponsoredRow = unstable_cache(
  (limit: number, locale: Locale) => getSponsoredRow({ limit, locale }),
  ['videos-sponsored'],
  options,
);
export const cachedShowCarousels = unstable_cache((locale: Locale) => listShowCarousels(locale), ['videos-shows'], options);
export const cachedShow = unstable_cache((slug: string, locale: Locale) => getShow(slug, locale), ['videos-show'], options);
export const cachedHeaderSlides = unstable_cache((locale: Locale) => listHeaderSlides(locale), ['videos-slides'], options);
export const cachedVideoSlugs = unstable_cache(() => listVideoSlugs(), ['videos-slugs'], options);
export const cachedVideo = unstable_cache((slug: string, locale: Locale) => getVideoBySlug(slug, locale), ['videos-video'], options);
export const cachedRelatedVideos = unstable_cache(
  (id: number, showSlug: string, locale: Locale) => listRelatedVideos({ id, showSlug }, locale),
  ['videos-related'],
  options,
);

/** After a staff save (server actions only): every page showing videos is fresh on its next request, and again a moment later. */
export function expireVideos(): void {
  expireNowAndAgain([VIDEOS_TAG]);
}
