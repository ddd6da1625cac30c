import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as subscribeRoute } from '@/app/api/billing/subscribe/[provider]/route';
import { POST as stellrSubscribe } from '@/app/api/site/user/stellr/subscribe/route';
import { POST as checkStatusTelkom } from '@/app/api/v1/user/checkStatusTelkom/route';
import { CarrierError, type CarrierClient } from '@/server/adapters/carriers/carrier';
import { getCarrier } from '@/server/adapters/carriers/get-carrier';
import { createHttpCarrier } from '@/server/adapters/carriers/http-carrier';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { callProvider, logIn, subscriptionEventRows, subscriptionOf, welcomeMessages } from '../support/billing-http';
import { raw, reply, startFakeCarrier, type FakeCarrier } from '../support/billing-fake-carrier';
import { call, CookieJar, emsisdnOf, errorOf, insertFan } from '../support/identity-http';

/**
 * The providers' HTTP client (http-carrier.ts) against a local fake speaking the protocol: bearer key, JSON,
 * Idempotency-Key on POSTs, one retry on a timeout or 5xx, none on a 4xx or a malformed reply. Then the same failures
 * end to end: this file's configuration points Stellr and Telkom at fakes (set before the configuration is first read).
 */
const routeFakes = await vi.hoisted(async () => {
  const { startFakeCarrier: start } = await import('../support/billing-fake-carrier');
  const stellr = await start('/stellr/v1');
  const telkom = await start();
  vi.stubEnv('CARRIER_STELLR_URL', stellr.url);
  vi.stubEnv('CARRIER_STELLR_API_KEY', 'stellr-test-key');
  vi.stubEnv('CARRIER_TELKOM_URL', telkom.url);
  vi.stubEnv('CARRIER_TELKOM_API_KEY', 'telkom-test-key');
  vi.stubEnv('CARRIER_TELKOM_CALLBACK_SECRET', 'telkom-test-callback-secret');
  vi.stubEnv('CARRIER_TIMEOUT_MS', '1000');
  return { stellr, telkom };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await routeFakes.stellr.close();
  await routeFakes.telkom.close();
});

const PROVIDER_UNAVAILABLE = {
  status: 502,
  code: 'provider_unavailable',
  message: "We couldn't reach the subscription service. Please try again in a few minutes.",
};

const fakes: FakeCarrier[] = [];
afterEach(async () => {
  while (fakes.length > 0) await fakes.pop()?.close();
});

async function client(options: { timeoutMs?: number; prefix?: string } = {}): Promise<{ fake: FakeCarrier; carrier: CarrierClient }> {
  const fake = await startFakeCarrier(options.prefix ?? '/api');
  fakes.push(fake);
  const carrier = createHttpCarrier({ provider: 'mtn', baseUrl: fake.url, apiKey: 'secret-key', timeoutMs: options.timeoutMs ?? 2000 });
  return { fake, carrier };
}

const START = {
  msisdn: '27710000001',
  package: 'subscription_monthly',
  reference: 'ref-0001',
  returnUrl: 'http://localhost:3000/api/billing/return/mtn',
};
const STARTED = { subscription_id: 'mtn-42', confirm_url: 'https://pay.mtn.example/confirm/42' };

