import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as adminLogin } from '@/app/api/admin/login/route';
import { POST as adminResetPassword } from '@/app/api/admin/reset-password/route';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route';
import { getDb } from '@/server/db/client';
import { createStaffMember } from '@/server/identity/demo-staff';
import { STAFF_SESSION } from '@/server/identity/session';
import { resetStaffPassword, signInStaff, STAFF_LIMITS } from '@/server/identity/staff';
import { call, CookieJar, countMessages, errorOf, latestCode, latestMessage } from '../support/identity-http';

/** Staff accounts: forgot_password and reset (spec §2, §8), and password sign-in with its lock (staff.ts). */

const headers = () => new Headers({ 'x-forwarded-for': '198.51.100.80' });
const signIn = (email: string, password: string, ip = '198.51.100.80') => signInStaff({ email, password, ip, headers: headers() });
const forgot = (email: string | undefined, ip?: string) => call(forgotPassword, '/api/v1/forgot-password', { email }, { ip });

async function resetToken(email: string): Promise<string> {
  const message = await latestMessage(email);
  const link = /(http:\/\/localhost:3000\/admin\/reset-password\?token=[^\s]+)/.exec(message?.body ?? '')?.[1];
  if (!link) throw new Error(`no reset link in ${message?.body}`);
  return new URL(link).searchParams.get('token') ?? '';
}

beforeAll(async () => {
  const db = await getDb();
  for (const name of ['lock', 'race', 'route', 'reset', 'steady', 'session']) {
    await createStaffMember(db, { email: `${name}@staff.example`, password: `${name}-password-ok`, role: 'editor', name });
  }
});

