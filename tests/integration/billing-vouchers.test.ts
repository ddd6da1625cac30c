import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as stellrConfirmNumber } from '@/app/api/site/user/stellrConfirmNumber/route';
import { POST as stellrSubscribe } from '@/app/api/site/user/stellr/subscribe/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { POST as checkStatusStellr } from '@/app/api/v1/user/checkStatusStellr/route';
import { formatDate } from '@/i18n/format';
import { VOUCHER_ATTEMPTS_PER_HOUR } from '@/server/billing/vouchers';
import { getDb } from '@/server/db/client';
import {
  DAY_MS,
  dayOf,
  logIn,
  SESSION_COOKIE,
  subscriptionFanEvents,
  subscriptionOf,
  userCount,
  welcomeMessages,
} from '../support/billing-http';
import { awayFromWindowEdge, call, CookieJar, emsisdnOf, errorOf, insertFan, latestCode, setCookie } from '../support/identity-http';

/**
 * Stellr vouchers over the routes (spec §2, §4, §9; DESIGN §3, §5): a PIN is redeemed once however many requests race
 * for it, a fan's guesses are capped, and a new number can subscribe with a voucher after proving it by OTP. The
 * sandbox's PINs (DESIGN §11): 1000000000000001 … 1000000000000010 unused, 2000000000000001 used, others invalid.
 */

const INVALID = 'ERROR: INVALID VOUCHER';
const USED = 'ERROR: USED VOUCHER';
const PROOF_COOKIE = 'touchline_signup_proof';

/** Fans of this file: 27850000100 … (20 for the race, the others one or two a test). */
const FANS = Array.from({ length: 40 }, (_, index) => `278500001${String(index).padStart(2, '0')}`);
let nextFan = 0;
const jars = new Map<string, CookieJar>();
function freshFan(): { msisdn: string; jar: CookieJar } {
  const msisdn = FANS[nextFan++];
  const jar = msisdn ? jars.get(msisdn) : undefined;
  if (!msisdn || !jar) throw new Error('out of test fans');
  return { msisdn, jar };
}

beforeAll(async () => {
  for (const [index, msisdn] of FANS.entries()) {
    await insertFan(msisdn, { network: 'vodacom' });
    jars.set(msisdn, await logIn(msisdn, { ip: `198.51.100.${100 + index}` }));
  }
});

const redeem = (msisdn: string | null, jar: CookieJar, voucher: unknown, extra: object = {}) =>
  call(stellrSubscribe, '/api/site/user/stellr/subscribe', { emsisdn: msisdn ? emsisdnOf(msisdn) : undefined, voucher, ...extra }, { jar });
const statusOf = async (response: Response) => (await response.json()).stellr_subscription?.status;

async function redemptionRows(userIds?: string[]) {
  const db = await getDb();
  const result = await db.execute<{ user_id: string; status: string; pin_hash: string; voucher_id: string | null }>(
    sql`select user_id, status, pin_hash, voucher_id from voucher_redemptions order by created_at`,
  );
  return userIds ? result.rows.filter((row) => userIds.includes(row.user_id)) : result.rows;
}

/** Whether a date is a year (365 days) after a moment between `before` and `after`, by calendar day. */
function isAYearAfter(date: Date | null | undefined, before: number, after: number, years = 1) {
  const days = [dayOf(new Date(before + years * 365 * DAY_MS)), dayOf(new Date(after + years * 365 * DAY_MS))];
  return days.includes(dayOf(date));
}

