import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BillingProvider } from '../config';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { lockFan, setSubscriptionFields, type UserRow } from '../identity';
import { publishInTransaction, type AfterCommit } from '../kernel';
import { enqueueSms } from '../outbound';
import type { Language, Network } from '@/schemas/identity';
import { effectiveState, isEntitledState, type SubscriptionRow } from './entitlements';
import { CARRIER_PERIOD_DAYS, GRACE_DAYS, VOUCHER_PERIOD_DAYS } from './plans';
import { subscriptionEvents, subscriptions } from './schema';
import { welcomeSmsBody } from './welcome-sms';

const DAY_MS = 24 * 3600 * 1000;

/** One subscription event, from a carrier callback, a provider status check or a voucher redemption. */
export interface SubscriptionEvent {
  provider: BillingProvider;
  eventId: string;
  type: 'subscribe' | 'renew' | 'charge_failed' | 'unsubscribe' | 'voucher';
  msisdn: string;
  subscriptionId: string | null;
  package: string;
  occurredAt: Date;
  expiresAt: Date | null;
  payload: Record<string, unknown>;
}

type SubscriptionFields = Pick<
  SubscriptionRow,
  'provider' | 'package' | 'providerSubscriptionId' | 'state' | 'startedAt' | 'expiresAt' | 'graceUntil' | 'cancelledAt'
>;

const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
const plusDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * The state machine (pure, unit-tested): what a subscription becomes after an event, or null when the event does
 * not concern it (a renewal or cancellation from a provider the fan no longer uses).
 */
export function nextSubscription(current: SubscriptionFields | null, event: SubscriptionEvent, now: Date): SubscriptionFields | null {
  const sameProvider = current?.provider === event.provider;
  // Renewals, failed charges and cancellations concern one subscription: an event about an older one (same
  // provider, another id) leaves the current one alone.
  const sameSubscription =
    sameProvider && (!event.subscriptionId || !current?.providerSubscriptionId || event.subscriptionId === current.providerSubscriptionId);
  const isLive = current ? isEntitledState(effectiveState(current, now)) : false;
  switch (event.type) {
    case 'subscribe':
      return {
        provider: event.provider,
        package: event.package,
        providerSubscriptionId: event.subscriptionId,
        state: 'active',
        startedAt: current && sameProvider && isLive ? current.startedAt : event.occurredAt,
        expiresAt: event.expiresAt ?? plusDays(event.occurredAt, CARRIER_PERIOD_DAYS),
        graceUntil: null,
        cancelledAt: null,
      };
    case 'voucher':
      // A year from now, or from the end of a voucher year still running (a second voucher adds a year).
      return {
        provider: 'stellr',
        package: event.package,
        providerSubscriptionId: event.subscriptionId,
        state: 'active',
        startedAt: current && sameProvider && isLive ? current.startedAt : event.occurredAt,
        expiresAt: plusDays(
          sameProvider && isLive ? later(current?.expiresAt ?? null, event.occurredAt) : event.occurredAt,
          VOUCHER_PERIOD_DAYS,
        ),
        graceUntil: null,
        cancelledAt: null,
      };
    case 'renew':
      if (!current || !sameSubscription) return null;
      return {
        ...current,
        state: 'active',
        expiresAt: event.expiresAt ?? plusDays(later(current.expiresAt, event.occurredAt), CARRIER_PERIOD_DAYS),
        graceUntil: null,
        cancelledAt: null,
      };
    case 'charge_failed':
      if (!current || !sameSubscription || current.state === 'cancelled') return null;
      // The grace days run from the first failed charge; the carrier's retries do not extend them.
      return {
        ...current,
        state: 'grace',
        graceUntil: current.state === 'grace' && current.graceUntil ? current.graceUntil : plusDays(event.occurredAt, GRACE_DAYS),
      };
    case 'unsubscribe':
      if (!current || !sameSubscription) return null;
      // Paid to date: access runs to the end of the period already charged (or of the grace days).
      return {
        ...current,
        state: 'cancelled',
        cancelledAt: event.occurredAt,
        expiresAt: current.state === 'grace' ? current.graceUntil : current.expiresAt,
      };
  }
}

export type ApplyOutcome = {
  outcome: 'applied' | 'stale' | 'duplicate';
  user: UserRow | null;
  isNewSubscription: boolean;
  subscription: SubscriptionRow | null;
};

const NETWORK_OF: Partial<Record<BillingProvider, Network>> = { mtn: 'mtn', vodacom: 'vodacom', telkom: 'cellc_telkom' };

