import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A fan (and, later, a staff member). Profile columns are the spec's §3 user/profile fields; the identity
 * issue adds the session and verification tables (better-auth) around this table. id is text so that
 * better-auth can own it.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    emsisdn: text('emsisdn').unique(),
    msisdn: text('msisdn').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    email: text('email').unique(),
    team: text('team'),
    language: text('language').notNull().default('en'),
    thumbnailFile: text('thumbnail_file'),
    province: text('province'),
    network: text('network'),
    acceptNewsletter: boolean('accept_newsletter').notNull().default(false),
    subscriptionId: text('subscription_id'),
    subscriptionProvider: text('subscription_provider'),
    subscriptionExpiry: timestamp('subscription_expiry', { withTimezone: true }),
    roleId: integer('role_id').notNull().default(2),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_created_idx').on(table.createdAt),
    check('users_msisdn_format', sql`${table.msisdn} is null or ${table.msisdn} ~ '^27[0-9]{9}$'`),
    check('users_language_valid', sql`${table.language} in ('en', 'zu', 'xh', 'af')`),
    check('users_network_valid', sql`${table.network} is null or ${table.network} in ('mtn', 'vodacom', 'cellc_telkom')`),
    check(
      'users_team_valid',
      sql`${table.team} is null or ${table.team} in ('springboks', 'sevens', 'springbok-women', 'womens-sevens', 'junior-springboks')`,
    ),
  ],
);