async function carrierError(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('the HTTP carrier client', () => {
  it('startSubscription POSTs JSON with the bearer key and our reference as Idempotency-Key', async () => {
    const { fake, carrier } = await client();
    fake.plan(reply(STARTED));
    expect(await carrier.startSubscription(START)).toEqual({ subscriptionId: 'mtn-42', confirmUrl: 'https://pay.mtn.example/confirm/42' });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/api/subscriptions',
        authorization: 'Bearer secret-key',
        idempotencyKey: 'ref-0001',
        contentType: 'application/json',
        body: {
          msisdn: '27710000001',
          package: 'subscription_monthly',
          reference: 'ref-0001',
          return_url: 'http://localhost:3000/api/billing/return/mtn',
        },
      },
    ]);
  });

  it('getStatus GETs the subscription (no body, no Idempotency-Key) and reads the code, expiry and message', async () => {
    const { fake, carrier } = await client();
    fake.plan(reply({ status_code: 1, expires_at: '2026-12-01T10:00:00+02:00', unsub_sms: 'SMS STOP to 123' }), reply({ status_code: 7 }));
    expect(await carrier.getStatus({ subscriptionId: 'sub/7 x', msisdn: '27730000007' })).toEqual({
      code: 1,
      expiresAt: new Date('2026-12-01T08:00:00Z'),
      unsubSms: 'SMS STOP to 123',
    });
    expect(await carrier.getStatus({ subscriptionId: 'sub-8', msisdn: '27730000008' })).toEqual({
      code: 7,
      expiresAt: null,
      unsubSms: null,
    });
    expect(
      fake.requests.map(({ method, path, authorization, idempotencyKey, body }) => ({ method, path, authorization, idempotencyKey, body })),
    ).toEqual([
      {
        method: 'GET',
        path: '/api/subscriptions/sub%2F7%20x?msisdn=27730000007',
        authorization: 'Bearer secret-key',
        idempotencyKey: undefined,
        body: undefined,
      },
      {
        method: 'GET',
        path: '/api/subscriptions/sub-8?msisdn=27730000008',
        authorization: 'Bearer secret-key',
        idempotencyKey: undefined,
        body: undefined,
      },
    ]);
  });

  it('redeemVoucher POSTs the PIN with the reference as Idempotency-Key and reads Stellr’s answer', async () => {
    const { fake, carrier } = await client();
    fake.plan(
      reply({ status: 'ACTIVE', voucher_id: 'v-1' }),
      reply({ status: 'ERROR: USED VOUCHER' }),
      reply({ status: 'ERROR: INVALID VOUCHER', voucher_id: null }),
    );
    const input = { pin: '1000000000000001', msisdn: '27710000001', reference: 'claim-1' };
    expect(await carrier.redeemVoucher(input)).toEqual({ status: 'ACTIVE', voucherId: 'v-1' });
    expect(await carrier.redeemVoucher(input)).toEqual({ status: 'ERROR: USED VOUCHER', voucherId: null });
    expect(await carrier.redeemVoucher(input)).toEqual({ status: 'ERROR: INVALID VOUCHER', voucherId: null });
    expect(fake.requests[0]).toEqual({
      method: 'POST',
      path: '/api/vouchers/redeem',
      authorization: 'Bearer secret-key',
      idempotencyKey: 'claim-1',
      contentType: 'application/json',
      body: { pin: '1000000000000001', msisdn: '27710000001', reference: 'claim-1' },
    });
  });

  it('retries a 5xx once, with the same Idempotency-Key, and succeeds', async () => {
    const { fake, carrier } = await client();
    fake.plan(reply({ error: 'busy' }, 503), reply(STARTED));
    expect(await carrier.startSubscription(START)).toEqual({ subscriptionId: 'mtn-42', confirmUrl: STARTED.confirm_url });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((request) => request.idempotencyKey)).toEqual(['ref-0001', 'ref-0001']);
    expect(fake.requests[1]?.body).toEqual(fake.requests[0]?.body);
  });

  it('gives up after two 5xx: CarrierError', async () => {
    const { fake, carrier } = await client();
    fake.plan(reply({}, 500), reply({}, 502), reply(STARTED));
    const error = await carrierError(carrier.startSubscription(START));
    expect(error.provider).toBe('mtn');
    expect(error.message).toBe('mtn: answered 502');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 4xx: CarrierError after one request', async () => {
    const { fake, carrier } = await client();
    fake.plan(reply({ error: 'bad msisdn' }, 400), reply(STARTED));
    expect((await carrierError(carrier.startSubscription(START))).message).toBe('mtn: answered 400');
    expect(fake.requests).toHaveLength(1);
    fake.reset();
    fake.plan(reply({}, 404), reply({ status_code: 1 }));
    expect((await carrierError(carrier.getStatus({ subscriptionId: 'x', msisdn: '27710000001' }))).message).toBe('mtn: answered 404');
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a provider that does not answer, retries once, then CarrierError', async () => {
    const { fake, carrier } = await client({ timeoutMs: 200 });
    fake.plan('hang', 'hang', reply(STARTED));
    expect((await carrierError(carrier.startSubscription(START))).message).toBe('mtn: timed out');
    expect(fake.requests).toHaveLength(2);
  });

  it('a timeout then an answer: the retry succeeds', async () => {
    const { fake, carrier } = await client({ timeoutMs: 200 });
    fake.plan('hang', reply({ status: 'ACTIVE', voucher_id: 'v-2' }));
    expect(await carrier.redeemVoucher({ pin: '1000000000000002', msisdn: '27710000001', reference: 'claim-2' })).toEqual({
      status: 'ACTIVE',
      voucherId: 'v-2',
    });
    expect(fake.requests.map((request) => request.idempotencyKey)).toEqual(['claim-2', 'claim-2']);
  });

  it('a reply that is not JSON is final: CarrierError, no retry', async () => {
    const { fake, carrier } = await client();
    fake.plan(raw('<html>Service Unavailable</html>'), reply(STARTED));
    expect((await carrierError(carrier.startSubscription(START))).message).toBe('mtn: answered with a body that is not JSON');
    expect(fake.requests).toHaveLength(1);
  });

  it('a reply of the wrong shape is final: CarrierError, no retry', async () => {
    const { fake, carrier } = await client();
    const wrong = [
      () => carrier.startSubscription(START),
      () => carrier.startSubscription(START),
      () => carrier.getStatus({ subscriptionId: 'x', msisdn: '27710000001' }),
      () => carrier.getStatus({ subscriptionId: 'x', msisdn: '27710000001' }),
      () => carrier.redeemVoucher({ pin: '1', msisdn: '27710000001', reference: 'r' }),
      () => carrier.redeemVoucher({ pin: '1', msisdn: '27710000001', reference: 'r' }),
    ];
    fake.plan(
      reply({ subscription_id: 'mtn-42' }),
      reply({ subscription_id: 'mtn-42', confirm_url: 'not a url' }),
      reply({ status_code: 5 }),
      reply({ status_code: '1' }),
      reply({ status: 'OK' }),
      reply([]),
    );
    for (const [index, attempt] of wrong.entries()) {
      expect([index, (await carrierError(attempt())).message]).toEqual([
        index,
        'mtn: answered with a reply that does not follow the protocol',
      ]);
    }
    expect(fake.requests).toHaveLength(wrong.length);
  });

  it('an unreachable provider: CarrierError', async () => {
    const { fake } = await client();
    const url = fake.url;
    await fake.close();
    fakes.pop();
    const carrier = createHttpCarrier({ provider: 'stellr', baseUrl: url, apiKey: 'k', timeoutMs: 500 });
    const error = await carrierError(carrier.redeemVoucher({ pin: '1000000000000001', msisdn: '27710000001', reference: 'r' }));
    expect(error.message).toBe('stellr: unreachable');
    expect(error.provider).toBe('stellr');
  });
});