/**
 * Applies one event exactly once: the event row is inserted first (unique on provider + event id), so a
 * redelivered event — even ten at once — finds its row taken and changes nothing. The fan, the subscription, the
 * fan's subscription fields and the fan event change in the same transaction; the welcome SMS goes after it.
 */
export async function applySubscriptionEvent(
  event: SubscriptionEvent,
  options: { userId?: string; network?: Network | null; language?: Language } = {},
): Promise<ApplyOutcome> {
  const db = await getDb();
  const now = new Date();
  // A new subscription is a fact other contexts react to (FanCred's subscription event, decision 021): published in
  // the transaction, with the reactions' work after its commit.
  let afterCommit: AfterCommit | undefined;
  const result = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(subscriptionEvents)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        providerSubscriptionId: event.subscriptionId,
        occurredAt: event.occurredAt,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptionEvents.id });
    if (!recorded) return { outcome: 'duplicate' as const, user: null, isNewSubscription: false, subscription: null };

    // The fan: the given one, or the number's — created only by a new subscription (a carrier billing, or a voucher
    // redeemed for, a number we do not know yet); a renewal or cancellation for an unknown number is kept as stale.
    // The fan's row is locked for the rest of the transaction, so two events for one fan (a Telkom callback and a
    // status check, say) apply one after the other and only the first welcomes the fan.
    const isNew = event.type === 'subscribe' || event.type === 'voucher';
    const user = await lockFan(
      tx,
      options.userId
        ? { id: options.userId }
        : {
            msisdn: event.msisdn,
            create: isNew ? { network: NETWORK_OF[event.provider] ?? options.network ?? null, language: options.language } : undefined,
          },
    );
    if (!user) {
      await tx.update(subscriptionEvents).set({ outcome: 'stale' }).where(eq(subscriptionEvents.id, recorded.id));
      return { outcome: 'stale' as const, user: null, isNewSubscription: false, subscription: null };
    }

    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).for('update').limit(1);
    const isStale = current?.lastEventAt ? current.lastEventAt > event.occurredAt : false;
    const next = isStale ? null : nextSubscription(current ?? null, event, now);
    await tx
      .update(subscriptionEvents)
      .set({ userId: user.id, outcome: next ? 'applied' : 'stale' })
      .where(eq(subscriptionEvents.id, recorded.id));
    if (!next) return { outcome: 'stale' as const, user, isNewSubscription: false, subscription: current ?? null };

    const wasEntitled = current ? isEntitledState(effectiveState(current, now)) : false;
    const [saved] = await tx
      .insert(subscriptions)
      .values({ id: randomUUID(), userId: user.id, ...next, lastEventAt: event.occurredAt })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...next, lastEventAt: event.occurredAt, updatedAt: sql`now()` } })
      .returning();
    if (!saved) throw new Error('subscription upsert returned nothing');
    // The spec's user fields (§3) mirror the subscription, so the profile APIs answer with them.
    const updatedUser = await setSubscriptionFields(tx, user.id, {
      provider: saved.provider,
      expiry: saved.expiresAt,
      subscriptionId: saved.providerSubscriptionId,
    });
    const isNewSubscription =
      !wasEntitled && isEntitledState(effectiveState(saved, now)) && (event.type === 'subscribe' || event.type === 'voucher');
    if (isNewSubscription && user.emsisdn) {
      afterCommit = await publishInTransaction(tx, [
        {
          type: 'billing.subscription_started',
          userId: user.id,
          emsisdn: user.emsisdn,
          package: saved.package,
          subscriptionEventId: recorded.id,
        },
      ]);
    }
    return { outcome: 'applied' as const, user: updatedUser ?? user, isNewSubscription, subscription: saved, eventId: recorded.id };
  });
  await afterCommit?.();
  if (result.isNewSubscription && result.user?.msisdn && result.subscription && result.eventId)
    await sendWelcomeSms({ ...result.user, msisdn: result.user.msisdn }, result.subscription, result.eventId);
  return result;
}

/**
 * Every new subscription gets a welcome SMS in the member's language (welcome-sms.ts), queued (decision 028) under the
 * subscription event's id, so it is one message however often it is asked for. A failure to queue is logged only.
 */
async function sendWelcomeSms(user: UserRow & { msisdn: string }, subscription: SubscriptionRow, eventId: number): Promise<void> {
  const body = welcomeSmsBody({
    brand: getConfig().brand.name,
    provider: subscription.provider,
    expiresAt: subscription.expiresAt,
    language: user.language as Language,
  });
  try {
    await enqueueSms({ to: user.msisdn, body }, { key: `welcome-sms:${eventId}` });
  } catch (error) {
    getLogger().error({ err: error, provider: subscription.provider }, 'could not send the welcome SMS');
  }
}
