import { describe, expect, it } from 'vitest';
import { effectiveState, isEntitledState, type SubscriptionState } from '@/server/billing/entitlements';
import { CARRIER_PERIOD_DAYS, GRACE_DAYS, VOUCHER_PERIOD_DAYS } from '@/server/billing/plans';
import { nextSubscription, type SubscriptionEvent } from '@/server/billing/subscriptions';

/**
 * The subscription state machine (subscriptions.ts) and the entitlement read off it (entitlements.ts), pure: no
 * database. Dates are fixed; "a month" is the carrier period (30 days) and a voucher runs 365 days (spec §9).
 */

const DAY = 86_400_000;
const T0 = new Date(Date.UTC(2026, 2, 1, 10, 0, 0));
const at = (days: number, from = T0) => new Date(from.getTime() + days * DAY);

type Current = Parameters<typeof nextSubscription>[0];

function event(type: SubscriptionEvent['type'], occurredAt: Date, overrides: Partial<SubscriptionEvent> = {}): SubscriptionEvent {
  return {
    provider: type === 'voucher' ? 'stellr' : 'mtn',
    eventId: `${type}-${occurredAt.toISOString()}`,
    type,
    msisdn: '27710000001',
    subscriptionId: 'mtn-sub-1',
    package: 'subscription_monthly',
    occurredAt,
    expiresAt: null,
    payload: {},
    ...overrides,
  };
}

/** Applies events in order, as applySubscriptionEvent does, each at its own time; fails on an ignored event. */
function run(...events: SubscriptionEvent[]): NonNullable<Current> {
  let current: Current = null;
  for (const next of events) {
    current = nextSubscription(current, next, next.occurredAt);
    if (!current) throw new Error(`${next.type} was ignored`);
  }
  if (!current) throw new Error('no events');
  return current;
}

const entitledAt = (subscription: Current, now: Date) => isEntitledState(effectiveState(subscription, now));

describe('the plan constants', () => {
  it('are a 30-day carrier month, 3 grace days and a 365-day voucher year', () => {
    expect(CARRIER_PERIOD_DAYS).toBe(30);
    expect(GRACE_DAYS).toBe(3);
    expect(VOUCHER_PERIOD_DAYS).toBe(365);
  });
});

describe('subscribe', () => {
  it('starts an active subscription for a month from the event when the carrier gives no expiry', () => {
    const subscription = nextSubscription(null, event('subscribe', T0), T0);
    expect(subscription).toEqual({
      provider: 'mtn',
      package: 'subscription_monthly',
      providerSubscriptionId: 'mtn-sub-1',
      state: 'active',
      startedAt: T0,
      expiresAt: at(30),
      graceUntil: null,
      cancelledAt: null,
    });
    expect(effectiveState(subscription, at(1))).toBe('active');
    expect(entitledAt(subscription, at(29.9))).toBe(true);
    expect(effectiveState(subscription, at(30))).toBe('expired');
    expect(entitledAt(subscription, at(30))).toBe(false);
  });

  it("takes the carrier's expiry when it gives one", () => {
    const subscription = nextSubscription(null, event('subscribe', T0, { expiresAt: at(7) }), T0);
    expect(subscription?.expiresAt).toEqual(at(7));
  });

  it('keeps the start date when the same provider re-confirms a live subscription, and restarts it after expiry', () => {
    const first = run(event('subscribe', T0));
    expect(nextSubscription(first, event('subscribe', at(10)), at(10))?.startedAt).toEqual(T0);
    expect(nextSubscription(first, event('subscribe', at(40)), at(40))?.startedAt).toEqual(at(40));
  });

  it('from another provider replaces the subscription', () => {
    const first = run(event('subscribe', T0));
    const moved = nextSubscription(first, event('subscribe', at(5), { provider: 'vodacom', subscriptionId: 'voda-1' }), at(5));
    expect(moved).toMatchObject({
      provider: 'vodacom',
      providerSubscriptionId: 'voda-1',
      state: 'active',
      startedAt: at(5),
      expiresAt: at(35),
    });
  });
});

