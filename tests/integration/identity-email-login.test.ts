import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as verifyPasscode } from '@/app/api/site/user/passcode/verify/route';
import { POST as loginEmail } from '@/app/api/v1/user/login-email/route';
import { getDb } from '@/server/db/client';
import {
  awayFromWindowEdge,
  call,
  CookieJar,
  countMessages,
  emsisdnOf,
  errorOf,
  insertFan,
  latestCode,
  latestMessage,
  setCookie,
  wrongCode,
} from '../support/identity-http';

/** Email login (spec §4 email → enter_passcode, §5, §8 passcode messages) over the route handlers. */

const send = (email: string | undefined, options: { resend?: boolean; ip?: string } = {}) =>
  call(loginEmail, '/api/v1/user/login-email', { email_login: email, resend: options.resend }, { ip: options.ip });

const verify = (email: string | undefined, otp: string | undefined, jar?: CookieJar) =>
  call(verifyPasscode, '/api/site/user/passcode/verify', { email, otp }, { jar });

const EMAILS = Array.from({ length: 8 }, (_, index) => `passcode${index}@test.example`);
let next = 0;
const freshEmail = () => {
  const email = EMAILS[next++];
  if (!email) throw new Error('out of test emails');
  return email;
};

beforeAll(async () => {
  for (const [index, email] of EMAILS.entries()) await insertFan(`2783000000${index}`, { email, firstName: `Fan${index}` });
});

const INVALID = { status: 400, code: 'invalid_passcode', message: 'Invalid Passcode' };
/** A wrong passcode against a live one also says how many guesses are left. */
const left = (attempts: number) => ({ ...INVALID, attempts_left: attempts });
const EXCEEDED = { status: 429, code: 'passcode_exceeded', message: 'Exceeded number of Passcode submissions' };