describe('forgot-password', () => {
  it("says an unknown email, or a fan's, is not in the database, and sends nothing", async () => {
    for (const email of ['nobody@example.com', 'fan1@example.com']) {
      const error = await errorOf(await forgot(email));
      expect(error).toMatchObject({ status: 404, message: "We couldn't find that email in our database" });
      expect(await countMessages(email)).toBe(0);
    }
  });

  it('validates the email like the login form', async () => {
    expect(await errorOf(await forgot(undefined))).toEqual({ status: 422, code: 'email_required', message: 'Email is Required' });
    expect(await errorOf(await forgot('admin'))).toEqual({ status: 422, code: 'email_invalid', message: 'Not a valid email' });
  });

  it('emails a staff member a one-hour reset link that works once', async () => {
    const response = await forgot(' Reset@Staff.example ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { email: 'reset@staff.example' } });
    const message = await latestMessage('reset@staff.example');
    expect(message?.subject).toBe('Reset your Touchline password');
    expect(message?.body).toContain('/admin/reset-password?token=');
    const token = await resetToken('reset@staff.example');
    expect(token.length).toBeGreaterThanOrEqual(16);

    const session = await signIn('reset@staff.example', 'reset-password-ok');
    expect(session.ok).toBe(true);
    const jar = new CookieJar();
    for (const line of session.ok ? session.cookies : []) jar.absorb(new Response(null, { headers: { 'set-cookie': line } }));
    expect((await (await call(getSession, '/api/auth/session', undefined, { jar })).json()).user?.user_id).toBeTruthy();

    expect(await resetStaffPassword({ token, password: 'short' })).toEqual({ ok: false, reason: 'weak_password' });
    expect(await resetStaffPassword({ token, password: 'a-brand-new-password' })).toEqual({ ok: true });
    expect(await resetStaffPassword({ token, password: 'another-new-password' })).toEqual({ ok: false, reason: 'invalid_token' });
    expect(await resetStaffPassword({ token: 'made-up-token', password: 'another-new-password' })).toEqual({
      ok: false,
      reason: 'invalid_token',
    });

    // Every session of the account is revoked; the new password works and the old one does not.
    expect(await (await call(getSession, '/api/auth/session', undefined, { jar })).json()).toEqual({});
    expect((await signIn('reset@staff.example', 'reset-password-ok')).ok).toBe(false);
    expect((await signIn('reset@staff.example', 'a-brand-new-password')).ok).toBe(true);
  });

  it('the reset route answers with the spec texts', async () => {
    await forgot('route@staff.example');
    const token = await resetToken('route@staff.example');
    const path = '/api/admin/reset-password';
    expect(await errorOf(await call(adminResetPassword, path, { token, password: 'short' }))).toEqual({
      status: 422,
      code: 'weak_password',
      message: 'Use at least 10 characters.',
    });
    const ok = await call(adminResetPassword, path, { token, password: 'route-password-new' });
    expect(await ok.json()).toEqual({ status: true });
    expect(await errorOf(await call(adminResetPassword, path, { token, password: 'route-password-new' }))).toEqual({
      status: 400,
      code: 'invalid_token',
      message: 'This reset link has expired or was already used.',
    });
  });

  it(`sends at most ${STAFF_LIMITS.resetsPerEmailHour} reset emails per address an hour`, async () => {
    const before = await countMessages('editor@example.com');
    for (let index = 0; index < STAFF_LIMITS.resetsPerEmailHour; index += 1)
      expect((await forgot('editor@example.com', `198.51.100.${90 + index}`)).status).toBe(200);
    expect(await errorOf(await forgot('editor@example.com', '198.51.100.99'))).toEqual({
      status: 429,
      code: 'too_many_requests',
      message: 'Too many requests. Please try again later',
    });
    expect(await countMessages('editor@example.com')).toBe(before + STAFF_LIMITS.resetsPerEmailHour);
  });
});

describe('signInStaff', () => {
  it('signs in a staff member with the right password, case-insensitively by email', async () => {
    const result = await signIn(' Admin@Example.com', 'touchline-admin');
    expect(result.ok).toBe(true);
    expect(result.ok && result.cookies.some((line) => /^touchline\.session_token=[^;]+;.*HttpOnly/.test(line))).toBe(true);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    expect(await signIn('admin@example.com', 'wrong-password')).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn('nobody@example.com', 'touchline-admin')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never signs a fan in as staff', async () => {
    expect(await signIn('fan1@example.com', 'touchline-admin')).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn('fan1@example.com', '')).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`locks an email after ${STAFF_LIMITS.failuresPer15Minutes} wrong passwords, even for the right one`, async () => {
    for (let index = 0; index < STAFF_LIMITS.failuresPer15Minutes; index += 1) {
      expect(await signIn('lock@staff.example', `wrong-${index}`, `203.0.113.${index + 1}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await signIn('lock@staff.example', 'lock-password-ok', '203.0.113.50')).toEqual({ ok: false, reason: 'locked' });
    expect(await signIn('LOCK@staff.example', 'lock-password-ok', '203.0.113.51')).toEqual({ ok: false, reason: 'locked' });
    // Another account is not affected.
    expect((await signIn('editor@example.com', 'touchline-editor')).ok).toBe(true);
  });

  it('does not count right passwords as failures', async () => {
    for (let index = 0; index < STAFF_LIMITS.failuresPer15Minutes + 3; index += 1)
      expect((await signIn('steady@staff.example', 'steady-password-ok')).ok).toBe(true);
    for (let index = 0; index < STAFF_LIMITS.failuresPer15Minutes - 1; index += 1)
      expect((await signIn('steady@staff.example', 'wrong')).ok).toBe(false);
    expect((await signIn('steady@staff.example', 'steady-password-ok')).ok).toBe(true);
    expect((await signIn('steady@staff.example', 'wrong')).ok).toBe(false);
    expect(await signIn('steady@staff.example', 'steady-password-ok')).toEqual({ ok: false, reason: 'locked' });
  });

  it(`checks no more than ${STAFF_LIMITS.failuresPer15Minutes} passwords when guesses arrive in parallel`, async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn('race@staff.example', `wrong-${index}`, `203.0.113.${index + 100}`)),
    );
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(results.filter((result) => !result.ok && result.reason === 'invalid').length).toBeLessThanOrEqual(
      STAFF_LIMITS.failuresPer15Minutes,
    );
    expect(await signIn('race@staff.example', 'race-password-ok')).toEqual({ ok: false, reason: 'locked' });
  });

  it('the /admin/login form redirects with a session, or back with the reason', async () => {
    const path = '/api/admin/login';
    const ok = await call(adminLogin, path, { email: 'editor@example.com', password: 'touchline-editor', next: '/admin/stories' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/admin/stories');
    expect(ok.headers.getSetCookie().some((line) => line.startsWith('touchline.session_token='))).toBe(true);
    const offsite = await call(adminLogin, path, {
      email: 'editor@example.com',
      password: 'touchline-editor',
      next: '//evil.example/admin',
    });
    expect(offsite.headers.get('location')).toBe('/admin');
    const wrong = await call(adminLogin, path, { email: 'editor@example.com', password: 'nope' });
    expect(wrong.headers.get('location')).toBe('/admin/login?error=invalid');
    const locked = await call(adminLogin, path, { email: 'lock@staff.example', password: 'lock-password-ok' });
    expect(locked.headers.get('location')).toBe('/admin/login?error=locked');
  });

  it('stores staff passwords hashed', async () => {
    const db = await getDb();
    const result = await db.execute<{ password: string }>(sql`select password from auth_accounts where user_id = 'demo-staff-admin'`);
    expect(result.rows[0]?.password).toBeTruthy();
    expect(result.rows[0]?.password).not.toContain('touchline-admin');
  });
});

describe("staff sessions are shorter than fans'", () => {
  async function staffSession(): Promise<{ jar: CookieJar; sessionId: string }> {
    const jar = new CookieJar();
    const response = await call(
      adminLogin,
      '/api/admin/login',
      { email: 'session@staff.example', password: 'session-password-ok', next: '/admin' },
      { jar, ip: '198.51.100.85' },
    );
    expect(response.status).toBe(303);
    const db = await getDb();
    const rows = await db.execute<{ id: string }>(
      sql`select s.id from auth_sessions s join users u on u.id = s.user_id where u.email = 'session@staff.example' order by s.created_at desc limit 1`,
    );
    return { jar, sessionId: rows.rows[0]?.id ?? '' };
  }
  const signedInId = async (jar: CookieJar) =>
    ((await (await call(getSession, '/api/auth/session', undefined, { jar })).json()) as { user?: { user_id: string } }).user?.user_id;
  const sessionExists = async (id: string) => {
    const db = await getDb();
    return ((await db.execute<{ n: number }>(sql`select count(*)::int as n from auth_sessions where id = ${id}`)).rows[0]?.n ?? 0) === 1;
  };
  const move = async (id: string, column: 'created_at' | 'updated_at', minutes: number) => {
    const db = await getDb();
    await db.execute(sql`update auth_sessions set ${sql.raw(column)} = now() - make_interval(mins => ${minutes}) where id = ${id}`);
  };

  it(`ends a staff session ${STAFF_SESSION.absoluteHours} hours after sign-in, however active`, async () => {
    const { jar, sessionId } = await staffSession();
    expect(await signedInId(jar)).toBeDefined();
    await move(sessionId, 'created_at', STAFF_SESSION.absoluteHours * 60 - 5);
    expect(await signedInId(jar)).toBeDefined();
    await move(sessionId, 'created_at', STAFF_SESSION.absoluteHours * 60 + 1);
    expect(await signedInId(jar)).toBeUndefined();
    expect(await sessionExists(sessionId)).toBe(false);
  });

  it(`ends a staff session after ${STAFF_SESSION.idleMinutes} minutes without a request; a request keeps it alive`, async () => {
    const { jar, sessionId } = await staffSession();
    await move(sessionId, 'updated_at', STAFF_SESSION.idleMinutes - 5);
    expect(await signedInId(jar)).toBeDefined();
    // That request counted as activity: another 55 minutes later the session is still alive.
    const db = await getDb();
    await db.execute(
      sql`update auth_sessions set updated_at = updated_at - make_interval(mins => ${STAFF_SESSION.idleMinutes - 5}) where id = ${sessionId}`,
    );
    expect(await signedInId(jar)).toBeDefined();
    const seen = await db.execute<{ age: number }>(
      sql`select extract(epoch from now() - updated_at)::int as age from auth_sessions where id = ${sessionId}`,
    );
    expect(seen.rows[0]?.age).toBeLessThan(60);
    await move(sessionId, 'updated_at', STAFF_SESSION.idleMinutes + 1);
    expect(await signedInId(jar)).toBeUndefined();
    expect(await sessionExists(sessionId)).toBe(false);
  });

  it('leaves a fan session alone: days old and idle for a day, still signed in', async () => {
    const jar = new CookieJar();
    await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27720000002' }, { ip: '198.51.100.86' });
    expect(
      (
        await call(
          verifyOtp,
          '/api/site/user/otp/verify',
          { otp: await latestCode('27720000002'), msisdn_entered: '27720000002' },
          { jar, ip: '198.51.100.86' },
        )
      ).status,
    ).toBe(200);
    const db = await getDb();
    await db.execute(
      sql`update auth_sessions set created_at = now() - interval '10 days', updated_at = now() - interval '23 hours' where user_id = (select id from users where msisdn = '27720000002')`,
    );
    expect(await signedInId(jar)).toBeDefined();
  });
});
