import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as sendFancredSubscription } from '@/app/api/site/fancred/subscriptions/sendFancredSubscription/route';
import { POST as getFancredSubscription } from '@/app/api/site/fancred/subscriptions/getFancredSubscription/route';
import { GET as entitlementRoute } from '@/app/api/site/subscriptions/entitlement/route';
import { POST as checkStatus } from '@/app/api/v1/user/checkStatus/route';
import { POST as checkStatusStellr } from '@/app/api/v1/user/checkStatusStellr/route';
import { POST as checkStatusTelkom } from '@/app/api/v1/user/checkStatusTelkom/route';
import { POST as checkStatusWorldPlay } from '@/app/api/v1/user/checkStatusWorldPlay/route';
import { POST as findOrCreateUser } from '@/app/api/v1/users/findOrCreateUser/route';
import { getDb } from '@/server/db/client';
import {
  isoAgo,
  keepDemoSubscriptionCurrent,
  logIn,
  sendEvent,
  subscriptionEventRows,
  subscriptionFanEvents,
  subscriptionOf,
  welcomeMessages,
} from '../support/billing-http';
import { call, CookieJar, emsisdnOf, errorOf, insertFan, request, setCookie, type Handler } from '../support/identity-http';

/**
 * The subscription checks of spec §7 and the status cookies of spec §3, over the route handlers: each needs a
 * session, answers from our record (kept by the carriers' signed callbacks), never from the body (role_id, …).
 */

const UNAUTHENTICATED = { status: 401, code: 'session_required', message: 'Please log in to continue' };
const FORBIDDEN = { status: 403, code: 'forbidden', message: 'You can only change your own profile' };
const SUBSCRIPTION_REQUIRED = {
  status: 403,
  code: 'subscription_required',
  message: 'You need an active subscription to watch videos and play games.',
};
const EMPTY = { sub_type_check: '', sub_status_check: '' };
const WORLDPLAY_UNSUB_SMS = 'To stop your subscription, SMS STOP to 34444 from this number. WorldPlay will confirm by SMS.';

const ROLE_FAN = '27740000004';
const UNSUBSCRIBED_FAN = '27720000002';
const ACTIVE_FAN = '27710000001';
const TELKOM_FAN = '27730000003';
const TELKOM_WAITING = '27730000007';
const TELKOM_NO_AIRTIME = '27730000008';
/** Fans of this file whose subscriptions the tests change (expired, grace, cancelled, worldplay). */
const EXPIRED_FAN = '27840000011';
const GRACE_FAN = '27840000012';
const CANCELLED_FAN = '27840000013';
const WORLDPLAY_FAN = '27840000014';

const jars = new Map<string, CookieJar>();
const jarOf = (msisdn: string) => {
  const jar = jars.get(msisdn);
  if (!jar) throw new Error(`${msisdn} is not signed in`);
  return jar;
};

beforeAll(async () => {
  await keepDemoSubscriptionCurrent();
  await insertFan(TELKOM_WAITING, { network: 'cellc_telkom' });
  await insertFan(TELKOM_NO_AIRTIME, { network: 'cellc_telkom' });
  for (const msisdn of [EXPIRED_FAN, GRACE_FAN, CANCELLED_FAN, WORLDPLAY_FAN]) await insertFan(msisdn);
  const fans = [
    ROLE_FAN,
    UNSUBSCRIBED_FAN,
    ACTIVE_FAN,
    TELKOM_FAN,
    TELKOM_WAITING,
    TELKOM_NO_AIRTIME,
    EXPIRED_FAN,
    GRACE_FAN,
    CANCELLED_FAN,
    WORLDPLAY_FAN,
  ];
  for (const [index, msisdn] of fans.entries()) jars.set(msisdn, await logIn(msisdn, { ip: `198.51.100.${70 + index}` }));
});

const post = (handler: Handler, path: string, msisdn: string | null, body: object = {}, headers: Record<string, string> = {}) => {
  const built = request(path, { emsisdn: msisdn ? emsisdnOf(msisdn) : undefined, ...body }, { jar: msisdn ? jarOf(msisdn) : undefined });
  for (const [name, value] of Object.entries(headers)) built.headers.set(name, value);
  return handler(built);
};
const status = (msisdn: string, body: object = {}) => post(checkStatus, '/api/v1/user/checkStatus', msisdn, body);
const isSubActive = async (msisdn: string) =>
  (await (await post(getFancredSubscription, '/api/site/fancred/subscriptions/getFancredSubscription', msisdn)).json()).is_sub_active;
