import { describe, expect, it, vi } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { call, CookieJar, latestCode } from '../support/identity-http';

/**
 * In production the cookies are Secure even when SITE_URL is plain http (DESIGN §5): a proxy that terminates TLS, or
 * a mistyped setting, must not turn them into cookies a network eavesdropper can read.
 */
vi.hoisted(() => {
  Object.assign(process.env, { NODE_ENV: 'production' });
  process.env.DEMO_MODE = 'true';
  process.env.SITE_URL = 'http://localhost:3000';
});

describe('cookies in production', () => {
  it('the session, sign-up proof and language cookies are Secure over an http SITE_URL', async () => {
    const jar = new CookieJar();
    await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27710000001' });
    const response = await call(
      verifyOtp,
      '/api/site/user/otp/verify',
      { otp: await latestCode('27710000001'), msisdn_entered: '27710000001' },
      { jar },
    );
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((line) => line.includes('touchline.session_token='));
    expect(session).toMatch(/^__Secure-touchline\.session_token=/);
    expect(session).toMatch(/; Secure/);
    expect(cookies.find((line) => line.startsWith('NEXT_LOCALE='))).toMatch(/; Secure/);
    expect((await (await call(getSession, '/api/auth/session', undefined, { jar })).json()).user?.msisdn).toBe('27710000001');

    await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27819999998', purpose: 'signup' });
    const signup = await call(verifyOtp, '/api/site/user/otp/verify', {
      otp: await latestCode('27819999998'),
      msisdn_entered: '27819999998',
    });
    expect(signup.headers.getSetCookie().find((line) => line.startsWith('touchline_signup_proof='))).toMatch(/; Secure/);
  });
});
