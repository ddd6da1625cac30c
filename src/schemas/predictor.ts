import { z } from 'zod';
import { dbId } from './db-id';

/**
 * The match predictor (issue 24, DESIGN §4.1): a fan picks the winner and the margin before kick-off. Shared by the
 * route, the service and the panel (which writes the scoring on the page from these numbers).
 */
export const PREDICTOR_WINNERS = ['home', 'away', 'draw'] as const;
export type PredictorWinner = (typeof PREDICTOR_WINNERS)[number];

/** The largest margin a fan may predict (the database's check agrees). */
export const PREDICTOR_MARGIN_MAX = 200;

/** Points for a settled pick: the exact margin (a draw predicted and drawn is exact), within CLOSE_MARGIN, the winner. */
export const PREDICTOR_POINTS = { exact: 25, close: 15, winner: 10 } as const;
export const PREDICTOR_CLOSE_MARGIN = 5;

/** A match's predictions are scored this long after full time (when the Player of the Match vote closes too). */
export const SETTLE_AFTER_MINUTES = 15;

/**
 * POST /api/site/predictor/predict {match_id, winner, margin}: a draw is margin 0 (whatever margin is sent with it);
 * a win is by 1 to 200 points.
 */
export const predictBody = z
  .object({
    match_id: dbId,
    winner: z.enum(PREDICTOR_WINNERS, { error: 'winner is home, away or draw' }),
    margin: z.unknown().optional(),
  })
  .transform((value, context) => {
    if (value.winner === 'draw') return { matchId: value.match_id, winner: value.winner, margin: 0 };
    const margin = typeof value.margin === 'string' && value.margin.trim() !== '' ? Number(value.margin) : value.margin;
    if (typeof margin !== 'number' || !Number.isInteger(margin) || margin < 1 || margin > PREDICTOR_MARGIN_MAX) {
      context.addIssue({ code: 'custom', path: ['margin'], message: `The margin is a whole number from 1 to ${PREDICTOR_MARGIN_MAX}` });
      return z.NEVER;
    }
    return { matchId: value.match_id, winner: value.winner, margin };
  });
export type PredictInput = z.output<typeof predictBody>;

/** The points a pick earns against a final score (the settlement does the same in SQL; the tests hold them together). */
export function predictionPoints(pick: { winner: PredictorWinner; margin: number }, score: { home: number; away: number }): number {
  const actual: PredictorWinner = score.home > score.away ? 'home' : score.away > score.home ? 'away' : 'draw';
  if (pick.winner !== actual) return 0;
  const margin = Math.abs(score.home - score.away);
  if (actual === 'draw' || pick.margin === margin) return PREDICTOR_POINTS.exact;
  return Math.abs(pick.margin - margin) <= PREDICTOR_CLOSE_MARGIN ? PREDICTOR_POINTS.close : PREDICTOR_POINTS.winner;
}

/** Whole percentages that add up to 100 (largest remainders), or all 0 when nothing was counted. */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** POST /api/site/potm/vote {match_id, player_id} */
export const potmVoteBody = z
  .object({ match_id: dbId, player_id: dbId })
  .transform((value) => ({ matchId: value.match_id, playerId: value.player_id }));

/** The Player of the Match vote closes this long after full time. */
export const POTM_CLOSE_MINUTES = 15;

/** GET /api/site/predictor/{match_id} on the wire. */
export interface PredictorViewJson {
  match_id: number;
  open: boolean;
  settled: boolean;
  kickoff_at: string;
  split: { home: number; away: number; draw: number };
  counts: { home: number; away: number; draw: number };
  total: number;
  mine: PredictionJson | null;
}

export interface PredictionJson {
  match_id: number;
  winner: PredictorWinner;
  margin: number;
  points: number | null;
  updated_at: string;
}

/** GET /api/site/potm/{match_id} on the wire. */
export interface PotmViewJson {
  match_id: number;
  open: boolean;
  state: 'upcoming' | 'open' | 'closed';
  opens_minute: number;
  closes_at: string | null;
  candidates: { player_id: number; name: string; position: string; portrait_url: string }[];
  mine: { player_id: number; voted_at: string } | null;
  results?: { player_id: number; name: string; votes: number; share: number }[];
  total_votes?: number;
}
