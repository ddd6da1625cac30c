import 'server-only';
import { replayKicks } from '@/game-rules/kicks';
import { replayRush } from '@/game-rules/rush';
import { ticksWithin, type Move, type Replay } from '@/game-rules/ticks';
import type { GameSlug } from '@/schemas/games';
import type { AppError } from '@/schemas/app-error';
import { GAMES_ERRORS } from './errors';

/**
 * The server's side of decision 025: a game is replayed from its session's seed with the moves the browser sent, by
 * the same rules the browser played (src/game-rules). Only the replay's score can be ranked.
 */

/** Two app servers' clocks may differ by a little: a game's time may exceed the time between its start and its score by this much. */
export const CLOCK_SLACK_MS = 250;

export function replayGame(game: GameSlug, seed: number, moves: readonly Move[], elapsedMs: number): Replay {
  const maxTicks = ticksWithin(elapsedMs + CLOCK_SLACK_MS);
  return game === 'rugby-kicks' ? replayKicks(seed, moves, { maxTicks }) : replayRush(seed, moves, { maxTicks });
}

/** A score the replay makes (ranked), or why not — with what the replay makes, when it could replay the moves. */
export type Verdict = { ok: true; score: number } | { ok: false; replayScore: number | null; error: AppError; detail: string | null };

/** Whether a claimed score is the one its moves make in the time played, and if not, why (for the fan and for staff). */
export function judgeScore(input: { game: GameSlug; seed: number; score: number; moves: readonly Move[]; elapsedMs: number }): Verdict {
  const replay = replayGame(input.game, input.seed, input.moves, input.elapsedMs);
  if (!replay.ok)
    return {
      ok: false,
      replayScore: null,
      error: replay.kind === 'time' ? GAMES_ERRORS.impossible : GAMES_ERRORS.invalidMoves,
      detail: replay.detail,
    };
  if (replay.score !== input.score)
    return {
      ok: false,
      replayScore: replay.score,
      error: GAMES_ERRORS.scoreMismatch,
      detail: `${input.score} was sent, the moves make ${replay.score}`,
    };
  return { ok: true, score: replay.score };
}
