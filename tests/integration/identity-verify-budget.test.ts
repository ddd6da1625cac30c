import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { POST as verifyPasscode } from '@/app/api/site/user/passcode/verify/route';
import { POST as loginEmail } from '@/app/api/v1/user/login-email/route';
import { getDb } from '@/server/db/client';
import { getLogger } from '@/server/logger';
import { ipLimits, VERIFY_BUDGET } from '@/server/identity/verify-budget';
import { awayFromWindowEdge, call, errorOf, latestCode, wrongCode } from '../support/identity-http';

/**
 * The budget of wrong codes across numbers (decision 011), over HTTP: per address (VERIFY_FAILURES_IP_15MIN, default
 * 20: slowed after 5 wrong codes in 15 minutes, refused after 20) and site-wide (VERIFY_FAILURES_SITE_MINUTE, lowered here to 30 before the
 * configuration is first read: slowed after 15 a minute, refused after 30).
 */
vi.hoisted(() => {
  process.env.VERIFY_FAILURES_SITE_MINUTE = '30';
});

const TOO_MANY = { status: 429, code: 'too_many_requests', message: 'Too many requests. Please try again later' };
/** A wrong code (the guesses it leaves are checked in identity-login.test.ts). */
const INVALID = expect.objectContaining({ status: 400, code: 'invalid_otp', message: 'Invalid OTP' });

let nextNumber = 0;
const unregistered = () => `2785${String(nextNumber++).padStart(7, '0')}`;
let nextAddress = 0;
const freshAddress = () => `192.0.2.${++nextAddress}`;

/** A sign-up code sent to a new number (from its own address); returns the number and its code. */
async function withCode(): Promise<{ msisdn: string; code: string }> {
  const msisdn = unregistered();
  expect(
    (await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose: 'signup' }, { ip: freshAddress() })).status,
  ).toBe(200);
  return { msisdn, code: await latestCode(msisdn) };
}

const verify = (msisdn: string, otp: string, ip: string) =>
  call(verifyOtp, '/api/site/user/otp/verify', { otp, msisdn_entered: msisdn }, { ip });

async function attemptsOf(msisdn: string): Promise<number> {
  const db = await getDb();
  return (
    (await db.execute<{ attempts: number }>(sql`select attempts from login_codes where target = ${msisdn} order by id desc limit 1`))
      .rows[0]?.attempts ?? -1
  );
}

beforeEach(async () => {
  // Every test runs inside one minute, one 30-second spacing window and one 15-minute window.
  await awayFromWindowEdge(60, 25);
  await awayFromWindowEdge(30, 12);
  await awayFromWindowEdge(900, 25);
});

