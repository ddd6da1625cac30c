import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POST as checkStatusTelkom } from '@/app/api/v1/user/checkStatusTelkom/route';
import { formatDate } from '@/i18n/format';
import { signCallback } from '@/server/kernel/signed-callback';
import { getDb } from '@/server/db/client';
import {
  callbackSecret,
  DAY_MS,
  isoAgo,
  logIn,
  postCallback,
  sendEvent,
  subscriptionEventRows,
  subscriptionFanEvents,
  subscriptionOf,
  userCount,
  welcomeMessages,
  type CallbackEvent,
} from '../support/billing-http';
import { call, emsisdnOf, errorOf, insertFan, latestMessage } from '../support/identity-http';
import { outboundSettled } from '../support/outbound';

/** Every SMS the outbox holds for a number, oldest first. */
async function outboxTo(msisdn: string): Promise<string[]> {
  await outboundSettled();
  const result = await (
    await getDb()
  ).execute<{ body: string }>(sql`select body from outbox_messages where "to" = ${msisdn} and channel = 'sms' order by id`);
  return result.rows.map((row) => row.body);
}

/**
 * Carrier callbacks (POST /api/billing/callbacks/{provider}): signed with the provider's secret, at most 5 minutes
 * old, applied once per event id (DESIGN §3, §5) — tried from outside, the way a network or an attacker would.
 */

let nextNumber = 0;
/** A number nobody registered: 27830000100, 27830000101, … (none ends in 7 or 8 by accident of the sandbox). */
const freshNumber = () => `278300001${String(nextNumber++).padStart(2, '0')}`;

let nextEvent = 0;
function subscribeEvent(msisdn: string, overrides: Partial<CallbackEvent> = {}): CallbackEvent {
  return {
    event_id: `evt-${Date.now()}-${nextEvent++}`,
    type: 'subscribe',
    msisdn,
    subscription_id: `mtn-sub-${msisdn}`,
    package: 'subscription_monthly',
    occurred_at: isoAgo(10),
    expires_at: null,
    ...overrides,
  };
}

const statusOf = async (response: Response) => ({ http: response.status, body: await response.json() });

