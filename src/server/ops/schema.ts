import { bigint, bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Client error reports, one row per (message, page) fingerprint; repeats bump the counter. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    message: text('message').notNull(),
    page: text('page').notNull(),
    stack: text('stack'),
    consoleError: text('console_error'),
    occurrences: integer('occurrences').notNull().default(1),
    isMailed: boolean('is_mailed').notNull().default(false),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_last_seen_idx').on(table.lastSeenAt.desc()), index('error_reports_mailed_idx').on(table.mailedAt)],
);

/**
 * The console's match-day figures (issue 39): every copy adds what it counted in a minute (page views, codes, SMS
 * delivered, errors; src/metrics-registry.mjs's tallies) to that minute's row, so a row is the whole site's. Kept two
 * days (src/server/ops/match-day.ts prunes).
 */
export const opsMinuteCounts = pgTable(
  'ops_minute_counts',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.minute, table.name] })],
);

/**
 * What each copy holds now (its live streams; the edge's subscribers per match as its last publish was answered),
 * renewed every flush: a copy whose row is older than a minute has stopped and no longer counts.
 */
export const opsCopyGauges = pgTable(
  'ops_copy_gauges',
  {
    copy: text('copy').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.copy, table.name] })],
);

/**
 * The signed-in fans seen lately, once each, by any copy: "fans on the site" counts those of the last five minutes.
 * Pruned after ten; a deleted account's row goes at once (privacy's erasure calls `forgetActiveFan`).
 */
export const opsActiveFans = pgTable(
  'ops_active_fans',
  {
    userId: text('user_id').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ops_active_fans_seen_idx').on(table.seenAt)],
);