describe('wrong codes per address', () => {
  it('keeps the per-address defaults', () => {
    expect(ipLimits()).toEqual({ slowAfter: 5, refuseAfter: 20 });
  });

  it(`slows an address after ${ipLimits().slowAfter} wrong codes across numbers: one check per ${VERIFY_BUDGET.slowSpacingSeconds} seconds, with Retry-After`, async () => {
    const ip = '203.0.113.50';
    const targets = [await withCode(), await withCode(), await withCode(), await withCode()];
    const [a, b, c, d] = targets as [(typeof targets)[0], (typeof targets)[0], (typeof targets)[0], (typeof targets)[0]];
    for (const target of [a, a, b, b, c]) expect(await errorOf(await verify(target.msisdn, wrongCode(target.code), ip))).toEqual(INVALID);
    // Past the threshold: the first check of the spacing window goes through, the next is held back.
    expect(await errorOf(await verify(c.msisdn, wrongCode(c.code), ip))).toEqual(INVALID);
    const held = await verify(d.msisdn, wrongCode(d.code), ip);
    expect(await errorOf(held)).toEqual(TOO_MANY);
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VERIFY_BUDGET.slowSpacingSeconds);
    // Even the right code waits; a held-back check does not use one of the code's 3 attempts.
    expect(await errorOf(await verify(d.msisdn, d.code, ip))).toEqual(TOO_MANY);
    expect(await attemptsOf(d.msisdn)).toBe(0);
    // Another address is not slowed.
    expect((await verify(d.msisdn, d.code, freshAddress())).status).toBe(200);
  });

  it(`refuses an address after ${ipLimits().refuseAfter} wrong codes, and says so in the log once`, async () => {
    const ip = '203.0.113.51';
    // 20 wrong codes at one check per 30 seconds take 7.5 minutes: the address's counter is set where they would leave it.
    const db = await getDb();
    await db.execute(sql`
      insert into rate_limit_counters (key, window_start, count)
      values (${`verify-fail:ip:${ip}`}, to_timestamp(floor(extract(epoch from now()) / 900) * 900), ${ipLimits().refuseAfter})`);
    const warn = vi.spyOn(getLogger(), 'warn');
    const target = await withCode();
    // Slowed, the first check of the spacing window would go through: refused, none does.
    const refused = await verify(target.msisdn, target.code, ip);
    expect(await errorOf(refused)).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(await verify(target.msisdn, target.code, ip))).toEqual(TOO_MANY);
    const alerts = warn.mock.calls.filter(([fields]) => (fields as { alert?: string }).alert === 'verify_failures');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.[0]).toMatchObject({ budget: `ip:${ip}`, ip, failures: ipLimits().refuseAfter, limit: ipLimits().refuseAfter });
    warn.mockRestore();
    expect((await verify(target.msisdn, target.code, freshAddress())).status).toBe(200);
  });

  it('counts wrong email passcodes in the same budget', async () => {
    const ip = '203.0.113.52';
    const db = await getDb();
    await db.execute(sql`
      insert into rate_limit_counters (key, window_start, count)
      values (${`verify-fail:ip:${ip}`}, to_timestamp(floor(extract(epoch from now()) / 900) * 900), ${ipLimits().refuseAfter})`);
    expect((await call(loginEmail, '/api/v1/user/login-email', { email_login: 'fan2@example.com' }, { ip: freshAddress() })).status).toBe(
      200,
    );
    const code = await latestCode('fan2@example.com');
    expect(
      await errorOf(await call(verifyPasscode, '/api/site/user/passcode/verify', { email: 'fan2@example.com', otp: code }, { ip })),
    ).toEqual(TOO_MANY);
    expect(
      (await call(verifyPasscode, '/api/site/user/passcode/verify', { email: 'fan2@example.com', otp: code }, { ip: freshAddress() }))
        .status,
    ).toBe(200);
  });
});

describe('wrong codes site-wide', () => {
  it('refuses every check for the rest of the minute once wrong codes from many addresses reach the budget, with one error line', async () => {
    const db = await getDb();
    const counted = async () =>
      Number(
        (
          await db.execute<{ count: number }>(
            sql`select count from rate_limit_counters where key = 'verify-fail:site' and window_start = to_timestamp(floor(extract(epoch from now()) / 60) * 60)`,
          )
        ).rows[0]?.count ?? 0,
      );
    const error = vi.spyOn(getLogger(), 'error');
    const targets = await Promise.all(Array.from({ length: 16 }, () => withCode()));
    // Two wrong codes per number, each from its own address: no number and no address reaches its own cap.
    const guesses = targets.flatMap((target) => [target, target]).slice(0, 30 - (await counted()));
    for (const target of guesses)
      expect(await errorOf(await verify(target.msisdn, wrongCode(target.code), freshAddress()))).toEqual(INVALID);
    expect(await counted()).toBe(30);
    const last = targets[targets.length - 1] as (typeof targets)[0];
    const attemptsBefore = await attemptsOf(last.msisdn);
    const refused = await verify(last.msisdn, last.code, freshAddress());
    expect(await errorOf(refused)).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await errorOf(await verify(last.msisdn, last.code, freshAddress()))).toEqual(TOO_MANY);
    // Refused checks are not counted as wrong codes (nor do they use the code's attempts): the budget stays at its cap.
    expect(await counted()).toBe(30);
    expect(await attemptsOf(last.msisdn)).toBe(attemptsBefore);
    const alerts = error.mock.calls.filter(([fields]) => (fields as { alert?: string }).alert === 'verify_failures');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.[0]).toMatchObject({ budget: 'site:refuse', failures: 30, limit: 30 });
    error.mockRestore();
  }, 90_000);
});
