import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as findOrCreateUserSignUp } from '@/app/api/site/user/findOrCreateUserSignUp/route';
import { POST as updateProfile } from '@/app/api/v1/user/updateProfile/route';
import { POST as completeProfile } from '@/app/api/v1/users/completeProfile/route';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { getDb } from '@/server/db/client';
import { encodePlay } from '@/components/browser/playable-ad-cookie';
import { AD_KICKS } from '@/game-rules/ad-play';
import { playKicks } from '@/game-rules/autoplay';
import { call, CookieJar, emsisdnOf, errorOf, latestCode, setCookie } from '../support/identity-http';

/** Sign-up (spec §4: OTP verify, then find or create the user; §3 signup data; §9 the one-year cookie). */

const PROOF_COOKIE = 'touchline_signup_proof';
const SESSION_COOKIE = 'touchline.session_token';

/** The playable ad's cookie after three kicks from this seed, the first sent wide: 30 (1 + 2 difficulty, in tens). */
function adCookie(seed: number): { value: string; score: number } {
  let kick = 0;
  const played = playKicks(seed, { kickCount: AD_KICKS, think: () => 40, miss: () => ++kick === 1 });
  return { value: encodePlay({ seed, moves: played.moves, score: played.score }), score: played.score };
}

let nextNumber = 0;
/** A number nobody registered: 27810000000, 27810000001, … */
const unregistered = () => `2781${String(nextNumber++).padStart(7, '0')}`;

function signupData(number: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Zola',
    last_name: 'Budd',
    nickname: `Zola${number.slice(-4)}`,
    number,
    network: 'vodacom',
    email: `zola${number.slice(-4)}@test.example`,
    province: 'Gauteng',
    team: 'springbok-women',
    accept_newsletter: true,
    accept_terms: true,
    ...overrides,
  };
}

/** The sign-up OTP step: the browser's jar ends up with the proof (a new number) or a session (a registered one). */
async function proveNumber(msisdn: string, jar: CookieJar) {
  const sent = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose: 'signup' });
  expect(sent.status).toBe(200);
  const response = await call(
    verifyOtp,
    '/api/site/user/otp/verify',
    { otp: await latestCode(msisdn.startsWith('0') ? `27${msisdn.slice(1)}` : msisdn), msisdn_entered: msisdn },
    { jar },
  );
  expect(response.status).toBe(200);
  return response;
}

const signUp = (body: unknown, jar?: CookieJar) => call(findOrCreateUserSignUp, '/api/site/user/findOrCreateUserSignUp', body, { jar });

async function events(emsisdn: string) {
  const db = await getDb();
  const result = await db.execute<{ event: string; event_type: string; score: number }>(
    sql`select event, event_type, score from fan_events where emsisdn = ${emsisdn} order by id`,
  );
  return result.rows;
}

async function userCount(msisdn: string) {
  const db = await getDb();
  return (await db.execute<{ n: number }>(sql`select count(*)::int as n from users where msisdn = ${msisdn}`)).rows[0]?.n;
}

describe('the sign-up OTP', () => {
  it('is sent to a number that is not registered, and proves it without signing in', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    const response = await proveNumber(`0${msisdn.slice(2)}`, jar);
    expect(await response.json()).toEqual({ emsisdn: emsisdnOf(msisdn), user_exists: false });
    const proof = setCookie(response, PROOF_COOKIE);
    expect(proof).toMatch(new RegExp(`^${PROOF_COOKIE}=${msisdn}\\.\\d+\\.[A-Za-z0-9_-]+;`));
    expect(proof).toMatch(/; Path=\/api\/site\/user/);
    expect(proof).toMatch(/; Max-Age=900/);
    expect(proof).toMatch(/; HttpOnly/);
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect(await userCount(msisdn)).toBe(0);
  });

  it('refuses an invalid number', async () => {
    const response = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '0210000001', purpose: 'signup' });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'invalid_number', message: 'Invalid Mobile Number' });
  });
});

