import 'server-only';
import { unstable_cache } from 'next/cache';
import { getPredictorMatchTable, getPredictorSeasonTable, listPredictorMatches } from '@/server/matchday';

/**
 * The predictor's public tables, cached like the rest of the public content (DESIGN §7): at most a minute old. The
 * fan's own pick and line are never cached here: the islands load them.
 */
const SEASON_SECONDS = 60;

export const cachedPredictorSeason = unstable_cache(
  (season: number) => getPredictorSeasonTable({ season, limit: 50 }),
  ['predictor-season'],
  { revalidate: SEASON_SECONDS },
);

export const cachedPredictorMatches = unstable_cache(() => listPredictorMatches({ open: 5, settled: 10 }), ['predictor-matches'], {
  revalidate: SEASON_SECONDS,
});

const cachedTable = unstable_cache((matchId: number) => getPredictorMatchTable(matchId, { limit: 20 }), ['predictor-match-table'], {
  revalidate: SEASON_SECONDS,
});

/** For the match page: null before full time (nothing to show yet), else the match's table (empty until settled). */
export async function cachedPredictorMatchTable(match: { id: number; status: string }) {
  return match.status === 'full_time' ? cachedTable(match.id) : null;
}