describe('a signed callback', () => {
  it('applies a subscribe event: 200 {status: applied}, an active subscription a month long', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const event = subscribeEvent(msisdn);
    expect(await statusOf(await sendEvent('mtn', event))).toEqual({ http: 200, body: { status: 'applied' } });
    const subscription = await subscriptionOf(msisdn);
    expect(subscription).toMatchObject({
      provider: 'mtn',
      package: 'subscription_monthly',
      provider_subscription_id: `mtn-sub-${msisdn}`,
      state: 'active',
    });
    expect(subscription?.expires_at).toEqual(new Date(Date.parse(event.occurred_at) + 30 * DAY_MS));
    expect(subscription?.last_event_at).toEqual(new Date(event.occurred_at));
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: event.event_id })).toEqual([
      { event_id: event.event_id, type: 'subscribe', outcome: 'applied', user_id: `test-fan-${msisdn}` },
    ]);
  });

  it("takes the carrier's expires_at, and mirrors the subscription on the fan's fields", async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const expiresAt = new Date(Date.now() + 12 * DAY_MS).toISOString();
    expect((await sendEvent('vodacom', subscribeEvent(msisdn, { subscription_id: 'voda-77', expires_at: expiresAt }))).status).toBe(200);
    expect((await subscriptionOf(msisdn))?.expires_at).toEqual(new Date(expiresAt));
    const db = await getDb();
    const result = await db.execute<{ subscription_provider: string; subscription_id: string; subscription_expiry: string }>(
      sql`select subscription_provider, subscription_id, subscription_expiry from users where msisdn = ${msisdn}`,
    );
    expect(result.rows[0]).toMatchObject({ subscription_provider: 'vodacom', subscription_id: 'voda-77' });
    expect(new Date(result.rows[0]?.subscription_expiry ?? 0)).toEqual(new Date(expiresAt));
  });

  it('for a number we do not know creates the fan, on that network', async () => {
    const msisdn = freshNumber();
    expect(await userCount(msisdn)).toBe(0);
    expect(await statusOf(await sendEvent('mtn', subscribeEvent(`0${msisdn.slice(2)}`)))).toEqual({
      http: 200,
      body: { status: 'applied' },
    });
    expect(await userCount(msisdn)).toBe(1);
    const db = await getDb();
    const result = await db.execute<{ network: string; emsisdn: string }>(sql`select network, emsisdn from users where msisdn = ${msisdn}`);
    expect(result.rows[0]?.network).toBe('mtn');
    expect(result.rows[0]?.emsisdn).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await subscriptionOf(msisdn))?.state).toBe('active');
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
  });

  it('sends one welcome SMS naming the provider, the expiry and how to cancel', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const event = subscribeEvent(msisdn);
    await sendEvent('mtn', event);
    const until = formatDate(new Date(Date.parse(event.occurred_at) + 30 * DAY_MS), 'en', 'longDate');
    expect(until).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect((await latestMessage(msisdn))?.body).toBe(
      `Welcome to Touchline! Your subscription (MTN) is active until ${until}: videos, games and competitions are yours. To cancel, dial *155#.`,
    );
    const telkom = freshNumber();
    await sendEvent('telkom', subscribeEvent(telkom, { subscription_id: 'tk-1' }));
    expect((await latestMessage(telkom))?.body).toMatch(
      /^Welcome to Touchline! Your subscription \(Telkom\) is active until \d{1,2} [A-Z][a-z]+ \d{4}: .* To cancel, dial \*179#\.$/,
    );
  });

  it("sends the welcome SMS in the member's language, with the date written in it (issue 17)", async () => {
    const expected = {
      en: (until: string) =>
        `Welcome to Touchline! Your subscription (MTN) is active until ${until}: videos, games and competitions are yours. To cancel, dial *155#.`,
      af: (until: string) =>
        `Welkom by Touchline! Jou intekening (MTN) is aktief tot ${until}: video's, speletjies en kompetisies is joune. Om te kanselleer, skakel *155#.`,
      zu: (until: string) =>
        `Siyakwamukela ku-Touchline! Ukubhalisela kwakho (MTN) kuyasebenza kuze kube ngu-${until}: amavidiyo, imidlalo nemiqhudelwano okwakho. Ukuze ukhansele, shayela *155#.`,
      xh: (until: string) =>
        `Wamkelekile kwi-Touchline! Ukubhalisa kwakho (MTN) kuyasebenza de kube ngu-${until}: iividiyo, imidlalo nokhuphiswano zezakho. Ukuze urhoxise, cofa *155#.`,
    } as const;
    const untils = new Set<string>();
    for (const [language, text] of Object.entries(expected) as [keyof typeof expected, (until: string) => string][]) {
      const msisdn = freshNumber();
      await insertFan(msisdn, { language });
      const event = subscribeEvent(msisdn);
      await sendEvent('mtn', event);
      const until = formatDate(new Date(Date.parse(event.occurred_at) + 30 * DAY_MS), language, 'longDate');
      untils.add(until);
      const sms = (await outboxTo(msisdn)).filter((body) => body.includes('*155#'));
      expect(sms).toEqual([text(until)]);
    }
    // The month is written in each language (not the English one four times).
    expect(untils.size).toBeGreaterThan(1);
  });
});

describe('the signature', () => {
  const body = () => JSON.stringify(subscribeEvent(freshNumber()));
  const BAD_SIGNATURE = { status: 401, code: 'bad_signature', message: 'The callback signature is missing or wrong.' };

  it('is required', async () => {
    const raw = body();
    expect(await errorOf(await postCallback('mtn', raw, { signature: null }))).toEqual(BAD_SIGNATURE);
    expect(await errorOf(await postCallback('mtn', raw, { signature: '' }))).toEqual(BAD_SIGNATURE);
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: JSON.parse(raw).event_id })).toEqual([]);
  });

  it('must be made with the provider’s own secret over this very body', async () => {
    const raw = body();
    const now = Math.floor(Date.now() / 1000);
    // Another secret, another provider's secret, another body, a tampered mac, a mac without its timestamp.
    expect(await errorOf(await postCallback('mtn', raw, { signature: signCallback('not-the-secret-of-mtn', raw, now) }))).toEqual(
      BAD_SIGNATURE,
    );
    expect(
      await errorOf(
        await postCallback('mtn', raw.replace('subscribe', 'unsubscribe'), { signature: signCallback(callbackSecret('mtn'), raw, now) }),
      ),
    ).toEqual(BAD_SIGNATURE);
    const good = signCallback(callbackSecret('mtn'), raw, now);
    const tampered = good.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(await errorOf(await postCallback('mtn', raw, { signature: tampered }))).toEqual(BAD_SIGNATURE);
    expect(await errorOf(await postCallback('mtn', raw, { signature: good.replace(/^t=\d+,/, '') }))).toEqual(BAD_SIGNATURE);
    expect(await errorOf(await postCallback('mtn', raw, { signature: good.replace(/t=\d+/, `t=${now + 1}`) }))).toEqual(BAD_SIGNATURE);
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: JSON.parse(raw).event_id })).toEqual([]);
    // The same body with the right signature goes through.
    expect((await postCallback('mtn', raw, { signature: good })).status).toBe(200);
  });

  it('is refused when more than 5 minutes old (or from more than 5 minutes ahead)', async () => {
    const raw = body();
    const now = Math.floor(Date.now() / 1000);
    expect(await errorOf(await postCallback('mtn', raw, { timestamp: now - 301 }))).toEqual(BAD_SIGNATURE);
    expect(await errorOf(await postCallback('mtn', raw, { timestamp: now - 3600 }))).toEqual(BAD_SIGNATURE);
    expect(await errorOf(await postCallback('mtn', raw, { timestamp: now + 400 }))).toEqual(BAD_SIGNATURE);
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: JSON.parse(raw).event_id })).toEqual([]);
    expect((await postCallback('mtn', raw, { timestamp: now - 120 })).status).toBe(200);
  });
});

