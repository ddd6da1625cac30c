import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/locales';
import { getPublicCompetition, listPublicCompetitions, listPublicFaq, listPublishedWinners } from '@/server/competitions';

/**
 * Competitions' public data, cached like the rest of the public content (DESIGN §7) under one tag that every staff
 * write expires. Open or closed is decided per request from the dates, so a cached row never shows a closed
 * competition as open; the minute's revalidation is only a safety net. The staff text is in the reader's language
 * (issue 26): the locale is an argument, so each language is cached apart.
 */
const COMPETITIONS_TAG = 'competitions';
const REVALIDATE_SECONDS = 60;

export const cachedCompetitions = unstable_cache((locale: Locale = 'en') => listPublicCompetitions(locale), ['competitions'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedCompetition = unstable_cache((slug: string, locale: Locale) => getPublicCompetition(slug, locale), ['competition'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedCompetitionWinners = unstable_cache(() => listPublishedWinners(), ['competition-winners'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedCompetitionFaq = unstable_cache((locale: Locale) => listPublicFaq(locale), ['competition-faq'], {
  tags: [COMPETITIONS_TAG],
  revalidate: REVALIDATE_SECONDS,
});

/** After a staff write (server actions only): the competitions pages show it on their next request. */
export function expireCompetitions(): void {
  revalidateTag(COMPETITIONS_TAG, { expire: 0 });
}
