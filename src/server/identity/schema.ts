import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fans and staff. Profile columns are the spec's §3 user/profile fields; `name`, `emailVerified`, `image`
 * (thumbnail_file) and the timestamps are the fields better-auth reads (decision 006). A fan has a msisdn; a staff
 * member has an email, a password account and a staff role.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    emsisdn: text('emsisdn').unique(),
    msisdn: text('msisdn').unique(),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    email: text('email').unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
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
    staffRole: text('staff_role'),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    profileSkippedAt: timestamp('profile_skipped_at', { withTimezone: true }),
    termsVersionAccepted: integer('terms_version_accepted'),
    /** The fan deleted the account (POPIA, decision 019): every personal field above is erased; the row stays as an anonymous tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    check('users_staff_role_valid', sql`${table.staffRole} is null or ${table.staffRole} in ('admin', 'editor')`),
    check('users_email_lower', sql`${table.email} is null or ${table.email} = lower(${table.email})`),
  ],
);

/** better-auth sessions: the cookie carries a signed token; logout deletes the row. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The subscribe reminder was closed in this session (spec §7: the session's query flag); it shows once per session. */
    subscribeReminderClosedAt: timestamp('subscribe_reminder_closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** better-auth accounts: a staff member's password (scrypt hash) lives here, provider 'credential'. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_accounts_user_idx').on(table.userId)],
);

/** better-auth verifications (password-reset tokens). */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * One-time codes: the SMS OTP and the email passcode (DESIGN §5). Only a keyed hash of the code is stored; a code
 * is bound to its target (msisdn or email) and purpose, lives 5 minutes, takes at most 3 guesses and is used once.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The network chosen in choose_network, held with the code and stored on the fan only when the code is right. */
    network: text('network'),
  },
  (table) => [
    index('login_codes_target_idx').on(table.channel, table.target, table.createdAt.desc()),
    check('login_codes_channel_valid', sql`${table.channel} in ('sms', 'email')`),
    check('login_codes_attempts_range', sql`${table.attempts} between 0 and 3`),
  ],
);

/**
 * Consent (POPIA, decision 019): the terms version a fan accepted, and where — the sign-up form or complete_profile
 * (the spec's "The user accepts the terms by clicking Continue"). Appended, never updated; shown to staff on the fan's
 * console page and in the fan's data download.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: integer('terms_version').notNull(),
    source: text('source').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_records_user_idx').on(table.userId, table.acceptedAt.desc()),
    check('consent_records_source_valid', sql`${table.source} in ('sign-up', 'complete-profile')`),
  ],
);