const entitlement = (msisdn: string | null) =>
  call(entitlementRoute, '/api/site/subscriptions/entitlement', undefined, { jar: msisdn ? jarOf(msisdn) : new CookieJar() });
/** A Telkom subscription id as the sandbox makes them (it answers only for its own, for that number). */
const telkomId = (msisdn: string, ref: string) => `sbx-telkom-${msisdn}-${ref}`;
const telkom = (msisdn: string, subscriptionId: string) =>
  post(checkStatusTelkom, '/api/v1/user/checkStatusTelkom', msisdn, { subscription_id: subscriptionId });

/** The Set-Cookie value of a status cookie ('' when set empty), or undefined when the response does not set it. */
const cookieValue = (response: Response, name: string) => {
  const line = setCookie(response, name);
  return line === undefined ? undefined : line.slice(name.length + 1).split(';')[0];
};
const maxAge = (response: Response, name: string) => Number(/; Max-Age=(\d+)/i.exec(setCookie(response, name) ?? '')?.[1]);

async function setSubscription(msisdn: string, changes: { expiresAt?: Date; graceUntil?: Date }) {
  const db = await getDb();
  if (changes.expiresAt)
    await db.execute(sql`update subscriptions set expires_at = ${changes.expiresAt.toISOString()} where user_id = ${`test-fan-${msisdn}`}`);
  if (changes.graceUntil)
    await db.execute(
      sql`update subscriptions set grace_until = ${changes.graceUntil.toISOString()} where user_id = ${`test-fan-${msisdn}`}`,
    );
}

const event = (
  msisdn: string,
  type: 'subscribe' | 'renew' | 'charge_failed' | 'unsubscribe',
  minutesAgo: number,
  subscriptionId = `sub-${msisdn}`,
) => ({
  event_id: `status-test-${msisdn}-${type}`,
  type,
  msisdn,
  subscription_id: subscriptionId,
  occurred_at: isoAgo(minutesAgo),
});

describe('checkStatus', () => {
  it('role_id 1 skips the check and counts as true: ACTIVE cookie, access everywhere', async () => {
    const response = await status(ROLE_FAN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: { sub_type_check: true, sub_status_check: true } });
    expect(cookieValue(response, 'touchline_sub_status')).toBe('ACTIVE');
    expect(cookieValue(response, 'touchline_sub_type')).toBe('role');
    expect(setCookie(response, 'touchline_sub_status')).toMatch(/; Path=\//);
    expect(setCookie(response, 'touchline_sub_status')).not.toMatch(/HttpOnly/i);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await isSubActive(ROLE_FAN)).toBe(true);
    expect((await entitlement(ROLE_FAN)).status).toBe(204);
  });

  it('a fan without a subscription gets empty strings, empty status cookies and no access', async () => {
    const response = await status(UNSUBSCRIBED_FAN);
    expect(await response.json()).toEqual({ status: EMPTY });
    for (const name of ['touchline', 'touchline_package', 'touchline_sub_type', 'touchline_sub_status'])
      expect([name, cookieValue(response, name)]).toEqual([name, '']);
    expect(await isSubActive(UNSUBSCRIBED_FAN)).toBe(false);
    expect(await errorOf(await entitlement(UNSUBSCRIBED_FAN))).toEqual(SUBSCRIPTION_REQUIRED);
  });

  it('ignores role_id in the body: a fan sending role_id 1 still gets empty strings', async () => {
    for (const roleId of [1, '1']) {
      const response = await status(UNSUBSCRIBED_FAN, { role_id: roleId });
      expect(await response.json()).toEqual({ status: EMPTY });
      expect(cookieValue(response, 'touchline_sub_status')).toBe('');
    }
    // …and role_id 1 fan sending another role_id is still role_id 1.
    expect(await (await status(ROLE_FAN, { role_id: 2 })).json()).toEqual({ status: { sub_type_check: true, sub_status_check: true } });
  });

  it('an ACTIVE subscriber gets the package and ACTIVE, and the four status cookies', async () => {
    const response = await status(ACTIVE_FAN);
    expect(await response.json()).toEqual({ status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' } });
    expect(cookieValue(response, 'touchline')).toBe('mtn');
    expect(cookieValue(response, 'touchline_package')).toBe('subscription_monthly');
    expect(cookieValue(response, 'touchline_sub_type')).toBe('subscription_monthly');
    expect(cookieValue(response, 'touchline_sub_status')).toBe('ACTIVE');
    expect(maxAge(response, 'touchline_sub_status')).toBe(3600);
    expect(await isSubActive(ACTIVE_FAN)).toBe(true);
    expect((await entitlement(ACTIVE_FAN)).status).toBe(204);
  });

  it('an expired subscription is EXPIRED: no access', async () => {
    await sendEvent('mtn', event(EXPIRED_FAN, 'subscribe', 60));
    expect(await (await status(EXPIRED_FAN)).json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
    });
    await setSubscription(EXPIRED_FAN, { expiresAt: new Date(Date.now() - 60_000) });
    const response = await status(EXPIRED_FAN);
    expect(await response.json()).toEqual({ status: { sub_type_check: 'subscription_monthly', sub_status_check: 'EXPIRED' } });
    expect(cookieValue(response, 'touchline_sub_status')).toBe('EXPIRED');
    expect(await isSubActive(EXPIRED_FAN)).toBe(false);
    expect(await errorOf(await entitlement(EXPIRED_FAN))).toEqual(SUBSCRIPTION_REQUIRED);
  });

  it('after a failed charge (grace) the fan is still ACTIVE, until the grace days end', async () => {
    await sendEvent('mtn', event(GRACE_FAN, 'subscribe', 60));
    expect(await (await sendEvent('mtn', event(GRACE_FAN, 'charge_failed', 30))).json()).toEqual({ status: 'applied' });
    expect((await subscriptionOf(GRACE_FAN))?.state).toBe('grace');
    expect(await (await status(GRACE_FAN)).json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
    });
    expect(await isSubActive(GRACE_FAN)).toBe(true);
    expect((await entitlement(GRACE_FAN)).status).toBe(204);
    await setSubscription(GRACE_FAN, { graceUntil: new Date(Date.now() - 60_000) });
    expect(await (await status(GRACE_FAN)).json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'EXPIRED' },
    });
    expect(await isSubActive(GRACE_FAN)).toBe(false);
    expect(await errorOf(await entitlement(GRACE_FAN))).toEqual(SUBSCRIPTION_REQUIRED);
  });

  it('a cancelled subscription paid to date is ACTIVE until its expiry, then EXPIRED', async () => {
    await sendEvent('mtn', event(CANCELLED_FAN, 'subscribe', 60));
    await sendEvent('mtn', event(CANCELLED_FAN, 'unsubscribe', 30));
    expect((await subscriptionOf(CANCELLED_FAN))?.state).toBe('cancelled');
    expect(await (await status(CANCELLED_FAN)).json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
    });
    expect(await isSubActive(CANCELLED_FAN)).toBe(true);
    expect((await entitlement(CANCELLED_FAN)).status).toBe(204);
    await setSubscription(CANCELLED_FAN, { expiresAt: new Date(Date.now() - 60_000) });
    expect(await (await status(CANCELLED_FAN)).json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'EXPIRED' },
    });
    expect(await isSubActive(CANCELLED_FAN)).toBe(false);
  });
});

