import { z } from 'zod';

/**
 * Rugby Kicks and Rugby Rush (spec §2, issue 13): the games and the play APIs' bodies. The rules themselves (what a
 * move does, what a game scores) are in src/game-rules, played by the browser and replayed by the server (decision 025).
 */
export const GAME_SLUGS = ['rugby-kicks', 'rugby-rush'] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

export const isGameSlug = (value: unknown): value is GameSlug =>
  typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value);

/** A started game accepts its score for this long; a game shorter than the minimum is refused. */
export const GAME_SESSION_LIFETIME_MS = 30 * 60_000;
export const GAME_MIN_PLAY_MS = 3000;
/** The largest score any game can report (a bound on the input; the replay gives the real one). */
export const GAME_SCORE_MAX = 1_000_000;
/**
 * The moves a score is sent with (decision 025): at most this many (a Rush run changes lane a few times a second; a
 * run that long is half an hour of play), each a few whole numbers, the tick first. The body is bounded to match.
 */
export const GAME_MOVES_MAX = 6000;
export const GAME_SCORE_BODY_MAX_BYTES = 96 * 1024;
/** The largest tick a move may carry: the session's lifetime at 60 ticks a second, with room to spare. */
const MOVE_NUMBER_MAX = 10_000_000;

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
  /** The game's moves, replayed by the server from the session's seed: whether they are moves the game allows is the replay's to say. */
  moves: z
    .array(
      z
        .array(
          z
            .number({ error: 'A move is whole numbers' })
            .int('A move is whole numbers')
            .min(-MOVE_NUMBER_MAX, 'A move is whole numbers')
            .max(MOVE_NUMBER_MAX, 'A move is whole numbers'),
          { error: 'A move is a list of whole numbers' },
        )
        .min(1, 'A move is a list of whole numbers')
        .max(4, 'A move is at most 4 numbers'),
      { error: 'The moves are required' },
    )
    .max(GAME_MOVES_MAX, `At most ${GAME_MOVES_MAX} moves`),
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
