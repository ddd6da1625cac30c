import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as loginEnterNumberNetwork } from '@/app/api/site/user/loginEnterNumberNetwork/route';
import { POST as loginGetNetwork } from '@/app/api/site/user/loginGetNetwork/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route';
import { POST as loginEmail } from '@/app/api/v1/user/login-email/route';
import { getDb } from '@/server/db/client';
import { signInStaff } from '@/server/identity/staff';
import { awayFromWindowEdge, call, countMessages, errorOf, latestCode, request } from '../support/identity-http';

/**
 * Per-IP caps (DESIGN §5), with RATE_LIMIT_IP_HOURLY lowered to 3 before the configuration is first read (each test
 * file runs in its own process, so this does not leak into other files).
 */
vi.hoisted(() => {
  process.env.RATE_LIMIT_IP_HOURLY = '3';
  process.env.STAFF_SIGN_INS_IP_HOURLY = '3';
});

const TOO_MANY = { status: 429, code: 'too_many_requests', message: 'Too many requests. Please try again later' };

let nextNumber = 0;
const unregistered = () => `2784${String(nextNumber++).padStart(7, '0')}`;

const sendSignup = (msisdn: string, ip: string) =>
  call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose: 'signup' }, { ip });

beforeEach(async () => {
  await awayFromWindowEdge(3600, 15);
});