describe('who may ask', () => {
  const routes: [string, Handler, object][] = [
    ['checkStatus', checkStatus, {}],
    ['checkStatusTelkom', checkStatusTelkom, { subscription_id: 'tk-x' }],
    ['checkStatusWorldPlay', checkStatusWorldPlay, {}],
    ['checkStatusStellr', checkStatusStellr, {}],
    ['getFancredSubscription', getFancredSubscription, {}],
    ['sendFancredSubscription', sendFancredSubscription, {}],
    ['findOrCreateUser', findOrCreateUser, {}],
  ];

  it('nobody without a session: 401, no status cookies', async () => {
    for (const [name, handler, body] of routes) {
      const response = await handler(request(`/api/${name}`, { emsisdn: emsisdnOf(ACTIVE_FAN), role_id: 1, ...body }));
      expect([name, await errorOf(response)]).toEqual([name, UNAUTHENTICATED]);
      expect(setCookie(response, 'touchline_sub_status')).toBeUndefined();
    }
    expect(await errorOf(await entitlement(null))).toEqual(UNAUTHENTICATED);
  });

  it("nobody with someone else's emsisdn: 403", async () => {
    for (const [name, handler, body] of routes) {
      const response = await post(handler, `/api/${name}`, UNSUBSCRIBED_FAN, { ...body, emsisdn: emsisdnOf(ACTIVE_FAN) });
      expect([name, await errorOf(response)]).toEqual([name, FORBIDDEN]);
      expect(setCookie(response, 'touchline_sub_status')).toBeUndefined();
    }
  });

  it('the emsisdn may be left out: the session says who', async () => {
    const response = await checkStatus(request('/api/v1/user/checkStatus', {}, { jar: jarOf(ACTIVE_FAN) }));
    expect(await response.json()).toEqual({ status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' } });
  });
});

describe('checkStatusTelkom', () => {
  it('a number still waiting for its first charge: sub_status_code 7, the code-7 cookie, no subscription', async () => {
    const response = await telkom(TELKOM_WAITING, telkomId(TELKOM_WAITING, 'waiting'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: EMPTY, sub_status_code: 7 });
    expect(cookieValue(response, 'touchline_telkom_code_7')).toBe('1');
    expect(maxAge(response, 'touchline_telkom_code_7')).toBe(300);
    expect(maxAge(response, 'touchline_telkom_code_8')).toBe(0);
    expect(cookieValue(response, 'touchline_telkom_sub_status')).toBe('');
    expect(setCookie(response, 'touchline_sub_status')).toBeUndefined();
    expect(await subscriptionOf(TELKOM_WAITING)).toBeUndefined();
    expect(await subscriptionEventRows({ provider: 'telkom', eventId: `status:${telkomId(TELKOM_WAITING, 'waiting')}:active` })).toEqual(
      [],
    );
  });

  it('a number without airtime: sub_status_code 8, the code-8 cookie, no subscription', async () => {
    const response = await telkom(TELKOM_NO_AIRTIME, telkomId(TELKOM_NO_AIRTIME, 'noairtim'));
    expect(await response.json()).toEqual({ status: EMPTY, sub_status_code: 8 });
    expect(cookieValue(response, 'touchline_telkom_code_8')).toBe('1');
    expect(maxAge(response, 'touchline_telkom_code_8')).toBe(300);
    expect(maxAge(response, 'touchline_telkom_code_7')).toBe(0);
    expect(await subscriptionOf(TELKOM_NO_AIRTIME)).toBeUndefined();
    expect(await isSubActive(TELKOM_NO_AIRTIME)).toBe(false);
  });

  it('an active number: sub_status_code 1, the subscription becomes active once however often it is asked', async () => {
    const first = await telkom(TELKOM_FAN, telkomId(TELKOM_FAN, 'demo3'));
    expect(await first.json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
      sub_status_code: 1,
    });
    expect(cookieValue(first, 'touchline_sub_status')).toBe('ACTIVE');
    expect(cookieValue(first, 'touchline')).toBe('telkom');
    expect(cookieValue(first, 'touchline_telkom_sub_status')).toBe('ACTIVE');
    expect(maxAge(first, 'touchline_telkom_code_7')).toBe(0);
    expect(maxAge(first, 'touchline_telkom_code_8')).toBe(0);
    const subscription = await subscriptionOf(TELKOM_FAN);
    expect(subscription).toMatchObject({ provider: 'telkom', provider_subscription_id: telkomId(TELKOM_FAN, 'demo3'), state: 'active' });

    const second = await telkom(TELKOM_FAN, telkomId(TELKOM_FAN, 'demo3'));
    expect(await second.json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
      sub_status_code: 1,
    });
    expect(await subscriptionEventRows({ provider: 'telkom', eventIdPrefix: 'status:' })).toEqual([
      { event_id: `status:${telkomId(TELKOM_FAN, 'demo3')}:active`, type: 'subscribe', outcome: 'applied', user_id: 'demo-fan-3' },
    ]);
    expect(await subscriptionOf(TELKOM_FAN)).toEqual(subscription);
    expect(await welcomeMessages(TELKOM_FAN)).toHaveLength(1);
    expect(await subscriptionFanEvents(TELKOM_FAN)).toHaveLength(1);
    expect(await isSubActive(TELKOM_FAN)).toBe(true);
  });

  it('a subscription id Telkom did not start for this number: code 0, nothing written', async () => {
    const response = await telkom(TELKOM_FAN, telkomId('27730000099', 'other'));
    expect(await response.json()).toMatchObject({ sub_status_code: 0 });
    expect(await subscriptionEventRows({ provider: 'telkom', eventId: `status:${telkomId('27730000099', 'other')}:active` })).toEqual([]);
  });

  it('role_id 1 is not asked about: code 1 and true', async () => {
    const response = await telkom(ROLE_FAN, 'tk-role');
    expect(await response.json()).toEqual({ status: { sub_type_check: true, sub_status_check: true }, sub_status_code: 1 });
    expect(await subscriptionEventRows({ provider: 'telkom', eventId: 'status:tk-role:active' })).toEqual([]);
  });

  it('needs a subscription_id', async () => {
    for (const body of [{}, { subscription_id: '' }, { subscription_id: '   ' }]) {
      const response = await post(checkStatusTelkom, '/api/v1/user/checkStatusTelkom', TELKOM_WAITING, body);
      expect(response.status).toBe(422);
    }
  });
});

