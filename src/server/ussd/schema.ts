import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * USSD (issue 25). A session's state lives here for a few minutes (or in Redis when it is set): the caller's number,
 * the last answer given (a retry of the same `text` gets it again) and the lists the caller is paging through. A
 * session is over 2 minutes after its last step; its row is deleted some minutes later.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    id: text('id').primaryKey(),
    msisdn: text('msisdn').notNull(),
    networkCode: text('network_code').notNull().default(''),
    lastText: text('last_text'),
    lastAnswer: text('last_answer'),
    state: jsonb('state').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ussd_sessions_updated_idx').on(table.updatedAt)],
);

/**
 * The language a caller without an account chose with 6, remembered for their number (members keep theirs on the account)
 * until the number has an account or has not called for 180 days (`updated_at`: the last call, marked once a day).
 */
export const ussdCallers = pgTable(
  'ussd_callers',
  {
    msisdn: text('msisdn').primaryKey(),
    language: text('language').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ussd_callers_language_valid', sql`${table.language} in ('en', 'zu', 'xh', 'af')`)],
);

/**
 * The links a caller asked for by SMS, one row per number, link and South African day: a story's link goes once per
 * day whatever the retries, and the day's rows cap how many a number receives. Rows older than two days are pruned.
 */
export const ussdLinks = pgTable(
  'ussd_links',
  {
    msisdn: text('msisdn').notNull(),
    day: date('day').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.msisdn, table.day, table.link] }), index('ussd_links_day_idx').on(table.day)],
);

/**
 * The console's counts (issue 25): sessions per South African day and the menus chosen. No number is kept. A busy
 * day's increments are spread over a few rows per figure (`shard`), summed when read, so that thousands of callers
 * do not queue on one row's lock.
 */
export const ussdDailyCounts = pgTable(
  'ussd_daily_counts',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    shard: smallint('shard').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.shard] })],
);

/**
 * The signed callbacks answered (issue 37), while their signature is still good: a repeat of a `(t, v1)` is refused.
 * Used when REDIS_URL is not set (in Redis, one key per signature that expires by itself); rows past `expires_at` are
 * pruned.
 */
export const ussdCallbackSignatures = pgTable(
  'ussd_callback_signatures',
  {
    t: bigint('t', { mode: 'number' }).notNull(),
    v1: text('v1').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.t, table.v1] }), index('ussd_callback_signatures_expires_idx').on(table.expiresAt)],
);
