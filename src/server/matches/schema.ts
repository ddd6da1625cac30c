import { MATCH_EVENT_TYPES } from '@/schemas/live-match';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '@/schemas/translations';

/** `final` is the contract's `full_time` (DESIGN §4.1); the API names it so, the console says Final. */
export const matchStatus = pgEnum('match_status', ['scheduled', 'live', 'half_time', 'final']);

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
    /**
     * The match clock (issue 24): the minute it showed at `clock_at`; it runs while `clock_running` (a half in play)
     * and stands still otherwise (before kick-off, half time, full time). An event with a minute resets it.
     */
    clockMinute: integer('clock_minute').notNull().default(0),
    clockAt: timestamp('clock_at', { withTimezone: true }),
    clockRunning: boolean('clock_running').notNull().default(false),
    /** Bumped by every change a fan can see (an event, an undo, a score or status set by staff): the live stream's id. */
    liveVersion: integer('live_version').notNull().default(0),
    /** The Player of the Match vote opens at this minute of the match and closes 15 minutes after full time. */
    potmOpensMinute: integer('potm_opens_minute').notNull().default(60),
    fullTimeAt: timestamp('full_time_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_team_kickoff_idx').on(table.team, table.kickoffAt),
    check('matches_team_valid', teamCheck('team')),
    check('matches_scores_non_negative', sql`coalesce(${table.teamScore}, 0) >= 0 and coalesce(${table.opponentScore}, 0) >= 0`),
    check('matches_clock_valid', sql`${table.clockMinute} between 0 and 200`),
    check('matches_potm_minute_valid', sql`${table.potmOpensMinute} between 0 and 120`),
    check(
      'matches_final_has_score',
      sql`${table.status} <> 'final' or (${table.teamScore} is not null and ${table.opponentScore} is not null)`,
    ),
  ],
);

/**
 * What happened in a live match, as the reporter (or a data feed) recorded it. The id is the sender's: a retried send
 * is the same event. An undo keeps the row (the audit and the stream's history) and marks it undone.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: uuid('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The order events were recorded in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    side: text('side'),
    minute: integer('minute'),
    playerId: integer('player_id'),
    playerOffId: integer('player_off_id'),
    text: text('text'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
  },
  (table) => [
    index('match_events_match_idx').on(table.matchId, table.seq),
    check('match_events_type_valid', sql.raw(`type in (${MATCH_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})`)),
    check('match_events_side_valid', sql`${table.side} is null or ${table.side} in ('home', 'away')`),
    check('match_events_minute_valid', sql`${table.minute} is null or ${table.minute} between 0 and 200`),
    check('match_events_text_length', sql`${table.text} is null or length(${table.text}) <= 280`),
  ],
);

/** The "Next Match & USSD" widget: a single row (id = 1). */
export const nextMatchWidget = pgTable(
  'next_match_widget',
  {
    id: integer('id').primaryKey().default(1),
    team: text('team').notNull(),
    text: text('text').notNull(),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    ussdCode: text('ussd_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('next_match_widget_single_row', sql`${table.id} = 1`), check('next_match_widget_team_valid', teamCheck('team'))],
);