describe('checkStatusWorldPlay', () => {
  const worldPlay = (msisdn: string, headers: Record<string, string> = {}, body: object = {}) =>
    post(checkStatusWorldPlay, '/api/v1/user/checkStatusWorldPlay', msisdn, body, headers);

  it('on Wi-Fi (no x-msisdn header): 409 offnet', async () => {
    expect(await errorOf(await worldPlay(ACTIVE_FAN))).toEqual({
      status: 409,
      code: 'offnet',
      message: 'This only works over mobile data.',
    });
  });

  it("on mobile data with a WorldPlay subscription: the status and WorldPlay's unsubscribe message", async () => {
    expect(await (await sendEvent('worldplay', event(WORLDPLAY_FAN, 'subscribe', 5, 'wp-1'))).json()).toEqual({ status: 'applied' });
    const response = await worldPlay(WORLDPLAY_FAN, { 'x-msisdn': WORLDPLAY_FAN }, { msisdn: `0${WORLDPLAY_FAN.slice(2)}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
      unsub_sms: WORLDPLAY_UNSUB_SMS,
    });
    expect(cookieValue(response, 'touchline')).toBe('worldplay');
  });

  it('on mobile data without a WorldPlay subscription: empty strings and no message', async () => {
    const response = await worldPlay(ACTIVE_FAN, { 'x-msisdn': ACTIVE_FAN });
    expect(await response.json()).toEqual({ status: EMPTY, unsub_sms: null });
    expect(setCookie(response, 'touchline_sub_status')).toBeUndefined();
  });

  it("refuses another fan's msisdn in the body", async () => {
    expect(await errorOf(await worldPlay(WORLDPLAY_FAN, { 'x-msisdn': WORLDPLAY_FAN }, { msisdn: ACTIVE_FAN }))).toEqual(FORBIDDEN);
  });
});

describe('checkStatusStellr', () => {
  it('empty strings and no status cookies for a fan whose subscription is not a voucher', async () => {
    const response = await post(checkStatusStellr, '/api/v1/user/checkStatusStellr', ACTIVE_FAN);
    expect(await response.json()).toEqual({ status: EMPTY });
    expect(setCookie(response, 'touchline_sub_status')).toBeUndefined();
  });
});

describe('sendFancredSubscription', () => {
  const send = (msisdn: string, body: object) =>
    post(sendFancredSubscription, '/api/site/fancred/subscriptions/sendFancredSubscription', msisdn, body);

  it("confirms an event that matches the fan's record, and nothing else", async () => {
    const matching = await send(ACTIVE_FAN, { subscription_provider: 'mtn', subscription_id: 'demo-sub-1', subscription_active: true });
    expect([matching.status, await matching.json()]).toEqual([200, { status: true }]);
    const otherProvider = await send(ACTIVE_FAN, { subscription_provider: 'stellr', subscription_active: true });
    expect([otherProvider.status, await otherProvider.json()]).toEqual([200, { status: false }]);
    const otherId = await send(ACTIVE_FAN, { subscription_provider: 'mtn', subscription_id: 'made-up' });
    expect([otherId.status, await otherId.json()]).toEqual([200, { status: false }]);
    // A fan without a subscription cannot make one by reporting it.
    const claimed = await send(UNSUBSCRIBED_FAN, {
      subscription_provider: 'vodacom',
      subscription_id: 'x',
      subscription_active: true,
      subscription_package: 'subscription_monthly',
    });
    expect([claimed.status, await claimed.json()]).toEqual([200, { status: false }]);
    expect(await subscriptionOf(UNSUBSCRIBED_FAN)).toBeUndefined();
    expect(await isSubActive(UNSUBSCRIBED_FAN)).toBe(false);
  });
});

describe('findOrCreateUser', () => {
  it('answers the subscription fields from the record and never writes those in the body', async () => {
    const response = await post(findOrCreateUser, '/api/v1/users/findOrCreateUser', UNSUBSCRIBED_FAN, {
      sub_provider: 'stellr',
      sub_expiry: '2099-01-01',
      subscription_id: 'free',
    });
    const { user } = await response.json();
    expect(user).toMatchObject({
      msisdn: UNSUBSCRIBED_FAN,
      sub_provider: null,
      sub_expiry: null,
      subscription_id: null,
      sub_matches: false,
    });
    expect(await isSubActive(UNSUBSCRIBED_FAN)).toBe(false);
    const subscribed = await (await post(findOrCreateUser, '/api/v1/users/findOrCreateUser', ACTIVE_FAN, { sub_provider: 'mtn' })).json();
    expect(subscribed.user).toMatchObject({ sub_provider: 'mtn', subscription_id: 'demo-sub-1', sub_matches: true });
  });
});
