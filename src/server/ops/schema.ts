import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
