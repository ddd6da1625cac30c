import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * A fan's subscription (one row per fan: the current one; its history is in subscription_events). The state machine
 * is in subscriptions.ts: pending → active ⇄ grace (a failed charge) → cancelled (paid to date) → expired, where
 * "expired" is also read off the dates (entitlements.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    package: text('package').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    state: text('state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_state_valid', sql`${table.state} in ('pending', 'active', 'grace', 'cancelled', 'expired')`),
    check('subscriptions_provider_valid', sql`${table.provider} in ('mtn', 'vodacom', 'telkom', 'worldplay', 'stellr')`),
    index('subscriptions_provider_idx').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_started_idx').on(table.startedAt),
  ],
);

/**
 * Every carrier event and voucher redemption, as received: the audit trail. (provider, event_id) is unique, so an
 * event delivered ten times is applied once.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerSubscriptionId: text('provider_subscription_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull().default('applied'),
    payload: jsonb('payload').notNull(),
  },
  (table) => [
    uniqueIndex('subscription_events_provider_event_uq').on(table.provider, table.eventId),
    index('subscription_events_user_idx').on(table.userId, table.receivedAt.desc()),
    check('subscription_events_type_valid', sql`${table.type} in ('subscribe', 'renew', 'charge_failed', 'unsubscribe', 'voucher')`),
    check('subscription_events_outcome_valid', sql`${table.outcome} in ('applied', 'stale')`),
  ],
);

/**
 * Voucher PINs claimed here: only a keyed hash of the PIN is kept, and it is unique, so one PIN is redeemed at most
 * once however many requests race for it (DESIGN §3). 'pending' while the provider is asked; 'redeemed' on success;
 * 'used' when the provider says it was used elsewhere. A failed or invalid attempt leaves no row.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: text('id').primaryKey(),
    pinHash: text('pin_hash').notNull().unique(),
    /** The number the voucher was redeemed for; its fan is made (and linked) only when Stellr says ACTIVE. Null once that fan deleted the account (decision 019). */
    msisdn: text('msisdn'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    voucherId: text('voucher_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [check('voucher_redemptions_status_valid', sql`${table.status} in ('pending', 'redeemed', 'used')`)],
);
