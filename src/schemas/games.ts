import { z } from 'zod';

/**
 * Rugby Kicks and Rugby Rush (spec §2, issue 13): the games, their scoring limits and the play APIs' bodies, shared by
 * the server (which refuses a score the game cannot produce) and the game code in the browser (which produces it).
 */
export const GAME_SLUGS = ['rugby-kicks', 'rugby-rush'] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

export const isGameSlug = (value: unknown): value is GameSlug =>
  typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value);

/** Rugby Kicks: a round of kicks, each worth 10 × its difficulty (1–5) when it goes over; a kick takes ≥ 1.2 s. */
export const KICKS = {
  kicksPerRound: 10,
  pointsPerDifficulty: 10,
  maxDifficulty: 5,
  minMsPerKick: 1200,
} as const;

/** Rugby Rush: a metre per metre run (at most 20 m/s) plus 25 per bonus collected (at most one a second). */
export const RUSH = {
  startSpeed: 8,
  maxSpeed: 20,
  bonusPoints: 25,
  minMsBetweenBonuses: 1000,
} as const;

/** A started game accepts its score for this long; a game shorter than the minimum is refused. */
export const GAME_SESSION_LIFETIME_MS = 30 * 60_000;
export const GAME_MIN_PLAY_MS = 3000;
/** The largest score any game can report (a bound on the input; each game's own bound is tighter). */
export const GAME_SCORE_MAX = 1_000_000;

/** The most a game can score in `elapsedMs` of play: what the server accepts, never more. */
export function maxScoreFor(game: GameSlug, elapsedMs: number): number {
  const ms = Math.max(0, elapsedMs);
  if (game === 'rugby-kicks') {
    const kicks = Math.min(KICKS.kicksPerRound, Math.floor(ms / KICKS.minMsPerKick));
    return kicks * KICKS.pointsPerDifficulty * KICKS.maxDifficulty;
  }
  const seconds = ms / 1000;
  const bonuses = Math.floor(ms / RUSH.minMsBetweenBonuses) + 1;
  return Math.floor(seconds * RUSH.maxSpeed) + bonuses * RUSH.bonusPoints;
}

/** Is this a score the game's rules can produce at all (Kicks scores in tens)? */
export function isScoreShapeValid(game: GameSlug, score: number): boolean {
  if (!Number.isInteger(score) || score < 0) return false;
  return game === 'rugby-kicks' ? score % KICKS.pointsPerDifficulty === 0 : true;
}

const gameSlug = z.enum(GAME_SLUGS, { error: 'Unknown game' });

export const startGameInput = z.object({ game: gameSlug });
export type StartGameInput = z.output<typeof startGameInput>;

export const submitScoreInput = z.object({
  session_id: z
    .string({ error: 'Unknown game session' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Unknown game session'),
  score: z
    .number({ error: 'The score is a whole number' })
    .int('The score is a whole number')
    .min(0, 'The score is a whole number')
    .max(GAME_SCORE_MAX, 'This score is not possible'),
});
export type SubmitScoreInput = z.output<typeof submitScoreInput>;

export const VOID_SCORE_REASON_MAX = 300;

/** The console's Void on a fan's game score. */
export const voidScoreInput = z.object({
  id: z.coerce
    .number({ error: 'Choose a score' })
    .int('Choose a score')
    .min(1, 'Choose a score')
    .max(Number.MAX_SAFE_INTEGER, 'Choose a score'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(VOID_SCORE_REASON_MAX, `Reason is at most ${VOID_SCORE_REASON_MAX} characters`),
});
