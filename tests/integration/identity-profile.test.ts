import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { GET as getMedia } from '@/app/media/uploads/[...key]/route';
import { POST as gameEnterNickname } from '@/app/api/site/profile/gameEnterNickname/route';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { POST as skipProfile } from '@/app/api/site/user/profile/skipProfile/route';
import { POST as getProfile } from '@/app/api/v1/user/getProfile/route';
import { POST as updateLanguage } from '@/app/api/v1/user/updateLanguage/route';
import { POST as updateProfile } from '@/app/api/v1/user/updateProfile/route';
import { POST as completeProfile } from '@/app/api/v1/users/completeProfile/route';
import { POST as findOrCreateUser } from '@/app/api/v1/users/findOrCreateUser/route';
import { getDb } from '@/server/db/client';
import { call, CookieJar, emsisdnOf, errorOf, latestCode, request, setCookie, type Handler } from '../support/identity-http';

/**
 * Profile endpoints (spec §7): each needs a session, and an identifier in the body (emsisdn, msisdn, id) must be the
 * signed-in fan's own. Uploads land in a temporary DATA_DIR (set before the configuration is first read).
 */
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_MAX_BYTES = '200000';
  return (process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'touchline-profile-test-')));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const UNAUTHENTICATED = { status: 401, code: 'session_required', message: 'Please log in to continue' };
const FORBIDDEN = { status: 403, code: 'forbidden', message: 'You can only change your own profile' };

async function logIn(msisdn: string): Promise<CookieJar> {
  const jar = new CookieJar();
  await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn });
  const response = await call(verifyOtp, '/api/site/user/otp/verify', { otp: await latestCode(msisdn), msisdn_entered: msisdn }, { jar });
  expect(response.status).toBe(200);
  return jar;
}

function form(fields: Record<string, string | Blob>, files: Record<string, { blob: Blob; name: string }> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files)) data.append(name, file.blob, file.name);
  return data;
}

async function userRow(msisdn: string) {
  const db = await getDb();
  const result = await db.execute<{
    email: string | null;
    first_name: string | null;
    nickname: string | null;
    language: string;
    team: string | null;
    thumbnail_file: string | null;
    completed: boolean;
    skipped: boolean;
  }>(sql`
    select email, first_name, nickname, language, team, thumbnail_file, profile_completed_at is not null as completed,
      profile_skipped_at is not null as skipped
    from users where msisdn = ${msisdn}`);
  return result.rows[0];
}

const COMPLETE = {
  email: 'lindiwe@test.example',
  first_name: 'Lindiwe',
  last_name: 'Zulu',
  nickname: 'Lindi',
  team: 'springboks',
  language: 'xh',
};

let fan3: CookieJar;
let fan5: CookieJar;
beforeAll(async () => {
  fan3 = await logIn('27730000003');
  fan5 = await logIn('27750000005');
});

describe('without a session', () => {
  const cases: [string, Handler, string, unknown][] = [
    ['completeProfile', completeProfile, '/api/v1/users/completeProfile', form({ emsisdn: emsisdnOf('27730000003'), ...COMPLETE })],
    ['getProfile', getProfile, '/api/v1/user/getProfile', { id: 'demo-fan-3' }],
    ['updateProfile', updateProfile, '/api/v1/user/updateProfile', form({ id: 'demo-fan-3', first_name: 'X' })],
    ['updateLanguage', updateLanguage, '/api/v1/user/updateLanguage', { id: 'demo-fan-3', language: 'zu' }],
    ['gameEnterNickname', gameEnterNickname, '/api/site/profile/gameEnterNickname', { emsisdn: emsisdnOf('27730000003'), nickname: 'X' }],
    ['skipProfile', skipProfile, '/api/site/user/profile/skipProfile', { msisdn: '27730000003' }],
    ['findOrCreateUser', findOrCreateUser, '/api/v1/users/findOrCreateUser', { emsisdn: emsisdnOf('27730000003') }],
  ];

  it.each(cases)('%s answers 401', async (_name, handler, path, body) => {
    expect(await errorOf(await call(handler, path, body))).toEqual(UNAUTHENTICATED);
    expect(await errorOf(await call(handler, path, body, { jar: new CookieJar().set('touchline.session_token', 'forged.value') }))).toEqual(
      UNAUTHENTICATED,
    );
  });

  it('changed nothing', async () => {
    expect(await userRow('27730000003')).toMatchObject({ email: null, first_name: null, language: 'en', completed: false, skipped: false });
  });
});

