import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { toIso as iso } from '../db/iso';
import { effectiveState, type SubscriptionState } from './entitlements';
import { cancellationFor, isCarrierProvider } from './plans';

/**
 * Billing's part of a fan's own data (POPIA, decision 019): what the data download holds, what deletion requires
 * first (a network subscription cancelled through the network's own way), and what deletion erases.
 */

type Executor = Pick<Db, 'execute'>;

/** A subscription row read by raw SQL, in the state it is in now (active, grace, cancelled, expired…). */
function stateOf(row: { state: string; expires_at: Date | string | null; grace_until: Date | string | null }): SubscriptionState {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return effectiveState({ state: row.state, expiresAt: date(row.expires_at), graceUntil: date(row.grace_until) }, new Date());
}

/** The subscription and its history, for the fan's data download (the route names the fields as the download does). */
export async function exportBillingData(userId: string) {
  const db = await getDb();
  const [current, history, vouchers] = await Promise.all([
    db.execute<{
      provider: string;
      package: string;
      state: string;
      started_at: Date;
      expires_at: Date | null;
      grace_until: Date | null;
      cancelled_at: Date | null;
    }>(
      sql`select provider, package, state, started_at, expires_at, grace_until, cancelled_at from subscriptions where user_id = ${userId}`,
    ),
    db.execute<{
      provider: string;
      type: string;
      occurred_at: Date;
      outcome: string;
      provider_subscription_id: string | null;
      package: string | null;
      expires_at: string | null;
    }>(sql`
      select provider, type, occurred_at, outcome, provider_subscription_id, payload->>'package' as package, payload->>'expires_at' as expires_at
      from subscription_events where user_id = ${userId} order by occurred_at, id`),
    db.execute<{ status: string; created_at: Date; redeemed_at: Date | null }>(
      sql`select status, created_at, redeemed_at from voucher_redemptions where user_id = ${userId} order by created_at`,
    ),
  ]);
  const row = current.rows[0];
  return {
    subscription: row
      ? {
          provider: row.provider,
          package: row.package,
          state: stateOf(row),
          startedAt: iso(row.started_at),
          expiresAt: iso(row.expires_at),
          cancelledAt: iso(row.cancelled_at),
        }
      : null,
    history: history.rows.map((event) => ({
      provider: event.provider,
      type: event.type,
      occurredAt: iso(event.occurred_at),
      outcome: event.outcome,
      subscriptionId: event.provider_subscription_id,
      package: event.package,
      expiresAt: event.expires_at,
    })),
    vouchers: vouchers.rows.map((voucher) => ({
      status: voucher.status,
      claimedAt: iso(voucher.created_at),
      redeemedAt: iso(voucher.redeemed_at),
    })),
  };
}

export type BillingData = Awaited<ReturnType<typeof exportBillingData>>;

export interface RenewingSubscription {
  provider: string;
  state: SubscriptionState;
  /** The modal view that shows the network's own way to cancel (unsubscribe, unsubscribe_telkom, unsubscribe_worldplay). */
  view: 'unsubscribe' | 'unsubscribe_telkom' | 'unsubscribe_worldplay';
}

/**
 * A network subscription that will charge the fan again (active, or in its grace days after a failed charge): the
 * network bills the number, not us, so only the network's own way stops it. Locked in the caller's transaction, so a
 * callback for the fan waits for the deletion (events for one fan apply one at a time, decision 007).
 */
export async function findRenewingSubscription(
  executor: Executor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<RenewingSubscription | null> {
  const rows = await executor.execute<{ provider: string; state: string; expires_at: Date | null; grace_until: Date | null }>(
    options.lock
      ? sql`select provider, state, expires_at, grace_until from subscriptions where user_id = ${userId} for update`
      : sql`select provider, state, expires_at, grace_until from subscriptions where user_id = ${userId}`,
  );
  const row = rows.rows[0];
  if (!row || !isCarrierProvider(row.provider)) return null;
  const state = stateOf(row);
  if (state !== 'active' && state !== 'grace') return null;
  const view = cancellationFor(row.provider).view;
  return view ? { provider: row.provider, state, view } : null;
}

/**
 * Deletion: the fan's subscription row goes; the carrier events stay as the billing audit trail (and so a redelivered
 * event is still known and never re-applied), detached from the fan with their payload (which carries the number)
 * replaced; voucher claims stay (a PIN is redeemed once, ever) without the number or the fan.
 */
export async function eraseBillingData(
  tx: Executor,
  fan: { id: string; msisdn: string | null },
): Promise<{ subscriptionEvents: number; vouchers: number }> {
  // Events stored before payloads were normalised hold the number as the carrier spelt it (0…, +27…, with spaces or
  // dashes): it is normalised here as normaliseMsisdn does (spaces, dashes, brackets and + dropped; a leading 0 → 27).
  const byNumber = fan.msisdn
    ? sql` or (select case when m like '0%' then '27' || substr(m, 2) else m end from regexp_replace(payload->>'msisdn', '[[:space:]()+-]', '', 'g') as m) = ${fan.msisdn}`
    : sql``;
  const events = await tx.execute(
    sql`update subscription_events set user_id = null, payload = '{"erased": true}'::jsonb where user_id = ${fan.id}${byNumber}`,
  );
  await tx.execute(sql`delete from subscriptions where user_id = ${fan.id}`);
  const voucherByNumber = fan.msisdn ? sql` or msisdn = ${fan.msisdn}` : sql``;
  const vouchers = await tx.execute(
    sql`update voucher_redemptions set msisdn = null, user_id = null where user_id = ${fan.id}${voucherByNumber}`,
  );
  return { subscriptionEvents: events.rowCount ?? 0, vouchers: vouchers.rowCount ?? 0 };
}