describe('findOrCreateUserSignUp', () => {
  it('refuses a number this browser has not proven', async () => {
    const msisdn = unregistered();
    expect(await errorOf(await signUp(signupData(msisdn)))).toEqual({
      status: 401,
      code: 'verification_required',
      message: "Please enter the OTP we've sent to you via SMS",
    });
    // A proof for another number does not help.
    const jar = new CookieJar();
    await proveNumber(unregistered(), jar);
    expect((await signUp(signupData(msisdn), jar)).status).toBe(401);
    // Nor does a forged one.
    const forged = new CookieJar().set(PROOF_COOKIE, `${msisdn}.9999999999.forged`);
    expect((await signUp(signupData(msisdn), forged)).status).toBe(401);
    expect(await userCount(msisdn)).toBe(0);
  });

  it('creates the fan, records completed_profile, sets the one-year cookie and signs the fan in', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    const response = await signUp(signupData(`0${msisdn.slice(2)}`), jar);
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({
      msisdn,
      emsisdn: emsisdnOf(msisdn),
      first_name: 'Zola',
      last_name: 'Budd',
      nickname: `Zola${msisdn.slice(-4)}`,
      email: `zola${msisdn.slice(-4)}@test.example`,
      network: 'vodacom',
      province: 'Gauteng',
      team: 'springbok-women',
      language: 'en',
      accept_newsletter: true,
      profile_completed: true,
      user_already_exists: false,
    });
    expect(setCookie(response, 'touchline_completed_profile')).toMatch(/^touchline_completed_profile=1;.*Max-Age=31536000/);
    expect(setCookie(response, SESSION_COOKIE)).toMatch(/HttpOnly/);
    expect(setCookie(response, PROOF_COOKIE)).toMatch(/Max-Age=0/);
    expect(setCookie(response, 'pa-data-score')).toBeUndefined();
    expect(await events(emsisdnOf(msisdn))).toEqual([{ event: 'completed_profile', event_type: 'profile', score: 0 }]);
    const current = await (await call(getSession, '/api/auth/session', undefined, { jar })).json();
    expect(current.user).toMatchObject({ user_id: user.id, msisdn, first_name: 'Zola', emsisdn: emsisdnOf(msisdn) });
    const db = await getDb();
    const terms = await db.execute<{ accepted: number | null; current: number }>(
      sql`select terms_version_accepted as accepted, (select max(version) from terms_versions where published_at is not null) as current from users where msisdn = ${msisdn}`,
    );
    expect(terms.rows[0]?.accepted).toBe(terms.rows[0]?.current);
  });

  it('records the playable-ad score from the pa-data-score cookie, then expires the cookie', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    const ad = adCookie(42);
    expect(ad.score).toBe(30);
    jar.set('pa-data-score', ad.value);
    const response = await signUp(signupData(msisdn), jar);
    expect(response.status).toBe(200);
    expect(setCookie(response, 'pa-data-score')).toMatch(/^pa-data-score=;.*Max-Age=0/);
    expect(await events(emsisdnOf(msisdn))).toEqual([
      { event: 'completed_profile', event_type: 'profile', score: 0 },
      { event: 'playable_ad_rugby_kicks', event_type: 'game', score: 30 },
    ]);
  });

  it("records a tampered score, or one the ad's kicks do not make, as 0", async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    jar.set('pa-data-score', Buffer.from('pa1:99999999').toString('base64url'));
    const response = await signUp(signupData(msisdn), jar);
    expect(response.status).toBe(200);
    expect(setCookie(response, 'pa-data-score')).toMatch(/Max-Age=0/);
    expect((await events(emsisdnOf(msisdn))).find((event) => event.event === 'playable_ad_rugby_kicks')?.score).toBe(0);
    // Three real kicks from the ad, sent with more than they make.
    const forged = unregistered();
    const forgedJar = new CookieJar();
    await proveNumber(forged, forgedJar);
    const ad = adCookie(43);
    const text = Buffer.from(ad.value, 'base64url').toString('utf8');
    forgedJar.set('pa-data-score', Buffer.from(text.replace(/:\d+$/, ':40')).toString('base64url'));
    expect((await signUp(signupData(forged), forgedJar)).status).toBe(200);
    expect((await events(emsisdnOf(forged))).find((event) => event.event === 'playable_ad_rugby_kicks')?.score).toBe(0);
  });

  it('takes the language from the NEXT_LOCALE cookie', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    jar.set('NEXT_LOCALE', 'zu');
    const response = await signUp(signupData(msisdn), jar);
    expect((await response.json()).user.language).toBe('zu');
    expect(setCookie(response, 'NEXT_LOCALE')).toMatch(/^NEXT_LOCALE=zu;/);
  });

  it('returns an existing fan as is (user_already_exists) and signs them in', async () => {
    const jar = new CookieJar();
    const verified = await proveNumber('0740000004', jar);
    expect(await verified.json()).toMatchObject({ emsisdn: emsisdnOf('27740000004'), user_exists: true });
    expect(setCookie(verified, SESSION_COOKIE)).toBeTruthy();
    const response = await signUp(signupData('0740000004', { first_name: 'Impostor' }), jar);
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({ msisdn: '27740000004', first_name: 'Sipho', last_name: 'Dlamini', user_already_exists: true });
    expect(setCookie(response, 'touchline_completed_profile')).toBeUndefined();
    expect(await events(emsisdnOf('27740000004'))).toEqual([]);
    expect(await userCount('27740000004')).toBe(1);
  });

  it('replaying the proof after sign-up finds the same fan', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    const proof = jar.get(PROOF_COOKIE) ?? '';
    expect((await (await signUp(signupData(msisdn), jar)).json()).user.user_already_exists).toBe(false);
    const replay = await signUp(signupData(msisdn, { first_name: 'Other' }), new CookieJar().set(PROOF_COOKIE, proof));
    expect((await replay.json()).user).toMatchObject({ first_name: 'Zola', user_already_exists: true });
    expect(await userCount(msisdn)).toBe(1);
  });

  it('makes one fan of racing sign-ups of one number', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    const responses = await Promise.all(Array.from({ length: 20 }, () => signUp(signupData(msisdn), jar)));
    const users = await Promise.all(responses.map(async (response) => (await response.json()).user));
    expect(users.filter((user) => user.user_already_exists === false)).toHaveLength(1);
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
    expect(await userCount(msisdn)).toBe(1);
    expect((await events(emsisdnOf(msisdn))).filter((event) => event.event === 'completed_profile')).toHaveLength(1);
  });

  it('does not copy an email that belongs to another fan: the profile stays incomplete until it has one', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    const response = await signUp(signupData(msisdn, { email: 'FAN1@example.com' }), jar);
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ email: null, profile_completed: false });
    expect(setCookie(response, 'touchline_completed_profile')).toBeUndefined();
    expect(await events(emsisdnOf(msisdn))).toEqual([]);
  });

  it('needs only the number, the first name and the terms: the profile is incomplete (no points) and the score waits (issue 17)', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    jar.set('pa-data-score', adCookie(37).value);
    const response = await signUp(
      {
        first_name: 'Thandi',
        number: `0${msisdn.slice(2)}`,
        accept_terms: 'true',
        last_name: '',
        nickname: '',
        network: '',
        email: '',
        province: '',
        team: '',
      },
      jar,
    );
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({
      msisdn,
      first_name: 'Thandi',
      last_name: null,
      nickname: null,
      email: null,
      network: null,
      province: null,
      team: null,
      language: 'en',
      profile_completed: false,
      user_already_exists: false,
    });
    expect(setCookie(response, SESSION_COOKIE)).toMatch(/HttpOnly/);
    // No completed_profile event, no one-year cookie; the score cookie is left for when the profile is completed.
    expect(setCookie(response, 'touchline_completed_profile')).toBeUndefined();
    expect(setCookie(response, 'pa-data-score')).toBeUndefined();
    expect(await events(emsisdnOf(msisdn))).toEqual([]);
  });

  it('filling the last missing field on /profile completes the profile, without recording a consent it never asked for', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    await signUp({ first_name: 'Sipho', last_name: 'Ndlovu', number: msisdn, accept_terms: true, team: 'springboks' }, jar);
    const edit = async (fields: Record<string, string>) => {
      const body = new FormData();
      const db = await getDb();
      body.set('id', (await db.execute<{ id: string }>(sql`select id from users where msisdn = ${msisdn}`)).rows[0]!.id);
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return call(updateProfile, '/api/v1/user/updateProfile', body, { jar });
    };
    // One field still missing: nothing completes.
    expect((await edit({ nickname: 'Sipho9' })).status).toBeLessThan(300);
    expect(await events(emsisdnOf(msisdn))).toEqual([]);
    expect((await edit({ email: `sipho${msisdn.slice(-4)}@test.example` })).status).toBeLessThan(300);
    expect(await events(emsisdnOf(msisdn))).toEqual([{ event: 'completed_profile', event_type: 'profile', score: 0 }]);
    const db = await getDb();
    const row = await db.execute<{ completed: boolean; consents: string[] }>(
      sql`select u.profile_completed_at is not null as completed, array(select source from consent_records c where c.user_id = u.id order by source) as consents from users u where msisdn = ${msisdn}`,
    );
    // /profile shows no terms: the sign-up consent stands, and no other is invented.
    expect(row.rows[0]).toEqual({ completed: true, consents: ['sign-up'] });
  });

  it('complete_profile then sends only the missing fields: the profile is completed, with completed_profile and the waiting score', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    jar.set('pa-data-score', adCookie(37).value);
    await signUp({ first_name: 'Thandi', last_name: 'Mokoena', number: msisdn, accept_terms: true, team: 'sevens' }, jar);
    // Only the missing ones: email and nickname (the first and last name, language and team are stored).
    const missing = new FormData();
    missing.set('emsisdn', emsisdnOf(msisdn));
    missing.set('nickname', 'Thandi7');
    const refused = await call(completeProfile, '/api/v1/users/completeProfile', missing, { jar });
    expect((await errorOf(refused)).fields).toEqual({ email: 'email_required' });
    missing.set('email', `thandi${msisdn.slice(-4)}@test.example`);
    const completed = await call(completeProfile, '/api/v1/users/completeProfile', missing, { jar });
    expect(completed.status).toBe(204);
    expect(setCookie(completed, 'touchline_completed_profile')).toMatch(/^touchline_completed_profile=1;.*Max-Age=31536000/);
    expect(setCookie(completed, 'pa-data-score')).toMatch(/^pa-data-score=;.*Max-Age=0/);
    expect(await events(emsisdnOf(msisdn))).toEqual([
      { event: 'completed_profile', event_type: 'profile', score: 0 },
      { event: 'playable_ad_rugby_kicks', event_type: 'game', score: 30 },
    ]);
    const db = await getDb();
    const row = await db.execute<{ first_name: string; last_name: string; team: string; completed: boolean }>(
      sql`select first_name, last_name, team, profile_completed_at is not null as completed from users where msisdn = ${msisdn}`,
    );
    expect(row.rows[0]).toEqual({ first_name: 'Thandi', last_name: 'Mokoena', team: 'sevens', completed: true });
    // The points engine now counts the fan: completed_profile was applied, not refused as profile_incomplete.
    const applied = await db.execute<{ event_status: string }>(
      sql`select event_status from fan_events where emsisdn = ${emsisdnOf(msisdn)} and event = 'completed_profile'`,
    );
    expect(applied.rows[0]?.event_status).toBe('applied');
  });

  it('answers 422 with a code for each invalid field', async () => {
    const msisdn = unregistered();
    const jar = new CookieJar();
    await proveNumber(msisdn, jar);
    const invalid = async (overrides: Record<string, unknown>) => {
      const error = await errorOf(await signUp(signupData(msisdn, overrides), jar));
      expect(error).toMatchObject({ status: 422, code: 'invalid_input', message: 'Please correct the highlighted fields' });
      return error.fields;
    };
    expect(await invalid({ email: 'not-an-email' })).toEqual({ email: 'email_invalid' });
    expect(await invalid({ first_name: '  ' })).toEqual({ first_name: 'first_name_required' });
    expect(await invalid({ first_name: undefined })).toEqual({ first_name: 'first_name_required' });
    expect(await invalid({ nickname: 'x'.repeat(31) })).toEqual({ nickname: 'too_long' });
    expect(await invalid({ network: 'telkom' })).toEqual({ network: 'network_required' });
    expect(await invalid({ province: 'Atlantis' })).toEqual({ province: 'province_required' });
    expect(await invalid({ team: 'all-blacks' })).toEqual({ team: 'team_required' });
    expect(await invalid({ accept_terms: false })).toEqual({ accept_terms: 'terms_required' });
    expect(await invalid({ number: '' })).toEqual({ number: 'number_required' });
    expect(await invalid({ number: '0210000001' })).toEqual({ number: 'invalid_number' });
    expect(await invalid({ email: 'x', first_name: '' })).toEqual({ email: 'email_invalid', first_name: 'first_name_required' });
    expect(await userCount(msisdn)).toBe(0);
  });
});
