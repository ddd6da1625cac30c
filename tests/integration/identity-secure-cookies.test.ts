import { describe, expect, it, vi } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { call, CookieJar, latestCode } from '../support/identity-http';

/** Behind https (SITE_URL), the session and sign-up proof cookies are Secure (DESIGN §5). */
vi.hoisted(() => {
  process.env.SITE_URL = 'https://touchline.example';
});

async function verified(msisdn: string, purpose: 'login' | 'signup', jar: CookieJar) {
  await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose });
  const response = await call(verifyOtp, '/api/site/user/otp/verify', { otp: await latestCode(msisdn), msisdn_entered: msisdn }, { jar });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

describe('cookies behind https', () => {
  it('the session cookie is Secure, httpOnly and SameSite=Lax, and it works', async () => {
    const jar = new CookieJar();
    const cookies = await verified('27710000001', 'login', jar);
    const session = cookies.find((line) => line.includes('touchline.session_token='));
    expect(session).toMatch(/^__Secure-touchline\.session_token=/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect((await (await call(getSession, '/api/auth/session', undefined, { jar })).json()).user?.msisdn).toBe('27710000001');
  });

  it('the sign-up proof cookie is Secure and httpOnly', async () => {
    const cookies = await verified('27819999999', 'signup', new CookieJar());
    const proof = cookies.find((line) => line.startsWith('touchline_signup_proof='));
    expect(proof).toMatch(/; Secure/);
    expect(proof).toMatch(/; HttpOnly/);
  });
});
