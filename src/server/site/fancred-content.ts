import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import {
  FANCRED_TAGS,
  getStandings,
  getWidgetStandings,
  listFinalPeriods,
  listRules,
  listWinners,
  type PeriodType,
} from '@/server/fancred';

/**
 * FanCred's public data for /fancred and the home page's widget, cached like the rest of the public content
 * (DESIGN §7): the standings under the engine's tag (it expires the tag when ranks change) and at most a minute old;
 * winners under their own tag, expired when staff save one. The signed-in fan's own standing is never cached here:
 * the pages load it in a small island.
 */
const WINNERS_TAG = 'fancred-winners';
const STANDINGS_SECONDS = 60;
const RULES_SECONDS = 300;

export const cachedStandings = unstable_cache(
  (input: { type: PeriodType; page: number; periodKey?: string }) => getStandings(input),
  ['fancred-standings'],
  { tags: [FANCRED_TAGS.standings], revalidate: STANDINGS_SECONDS },
);

export const cachedWidgetStandings = unstable_cache(() => getWidgetStandings({ userId: null }), ['fancred-widget'], {
  tags: [FANCRED_TAGS.standings],
  revalidate: STANDINGS_SECONDS,
});

export const cachedFanCredRules = unstable_cache(() => listRules(), ['fancred-rules'], { revalidate: RULES_SECONDS });

export const cachedFinalPeriods = unstable_cache(() => listFinalPeriods(), ['fancred-final-periods'], {
  tags: [FANCRED_TAGS.standings, WINNERS_TAG],
  revalidate: STANDINGS_SECONDS,
});

export const cachedPublishedWinners = unstable_cache(() => listWinners({ isPublishedOnly: true }), ['fancred-winners'], {
  tags: [WINNERS_TAG],
  revalidate: RULES_SECONDS,
});

/** After a staff save of a winner (server actions only): /fancred shows it on its next request. */
export function expireFanCredWinners(): void {
  revalidateTag(WINNERS_TAG, { expire: 0 });
}
