import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from '../matches/schema';
import { players } from '../players/schema';
import { users } from '../identity/schema';

/** A fan's predictor pick for one match (issue 24): one per fan per match, changeable until kick-off. */
export const predictions = pgTable(
  'predictions',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    winner: text('winner').notNull(),
    margin: integer('margin').notNull(),
    /** Set once, when the match is settled (null before). */
    points: integer('points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.userId] }),
    index('predictions_user_idx').on(table.userId),
    check('predictions_winner_valid', sql`${table.winner} in ('home', 'away', 'draw')`),
    check(
      'predictions_margin_valid',
      sql`(${table.winner} = 'draw' and ${table.margin} = 0) or (${table.winner} <> 'draw' and ${table.margin} between 1 and 200)`,
    ),
  ],
);

/** When a match's predictions were scored (once). */
export const predictorSettlements = pgTable('predictor_settlements', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A fan's Player of the Match vote: one per fan per match, enforced here. */
export const potmVotes = pgTable(
  'potm_votes',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.userId] }),
    index('potm_votes_match_player_idx').on(table.matchId, table.playerId),
  ],
);

/**
 * What the copies last published to the edge of a match (issue 38): its version and its `{match}`, from which the next
 * change is made. Written under the match's advisory lock by the one copy publishing (live-edge.ts).
 */
export const livePublished = pgTable('live_published', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  state: jsonb('state').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
