import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Move } from '@/game-rules/ticks';
import { GAME_MIN_PLAY_MS, GAME_SESSION_LIFETIME_MS, type GameSlug } from '@/schemas/games';
import { getDb } from '../db/client';
import { awardPoints, dayKeyOf, periodKeyOf } from '../fancred';
import { holdLiveFan, IDENTITY_ERRORS } from '../identity';
import { GAMES_ERRORS } from './errors';
import { judgeScore, type Verdict } from './replay';
import { gameScores, gameSessions } from './schema';
import type { AppError } from '@/schemas/app-error';

export interface GameSession {
  sessionId: string;
  game: GameSlug;
  seed: number;
  startedAt: string;
}

/** Starts a game for the fan: a fresh session id and the seed its randomness (wind, defenders) is drawn from. */
export async function startGame(input: {
  userId: string;
  game: GameSlug;
  now?: Date;
}): Promise<{ ok: true; session: GameSession } | { ok: false; error: AppError }> {
  const db = await getDb();
  // The fan's account is held while the session is stored: a start already on its way when it was deleted stores nothing.
  const row = await db.transaction(async (tx) => {
    if (!(await holdLiveFan(tx, { id: input.userId }))) return null;
    const [inserted] = await tx
      .insert(gameSessions)
      .values({
        id: randomUUID(),
        userId: input.userId,
        game: input.game,
        seed: randomInt(1, 2_147_483_647),
        startedAt: input.now ?? new Date(),
      })
      .returning();
    if (!inserted) throw new Error('game session insert returned nothing');
    return inserted;
  });
  if (!row) return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  return { ok: true, session: { sessionId: row.id, game: row.game as GameSlug, seed: row.seed, startedAt: row.startedAt.toISOString() } };
}

export type ScoreOutcome = { ok: true; scoreId: number; score: number; points: number; isBest: boolean } | { ok: false; error: AppError };

/** Why a score sent `elapsedMs` after its game started cannot be considered at all (too old, too soon), or null. */
function timeRefusal(elapsedMs: number): AppError | null {
  if (elapsedMs > GAME_SESSION_LIFETIME_MS) return GAMES_ERRORS.expired;
  if (elapsedMs < GAME_MIN_PLAY_MS) return GAMES_ERRORS.tooShort;
  return null;
}

/**
 * The one score of a session (decision 025): the fan's own session only (a foreign one is unknown), stored once (the
 * unique session_id claims it, so concurrent sends store one). The moves are replayed from the session's seed; the
 * score is ranked only when it is what the replay makes, with moves the game allows, in no more time than has passed
 * since the session started (the server's clock). Otherwise it is refused and kept for staff with the reason and the
 * replay's score. A ranked score earns the game_play points once (the rule's daily cap holds).
 */
export async function submitScore(input: {
  userId: string;
  sessionId: string;
  score: number;
  moves: readonly Move[];
  now?: Date;
}): Promise<ScoreOutcome> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.id, input.sessionId), eq(gameSessions.userId, input.userId)));
  if (!session) return { ok: false, error: GAMES_ERRORS.unknownSession };
  const game = session.game as GameSlug;
  const elapsedMs = Math.min(2_000_000_000, Math.max(0, now.getTime() - session.startedAt.getTime()));
  const early = timeRefusal(elapsedMs);
  const verdict: Verdict = early
    ? { ok: false, replayScore: null, error: early, detail: null }
    : judgeScore({ game, seed: session.seed, score: input.score, moves: input.moves, elapsedMs });
  const held = await db.transaction(async (tx) => {
    // The fan's account is held while the score is stored: a score already on its way when it was deleted stores nothing.
    if (!(await holdLiveFan(tx, { id: input.userId }))) return null;
    const [inserted] = await tx
      .insert(gameScores)
      .values({
        sessionId: session.id,
        userId: input.userId,
        game,
        // Ranked: the replay's score. Refused: the score sent, next to what the replay made of its moves.
        score: verdict.ok ? verdict.score : input.score,
        replayScore: verdict.ok ? verdict.score : verdict.replayScore,
        status: verdict.ok ? 'ranked' : 'refused',
        reason: verdict.ok ? null : verdict.detail ? `${verdict.error.code}: ${verdict.detail}` : verdict.error.code,
        elapsedMs,
        dayKey: dayKeyOf(now),
        monthKey: periodKeyOf('monthly', now),
        createdAt: now,
      })
      .onConflictDoNothing({ target: gameScores.sessionId })
      .returning({ id: gameScores.id });
    return { stored: inserted };
  });
  if (!held) return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  const { stored } = held;
  if (!stored) return { ok: false, error: GAMES_ERRORS.alreadyScored };
  if (!verdict.ok) return { ok: false, error: verdict.error };
  const score = verdict.score;

  const best = await db.execute<{ best: number }>(
    sql`select coalesce(max(score), 0)::int as best from ${gameScores} where user_id = ${input.userId} and game = ${game} and status = 'ranked' and id <> ${stored.id}`,
  );
  const award = await awardPoints({
    userId: input.userId,
    action: 'game_play',
    itemKey: session.id,
    now,
    payload: { game, score },
  });
  expireGameTables();
  return { ok: true, scoreId: stored.id, score, points: award.points, isBest: score > (best.rows[0]?.best ?? 0) };
}

/** The tag the hub's cached tables use; expired when a score lands or is voided. */
export const GAMES_TAGS = { scores: 'games-scores' } as const;

export function expireGameTables(): void {
  void import('next/cache').then(({ revalidateTag }) => revalidateTag(GAMES_TAGS.scores, { expire: 0 })).catch(() => undefined);
}
