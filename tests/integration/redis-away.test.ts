import { describe, expect, it, vi } from 'vitest';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { getMyPoints } from '@/server/fancred';
import { hit, peek } from '@/server/rate-limits/rate-limit';
import { awayFromWindowEdge, call, CookieJar, insertFan, latestCode } from '../support/identity-http';

/**
 * REDIS_URL set, and Redis away (decision 027): nothing answers on its port. Limits count in Postgres instead, logins
 * and ranks go on, and no call answers 500.
 */
vi.hoisted(() => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  process.env.REDIS_KEY_PREFIX = `touchline:test:away:${process.pid}:`;
});

describe('Redis away', () => {
  it('a fan still gets a code and logs in; the limits count in Postgres and still refuse', async () => {
    await awayFromWindowEdge(300, 20);
    const msisdn = '27720000077';
    const fan = await insertFan(msisdn);
    const jar = new CookieJar();
    const sent = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn }, { ip: '198.51.100.7', jar });
    expect(sent.status).toBe(200);
    const verified = await call(
      verifyOtp,
      '/api/site/user/otp/verify',
      { otp: await latestCode(msisdn), msisdn_entered: msisdn },
      { ip: '198.51.100.7', jar },
    );
    expect(verified.status).toBe(200);
    expect(await getMyPoints({ userId: fan.id, type: 'monthly' })).toMatchObject({ points: 0, rank: null });

    // The number's send cap (3 per 5 minutes) still holds, counted in Postgres.
    for (let index = 0; index < 2; index += 1)
      expect((await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn }, { ip: '198.51.100.7' })).status).toBe(200);
    expect((await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn }, { ip: '198.51.100.7' })).status).toBe(429);

    const window = { key: `redis-away-test:${process.pid}`, seconds: 60 };
    expect(await hit(window)).toBe(1);
    expect(await hit(window)).toBe(2);
    expect(await peek(window)).toBe(2);
  });
});
