import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { after } from 'next/server';
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

/**
 * Touchline+'s public data (/plus, a show, a video, the home page's rows and the spec's video API), cached like the
 * rest of the public content (DESIGN §7) under one tag that every staff save expires. Most popular moves with views:
 * it is at most five minutes old.
 */
export const VIDEOS_TAG = 'videos';
const REVALIDATE_SECONDS = 300;
const SECOND_PASS_MS = 3_000;

const options = { tags: [VIDEOS_TAG], revalidate: REVALIDATE_SECONDS };

export const cachedLatestVideos = unstable_cache((limit: number) => listLatestVideos({ limit }), ['videos-latest'], options);
export const cachedPopularVideos = unstable_cache((limit: number) => listPopularVideos({ limit }), ['videos-popular'], options);
export const cachedSponsoredRow = unstable_cache((limit: number) => getSponsoredRow({ limit }), ['videos-sponsored'], options);
export const cachedShowCarousels = unstable_cache(() => listShowCarousels(), ['videos-shows'], options);
export const cachedShow = unstable_cache((slug: string) => getShow(slug), ['videos-show'], options);
export const cachedHeaderSlides = unstable_cache(() => listHeaderSlides(), ['videos-slides'], options);
export const cachedVideoSlugs = unstable_cache(() => listVideoSlugs(), ['videos-slugs'], options);
export const cachedVideo = unstable_cache((slug: string) => getVideoBySlug(slug), ['videos-video'], options);
export const cachedRelatedVideos = unstable_cache(
  (id: number, showSlug: string) => listRelatedVideos({ id, showSlug }),
  ['videos-related'],
  options,
);

/** After a staff save (server actions only): every page showing videos is fresh on its next request, and again a moment later. */
export function expireVideos(): void {
  revalidateTag(VIDEOS_TAG, { expire: 0 });
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_PASS_MS));
    revalidateTag(VIDEOS_TAG, { expire: 0 });
  });
}