describe('a signed-in fan redeems a voucher', () => {
  it('an unused PIN: ACTIVE, a year, the status cookies, one welcome SMS and one subscription event', async () => {
    const { msisdn, jar } = freshFan();
    const before = Date.now();
    const response = await redeem(msisdn, jar, '1000000000000001');
    const after = Date.now();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.stellr_subscription).toEqual({ status: 'ACTIVE', message: 'You have been subscribed, welcome to Touchline!' });
    expect(body.user).toMatchObject({ msisdn, subscription_provider: 'stellr', subscription_id: 'sbx-voucher-1000000000000001' });
    expect(isAYearAfter(new Date(body.user.subscription_expiry), before, after)).toBe(true);

    const subscription = await subscriptionOf(msisdn);
    expect(subscription).toMatchObject({ provider: 'stellr', package: 'subscription_monthly', state: 'active' });
    expect(isAYearAfter(subscription?.expires_at, before, after)).toBe(true);

    expect(setCookie(response, 'touchline_sub_status')).toMatch(/^touchline_sub_status=ACTIVE;/);
    expect(setCookie(response, 'touchline')).toMatch(/^touchline=stellr;/);
    expect(setCookie(response, 'touchline_package')).toMatch(/^touchline_package=subscription_monthly;/);

    const welcome = await welcomeMessages(msisdn);
    expect(welcome).toEqual([
      `Welcome to Touchline! Your subscription (Stellr) is active until ${formatDate(subscription?.expires_at ?? '', 'en', 'longDate')}: videos, games and competitions are yours. Your voucher needs no cancelling.`,
    ]);
    expect(await subscriptionFanEvents(msisdn)).toEqual([{ event: 'subscription', event_type: 'subscription_monthly' }]);
    expect(await redemptionRows([`test-fan-${msisdn}`])).toMatchObject([
      { status: 'redeemed', voucher_id: 'sbx-voucher-1000000000000001' },
    ]);
    // Only a keyed hash of the PIN is stored.
    expect((await redemptionRows()).map((row) => row.pin_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);

    const stellr = await call(checkStatusStellr, '/api/v1/user/checkStatusStellr', { emsisdn: emsisdnOf(msisdn) }, { jar });
    expect(await stellr.json()).toEqual({ status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' } });
    expect(setCookie(stellr, 'touchline_sub_status')).toMatch(/^touchline_sub_status=ACTIVE;/);
  });

  it('the same PIN again — by another fan or the same one — is USED, and changes nothing', async () => {
    const { msisdn, jar } = freshFan();
    const response = await redeem(msisdn, jar, '1000000000000001');
    expect(response.status).toBe(200);
    expect(await statusOf(response)).toBe(USED);
    expect(setCookie(response, 'touchline_sub_status')).toBeUndefined();
    expect(await subscriptionOf(msisdn)).toBeUndefined();
    expect(await welcomeMessages(msisdn)).toEqual([]);
    const first = FANS[0] ?? '';
    const again = await redeem(first, jars.get(first) ?? new CookieJar(), '1000000000000001');
    expect(await statusOf(again)).toBe(USED);
    expect(await welcomeMessages(first)).toHaveLength(1);
  });

  it('a PIN the provider says was used elsewhere is USED', async () => {
    const { msisdn, jar } = freshFan();
    expect(await statusOf(await redeem(msisdn, jar, '2000000000000001'))).toBe(USED);
    expect(await subscriptionOf(msisdn)).toBeUndefined();
    // …and stays used here, for everyone.
    const other = freshFan();
    expect(await statusOf(await redeem(other.msisdn, other.jar, '2000000000000001'))).toBe(USED);
  });

  it('any other PIN is INVALID, and leaves nothing behind', async () => {
    const { msisdn, jar } = freshFan();
    const before = (await redemptionRows()).length;
    for (const pin of ['1234567890123456', 'abc', '12']) {
      const response = await redeem(msisdn, jar, pin);
      expect([pin, response.status, await statusOf(response)]).toEqual([pin, 200, INVALID]);
    }
    expect(await redemptionRows()).toHaveLength(before);
    expect(await subscriptionOf(msisdn)).toBeUndefined();
  });

  it('an empty PIN: 422 "Please enter your Voucher PIN", not counted as an attempt', async () => {
    const { msisdn, jar } = freshFan();
    await awayFromWindowEdge(3600, 15);
    for (const voucher of [undefined, '', '   ', ' - ']) {
      expect(await errorOf(await redeem(msisdn, jar, voucher))).toEqual({
        status: 422,
        code: 'voucher_required',
        message: 'Please enter your Voucher PIN',
      });
    }
    for (let attempt = 0; attempt < VOUCHER_ATTEMPTS_PER_HOUR; attempt += 1)
      expect(await statusOf(await redeem(msisdn, jar, '1234567890123456'))).toBe(INVALID);
  });

  it('a PIN typed with spaces or dashes is the same PIN', async () => {
    const { msisdn, jar } = freshFan();
    expect(await statusOf(await redeem(msisdn, jar, '1000 0000-0000 0002'))).toBe('ACTIVE');
    const other = freshFan();
    expect(await statusOf(await redeem(other.msisdn, other.jar, '1000000000000002'))).toBe(USED);
  });

  it('a second voucher adds a year to the one running', async () => {
    const { msisdn, jar } = freshFan();
    const before = Date.now();
    expect(await statusOf(await redeem(msisdn, jar, '1000000000000003'))).toBe('ACTIVE');
    expect(await statusOf(await redeem(msisdn, jar, '1000000000000004'))).toBe('ACTIVE');
    const after = Date.now();
    expect(isAYearAfter((await subscriptionOf(msisdn))?.expires_at, before, after, 2)).toBe(true);
    // A second voucher is not a new subscription: one welcome, one fan event.
    expect(await welcomeMessages(msisdn)).toHaveLength(1);
    expect(await subscriptionFanEvents(msisdn)).toHaveLength(1);
  });

  it("refuses someone else's emsisdn", async () => {
    const { jar } = freshFan();
    expect(await errorOf(await redeem('27710000001', jar, '1000000000000009'))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can only change your own profile',
    });
  });
});

describe('one PIN, many fans at once', () => {
  it('20 concurrent redemptions of one unused PIN by 20 fans: one ACTIVE, 19 USED, one redemption, one subscription', async () => {
    const racers = Array.from({ length: 20 }, () => freshFan());
    const responses = await Promise.all(racers.map(({ msisdn, jar }) => redeem(msisdn, jar, '1000000000000005')));
    const statuses = await Promise.all(responses.map(async (response) => [response.status, await statusOf(response)]));
    expect(statuses.filter(([, status]) => status === 'ACTIVE')).toEqual([[200, 'ACTIVE']]);
    expect(statuses.filter(([http, status]) => http === 200 && status === USED)).toHaveLength(19);

    const userIds = racers.map(({ msisdn }) => `test-fan-${msisdn}`);
    const rows = await redemptionRows(userIds);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('redeemed');
    const winner = racers[statuses.findIndex(([, status]) => status === 'ACTIVE')];
    expect(rows[0]?.user_id).toBe(`test-fan-${winner?.msisdn}`);
    const subscriptions = (await Promise.all(racers.map(({ msisdn }) => subscriptionOf(msisdn)))).filter(Boolean);
    expect(subscriptions).toHaveLength(1);
    expect((await Promise.all(racers.map(({ msisdn }) => welcomeMessages(msisdn)))).flat()).toHaveLength(1);
  });
});

describe('the attempts cap', () => {
  it(`allows ${VOUCHER_ATTEMPTS_PER_HOUR} attempts per fan per hour: the 6th is 429, even with a good PIN`, async () => {
    expect(VOUCHER_ATTEMPTS_PER_HOUR).toBe(5);
    const { msisdn, jar } = freshFan();
    await awayFromWindowEdge(3600, 15);
    for (let attempt = 0; attempt < VOUCHER_ATTEMPTS_PER_HOUR; attempt += 1) {
      expect(await statusOf(await redeem(msisdn, jar, `99999999999999${String(attempt).padStart(2, '0')}`))).toBe(INVALID);
    }
    const capped = await redeem(msisdn, jar, '1000000000000006');
    expect(await errorOf(capped)).toEqual({
      status: 429,
      code: 'voucher_attempts',
      message: 'Too many Voucher PIN attempts. Please try again in an hour.',
    });
    expect(await subscriptionOf(msisdn)).toBeUndefined();
    // The refused PIN was not claimed: another fan can still redeem it.
    const other = freshFan();
    expect(await statusOf(await redeem(other.msisdn, other.jar, '1000000000000006'))).toBe('ACTIVE');
  });

  it('counts parallel guesses too: of 10 at once, at most 5 are answered', async () => {
    const { msisdn, jar } = freshFan();
    await awayFromWindowEdge(3600, 15);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => redeem(msisdn, jar, `88888888888888${String(index).padStart(2, '0')}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(VOUCHER_ATTEMPTS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - VOUCHER_ATTEMPTS_PER_HOUR);
  });
});

describe('a new number subscribes with a voucher', () => {
  const NEW_NUMBER = '27860000101';
  const confirm = (body: object, jar?: CookieJar) =>
    call(stellrConfirmNumber, '/api/site/user/stellrConfirmNumber', body, { jar, ip: '198.51.100.200' });

  it('stellrConfirmNumber needs a number and a network', async () => {
    expect(await errorOf(await confirm({ msisdn: NEW_NUMBER }))).toEqual({
      status: 422,
      code: 'network_required',
      message: 'Please choose your network',
    });
    expect(await errorOf(await confirm({ msisdn: NEW_NUMBER, network: 'telkom' }))).toEqual({
      status: 422,
      code: 'network_required',
      message: 'Please choose your network',
    });
    expect(await errorOf(await confirm({ network: 'mtn' }))).toEqual({
      status: 422,
      code: 'number_required',
      message: 'Please enter your mobile number',
    });
    expect(await errorOf(await confirm({ msisdn: '0210000001', network: 'mtn' }))).toEqual({
      status: 400,
      code: 'invalid_number',
      message: 'Invalid Mobile Number',
    });
  });

  it('number → OTP → proof → voucher: the fan is created, subscribed and signed in', async () => {
    const jar = new CookieJar();
    const sent = await confirm({ msisdn: `0${NEW_NUMBER.slice(2)}`, network: 'cellc_telkom' });
    expect(await sent.json()).toEqual({ status: 'sent', msisdn: NEW_NUMBER });
    const verified = await call(
      verifyOtp,
      '/api/site/user/otp/verify',
      { otp: await latestCode(NEW_NUMBER), msisdn_entered: NEW_NUMBER },
      { jar },
    );
    expect(await verified.json()).toEqual({ emsisdn: emsisdnOf(NEW_NUMBER), user_exists: false });
    expect(jar.get(PROOF_COOKIE)).toBeTruthy();
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await userCount(NEW_NUMBER)).toBe(0);

    const before = Date.now();
    const response = await redeem(NEW_NUMBER, jar, '1000000000000007', { network: 'cellc_telkom' });
    const after = Date.now();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.stellr_subscription).toEqual({ status: 'ACTIVE', message: 'You have been subscribed, welcome to Touchline!' });
    expect(body.user).toMatchObject({
      msisdn: NEW_NUMBER,
      emsisdn: emsisdnOf(NEW_NUMBER),
      network: 'cellc_telkom',
      subscription_provider: 'stellr',
    });
    expect(setCookie(response, SESSION_COOKIE)).toMatch(/; HttpOnly/);
    expect(setCookie(response, 'touchline_sub_status')).toMatch(/^touchline_sub_status=ACTIVE;/);
    expect(await userCount(NEW_NUMBER)).toBe(1);
    expect(isAYearAfter((await subscriptionOf(NEW_NUMBER))?.expires_at, before, after)).toBe(true);
    expect(await welcomeMessages(NEW_NUMBER)).toHaveLength(1);

    const session = await (await call(getSession, '/api/auth/session', undefined, { jar })).json();
    expect(session.user).toMatchObject({ msisdn: NEW_NUMBER, emsisdn: emsisdnOf(NEW_NUMBER) });
  });

  it('a refused voucher subscribes nobody: INVALID, USED, or 422 for an empty PIN', async () => {
    const msisdn = '27860000105';
    const jar = new CookieJar();
    await confirm({ msisdn, network: 'vodacom' });
    await call(verifyOtp, '/api/site/user/otp/verify', { otp: await latestCode(msisdn), msisdn_entered: msisdn }, { jar });
    expect(await statusOf(await redeem(msisdn, jar, '1234567890123456', { network: 'vodacom' }))).toBe(INVALID);
    expect(await statusOf(await redeem(msisdn, jar, '2000000000000001', { network: 'vodacom' }))).toBe(USED);
    expect(await errorOf(await redeem(msisdn, jar, '', { network: 'vodacom' }))).toEqual({
      status: 422,
      code: 'voucher_required',
      message: 'Please enter your Voucher PIN',
    });
    expect(await subscriptionOf(msisdn)).toBeUndefined();
    expect(await welcomeMessages(msisdn)).toEqual([]);
  });

  it('a number new to us becomes a member only when its voucher is ACTIVE: no fan and no session before that', async () => {
    const msisdn = '27860000106';
    const jar = new CookieJar();
    await confirm({ msisdn, network: 'mtn' });
    await call(verifyOtp, '/api/site/user/otp/verify', { otp: await latestCode(msisdn), msisdn_entered: msisdn }, { jar });
    const refused = await redeem(msisdn, jar, '9999999999999999', { network: 'mtn' });
    expect(await refused.clone().json()).toEqual({
      stellr_subscription: { status: INVALID, message: "The Voucher PIN you've entered is invalid." },
      user: null,
    });
    expect(setCookie(refused, SESSION_COOKIE)).toBeUndefined();
    expect(await userCount(msisdn)).toBe(0);
    // The proof still stands for another try; ACTIVE then makes the member, signs them in and spends the proof.
    const accepted = await redeem(msisdn, jar, '1000000000000009', { network: 'mtn' });
    expect(await statusOf(accepted.clone())).toBe('ACTIVE');
    expect(setCookie(accepted, SESSION_COOKIE)).toMatch(/; HttpOnly/);
    expect(setCookie(accepted, PROOF_COOKIE)).toMatch(/Max-Age=0/);
    expect(await userCount(msisdn)).toBe(1);
  });

  it('without a proof or a session: 401, and no fan is created', async () => {
    const stranger = '27860000102';
    for (const emsisdn of [undefined, emsisdnOf(stranger)]) {
      const response = await call(
        stellrSubscribe,
        '/api/site/user/stellr/subscribe',
        { emsisdn, voucher: '1000000000000008', network: 'mtn' },
        { jar: new CookieJar() },
      );
      expect(await errorOf(response)).toEqual({
        status: 401,
        code: 'verification_required',
        message: "Please enter the OTP we've sent to you via SMS",
      });
    }
    // A forged proof cookie is no proof.
    const forged = new CookieJar().set(PROOF_COOKIE, `${stranger}.${Math.floor(Date.now() / 1000) + 600}.forged`);
    expect((await redeem(stranger, forged, '1000000000000008', { network: 'mtn' })).status).toBe(401);
    expect(await userCount(stranger)).toBe(0);
    // The PIN was never claimed.
    const { msisdn, jar } = freshFan();
    expect(await statusOf(await redeem(msisdn, jar, '1000000000000008'))).toBe('ACTIVE');
  });

  it("a proof for one number does not redeem for another number's emsisdn", async () => {
    const proven = '27860000103';
    const jar = new CookieJar();
    await confirm({ msisdn: proven, network: 'mtn' });
    await call(verifyOtp, '/api/site/user/otp/verify', { otp: await latestCode(proven), msisdn_entered: proven }, { jar });
    expect(jar.get(PROOF_COOKIE)).toBeTruthy();
    expect(await errorOf(await redeem('27860000104', jar, '1000000000000010', { network: 'mtn' }))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can only change your own profile',
    });
    expect(await userCount('27860000104')).toBe(0);
  });
});

describe('a fan subscribed through a network', () => {
  it('is told so, and the voucher is not used up', async () => {
    const { msisdn, jar } = freshFan();
    const db = await getDb();
    await db.execute(sql`
      insert into subscriptions (id, user_id, provider, package, provider_subscription_id, state, expires_at)
      select 'net-' || id, id, 'vodacom', 'subscription_monthly', 'net-sub-1', 'active', now() + interval '20 days' from users where msisdn = ${msisdn}`);
    expect(await errorOf(await redeem(msisdn, jar, '1000000000000010'))).toEqual({
      status: 409,
      code: 'already_subscribed',
      message: 'You already have an active subscription through your network. Keep your voucher for when it ends.',
    });
    const other = freshFan();
    expect(await statusOf(await redeem(other.msisdn, other.jar, '1000000000000010'))).toBe('ACTIVE');
  });
});
