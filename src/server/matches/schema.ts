import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const matchStatus = pgEnum('match_status', ['scheduled', 'live', 'final']);

const teamCheck = (column: string) =>
  sql.raw(`${column} in ('springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens', 'domestic')`);

/** A fixture or result for one of the five match-centre teams. */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    team: text('team').notNull(),
    teamName: text('team_name').notNull(),
    opponent: text('opponent').notNull(),
    venue: text('venue').notNull(),
    city: text('city'),
    isHome: boolean('is_home').notNull().default(true),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    competition: text('competition').notNull(),
    status: matchStatus('status').notNull().default('scheduled'),
    teamScore: integer('team_score'),
    opponentScore: integer('opponent_score'),
    ticketsUrl: text('tickets_url'),
    broadcastUrl: text('broadcast_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_team_kickoff_idx').on(table.team, table.kickoffAt),
    check('matches_team_valid', teamCheck('team')),
    check('matches_scores_non_negative', sql`coalesce(${table.teamScore}, 0) >= 0 and coalesce(${table.opponentScore}, 0) >= 0`),
    check(
      'matches_final_has_score',
      sql`${table.status} <> 'final' or (${table.teamScore} is not null and ${table.opponentScore} is not null)`,
    ),
  ],
);

/** The "Next Match & USSD" widget: a single row (id = 1). */
export const nextMatchWidget = pgTable(
  'next_match_widget',
  {
    id: integer('id').primaryKey().default(1),
    team: text('team').notNull(),
    text: text('text').notNull(),
    ussdCode: text('ussd_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('next_match_widget_single_row', sql`${table.id} = 1`), check('next_match_widget_team_valid', teamCheck('team'))],
);
