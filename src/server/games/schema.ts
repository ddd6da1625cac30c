import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Games (issue 13): the server starts every game (a session with a seed, tied to the fan) and accepts one score per
 * session — the unique session_id is the once-only rule, not a read-then-write. The score is ranked only as the server's
 * replay of the game's moves makes it (decision 025); a refused score is kept for staff (status `refused` with its
 * reason and the replay's score) and never ranked.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    game: text('game').notNull(),
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_sessions_user_idx').on(table.userId, table.startedAt.desc()),
    check('game_sessions_game_valid', sql`${table.game} in ('rugby-kicks', 'rugby-rush')`),
  ],
);

export const gameScores = pgTable(
  'game_scores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .unique()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    game: text('game').notNull(),
    /** The score sent; a ranked score is the replay's (decision 025). */
    score: integer('score').notNull(),
    /** What the server's replay of the moves from the session's seed scores; null when the moves could not be replayed. */
    replayScore: integer('replay_score'),
    /** ranked | refused (not what the replay makes, moves the game does not allow, too long for the time played) | voided (by staff). */
    status: text('status').notNull().default('ranked'),
    reason: text('reason'),
    elapsedMs: integer('elapsed_ms').notNull(),
    /** The SAST day ('2026-11-25') and month ('2026-11') of the score, for today's and this month's tables. */
    dayKey: text('day_key').notNull(),
    monthKey: text('month_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_scores_day_idx')
      .on(table.game, table.dayKey, table.score.desc())
      .where(sql`${table.status} = 'ranked'`),
    index('game_scores_month_idx')
      .on(table.game, table.monthKey, table.score.desc())
      .where(sql`${table.status} = 'ranked'`),
    index('game_scores_all_idx')
      .on(table.game, table.score.desc())
      .where(sql`${table.status} = 'ranked'`),
    index('game_scores_user_idx').on(table.userId, table.game),
    check('game_scores_status_valid', sql`${table.status} in ('ranked', 'refused', 'voided')`),
    check('game_scores_score_valid', sql`${table.score} >= 0`),
    // A ranked score is its replay's (scores ranked before decision 025 were never replayed and keep a null).
    check(
      'game_scores_ranked_replayed',
      sql`${table.status} <> 'ranked' or ${table.replayScore} is null or ${table.replayScore} = ${table.score}`,
    ),
  ],
);
