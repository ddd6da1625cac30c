import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getPublicCompetition, listFaq, listPublicCompetitions, listPublishedWinners } from '@/server/competitions';

/**
 * Competitions' public data, cached like the rest of the public content (DESIGN §7) under one tag that every staff
 * write expires. Open or closed is decided per request from the dates, so a cached row never shows a closed
 * competition as open; the minute's revalidation is only a safety net.
 */
const COMPETITIONS_TAG = 'competitions';
const REVALIDATE_SECONDS = 60;

export const cachedCompetitions = unstable_cache(() => listPublicCompetitions(), ['competitions'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedCompetition = unstable_cache((slug: string) => getPublicCompetition(slug), ['competition'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedCompetitionWinners = unstable_cache(() => listPublishedWinners(), ['competition-winners'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedCompetitionFaq = unstable_cache(() => listFaq({ isActiveOnly: true }), ['competition-faq'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

/** After a staff write (server actions only): the competitions pages show it on their next request. */
export function expireCompetitions(): void {
  revalidateTag(COMPETITIONS_TAG, { expire: 0 });
}