describe('renew', () => {
  it('extends from the expiry when renewed before it', () => {
    const renewed = run(event('subscribe', T0), event('renew', at(29)));
    expect(renewed).toMatchObject({ state: 'active', startedAt: T0, expiresAt: at(60) });
  });

  it('extends from the renewal when it comes after the expiry', () => {
    const renewed = run(event('subscribe', T0), event('renew', at(45)));
    expect(renewed).toMatchObject({ state: 'active', expiresAt: at(75) });
  });

  it("takes the carrier's expiry when it gives one", () => {
    expect(run(event('subscribe', T0), event('renew', at(29), { expiresAt: at(61) })).expiresAt).toEqual(at(61));
  });

  it('ends a grace period and a cancellation', () => {
    const afterGrace = run(event('subscribe', T0), event('charge_failed', at(30)), event('renew', at(31)));
    expect(afterGrace).toMatchObject({ state: 'active', graceUntil: null, expiresAt: at(61) });
    const afterCancel = run(event('subscribe', T0), event('unsubscribe', at(10)), event('renew', at(30)));
    expect(afterCancel).toMatchObject({ state: 'active', cancelledAt: null, expiresAt: at(60) });
  });
});

describe('charge_failed', () => {
  it('moves to grace: entitled until the grace days end, then expired', () => {
    const grace = run(event('subscribe', T0), event('charge_failed', at(30)));
    expect(grace).toMatchObject({ state: 'grace', graceUntil: at(33), expiresAt: at(30) });
    expect(effectiveState(grace, at(31))).toBe('grace');
    expect(entitledAt(grace, at(31))).toBe(true);
    expect(entitledAt(grace, new Date(at(33).getTime() - 1))).toBe(true);
    expect(effectiveState(grace, at(33))).toBe('expired');
    expect(entitledAt(grace, at(33))).toBe(false);
  });

  it('does not undo a cancellation', () => {
    const cancelled = run(event('subscribe', T0), event('unsubscribe', at(10)));
    expect(nextSubscription(cancelled, event('charge_failed', at(30)), at(30))).toBeNull();
  });
});

describe('unsubscribe', () => {
  it('cancels, with access until the end of the period already paid, then expired', () => {
    const cancelled = run(event('subscribe', T0), event('unsubscribe', at(10)));
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledAt: at(10), expiresAt: at(30) });
    expect(effectiveState(cancelled, at(11))).toBe('cancelled');
    expect(entitledAt(cancelled, at(29))).toBe(true);
    expect(effectiveState(cancelled, at(30))).toBe('expired');
    expect(entitledAt(cancelled, at(31))).toBe(false);
  });

  it('during grace: access until the grace days end', () => {
    const cancelled = run(event('subscribe', T0), event('charge_failed', at(30)), event('unsubscribe', at(31)));
    expect(cancelled).toMatchObject({ state: 'cancelled', expiresAt: at(33) });
    expect(entitledAt(cancelled, at(32))).toBe(true);
    expect(entitledAt(cancelled, at(33))).toBe(false);
  });
});

describe('repeated failed charges', () => {
  it('do not extend the grace days: they run from the first failure', () => {
    const grace = run(
      event('subscribe', T0),
      event('charge_failed', at(30)),
      event('charge_failed', at(31)),
      event('charge_failed', at(32)),
    );
    expect(grace).toMatchObject({ state: 'grace', graceUntil: at(30 + GRACE_DAYS) });
    expect(effectiveState(grace, at(30 + GRACE_DAYS, T0))).toBe('expired');
  });
});