describe('the body', () => {
  const BAD_EVENT = { status: 422, code: 'bad_event', message: 'The callback is not a subscription event.' };

  it('must be JSON (checked after the signature)', async () => {
    expect(await errorOf(await postCallback('mtn', '{"event_id": "x",'))).toEqual(BAD_EVENT);
    expect(await errorOf(await postCallback('mtn', 'not json at all'))).toEqual(BAD_EVENT);
    expect(await errorOf(await postCallback('mtn', ''))).toEqual(BAD_EVENT);
    expect(await errorOf(await postCallback('mtn', 'not json at all', { signature: 't=1,v1=00' }))).toMatchObject({ status: 401 });
  });

  it('must be a subscription event', async () => {
    const msisdn = freshNumber();
    const good = subscribeEvent(msisdn);
    const wrong: unknown[] = [
      [],
      'subscribe',
      { ...good, type: 'refund' },
      { ...good, event_id: '' },
      { ...good, event_id: undefined },
      { ...good, msisdn: '0210000001' },
      { ...good, msisdn: 'abcdefghijk' },
      { ...good, subscription_id: undefined },
      { ...good, occurred_at: 'yesterday' },
      { ...good, occurred_at: undefined },
      { ...good, expires_at: 'soon' },
    ];
    for (const body of wrong) expect([body, await errorOf(await postCallback('mtn', JSON.stringify(body)))]).toEqual([body, BAD_EVENT]);
    expect(await userCount(msisdn)).toBe(0);
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: good.event_id })).toEqual([]);
  });

  it('over 16 KiB is refused (413), and nothing is applied', async () => {
    const msisdn = freshNumber();
    const event = { ...subscribeEvent(msisdn), padding: 'x'.repeat(17 * 1024) };
    expect(await errorOf(await postCallback('mtn', JSON.stringify(event)))).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'The request body is too large.',
    });
    expect(await userCount(msisdn)).toBe(0);
  });
});

describe('the provider', () => {
  it('must be a carrier that sends callbacks: unknown names and stellr (vouchers) are 404', async () => {
    const raw = JSON.stringify(subscribeEvent(freshNumber()));
    for (const provider of ['bogus', 'stellr', 'MTN', '']) {
      expect(await errorOf(await postCallback(provider, raw))).toEqual({
        status: 404,
        code: 'unknown_provider',
        message: 'There is no such subscription provider.',
      });
    }
  });
});

