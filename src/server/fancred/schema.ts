import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@/schemas/translations';

/**
 * FanCred (spec §3, issue 11). What a fan did is a fan event; the server's rules table turns it into points; each award
 * lands in the month's and the year's ledger (periods in South African time) in the event's own transaction.
 */

/** The points rules, owned by the server (seeded by migration): a client never says how many points it earned. */
export const fancredRules = pgTable(
  'fancred_rules',
  {
    action: text('action').primaryKey(),
    /** The spec's event name when it differs from the action (completed_profile → profile_completed). */
    event: text('event').notNull().unique(),
    points: integer('points').notNull(),
    per: text('per').notNull(),
    dailyCap: integer('daily_cap'),
    /** Score-based rules: points = min(points, floor(score / score_divisor)). */
    scoreDivisor: integer('score_divisor'),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('fancred_rules_per_valid', sql`${table.per} in ('once', 'item', 'day')`),
    check('fancred_rules_points_positive', sql`${table.points} > 0`),
    check('fancred_rules_cap_valid', sql`${table.dailyCap} is null or ${table.dailyCap} > 0`),
  ],
);

/** Fan events (spec §3): what a fan did, its points and its status (`pending` → `applied` | `rejected` + reason). */
export const fanEvents = pgTable(
  'fan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emsisdn: text('emsisdn').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type').notNull(),
    eventStatus: text('event_status').notNull().default('recorded'),
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    action: text('action'),
    itemKey: text('item_key'),
    /** The once-only key (item, SAST day or 'once'); null for an event that claimed nothing (refused before earning). */
    dedupeKey: text('dedupe_key'),
    points: integer('points').notNull().default(0),
    reason: text('reason'),
    monthKey: text('month_key'),
    yearKey: text('year_key'),
    dayKey: text('day_key'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    payload: jsonb('payload'),
  },
  (table) => [
    index('fan_events_emsisdn_idx').on(table.emsisdn, table.createdAt.desc()),
    index('fan_events_user_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('fan_events_once_idx').on(table.userId, table.action, table.dedupeKey),
    index('fan_events_pending_idx')
      .on(table.id)
      .where(sql`${table.eventStatus} = 'pending'`),
  ],
);

/** The ledgers: one row per fan per period ('2026-11' a month, '2026' a year). */
export const fancredPoints = pgTable(
  'fancred_points',
  {
    userId: text('user_id').notNull(),
    periodKey: text('period_key').notNull(),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.periodKey, table.userId] }),
    index('fancred_points_rank_idx').on(table.periodKey, table.points.desc(), table.userId),
  ],
);

/** Fans per points value per period, kept in the award's transaction: a rank is 1 + the fans above, summed here. */
export const fancredHistogram = pgTable(
  'fancred_histogram',
  {
    periodKey: text('period_key').notNull(),
    points: integer('points').notNull(),
    fans: bigint('fans', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.periodKey, table.points] })],
);

/**
 * Changes to the histogram, appended by awards (insert-only: concurrent awards never wait on a popular points value's
 * row) and folded into fancred_histogram by compactHistogram. Readers add both.
 */
export const fancredHistogramDeltas = pgTable(
  'fancred_histogram_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodKey: text('period_key').notNull(),
    points: integer('points').notNull(),
    fans: integer('fans').notNull(),
  },
  (table) => [index('fancred_histogram_deltas_idx').on(table.periodKey, table.points)],
);

/** Points earned per fan per action per SAST day, for the rules' daily caps (an atomic guarded upsert). */
export const fancredDaily = pgTable(
  'fancred_daily',
  {
    userId: text('user_id').notNull(),
    dayKey: text('day_key').notNull(),
    action: text('action').notNull(),
    points: integer('points').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.dayKey, table.action] })],
);

/** Fans who were told once that a completed profile earns points (fancred_check_profile). */
export const fancredProfileNotices = pgTable('fancred_profile_notices', {
  userId: text('user_id').primaryKey(),
  toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Periods whose final table is frozen. */
export const fancredPeriods = pgTable('fancred_periods', {
  periodKey: text('period_key').primaryKey(),
  type: text('type').notNull(),
  frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A finished period's final table, written once by freezePeriod. */
export const fancredFinalStandings = pgTable(
  'fancred_final_standings',
  {
    periodKey: text('period_key').notNull(),
    userId: text('user_id').notNull(),
    rank: integer('rank').notNull(),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.periodKey, table.userId] }),
    uniqueIndex('fancred_final_position_idx').on(table.periodKey, table.position),
  ],
);

/** FanCred winners (/admin/fancred/winners): a place in a finished period's table, with a prize. */
export const fancredWinners = pgTable(
  'fancred_winners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodKey: text('period_key').notNull(),
    type: text('type').notNull(),
    place: integer('place').notNull(),
    userId: text('user_id').notNull(),
    prize: text('prize').notNull(),
    /** isiZulu, isiXhosa and Afrikaans versions of the staff text (issue 26, decision 034; src/schemas/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    note: text('note'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fancred_winners_place_idx').on(table.periodKey, table.place),
    uniqueIndex('fancred_winners_fan_idx').on(table.periodKey, table.userId),
    check('fancred_winners_place_valid', sql`${table.place} between 1 and 100`),
    check('fancred_winners_type_valid', sql`${table.type} in ('monthly', 'yearly')`),
  ],
);

/** Tracking (spec §3): what a fan read or watched. */
export const fancredTracking = pgTable(
  'fancred_tracking',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    emsisdn: text('emsisdn'),
    articleId: text('article_id'),
    videoId: text('video_id'),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fancred_tracking_user_idx').on(table.userId, table.createdAt.desc())],
);

/** Likes: one per fan per item, taken back by deleting it. */
export const engagementLikes = pgTable(
  'engagement_likes',
  {
    userId: text('user_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemType, table.itemId, table.userId] })],
);

/** Shares: every share is kept (the count); points once per item. */
export const engagementShares = pgTable(
  'engagement_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('engagement_shares_item_idx').on(table.itemType, table.itemId)],
);

/**
 * What deleted accounts did, kept only as anonymous counts (POPIA, decision 019): a deleted fan's fan events are added
 * here per event name and SAST month, then removed. No user, no item, no day.
 */
export const fancredAnonymousCounts = pgTable(
  'fancred_anonymous_counts',
  {
    event: text('event').notNull(),
    monthKey: text('month_key').notNull(),
    events: integer('events').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.event, table.monthKey] })],
);