describe("another fan's identifier", () => {
  const other = { emsisdn: emsisdnOf('27720000002'), id: 'demo-fan-2', msisdn: '27720000002' };

  it.each([
    ['completeProfile', completeProfile, '/api/v1/users/completeProfile', form({ emsisdn: other.emsisdn, ...COMPLETE })],
    ['getProfile', getProfile, '/api/v1/user/getProfile', { id: other.id }],
    ['updateProfile', updateProfile, '/api/v1/user/updateProfile', form({ id: other.id, first_name: 'Hacked' })],
    ['updateLanguage', updateLanguage, '/api/v1/user/updateLanguage', { id: other.id, language: 'zu' }],
    ['gameEnterNickname', gameEnterNickname, '/api/site/profile/gameEnterNickname', { emsisdn: other.emsisdn, nickname: 'Hacked' }],
    ['skipProfile', skipProfile, '/api/site/user/profile/skipProfile', { msisdn: '0720000002' }],
    ['findOrCreateUser', findOrCreateUser, '/api/v1/users/findOrCreateUser', { emsisdn: other.emsisdn }],
  ] as [string, Handler, string, unknown][])('%s answers 403', async (_name, handler, path, body) => {
    expect(await errorOf(await call(handler, path, body, { jar: fan3 }))).toEqual(FORBIDDEN);
  });

  it("left the other fan's profile alone", async () => {
    expect(await userRow('27720000002')).toMatchObject({
      email: 'fan2@example.com',
      first_name: 'Anika',
      nickname: null,
      language: 'en',
      skipped: false,
    });
  });
});