describe('per-IP caps', () => {
  it('caps OTP sends per address, whatever the numbers', async () => {
    const numbers = [unregistered(), unregistered(), unregistered(), unregistered()];
    for (const msisdn of numbers.slice(0, 3)) expect((await sendSignup(msisdn, '203.0.113.1')).status).toBe(200);
    const fourth = numbers[3] ?? '';
    expect(await errorOf(await sendSignup(fourth, '203.0.113.1'))).toEqual(TOO_MANY);
    expect(await countMessages(fourth)).toBe(0);
    // Registered numbers count against the same cap.
    expect(
      await errorOf(await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27710000001' }, { ip: '203.0.113.1' })),
    ).toEqual(TOO_MANY);
    // Another address is not affected.
    expect((await sendSignup(fourth, '203.0.113.2')).status).toBe(200);
    expect(await countMessages(fourth)).toBe(1);
  });

  it('uses the right-most X-Forwarded-For entry: a client cannot claim another address', async () => {
    for (let index = 0; index < 3; index += 1) {
      const spoofed = request(
        '/api/site/user/loginEnterNumber',
        { msisdn: unregistered(), purpose: 'signup' },
        { ip: `10.0.0.${index}, 203.0.113.3` },
      );
      expect((await loginEnterNumber(spoofed)).status).toBe(200);
    }
    const spoofed = request(
      '/api/site/user/loginEnterNumber',
      { msisdn: unregistered(), purpose: 'signup' },
      { ip: '10.9.9.9, 203.0.113.3' },
    );
    expect(await errorOf(await loginEnterNumber(spoofed))).toEqual(TOO_MANY);
  });

  it('counts a login send against the address before the number is looked up: a capped address learns nothing', async () => {
    const ip = '203.0.113.12';
    for (let index = 0; index < 3; index += 1) expect((await sendSignup(unregistered(), ip)).status).toBe(200);
    // Unknown and registered numbers get the same answer from a capped address, through both login sends.
    expect(await errorOf(await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27799999999' }, { ip }))).toEqual(
      TOO_MANY,
    );
    expect(await errorOf(await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27720000002' }, { ip }))).toEqual(
      TOO_MANY,
    );
    const network = '/api/site/user/loginEnterNumberNetwork';
    expect(await errorOf(await call(loginEnterNumberNetwork, network, { msisdn: '27799999999', network: 'mtn' }, { ip }))).toEqual(
      TOO_MANY,
    );
    expect(await errorOf(await call(loginEnterNumberNetwork, network, { msisdn: '27720000002', network: 'mtn' }, { ip }))).toEqual(
      TOO_MANY,
    );
    const db = await getDb();
    expect((await db.execute<{ network: string }>(sql`select network from users where msisdn = '27720000002'`)).rows[0]?.network).toBe(
      'vodacom',
    );
    // Unknown numbers count against the cap as well: three of them from a fresh address, and the fourth send is refused.
    const other = '203.0.113.13';
    for (let index = 0; index < 3; index += 1) {
      expect(
        await errorOf(await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: unregistered() }, { ip: other })),
      ).toMatchObject({ status: 404 });
    }
    expect(
      await errorOf(await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27720000002' }, { ip: other })),
    ).toEqual(TOO_MANY);
    expect(await countMessages('27720000002')).toBe(0);
  });

  it('caps number lookups per address', async () => {
    for (const msisdn of ['27710000001', '27799999999', '27720000002']) {
      expect((await call(loginGetNetwork, '/api/site/user/loginGetNetwork', { msisdn }, { ip: '203.0.113.4' })).status).not.toBe(429);
    }
    expect(
      await errorOf(await call(loginGetNetwork, '/api/site/user/loginGetNetwork', { msisdn: '27710000001' }, { ip: '203.0.113.4' })),
    ).toEqual(TOO_MANY);
    // Email lookups share the cap: they too say whether someone is registered.
    expect(
      await errorOf(await call(loginEmail, '/api/v1/user/login-email', { email_login: 'fan1@example.com' }, { ip: '203.0.113.4' })),
    ).toEqual(TOO_MANY);
    expect((await call(loginGetNetwork, '/api/site/user/loginGetNetwork', { msisdn: '27710000001' }, { ip: '203.0.113.5' })).status).toBe(
      200,
    );
  });

  it('caps email passcode lookups per address', async () => {
    for (const email of ['nobody1@example.com', 'nobody2@example.com', 'nobody3@example.com']) {
      expect((await call(loginEmail, '/api/v1/user/login-email', { email_login: email }, { ip: '203.0.113.6' })).status).toBe(404);
    }
    expect(
      await errorOf(await call(loginEmail, '/api/v1/user/login-email', { email_login: 'fan1@example.com' }, { ip: '203.0.113.6' })),
    ).toEqual(TOO_MANY);
    expect(await countMessages('fan1@example.com')).toBe(0);
  });

  it('caps forgot-password requests per address', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await call(forgotPassword, '/api/v1/forgot-password', { email: `nobody${index}@example.com` }, { ip: '203.0.113.7' })).status,
      ).toBe(404);
    }
    expect(
      await errorOf(await call(forgotPassword, '/api/v1/forgot-password', { email: 'admin@example.com' }, { ip: '203.0.113.7' })),
    ).toEqual(TOO_MANY);
    expect(await countMessages('admin@example.com')).toBe(0);
  });

  it('caps staff sign-in attempts per address', async () => {
    const signIn = (email: string, password: string) => signInStaff({ email, password, ip: '203.0.113.8', headers: new Headers() });
    for (let index = 0; index < 3; index += 1)
      expect(await signIn(`nobody${index}@example.com`, 'whatever-password')).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn('admin@example.com', 'touchline-admin')).toEqual({ ok: false, reason: 'ip_limited' });
  });

  it('caps OTP checks at RATE_LIMIT_IP_HOURLY per address an hour, across numbers', async () => {
    const ip = '203.0.113.9';
    const guesses = Array.from({ length: 3 }, () => unregistered());
    for (let start = 0; start < guesses.length; start += 20) {
      const batch = guesses.slice(start, start + 20);
      const responses = await Promise.all(
        batch.map((msisdn) => call(verifyOtp, '/api/site/user/otp/verify', { otp: '1234', msisdn_entered: msisdn }, { ip })),
      );
      for (const response of responses) expect(response.status).toBe(400);
    }
    const msisdn = unregistered();
    expect((await sendSignup(msisdn, '203.0.113.10')).status).toBe(200);
    const code = await latestCode(msisdn);
    expect(await errorOf(await call(verifyOtp, '/api/site/user/otp/verify', { otp: code, msisdn_entered: msisdn }, { ip }))).toEqual(
      TOO_MANY,
    );
    expect((await call(verifyOtp, '/api/site/user/otp/verify', { otp: code, msisdn_entered: msisdn }, { ip: '203.0.113.11' })).status).toBe(
      200,
    );
  });
});