describe('events that do not concern the subscription', () => {
  it('renew, charge_failed and unsubscribe from another provider are ignored', () => {
    const mtn = run(event('subscribe', T0));
    for (const type of ['renew', 'charge_failed', 'unsubscribe'] as const) {
      expect(nextSubscription(mtn, event(type, at(5), { provider: 'vodacom' }), at(5))).toBeNull();
      expect(nextSubscription(mtn, event(type, at(5), { provider: 'stellr' }), at(5))).toBeNull();
    }
  });

  it('renew, charge_failed and unsubscribe about an older subscription at the same provider are ignored', () => {
    const mtn = run(event('subscribe', T0));
    for (const type of ['renew', 'charge_failed', 'unsubscribe'] as const) {
      expect(nextSubscription(mtn, event(type, at(5), { subscriptionId: 'mtn-sub-old' }), at(5))).toBeNull();
    }
  });

  it('renew, charge_failed and unsubscribe without a subscription are ignored', () => {
    for (const type of ['renew', 'charge_failed', 'unsubscribe'] as const) expect(nextSubscription(null, event(type, T0), T0)).toBeNull();
  });
});

describe('voucher', () => {
  it('runs one year (365 days) from the redemption', () => {
    const voucher = nextSubscription(null, event('voucher', T0, { subscriptionId: 'sbx-voucher-1' }), T0);
    expect(voucher).toEqual({
      provider: 'stellr',
      package: 'subscription_monthly',
      providerSubscriptionId: 'sbx-voucher-1',
      state: 'active',
      startedAt: T0,
      expiresAt: at(365),
      graceUntil: null,
      cancelledAt: null,
    });
    expect(entitledAt(voucher, at(364))).toBe(true);
    expect(entitledAt(voucher, at(365))).toBe(false);
  });

  it('a second voucher adds a year to the one still running', () => {
    const twice = run(event('voucher', T0), event('voucher', at(10)));
    expect(twice).toMatchObject({ provider: 'stellr', state: 'active', startedAt: T0, expiresAt: at(730) });
  });

  it('after the voucher year has run out, a new voucher runs a year from its own redemption', () => {
    const again = run(event('voucher', T0), event('voucher', at(400)));
    expect(again).toMatchObject({ startedAt: at(400), expiresAt: at(765) });
  });

  it("is a year from the redemption over a carrier subscription (the carrier's days are not added)", () => {
    const overCarrier = run(event('subscribe', T0), event('voucher', at(10)));
    expect(overCarrier).toMatchObject({ provider: 'stellr', startedAt: at(10), expiresAt: at(375) });
  });
});

describe('effectiveState and isEntitledState', () => {
  const row = (state: string, expiresAt: Date | null, graceUntil: Date | null = null) => ({ state, expiresAt, graceUntil });

  it('reads expiry off the dates, whatever the row says', () => {
    expect(effectiveState(null, T0)).toBe('none');
    expect(effectiveState(row('pending', null), T0)).toBe('pending');
    expect(effectiveState(row('active', at(1)), T0)).toBe('active');
    expect(effectiveState(row('active', T0), T0)).toBe('expired');
    expect(effectiveState(row('active', null), T0)).toBe('expired');
    expect(effectiveState(row('cancelled', at(1)), T0)).toBe('cancelled');
    expect(effectiveState(row('cancelled', at(-1)), T0)).toBe('expired');
    expect(effectiveState(row('grace', at(-1), at(1)), T0)).toBe('grace');
    expect(effectiveState(row('grace', at(10), at(-1)), T0)).toBe('expired');
    expect(effectiveState(row('grace', at(10), null), T0)).toBe('expired');
    expect(effectiveState(row('expired', at(10)), T0)).toBe('expired');
  });

  it('entitles active, grace and cancelled (paid to date) only', () => {
    const expected: Record<SubscriptionState, boolean> = {
      none: false,
      pending: false,
      active: true,
      grace: true,
      cancelled: true,
      expired: false,
    };
    for (const [state, isEntitled] of Object.entries(expected))
      expect([state, isEntitledState(state as SubscriptionState)]).toEqual([state, isEntitled]);
  });
});
