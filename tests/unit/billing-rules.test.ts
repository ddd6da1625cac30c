import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSandboxCarrier, sandboxStatusCode } from '@/server/adapters/carriers/sandbox-carrier';
import { signCallback } from '@/server/kernel/signed-callback';
import { BILLING_ERRORS, VOUCHER_STATUS_MESSAGES } from '@/server/billing/messages';
import { cancellationFor, isCarrierProvider, PACKAGE } from '@/server/billing/plans';
import { USSD_UNSUBSCRIBE, USSD_UNSUBSCRIBE_TELKOM } from '@/schemas/billing';

/** The billing rules that need no database: the spec's texts and codes, the sandbox's rules, the callback signature. */

describe("the spec's texts", () => {
  it('voucher answers, word for word (spec §4)', () => {
    expect(VOUCHER_STATUS_MESSAGES).toEqual({
      ACTIVE: 'You have been subscribed, welcome to {brand}!',
      'ERROR: INVALID VOUCHER': "The Voucher PIN you've entered is invalid.",
      'ERROR: USED VOUCHER': "The Voucher PIN you've entered has already been used.",
    });
  });

  it('sub_status_check (spec §2) and the network-only message', () => {
    expect(BILLING_ERRORS.subscriptionRequired).toEqual({
      status: 403,
      code: 'subscription_required',
      message: 'You need an active subscription to watch videos and play games.',
    });
    expect(BILLING_ERRORS.offnet).toMatchObject({ status: 409, code: 'offnet' });
  });
});

describe('plans', () => {
  it('one package (spec §3)', () => {
    expect(PACKAGE).toBe('subscription_monthly');
  });

  it('cancelling: *155# (standard), *179# (Telkom), WorldPlay its own message, a voucher nothing (spec §2, §9)', () => {
    expect([USSD_UNSUBSCRIBE, USSD_UNSUBSCRIBE_TELKOM]).toEqual(['*155#', '*179#']);
    expect(cancellationFor('mtn')).toEqual({ view: 'unsubscribe', ussd: '*155#' });
    expect(cancellationFor('vodacom')).toEqual({ view: 'unsubscribe', ussd: '*155#' });
    expect(cancellationFor('telkom')).toEqual({ view: 'unsubscribe_telkom', ussd: '*179#' });
    expect(cancellationFor('worldplay')).toEqual({ view: 'unsubscribe_worldplay', ussd: null });
    expect(cancellationFor('stellr')).toEqual({ view: null, ussd: null });
  });

  it('carriers send callbacks; Stellr (vouchers) does not', () => {
    for (const provider of ['mtn', 'vodacom', 'telkom', 'worldplay']) expect(isCarrierProvider(provider)).toBe(true);
    for (const provider of ['stellr', 'MTN', 'cellc_telkom', '']) expect(isCarrierProvider(provider)).toBe(false);
  });
});

describe('the carrier sandbox (DESIGN §11)', () => {
  it('status: 7 for numbers ending in 7, 8 for 8, otherwise 1', () => {
    expect(sandboxStatusCode('27730000007')).toBe(7);
    expect(sandboxStatusCode('27730000008')).toBe(8);
    for (const msisdn of ['27730000003', '27730000000', '27730000009', '27730000078'])
      expect([msisdn, sandboxStatusCode(msisdn)]).toEqual([msisdn, msisdn.endsWith('8') ? 8 : 1]);
  });

  it('vouchers: 1000000000000001 … 1000000000000010 unused, 2000000000000001 used, anything else invalid', async () => {
    const stellr = createSandboxCarrier('stellr', 'secret');
    const redeem = async (pin: string) => (await stellr.redeemVoucher({ pin, msisdn: '27710000001', reference: 'r' })).status;
    for (let n = 1; n <= 10; n += 1) expect(await redeem(`10000000000000${String(n).padStart(2, '0')}`)).toBe('ACTIVE');
    expect(await redeem('2000000000000001')).toBe('ERROR: USED VOUCHER');
    for (const pin of ['1000000000000000', '1000000000000011', '2000000000000002', '1234567890123456'])
      expect([pin, await redeem(pin)]).toEqual([pin, 'ERROR: INVALID VOUCHER']);
  });

  it("WorldPlay's status carries its unsubscribe message; the others' none", async () => {
    expect((await createSandboxCarrier('worldplay', 's').getStatus({ subscriptionId: 'x', msisdn: '27710000001' })).unsubSms).toBe(
      'To stop your subscription, SMS STOP to 34444 from this number. WorldPlay will confirm by SMS.',
    );
    expect((await createSandboxCarrier('mtn', 's').getStatus({ subscriptionId: 'x', msisdn: '27710000001' })).unsubSms).toBeNull();
  });
});

describe('signCallback', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', () => {
    const body = '{"event_id":"e1"}';
    const expected = createHmac('sha256', 'shared-secret').update(`1767225600.${body}`).digest('hex');
    expect(signCallback('shared-secret', body, 1767225600)).toBe(`t=1767225600,v1=${expected}`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});