describe('the same event delivered again', () => {
  it('10 deliveries at once change the subscription once: one applied, nine duplicates, one row, one fan event, one SMS', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const raw = JSON.stringify(subscribeEvent(msisdn));
    const responses = await Promise.all(Array.from({ length: 10 }, () => postCallback('mtn', raw)));
    const statuses = await Promise.all(responses.map(async (response) => [response.status, (await response.json()).status]));
    expect(statuses.filter(([, status]) => status === 'applied')).toEqual([[200, 'applied']]);
    expect(statuses.filter(([, status]) => status === 'duplicate')).toHaveLength(9);
    expect(statuses.every(([http]) => http === 200)).toBe(true);
    const event = JSON.parse(raw) as CallbackEvent;
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: event.event_id })).toHaveLength(1);
    expect(await subscriptionFanEvents(msisdn)).toEqual([{ event: 'subscription', event_type: 'subscription_monthly' }]);
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
    expect((await subscriptionOf(msisdn))?.state).toBe('active');
  });

  it('10 deliveries at once for a number we do not know create one fan', async () => {
    const msisdn = freshNumber();
    const raw = JSON.stringify(subscribeEvent(msisdn));
    const responses = await Promise.all(Array.from({ length: 10 }, () => postCallback('mtn', raw)));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(bodies.filter((body) => body.status === 'applied')).toHaveLength(1);
    expect(await userCount(msisdn)).toBe(1);
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
  });

  it('later, it is a duplicate and changes nothing', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const first = subscribeEvent(msisdn, { occurred_at: isoAgo(30) });
    await sendEvent('mtn', first);
    await sendEvent('mtn', { ...subscribeEvent(msisdn), type: 'renew', occurred_at: isoAgo(20) });
    const before = await subscriptionOf(msisdn);
    expect(await statusOf(await sendEvent('mtn', first))).toEqual({ http: 200, body: { status: 'duplicate' } });
    expect(await subscriptionOf(msisdn)).toEqual(before);
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
  });
});

describe('events in order', () => {
  it('an event older than the last one applied is recorded as stale and changes nothing', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    await sendEvent('mtn', subscribeEvent(msisdn, { occurred_at: isoAgo(10) }));
    const before = await subscriptionOf(msisdn);
    const late = { ...subscribeEvent(msisdn), type: 'unsubscribe' as const, occurred_at: isoAgo(20) };
    expect(await statusOf(await sendEvent('mtn', late))).toEqual({ http: 200, body: { status: 'stale' } });
    expect(await subscriptionOf(msisdn)).toEqual(before);
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: late.event_id })).toEqual([
      { event_id: late.event_id, type: 'unsubscribe', outcome: 'stale', user_id: `test-fan-${msisdn}` },
    ]);
  });

  it('renew extends the expiry by a month from the later of the expiry and the renewal', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const subscribe = subscribeEvent(msisdn, { occurred_at: isoAgo(20) });
    await sendEvent('mtn', subscribe);
    const expiry = (await subscriptionOf(msisdn))?.expires_at;
    expect(expiry).toEqual(new Date(Date.parse(subscribe.occurred_at) + 30 * DAY_MS));
    expect(await statusOf(await sendEvent('mtn', { ...subscribeEvent(msisdn), type: 'renew', occurred_at: isoAgo(10) }))).toEqual({
      http: 200,
      body: { status: 'applied' },
    });
    expect((await subscriptionOf(msisdn))?.expires_at).toEqual(new Date((expiry?.getTime() ?? 0) + 30 * DAY_MS));
    // A renewal is not a new subscription: no second welcome, no second fan event.
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
    expect(await subscriptionFanEvents(msisdn)).toHaveLength(1);
  });

  it('unsubscribe cancels, paid to date: the expiry stays', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    await sendEvent('mtn', subscribeEvent(msisdn, { occurred_at: isoAgo(20) }));
    const expiry = (await subscriptionOf(msisdn))?.expires_at;
    const unsubscribe = { ...subscribeEvent(msisdn), type: 'unsubscribe' as const, occurred_at: isoAgo(5) };
    expect(await statusOf(await sendEvent('mtn', unsubscribe))).toEqual({ http: 200, body: { status: 'applied' } });
    expect(await subscriptionOf(msisdn)).toMatchObject({
      state: 'cancelled',
      expires_at: expiry,
      cancelled_at: new Date(unsubscribe.occurred_at),
    });
  });

  it('subscribe → charge_failed → renew → unsubscribe go active → grace → active → cancelled', async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    const base = { ...subscribeEvent(msisdn) };
    const step = async (type: CallbackEvent['type'], minutesAgo: number) => {
      const occurredAt = isoAgo(minutesAgo);
      const response = await sendEvent('mtn', { ...base, event_id: `${base.event_id}-${type}`, type, occurred_at: occurredAt });
      expect(await response.json()).toEqual({ status: 'applied' });
      return { occurredAt: new Date(occurredAt), subscription: await subscriptionOf(msisdn) };
    };
    const { subscription: active } = await step('subscribe', 40);
    expect(active).toMatchObject({ state: 'active', grace_until: null });
    const failed = await step('charge_failed', 30);
    expect(failed.subscription).toMatchObject({
      state: 'grace',
      expires_at: active?.expires_at,
      grace_until: new Date(failed.occurredAt.getTime() + 3 * DAY_MS),
    });
    const { subscription: renewed } = await step('renew', 20);
    expect(renewed).toMatchObject({
      state: 'active',
      grace_until: null,
      expires_at: new Date((active?.expires_at?.getTime() ?? 0) + 30 * DAY_MS),
    });
    const unsubscribed = await step('unsubscribe', 10);
    expect(unsubscribed.subscription).toMatchObject({
      state: 'cancelled',
      expires_at: renewed?.expires_at,
      cancelled_at: unsubscribed.occurredAt,
    });
    expect((await subscriptionEventRows({ provider: 'mtn', eventIdPrefix: base.event_id })).map((row) => [row.type, row.outcome])).toEqual([
      ['subscribe', 'applied'],
      ['charge_failed', 'applied'],
      ['renew', 'applied'],
      ['unsubscribe', 'applied'],
    ]);
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
  });

  it("another carrier's renewal, failed charge or cancellation does not touch the subscription", async () => {
    const msisdn = freshNumber();
    await insertFan(msisdn);
    await sendEvent('mtn', subscribeEvent(msisdn, { occurred_at: isoAgo(30) }));
    const before = await subscriptionOf(msisdn);
    for (const [index, type] of (['renew', 'charge_failed', 'unsubscribe'] as const).entries()) {
      const response = await sendEvent('vodacom', {
        ...subscribeEvent(msisdn),
        type,
        subscription_id: 'voda-other',
        occurred_at: isoAgo(20 - index),
      });
      expect(await response.json()).toEqual({ status: 'stale' });
    }
    expect(await subscriptionOf(msisdn)).toEqual(before);
  });
});