describe('login-email', () => {
  it('requires an email', async () => {
    for (const email of [undefined, '', '   ']) {
      expect(await errorOf(await send(email))).toEqual({ status: 422, code: 'email_required', message: 'Email is Required' });
    }
  });

  it('refuses what is not an email', async () => {
    for (const email of ['fan1', 'fan1@example', 'fan 1@example.com', '@example.com', 'fan1@.com@']) {
      expect(await errorOf(await send(email))).toEqual({ status: 422, code: 'email_invalid', message: 'Not a valid email' });
    }
  });

  it('says the email is not in the records for an unknown email, and for a staff email', async () => {
    for (const email of ['nobody@example.com', 'admin@example.com']) {
      expect(await errorOf(await send(email))).toEqual({
        status: 404,
        code: 'email_not_found',
        message: 'Sorry, this email address is not in our records...',
      });
      expect(await countMessages(email)).toBe(0);
    }
  });

  it("emails a 4-digit passcode to a fan's email on record (case and spaces ignored) and stores only its hash", async () => {
    const response = await send('  FAN1@Example.COM ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { email: 'fan1@example.com' } });
    const message = await latestMessage('fan1@example.com');
    expect(message?.subject).toBe('Your Touchline passcode');
    expect(message?.body).toMatch(
      /^Your Touchline passcode is \d{4}\. It expires in 5 minutes\. If you did not ask for it, ignore this email\.$/,
    );
    const code = await latestCode('fan1@example.com');
    const db = await getDb();
    const rows = await db.execute<{ code_hash: string }>(
      sql`select code_hash from login_codes where channel = 'email' and target = 'fan1@example.com'`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hash).not.toContain(code);
  });
});

describe('passcode/verify', () => {
  it('signs the fan in with the right passcode, once', async () => {
    const jar = new CookieJar();
    const code = await latestCode('fan1@example.com');
    const response = await verify('Fan1@example.com', code, jar);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      emsisdn: emsisdnOf('27710000001'),
      user: {
        user_id: 'demo-fan-1',
        msisdn: '27710000001',
        first_name: 'Thabo',
        last_name: 'Nkosi',
        nickname: 'BokFan1',
        language: 'en',
        image_url: null,
      },
    });
    expect(setCookie(response, 'touchline.session_token')).toMatch(/HttpOnly/);
    const current = await (await call(getSession, '/api/auth/session', undefined, { jar })).json();
    expect(current.user.user_id).toBe('demo-fan-1');
    expect(await errorOf(await verify('fan1@example.com', code))).toEqual(INVALID);
  });

  it('asks for the passcode when it is not 4 digits, and for the email', async () => {
    const email = freshEmail();
    await send(email);
    for (const otp of [undefined, '', '123', '12345', 'abcd']) {
      expect(await errorOf(await verify(email, otp))).toEqual({
        status: 422,
        code: 'passcode_required',
        message: "Please enter the Passcode we've sent to you via email",
      });
    }
    expect(await errorOf(await verify(undefined, '1234'))).toEqual({ status: 422, code: 'email_required', message: 'Email is Required' });
    expect(await errorOf(await verify('not-an-email', '1234'))).toEqual({
      status: 422,
      code: 'email_invalid',
      message: 'Not a valid email',
    });
    expect((await verify(email, await latestCode(email))).status).toBe(200);
  });

  it('allows 3 guesses: Invalid Passcode twice, then Exceeded, and then even the right passcode is refused', async () => {
    const email = freshEmail();
    await send(email);
    const code = await latestCode(email);
    expect(await errorOf(await verify(email, wrongCode(code)))).toEqual(left(2));
    expect(await errorOf(await verify(email, wrongCode(code)))).toEqual(left(1));
    expect(await errorOf(await verify(email, wrongCode(code)))).toEqual(EXCEEDED);
    const right = await verify(email, code);
    expect(await errorOf(right)).toEqual(EXCEEDED);
    expect(setCookie(right, 'touchline.session_token')).toBeUndefined();
  });

  it('refuses an expired passcode and a passcode for another email', async () => {
    const [email, other] = [freshEmail(), freshEmail()];
    await send(email);
    const code = await latestCode(email);
    expect(await errorOf(await verify(other, code))).toEqual(INVALID);
    const db = await getDb();
    await db.execute(sql`update login_codes set expires_at = now() - interval '1 second' where target = ${email}`);
    expect(await errorOf(await verify(email, code))).toEqual(INVALID);
  });

  it('does not accept an SMS OTP as the email passcode of the same fan', async () => {
    const { POST: loginEnterNumber } = await import('@/app/api/site/user/loginEnterNumber/route');
    await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27720000002' });
    const smsCode = await latestCode('27720000002');
    await send('fan2@example.com');
    const passcode = await latestCode('fan2@example.com');
    if (smsCode !== passcode) expect(await errorOf(await verify('fan2@example.com', smsCode))).toEqual(left(2));
    expect((await verify('fan2@example.com', passcode)).status).toBe(200);
  });
});

describe('passcode send caps', () => {
  it('sends at most 3 passcodes per email in 5 minutes', async () => {
    const email = freshEmail();
    await awayFromWindowEdge(300);
    for (let index = 0; index < 3; index += 1) expect((await send(email, { ip: `198.51.100.${60 + index}` })).status).toBe(200);
    expect(await errorOf(await send(email, { ip: '198.51.100.69' }))).toEqual({
      status: 429,
      code: 'passcode_max_send',
      message: 'Maximum Passcodes has been sent for this period. Please try again in 5 minutes',
    });
    expect(await countMessages(email)).toBe(3);
  });

  it('refuses a resend within a minute', async () => {
    const email = freshEmail();
    await awayFromWindowEdge(300);
    expect((await send(email)).status).toBe(200);
    expect(await errorOf(await send(email, { resend: true }))).toEqual({
      status: 429,
      code: 'passcode_max_resend',
      message: 'Maximum Passcodes has been sent for this period. Please try again in 1 minute',
    });
    expect(await countMessages(email)).toBe(1);
  });
});