describe('completeProfile', () => {
  const path = '/api/v1/users/completeProfile';

  it('answers 422 with a code for each missing or invalid field', async () => {
    const { email: _email, ...withoutEmail } = COMPLETE;
    void _email;
    expect(await errorOf(await call(completeProfile, path, form(withoutEmail), { jar: fan3 }))).toEqual({
      status: 422,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields',
      fields: { email: 'email_required' },
    });
    expect((await errorOf(await call(completeProfile, path, form({ ...COMPLETE, email: 'nope' }), { jar: fan3 }))).fields).toEqual({
      email: 'email_invalid',
    });
    expect(
      (await errorOf(await call(completeProfile, path, form({ ...COMPLETE, email: 'FAN1@example.com' }), { jar: fan3 }))).fields,
    ).toEqual({ email: 'email_taken' });
    // What the fan already has need not be sent (fan 3 has a language): the rest is required.
    expect((await errorOf(await call(completeProfile, path, form({}), { jar: fan3 }))).fields).toEqual({
      email: 'email_required',
      first_name: 'first_name_required',
      last_name: 'last_name_required',
      nickname: 'nickname_required',
      team: 'team_required',
    });
    expect(
      (await errorOf(await call(completeProfile, path, form({ ...COMPLETE, language: 'fr', team: 'all-blacks' }), { jar: fan3 }))).fields,
    ).toEqual({
      language: 'language_required',
      team: 'team_required',
    });
    expect((await userRow('27730000003'))?.completed).toBe(false);
  });

  it('completes the profile (204), accepts the terms, records completed_profile once and follows the language', async () => {
    const response = await call(completeProfile, path, form({ emsisdn: emsisdnOf('27730000003'), ...COMPLETE }), { jar: fan3 });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(setCookie(response, 'NEXT_LOCALE')).toMatch(/^NEXT_LOCALE=xh;/);
    expect(await userRow('27730000003')).toMatchObject({
      email: 'lindiwe@test.example',
      first_name: 'Lindiwe',
      nickname: 'Lindi',
      team: 'springboks',
      language: 'xh',
      completed: true,
    });
    const again = await call(completeProfile, path, form({ ...COMPLETE, nickname: 'Lindi2' }), { jar: fan3 });
    expect(again.status).toBe(204);
    const db = await getDb();
    const events = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from fan_events where emsisdn = ${emsisdnOf('27730000003')} and event = 'completed_profile'`,
    );
    expect(events.rows[0]?.n).toBe(1);
    const terms = await db.execute<{ ok: boolean }>(
      sql`select terms_version_accepted = (select max(version) from terms_versions where published_at is not null) as ok from users where msisdn = '27730000003'`,
    );
    expect(terms.rows[0]?.ok).toBe(true);
  });

  it('keeps junior-springboks out of the third-party-billing variant', async () => {
    const fan1 = await logIn('27710000001');
    const profile = await (await call(getProfile, '/api/v1/user/getProfile', {}, { jar: fan1 })).json();
    expect(profile.user.profile_variant).toBe('third-party-billing');
    const response = await call(completeProfile, path, form({ ...COMPLETE, email: 'fan1@example.com', team: 'junior-springboks' }), {
      jar: fan1,
    });
    expect((await errorOf(response)).fields).toEqual({ team: 'team_required' });
  });
});

describe('getProfile, findOrCreateUser, updateLanguage, gameEnterNickname, skipProfile', () => {
  it("getProfile returns the signed-in fan's profile", async () => {
    for (const body of [{}, { id: 'demo-fan-3' }]) {
      const response = await call(getProfile, '/api/v1/user/getProfile', body, { jar: fan3 });
      expect(response.status).toBe(200);
      expect((await response.json()).user).toMatchObject({
        id: 'demo-fan-3',
        msisdn: '27730000003',
        emsisdn: emsisdnOf('27730000003'),
        profile_completed: true,
      });
    }
  });

  it('findOrCreateUser returns the fan for their own emsisdn', async () => {
    const response = await call(findOrCreateUser, '/api/v1/users/findOrCreateUser', { emsisdn: emsisdnOf('27750000005') }, { jar: fan5 });
    expect((await response.json()).user).toMatchObject({ id: 'demo-fan-5', first_name: 'Lerato' });
  });

  it('updateLanguage answers true, stores the language and sets NEXT_LOCALE', async () => {
    const response = await call(updateLanguage, '/api/v1/user/updateLanguage', { id: 'demo-fan-5', language: 'af' }, { jar: fan5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);
    expect(setCookie(response, 'NEXT_LOCALE')).toMatch(/^NEXT_LOCALE=af;/);
    expect((await (await call(getSession, '/api/auth/session', undefined, { jar: fan5 })).json()).user.language).toBe('af');
    expect(await errorOf(await call(updateLanguage, '/api/v1/user/updateLanguage', { language: 'fr' }, { jar: fan5 }))).toEqual({
      status: 422,
      code: 'invalid_input',
      // In the fan's new language from now on (issue 26): the cookie set above; the code and the field's code unchanged.
      message: 'Korrigeer asseblief die gemerkte velde',
      fields: { language: 'language_required' },
    });
  });

  it('gameEnterNickname stores the nickname; an empty one is refused', async () => {
    const path = '/api/site/profile/gameEnterNickname';
    const response = await call(gameEnterNickname, path, { emsisdn: emsisdnOf('27750000005'), nickname: '  Kicker ' }, { jar: fan5 });
    expect(await response.json()).toEqual({ status: 'ok', nickname: 'Kicker' });
    expect((await errorOf(await call(gameEnterNickname, path, { nickname: '' }, { jar: fan5 }))).fields).toEqual({
      nickname: 'nickname_required',
    });
    expect((await userRow('27750000005'))?.nickname).toBe('Kicker');
  });

  it('the session query flag updates the nickname', async () => {
    const response = await call(getSession, '/api/auth/session?nickname=Rusher', undefined, { jar: fan5 });
    expect((await response.json()).user.nickname).toBe('Rusher');
    expect((await userRow('27750000005'))?.nickname).toBe('Rusher');
  });

  it('skipProfile marks the profile as skipped (the number in either form)', async () => {
    const response = await call(skipProfile, '/api/site/user/profile/skipProfile', { msisdn: '0750000005' }, { jar: fan5 });
    expect(await response.json()).toEqual({ status: 'ok', msisdn: '27750000005' });
    expect((await userRow('27750000005'))?.skipped).toBe(true);
  });
});

describe('updateProfile with a thumbnail', () => {
  const path = '/api/v1/user/updateProfile';

  it('stores a real image, re-encoded to a 256×256 WebP under a random name, served by /media/uploads', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 120, b: 60 } } })
      .png()
      .toBuffer();
    const body = form(
      { id: 'demo-fan-5', first_name: 'Lerato', province: 'Limpopo', accept_newsletter: 'on' },
      { thumbnail_file: { blob: new Blob([new Uint8Array(png)], { type: 'image/png' }), name: 'me.png' } },
    );
    const response = await call(updateProfile, path, body, { jar: fan5 });
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user.thumbnail_file).toMatch(/^thumbnails\/[0-9a-f-]{36}\.webp$/);
    expect(user).toMatchObject({ image_url: user.thumbnail_file, province: 'Limpopo', accept_newsletter: true });
    expect((await userRow('27750000005'))?.thumbnail_file).toBe(user.thumbnail_file);

    const file = join(dataDir, 'uploads', user.thumbnail_file);
    expect(existsSync(file)).toBe(true);
    expect(await sharp(readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const media = await getMedia(request(`/media/uploads/${user.thumbnail_file}`), {
      params: Promise.resolve({ key: user.thumbnail_file.split('/') }),
    });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await media.arrayBuffer()).equals(readFileSync(file))).toBe(true);

    expect((await (await call(getSession, '/api/auth/session', undefined, { jar: fan5 })).json()).user.image_url).toBe(user.thumbnail_file);
  });

  it('refuses a text file named x.png, and keeps the old thumbnail', async () => {
    const before = (await userRow('27750000005'))?.thumbnail_file;
    expect(before).toBeTruthy();
    const body = form({}, { thumbnail_file: { blob: new Blob(['this is not a picture'], { type: 'image/png' }), name: 'x.png' } });
    expect(await errorOf(await call(updateProfile, path, body, { jar: fan5 }))).toEqual({
      status: 422,
      code: 'thumbnail_not_an_image',
      // fan 5 reads Afrikaans (updateLanguage above): the refusal too (issue 26).
      message: "Die prent moet 'n JPEG-, PNG-, WebP- of AVIF-beeld wees.",
    });
    expect((await userRow('27750000005'))?.thumbnail_file).toBe(before);
  });

  it('refuses a picture over the upload limit', async () => {
    const big = new Blob([new Uint8Array(210_000)], { type: 'image/png' });
    expect(
      await errorOf(await call(updateProfile, path, form({}, { thumbnail_file: { blob: big, name: 'big.png' } }), { jar: fan5 })),
    ).toEqual({
      status: 413,
      code: 'thumbnail_too_large',
      message: 'Die prent is te groot.',
    });
    const huge = new Blob([new Uint8Array(400_000)], { type: 'image/png' });
    expect((await call(updateProfile, path, form({}, { thumbnail_file: { blob: huge, name: 'huge.png' } }), { jar: fan5 })).status).toBe(
      413,
    );
  });

  it('checks the other fields too', async () => {
    expect((await errorOf(await call(updateProfile, path, form({ email: 'nope', team: 'all-blacks' }), { jar: fan5 }))).fields).toEqual({
      email: 'email_invalid',
      team: 'team_required',
    });
    expect((await errorOf(await call(updateProfile, path, form({ email: 'fan2@example.com' }), { jar: fan5 }))).fields).toEqual({
      email: 'email_taken',
    });
  });

  it('the media route refuses an unsafe or unknown key', async () => {
    for (const key of [
      ['..', 'etc', 'passwd'],
      ['thumbnails', 'missing.webp'],
    ]) {
      const media = await getMedia(request(`/media/uploads/${key.join('/')}`), { params: Promise.resolve({ key }) });
      expect(media.status).toBe(404);
    }
  });
});