describe('one new subscription reported by two events at once', () => {
  /** Backends of this database waiting for a lock (row, transaction or advisory). */
  async function lockWaiters(client: pg.Client): Promise<number> {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'",
    );
    return result.rows[0]?.n ?? 0;
  }
  /** Polls a condition (no deadline of its own: the test's timeout is the limit). */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  // KNOWN BUG (reported, not fixed here): applySubscriptionEvent (src/server/billing/subscriptions.ts) decides
  // "is this a new subscription?" from a read of the fan's subscription row (line 124, `for update` locks nothing
  // when there is no row yet) and writes the fan event and the welcome SMS from that read (lines 133-152). Telkom's
  // callback and the page's checkStatusTelkom (event id status:<id>:active) report the same new subscription under
  // two event ids; when both read before either commits, the fan gets two welcome SMS and two 'subscription' fan
  // events (points twice). The interleaving is forced here: a row lock on the fan holds both transactions after
  // their read. `.fails` keeps the suite green while the bug stands; remove it with the fix.
  it('a Telkom callback and checkStatusTelkom for the same subscription welcome the fan once, and record one fan event', async () => {
    const msisdn = '27730000013';
    await insertFan(msisdn, { network: 'cellc_telkom' });
    const jar = await logIn(msisdn, { ip: '198.51.100.66' });
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    await watcher.connect();
    try {
      await locker.query('begin');
      await locker.query('select 1 from users where msisdn = $1 for update', [msisdn]);
      const callback = sendEvent('telkom', {
        event_id: 'tk-callback-77',
        type: 'subscribe',
        msisdn,
        subscription_id: `sbx-telkom-${msisdn}-77`,
        occurred_at: isoAgo(1),
      });
      await until(async () => (await lockWaiters(watcher)) >= 1);
      const check = call(
        checkStatusTelkom,
        '/api/v1/user/checkStatusTelkom',
        { emsisdn: emsisdnOf(msisdn), subscription_id: `sbx-telkom-${msisdn}-77` },
        { jar },
      );
      await until(async () => (await lockWaiters(watcher)) >= 2);
      await locker.query('commit');
      const [fromCallback, fromCheck] = await Promise.all([callback, check]);
      expect(await fromCallback.json()).toEqual({ status: 'applied' });
      expect((await fromCheck.json()).status).toEqual({ sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' });
      expect(await subscriptionFanEvents(msisdn)).toHaveLength(1);
      expect(await welcomeMessages(msisdn)).toHaveLength(1);
    } finally {
      await locker.end();
      await watcher.end();
    }
  });
});
