import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as subscribeRoute } from '@/app/api/billing/subscribe/[provider]/route';
import { POST as stellrConfirmNumber } from '@/app/api/site/user/stellrConfirmNumber/route';
import { POST as stellrSubscribe } from '@/app/api/site/user/stellr/subscribe/route';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { callProvider, isoAgo, logIn, sendEvent, subscriptionOf, userCount, welcomeMessages } from '../support/billing-http';
import { call, CookieJar, emsisdnOf, errorOf, insertFan } from '../support/identity-http';

/**
 * The guards that keep a fan from paying twice or losing a voucher, and keep events honest: a subscriber is not sent
 * to a network again, network links are capped, an event from the future or a renewal for a stranger changes
 * nothing, a voucher half-redeemed is finished by a retry, and the voucher path writes nothing before the OTP.
 */

const location = (response: Response) => response.headers.get('location');
const start = (provider: string, msisdn: string, jar: CookieJar) =>
  callProvider(subscribeRoute, `/api/billing/subscribe/${provider}`, provider, undefined, { jar, headers: { 'x-msisdn': msisdn } });

const SUBSCRIBED = '27891000001';
const CAPPED = '27891000002';
const VOUCHER_FAN = '27891000003';
const jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  for (const [index, msisdn] of [SUBSCRIBED, CAPPED, VOUCHER_FAN].entries()) {
    await insertFan(msisdn, { network: 'mtn' });
    jars[msisdn] = await logIn(msisdn, { ip: `198.51.100.${210 + index}` });
  }
});

describe('network links', () => {
  it('a fan who already has access is not sent to a network again (a voucher year is not cut short)', async () => {
    expect(location(await start('mtn', SUBSCRIBED, jars[SUBSCRIBED] as CookieJar))).toMatch(/\/api\/billing\/sandbox\/mtn\?token=/);
    const voucher = await call(
      stellrSubscribe,
      '/api/site/user/stellr/subscribe',
      { emsisdn: emsisdnOf(SUBSCRIBED), voucher: '1000000000000001' },
      { jar: jars[SUBSCRIBED] },
    );
    expect((await voucher.json()).stellr_subscription.status).toBe('ACTIVE');
    const expires = (await subscriptionOf(SUBSCRIBED))?.expires_at;
    expect(location(await start('vodacom', SUBSCRIBED, jars[SUBSCRIBED] as CookieJar))).toBe('/subscribe?error=already_active');
    expect((await subscriptionOf(SUBSCRIBED))?.expires_at).toEqual(expires);
  });

  it('are capped at 10 an hour per fan (each asks the network for a confirmation page)', async () => {
    const jar = jars[CAPPED] as CookieJar;
    for (let n = 0; n < 10; n += 1) expect(location(await start('mtn', CAPPED, jar))).toMatch(/\/api\/billing\/sandbox\/mtn\?token=/);
    expect(location(await start('mtn', CAPPED, jar))).toBe('/subscribe?error=too_many_starts');
  });
});

describe('events', () => {
  it('an event dated in the future is refused (it would make every later event stale)', async () => {
    const response = await sendEvent('mtn', {
      event_id: 'future-1',
      type: 'subscribe',
      msisdn: '27891000010',
      subscription_id: 'f-1',
      occurred_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(await errorOf(response)).toMatchObject({ status: 422, code: 'bad_event' });
    expect(await userCount('27891000010')).toBe(0);
  });

  it('a renewal, failed charge or cancellation for a number we do not know is kept as stale and makes no member', async () => {
    for (const type of ['renew', 'charge_failed', 'unsubscribe'] as const) {
      const response = await sendEvent('vodacom', {
        event_id: `stranger-${type}`,
        type,
        msisdn: '27891000011',
        subscription_id: 'v-1',
        occurred_at: isoAgo(1),
      });
      expect(await response.json()).toEqual({ status: 'stale' });
    }
    expect(await userCount('27891000011')).toBe(0);
  });
});

describe('vouchers', () => {
  it('a redemption that died after Stellr took the voucher is finished by the same number’s retry, once', async () => {
    const pin = '1000000000000002';
    const secret = getConfig().auth.secret;
    const pinHash = createHmac('sha256', secret).update(`voucher:${pin}`).digest('hex');
    const claimId = createHmac('sha256', secret).update(`voucher-ref:${pinHash}:${VOUCHER_FAN}`).digest('hex').slice(0, 32);
    // What a request leaves behind when the process dies between the claim and the subscription.
    await (
      await getDb()
    ).execute(
      sql`insert into voucher_redemptions (id, pin_hash, msisdn, status) values (${claimId}, ${pinHash}, ${VOUCHER_FAN}, 'pending')`,
    );

    const retry = await call(
      stellrSubscribe,
      '/api/site/user/stellr/subscribe',
      { emsisdn: emsisdnOf(VOUCHER_FAN), voucher: pin },
      { jar: jars[VOUCHER_FAN] },
    );
    expect((await retry.json()).stellr_subscription.status).toBe('ACTIVE');
    expect(await subscriptionOf(VOUCHER_FAN)).toMatchObject({ provider: 'stellr', state: 'active' });
    expect(await welcomeMessages(VOUCHER_FAN)).toHaveLength(1);
    // Finished: the PIN is now simply used, for this number too.
    const again = await call(
      stellrSubscribe,
      '/api/site/user/stellr/subscribe',
      { emsisdn: emsisdnOf(VOUCHER_FAN), voucher: pin },
      { jar: jars[VOUCHER_FAN] },
    );
    expect((await again.json()).stellr_subscription.status).toBe('ERROR: USED VOUCHER');
  });

  it('stellrConfirmNumber changes nothing about a registered fan before the OTP is proven', async () => {
    await call(
      stellrConfirmNumber,
      '/api/site/user/stellrConfirmNumber',
      { msisdn: '27720000002', network: 'cellc_telkom' },
      { ip: '198.51.100.220' },
    );
    const network = await (await getDb()).execute<{ network: string }>(sql`select network from users where msisdn = '27720000002'`);
    expect(network.rows[0]?.network).toBe('vodacom');
  });
});