describe('a provider that fails, end to end', () => {
  const { stellr, telkom } = routeFakes;
  const FAN = '27880000001';
  const TELKOM_FAN = '27880000002';
  let jar: CookieJar;
  let telkomJar: CookieJar;

  beforeAll(async () => {
    await insertFan(FAN);
    await insertFan(TELKOM_FAN, { network: 'cellc_telkom' });
    jar = await logIn(FAN, { ip: '198.51.100.180' });
    telkomJar = await logIn(TELKOM_FAN, { ip: '198.51.100.181' });
  });
  afterEach(() => {
    stellr.reset();
    telkom.reset();
  });

  it('the configuration points Stellr and Telkom at the fakes', () => {
    expect(getConfig().billing.carriers.stellr).toMatchObject({ kind: 'http', url: stellr.url, apiKey: 'stellr-test-key' });
    expect(getCarrier('stellr').kind).toBe('http');
    expect(getCarrier('telkom').kind).toBe('http');
    expect(getCarrier('mtn').kind).toBe('sandbox');
  });

  async function redemptionCount() {
    const db = await getDb();
    return (await db.execute<{ n: number }>(sql`select count(*)::int as n from voucher_redemptions`)).rows[0]?.n;
  }

  const redeem = (voucher: string) =>
    call(stellrSubscribe, '/api/site/user/stellr/subscribe', { emsisdn: emsisdnOf(FAN), voucher }, { jar });

  it('Stellr failing twice: 502 provider_unavailable, no redemption, no subscription; the PIN works once Stellr is back', async () => {
    stellr.plan(reply({ error: 'down' }, 503), reply({ error: 'down' }, 503));
    const failed = await redeem('1000000000000001');
    expect(await errorOf(failed)).toEqual(PROVIDER_UNAVAILABLE);
    expect(stellr.requests).toHaveLength(2);
    expect(stellr.requests[0]).toMatchObject({
      method: 'POST',
      path: '/stellr/v1/vouchers/redeem',
      authorization: 'Bearer stellr-test-key',
    });
    expect(stellr.requests[0]?.body).toMatchObject({ pin: '1000000000000001', msisdn: FAN });
    expect(await redemptionCount()).toBe(0);
    expect(await subscriptionOf(FAN)).toBeUndefined();
    expect(await subscriptionEventRows({ provider: 'stellr' })).toEqual([]);
    expect(await welcomeMessages(FAN)).toEqual([]);
    const reference = stellr.requests[0]?.idempotencyKey;
    expect(reference).toMatch(/^[0-9a-f]{32}$/);

    // Stellr is back: the same fan and PIN go through, with the same reference (idempotent at Stellr).
    stellr.reset();
    stellr.plan(reply({ status: 'ACTIVE', voucher_id: 'stellr-v-1' }));
    const redeemed = await redeem('1000000000000001');
    expect(await redeemed.json()).toMatchObject({ stellr_subscription: { status: 'ACTIVE' } });
    expect(stellr.requests.map((request) => request.idempotencyKey)).toEqual([reference]);
    expect(await redemptionCount()).toBe(1);
    expect(await subscriptionOf(FAN)).toMatchObject({ provider: 'stellr', provider_subscription_id: 'stellr-v-1', state: 'active' });
  });

  it('Stellr answering nonsense or timing out: 502, nothing written', async () => {
    const before = await redemptionCount();
    stellr.plan(raw('oops'));
    expect(await errorOf(await redeem('1000000000000002'))).toEqual(PROVIDER_UNAVAILABLE);
    stellr.plan(reply({ status: 'MAYBE' }));
    expect(await errorOf(await redeem('1000000000000002'))).toEqual(PROVIDER_UNAVAILABLE);
    stellr.plan(reply({}, 422));
    expect(await errorOf(await redeem('1000000000000002'))).toEqual(PROVIDER_UNAVAILABLE);
    expect(stellr.requests).toHaveLength(3);
    expect(await redemptionCount()).toBe(before);
  });

  it('checkStatusTelkom with Telkom down: 502, no subscription', async () => {
    telkom.plan(reply({}, 500), reply({}, 500));
    const response = await call(
      checkStatusTelkom,
      '/api/v1/user/checkStatusTelkom',
      { emsisdn: emsisdnOf(TELKOM_FAN), subscription_id: 'tk-down' },
      { jar: telkomJar },
    );
    expect(await errorOf(response)).toEqual(PROVIDER_UNAVAILABLE);
    expect(telkom.requests.map((request) => request.path)).toEqual([
      `/subscriptions/tk-down?msisdn=${TELKOM_FAN}`,
      `/subscriptions/tk-down?msisdn=${TELKOM_FAN}`,
    ]);
    expect(await subscriptionOf(TELKOM_FAN)).toBeUndefined();
  });

  it('checkStatusTelkom with Telkom answering code 1: active once, with its expiry', async () => {
    // 31 January next year: always ahead of today (a fixed date would turn EXPIRED once passed).
    const expiresAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 31));
    telkom.plan(reply({ status_code: 1, expires_at: expiresAt.toISOString() }));
    const response = await call(
      checkStatusTelkom,
      '/api/v1/user/checkStatusTelkom',
      { emsisdn: emsisdnOf(TELKOM_FAN), subscription_id: 'tk-up' },
      { jar: telkomJar },
    );
    expect(await response.json()).toEqual({
      status: { sub_type_check: 'subscription_monthly', sub_status_check: 'ACTIVE' },
      sub_status_code: 1,
    });
    expect(await subscriptionOf(TELKOM_FAN)).toMatchObject({
      provider: 'telkom',
      provider_subscription_id: 'tk-up',
      expires_at: expiresAt,
    });
  });

  it('subscribing on mobile data with Telkom down sends the fan back to /subscribe with the error', async () => {
    // This fan is subscribed by the test before: start afresh (a subscriber is not sent to a network again).
    await (await getDb()).execute(sql`delete from subscriptions where user_id = (select id from users where msisdn = ${TELKOM_FAN})`);
    telkom.plan(reply({}, 503), reply({}, 503));
    const response = await callProvider(subscribeRoute, '/api/billing/subscribe/telkom', 'telkom', undefined, {
      jar: telkomJar,
      headers: { 'x-msisdn': TELKOM_FAN },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/subscribe?error=provider_unavailable');
    expect(telkom.requests).toHaveLength(2);
    expect(telkom.requests[0]?.body).toMatchObject({
      msisdn: TELKOM_FAN,
      package: 'subscription_monthly',
      return_url: 'http://localhost:3000/api/billing/return/telkom',
    });
  });

  it("subscribing with Telkom up goes to Telkom's own confirmation page", async () => {
    telkom.plan(reply({ subscription_id: 'tk-9', confirm_url: 'https://telkom.example/confirm?id=tk-9' }));
    const response = await callProvider(subscribeRoute, '/api/billing/subscribe/telkom', 'telkom', undefined, {
      jar: telkomJar,
      headers: { 'x-msisdn': TELKOM_FAN },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://telkom.example/confirm?id=tk-9');
  });
});
