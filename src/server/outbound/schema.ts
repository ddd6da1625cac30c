import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A browser's Web Push subscription (issue 24) and the topics it asked for (`{team}:kick_off`, `{team}:score`,
 * `{team}:full_time`, `news`). The endpoint is the push service's address for that browser: one row per endpoint.
 * `user_id` is the fan who subscribed, when signed in (a POPIA deletion removes it with the fan's other recipients).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: text('topics').array().notNull(),
    locale: text('locale').notNull().default('en'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [
    index('push_subscriptions_topics_idx').using('gin', table.topics),
    index('push_subscriptions_user_idx').on(table.userId),
    check('push_subscriptions_locale_valid', sql`${table.locale} in ('en', 'zu', 'xh', 'af')`),
    check('push_subscriptions_endpoint_length', sql`length(${table.endpoint}) <= 1000`),
  ],
);

/** The VAPID key pair made on first use in demo mode only (production sets VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY). */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('push_vapid_keys_single_row', sql`${table.id} = 1`)],
);
