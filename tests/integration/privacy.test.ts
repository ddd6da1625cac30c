import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as deleteAccount } from '@/app/api/site/user/deleteAccount/route';
import { POST as sendDeleteCode } from '@/app/api/site/user/deleteAccount/sendCode/route';
import { POST as signUpRoute } from '@/app/api/site/user/findOrCreateUserSignUp/route';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { GET as myData } from '@/app/api/site/user/myData/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { POST as completeProfileRoute } from '@/app/api/v1/users/completeProfile/route';
import { enterCompetition } from '@/server/competitions';
import { getDb } from '@/server/db/client';
import { awardPoints, recordShare, setLike, trackStory } from '@/server/fancred';
import { startGame } from '@/server/games';
import { listConsents, setNickname, type UserRow } from '@/server/identity';
import { enqueueSms } from '@/server/outbound';
import { eraseFanAccount } from '@/server/privacy';
import { sendEvent, SESSION_COOKIE } from '../support/billing-http';
import { makeFan, publishedStoryId, sessionFor } from '../support/fancred';
import { makeMatch, playMatch } from '../support/matchday';
import { call, CookieJar, emsisdnOf, errorOf, latestCode, latestMessage, wrongCode } from '../support/identity-http';

/**
 * The fan's own data (POPIA, issue 15, decision 019) over the route handlers, against real Postgres: the download holds
 * the signed-in fan's records and nobody else's; deletion is confirmed by a deletion code (not a login code, and a
 * deletion code never signs in), is refused while a network subscription would still charge, erases every personal
 * field, keeps events only as anonymous counts, frees the number, and happens once however often it is submitted.
 */

const SIGNUP = { last_name: 'Mokoena', network: 'mtn', province: 'Gauteng', team: 'springboks', accept_terms: true };

async function db() {
  return getDb();
}

/** The deletion code in the newest SMS to a number ("Your code to DELETE your … account is 1234."). */
async function deletionCode(msisdn: string): Promise<string> {
  const body = (await latestMessage(msisdn))?.body ?? '';
  const code = /account is (\d{4})\./.exec(body)?.[1];
  if (!code) throw new Error(`no deletion code in: ${body}`);
  return code;
}

/** A new fan through the real sign-up (OTP, then the form); the jar is signed in. */
async function signUp(msisdn: string, firstName: string, ip: string): Promise<{ jar: CookieJar; userId: string }> {
  const jar = new CookieJar();
  expect((await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose: 'signup' }, { ip })).status).toBe(200);
  expect(
    (await call(verifyOtp, '/api/site/user/otp/verify', { otp: await latestCode(msisdn), msisdn_entered: msisdn }, { ip, jar })).status,
  ).toBe(200);
  const created = await call(
    signUpRoute,
    '/api/site/user/findOrCreateUserSignUp',
    { ...SIGNUP, first_name: firstName, nickname: `${firstName}Bok`, number: msisdn, email: `${firstName.toLowerCase()}@privacy.example` },
    { ip, jar },
  );
  expect(created.status).toBe(200);
  const body = (await created.json()) as { user: { id: string; user_already_exists: boolean } };
  expect(body.user.user_already_exists).toBe(false);
  expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  return { jar, userId: body.user.id };
}

async function openChoiceCompetition(): Promise<{ id: number; answer: string }> {
  const rows = await (
    await db()
  ).execute<{ id: string; options: string[] }>(
    sql`select id, options from competitions where is_active and question_type = 'choice' and opens_at < now() and closes_at > now() order by id limit 1`,
  );
  const row = rows.rows[0];
  if (!row || !row.options[0]) throw new Error('the seed has no open multiple-choice competition');
  return { id: Number(row.id), answer: row.options[0] };
}

const subscribe = (msisdn: string, id: string) =>
  sendEvent('mtn', {
    event_id: `${id}-sub`,
    type: 'subscribe',
    msisdn,
    subscription_id: id,
    package: 'subscription_monthly',
    occurred_at: new Date(Date.now() - 60_000).toISOString(),
    expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
const unsubscribe = (msisdn: string, id: string) =>
  sendEvent('mtn', {
    event_id: `${id}-unsub`,
    type: 'unsubscribe',
    msisdn,
    subscription_id: id,
    occurred_at: new Date(Date.now() - 30_000).toISOString(),
  });

/** Every text or JSON value in the database that contains `needle` (outside the demo outbox and the expiring rate-limit keys). */
async function whereIs(needle: string): Promise<string[]> {
  const database = await db();
  const columns = await database.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'jsonb', 'character varying')
      and c.table_name not in ('outbox_messages', 'rate_limit_counters', '__drizzle_migrations')`);
  const found: string[] = [];
  for (const column of columns.rows) {
    const hits = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(column.table_name)} where ${sql.identifier(column.column_name)}::text like ${`%${needle}%`}`,
    );
    if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${column.table_name}.${column.column_name}`);
  }
  return found;
}

describe('download my data', () => {
  const msisdn = '27821990101';
  let jar: CookieJar;
  let userId: string;
  let otherFanId: string;
  let readStoryId: string;

  beforeAll(async () => {
    ({ jar, userId } = await signUp(msisdn, 'Naledi', '198.51.100.101'));
    expect((await subscribe(msisdn, 'privacy-export')).status).toBe(200);
    const competition = await openChoiceCompetition();
    const entered = await enterCompetition({ user: { id: userId, roleId: 2 }, competitionId: competition.id, answer: competition.answer });
    expect(entered.ok).toBe(true);
    expect((await awardPoints({ userId, action: 'story_like', itemKey: 'privacy-story-1' })).status).toBe('applied');
    readStoryId = await publishedStoryId();
    expect(await trackStory({ userId, emsisdn: emsisdnOf(msisdn), articleId: readStoryId, action: 'read' })).toEqual({ isRecorded: true });
    const database = await db();
    const video = await database.execute<{ id: number }>(sql`select id from videos order by id limit 1`);
    await database.execute(
      sql`insert into video_progress (video_id, user_id, day, action) values (${video.rows[0]?.id}, ${userId}, current_date, 'progress_25')`,
    );
    await database.execute(
      sql`insert into game_sessions (id, user_id, game, seed) values ('privacy-export-session', ${userId}, 'rugby-kicks', 7)`,
    );
    await database.execute(sql`
      insert into push_subscriptions (endpoint, p256dh, auth, topics, locale, user_id)
      values (${`https://fcm.googleapis.com/fcm/send/privacy-${userId}`}, 'key', 'auth', array['springboks:score', 'news'], 'zu', ${userId})`);
    await database.execute(sql`
      insert into game_scores (session_id, user_id, game, score, elapsed_ms, day_key, month_key)
      values ('privacy-export-session', ${userId}, 'rugby-kicks', 4321, 60000, to_char(now(), 'YYYY-MM-DD'), to_char(now(), 'YYYY-MM'))`);
    // Another fan with records of their own, which must never appear in this fan's file.
    const other = await makeFan({ firstName: 'Otherfan', email: 'otherfan@privacy.example' });
    otherFanId = other.id;
    await database.execute(
      sql`insert into game_sessions (id, user_id, game, seed) values ('privacy-other-session', ${other.id}, 'rugby-kicks', 8)`,
    );
    await database.execute(sql`
      insert into game_scores (session_id, user_id, game, score, elapsed_ms, day_key, month_key)
      values ('privacy-other-session', ${other.id}, 'rugby-kicks', 9876, 60000, to_char(now(), 'YYYY-MM-DD'), to_char(now(), 'YYYY-MM'))`);
    expect((await awardPoints({ userId: other.id, action: 'story_like', itemKey: 'privacy-story-other' })).status).toBe('applied');
  });

  it('is a JSON file of the fan’s profile, consent, subscription history, FanCred events, competition entries and game scores', async () => {
    const response = await call(myData, '/api/site/user/myData', undefined, { jar });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="touchline-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = (await response.json()) as Record<string, unknown>;
    expect(data.profile).toMatchObject({
      msisdn,
      first_name: 'Naledi',
      last_name: 'Mokoena',
      email: 'naledi@privacy.example',
      emsisdn: emsisdnOf(msisdn),
    });
    expect(data.consents).toEqual([expect.objectContaining({ terms_version: 1, where: 'sign-up' })]);
    expect(data.subscription).toMatchObject({ provider: 'mtn', state: 'active' });
    expect(data.subscription_history).toEqual([
      expect.objectContaining({ provider: 'mtn', type: 'subscribe', outcome: 'applied', subscription_id: 'privacy-export' }),
    ]);
    const events = (data.fancred_events as { event: string }[]).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(['completed_profile', 'subscription', 'competition_entry', 'story_like']));
    expect(data.competition_entries).toEqual([
      expect.objectContaining({ is_correct: expect.any(Boolean), answer: expect.any(String), entered_at: expect.any(String) }),
    ]);
    expect(data.game_scores).toEqual([expect.objectContaining({ game: 'rugby-kicks', score: 4321, status: 'ranked' })]);
    // What deletion erases is in the download too: reading and watching history, watch milestones, games started.
    expect(data.tracking).toEqual([
      expect.objectContaining({ article_id: readStoryId, video_id: null, action: 'read', at: expect.any(String) }),
    ]);
    expect(data.video_progress).toEqual([
      expect.objectContaining({ video: expect.any(String), action: 'progress_25', day: expect.any(String) }),
    ]);
    expect(data.game_sessions).toEqual([
      expect.objectContaining({ session_id: 'privacy-export-session', game: 'rugby-kicks', started_at: expect.any(String) }),
    ]);
    // Match day (issue 24): the predictor's picks, the votes, and each browser's notifications (its push service, never
    // the endpoint itself, which lets anyone push to that browser).
    expect(data.predictions).toEqual([]);
    expect(data.player_of_the_match_votes).toEqual([]);
    expect(data.push_subscriptions).toEqual([
      { push_service: 'fcm.googleapis.com', topics: ['springboks:score', 'news'], language: 'zu', subscribed_at: expect.any(String) },
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('9876');
    expect(text).not.toContain('Otherfan');
    expect(text).not.toContain(otherFanId);
    expect(text).not.toContain('privacy-story-other');
  });

  it('answers 401 without a session, and a staff account has no fan data to download', async () => {
    expect(await errorOf(await call(myData, '/api/site/user/myData'))).toMatchObject({ status: 401, code: 'session_required' });
    const staff = await makeFan({
      msisdn: null,
      emsisdn: null,
      email: 'privacy-staff@example.com',
      staffRole: 'editor',
      firstName: 'Staff',
    });
    const staffJar = await sessionFor(staff.id);
    expect(await errorOf(await call(myData, '/api/site/user/myData', undefined, { jar: staffJar }))).toMatchObject({
      status: 403,
      code: 'not_a_fan',
    });
    expect(await errorOf(await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar: staffJar }))).toMatchObject({
      status: 403,
      code: 'not_a_fan',
    });
  });
});

describe('consent records', () => {
  it('records the terms version accepted at complete_profile', async () => {
    const fan = await makeFan({ isComplete: false });
    const jar = await sessionFor(fan.id);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      emsisdn: fan.emsisdn ?? '',
      email: 'consent@privacy.example',
      first_name: 'Ayanda',
      last_name: 'Khumalo',
      nickname: 'Ayo',
      team: 'sevens',
      language: 'zu',
    }))
      form.append(name, value);
    expect((await call(completeProfileRoute, '/api/v1/users/completeProfile', form, { jar })).status).toBe(204);
    expect(await listConsents(fan.id)).toEqual([expect.objectContaining({ termsVersion: 1, source: 'complete-profile' })]);
  });
});

describe('delete my account', () => {
  it('refuses while a network subscription would still charge; after the network’s cancel it sends a deletion code', async () => {
    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    const msisdn = fan.msisdn ?? '';
    expect((await subscribe(msisdn, 'privacy-renewing')).status).toBe(200);
    expect(await errorOf(await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar }))).toMatchObject({
      status: 409,
      code: 'subscription_active',
    });
    expect(await errorOf(await call(deleteAccount, '/api/site/user/deleteAccount', { otp: '1234' }, { jar }))).toMatchObject({
      status: 409,
      code: 'subscription_active',
    });
    expect((await unsubscribe(msisdn, 'privacy-renewing')).status).toBe(200);
    expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar })).status).toBe(200);
    expect((await latestMessage(msisdn))?.body).toMatch(/^Your code to DELETE your Touchline account is \d{4}\./);
  });

  it('a login code cannot delete an account, and a deletion code cannot sign in', async () => {
    const fan = await makeFan();
    const msisdn = fan.msisdn ?? '';
    const jar = await sessionFor(fan.id);
    const ip = '198.51.100.102';
    expect((await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn }, { ip })).status).toBe(200);
    const loginCode = await latestCode(msisdn);
    expect(await errorOf(await call(deleteAccount, '/api/site/user/deleteAccount', { otp: loginCode }, { jar, ip }))).toMatchObject({
      status: 400,
      code: 'invalid_otp',
    });
    expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar, ip })).status).toBe(200);
    const code = await deletionCode(msisdn);
    const stranger = new CookieJar();
    expect(
      await errorOf(await call(verifyOtp, '/api/site/user/otp/verify', { otp: code, msisdn_entered: msisdn }, { jar: stranger, ip })),
    ).toMatchObject({ status: 400, code: 'invalid_otp' });
    expect(stranger.get(SESSION_COOKIE)).toBeUndefined();
    // The deletion code itself still works (the sign-in attempt did not spend it).
    const queued = async () =>
      Number(
        (
          await (
            await getDb()
          ).execute<{ n: string }>(
            sql`select (select count(*) from pgboss.job where data->>'to' = ${msisdn}) + (select count(*) from pgboss.archive where data->>'to' = ${msisdn}) as n`,
          )
        ).rows[0]?.n,
      );
    expect(await queued()).toBeGreaterThan(0);
    expect((await call(deleteAccount, '/api/site/user/deleteAccount', { otp: code }, { jar, ip })).status).toBe(200);
    // The fan's codes leave the outbound queue and its archive with the account (decision 028).
    expect(await queued()).toBe(0);
  });

  it('wrong codes use the OTP limits: the tries left, then Exceeded number of OTP submissions, and the account stays', async () => {
    const fan = await makeFan();
    const msisdn = fan.msisdn ?? '';
    const jar = await sessionFor(fan.id);
    const ip = '198.51.100.103';
    expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar, ip })).status).toBe(200);
    const code = await deletionCode(msisdn);
    const first = await call(deleteAccount, '/api/site/user/deleteAccount', { otp: wrongCode(code) }, { jar, ip });
    expect(first.status).toBe(400);
    expect(((await first.json()) as { error: { attempts_left: number } }).error.attempts_left).toBe(2);
    expect((await call(deleteAccount, '/api/site/user/deleteAccount', { otp: wrongCode(code) }, { jar, ip })).status).toBe(400);
    expect(await errorOf(await call(deleteAccount, '/api/site/user/deleteAccount', { otp: wrongCode(code) }, { jar, ip }))).toMatchObject({
      status: 429,
      code: 'otp_exceeded',
    });
    // The right code after its three guesses are spent: still refused.
    expect(await errorOf(await call(deleteAccount, '/api/site/user/deleteAccount', { otp: code }, { jar, ip }))).toMatchObject({
      status: 429,
      code: 'otp_exceeded',
    });
    expect(await errorOf(await call(deleteAccount, '/api/site/user/deleteAccount', {}, { jar, ip }))).toMatchObject({
      status: 422,
      code: 'otp_required',
    });
    const row = await (
      await db()
    ).execute<{ msisdn: string | null; deleted_at: Date | null }>(sql`select msisdn, deleted_at from users where id = ${fan.id}`);
    expect(row.rows[0]).toEqual({ msisdn, deleted_at: null });
  });

  it('an expired code deletes nothing', async () => {
    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    const ip = '198.51.100.104';
    expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar, ip })).status).toBe(200);
    const code = await deletionCode(fan.msisdn ?? '');
    await (
      await db()
    ).execute(
      sql`update login_codes set expires_at = now() - interval '1 second' where target = ${fan.msisdn} and purpose = 'delete_account'`,
    );
    expect(await errorOf(await call(deleteAccount, '/api/site/user/deleteAccount', { otp: code }, { jar, ip }))).toMatchObject({
      status: 400,
      code: 'invalid_otp',
    });
    expect((await (await db()).execute(sql`select 1 from users where id = ${fan.id} and deleted_at is null`)).rows).toHaveLength(1);
  });

  describe('a fan with records everywhere', () => {
    const msisdn = '27821990105';
    const ip = '198.51.100.105';
    let jar: CookieJar;
    let userId: string;
    let pastPeriod: string;
    let countsBefore: number;
    let entryId: number;
    let settledMatch: number;
    let openMatch: number;

    beforeAll(async () => {
      ({ jar, userId } = await signUp(msisdn, 'Zanele', ip));
      // A voucher-free history: subscribed, then cancelled through the network (paid to date: deletion may go ahead).
      expect((await subscribe(msisdn, 'privacy-delete')).status).toBe(200);
      const competition = await openChoiceCompetition();
      const entered = await enterCompetition({
        user: { id: userId, roleId: 2 },
        competitionId: competition.id,
        answer: competition.answer,
      });
      if (!entered.ok) throw new Error('entry refused');
      entryId = entered.entryId;
      expect((await unsubscribe(msisdn, 'privacy-delete')).status).toBe(200);
      expect((await awardPoints({ userId, action: 'story_like', itemKey: 'privacy-story-2' })).status).toBe('applied');
      const database = await db();
      await database.execute(
        sql`insert into game_sessions (id, user_id, game, seed) values ('privacy-delete-session', ${userId}, 'rugby-rush', 9)`,
      );
      await database.execute(sql`
        insert into game_scores (session_id, user_id, game, score, elapsed_ms, day_key, month_key)
        values ('privacy-delete-session', ${userId}, 'rugby-rush', 777, 60000, to_char(now(), 'YYYY-MM-DD'), to_char(now(), 'YYYY-MM'))`);
      await database.execute(sql`insert into engagement_likes (user_id, item_type, item_id) values (${userId}, 'story', 'privacy-like')`);
      // A place in a past, frozen table and a prize for it.
      const frozen = await database.execute<{ period_key: string; position: number }>(
        sql`select period_key, coalesce(max(position), 0) + 1 as position from fancred_final_standings group by period_key order by period_key limit 1`,
      );
      pastPeriod = frozen.rows[0]?.period_key ?? '2020-01';
      await database.execute(
        sql`insert into fancred_final_standings (period_key, user_id, rank, position, points) values (${pastPeriod}, ${userId}, 999, ${frozen.rows[0]?.position ?? 1}, 1)`,
      );
      await database.execute(
        sql`insert into fancred_winners (period_key, type, place, user_id, prize, is_published) values (${pastPeriod}, 'monthly', 99, ${userId}, 'A signed jersey', true)`,
      );
      // Match day (decision 037): a settled pick and a vote in a finished match, and a pick of a match still to come.
      settledMatch = await makeMatch({ kickoffInSeconds: -3 * 3600 });
      openMatch = await makeMatch({ kickoffInSeconds: 3600 });
      await playMatch(settledMatch, { home: 10, away: 3 });
      await database.execute(sql`
        insert into predictions (match_id, user_id, winner, margin, points)
        values (${settledMatch}, ${userId}, 'home', 7, 10), (${openMatch}, ${userId}, 'away', 3, null)`);
      await database.execute(sql`
        insert into potm_votes (match_id, user_id, player_id) select ${settledMatch}, ${userId}, id from players order by id limit 1`);
      const counts = await database.execute<{ n: number }>(sql`select coalesce(sum(events), 0)::int as n from fancred_anonymous_counts`);
      countsBefore = counts.rows[0]?.n ?? 0;
    });

    it('two submits of the right code at once delete the account once; the session ends and no personal field is left', async () => {
      expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar, ip })).status).toBe(200);
      const code = await deletionCode(msisdn);
      const database = await db();
      const events = await database.execute<{ n: number }>(sql`select count(*)::int as n from fan_events where user_id = ${userId}`);
      const eventCount = events.rows[0]?.n ?? 0;
      expect(eventCount).toBeGreaterThanOrEqual(4);
      // The search below finds what is there (before the deletion: the number on the fan, the name on the fan).
      expect(await whereIs(msisdn)).toEqual(expect.arrayContaining(['users.msisdn', 'subscription_events.payload', 'login_codes.target']));
      expect(await whereIs('Zanele')).toContain('users.first_name');

      const [first, second] = await Promise.all([
        call(
          deleteAccount,
          '/api/site/user/deleteAccount',
          { otp: code },
          { jar: new CookieJar().set(SESSION_COOKIE, jar.get(SESSION_COOKIE) ?? ''), ip },
        ),
        call(
          deleteAccount,
          '/api/site/user/deleteAccount',
          { otp: code },
          { jar: new CookieJar().set(SESSION_COOKIE, jar.get(SESSION_COOKIE) ?? ''), ip },
        ),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).toBeGreaterThanOrEqual(400);
      const ok = first.status === 200 ? first : second;
      expect(await ok.json()).toEqual({ status: 'deleted', url: '/' });
      expect(ok.headers.getSetCookie().filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual([
        expect.stringMatching(/Max-Age=0/),
      ]);
      const audits = await database.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where entity_type = 'user' and entity_id = ${userId} and action = 'user.delete'`,
      );
      expect(audits.rows[0]?.n).toBe(1);

      // The session is gone: the same cookie is no one now.
      expect(await (await call(getSession, '/api/auth/session', undefined, { jar })).json()).toEqual({});
      expect((await database.execute(sql`select 1 from auth_sessions where user_id = ${userId}`)).rows).toHaveLength(0);

      // The tombstone: no personal field.
      const row = await database.execute(sql`
        select msisdn, emsisdn, name, first_name, last_name, nickname, email, team, thumbnail_file, province, network, subscription_id,
          subscription_provider, subscription_expiry, deleted_at is not null as deleted from users where id = ${userId}`);
      expect(row.rows[0]).toEqual({
        msisdn: null,
        emsisdn: null,
        name: null,
        first_name: null,
        last_name: null,
        nickname: null,
        email: null,
        team: null,
        thumbnail_file: null,
        province: null,
        network: null,
        subscription_id: null,
        subscription_provider: null,
        subscription_expiry: null,
        deleted: true,
      });
      // Nowhere in the database: the number, the emsisdn, the name, the email.
      for (const needle of [msisdn, emsisdnOf(msisdn), 'Zanele', 'zanele@privacy.example'])
        expect({ needle, at: await whereIs(needle) }).toEqual({ needle, at: [] });

      // Events only as anonymous counts; off the live tables; game scores gone.
      expect((await database.execute(sql`select 1 from fan_events where user_id = ${userId}`)).rows).toHaveLength(0);
      const counts = await database.execute<{ n: number }>(sql`select coalesce(sum(events), 0)::int as n from fancred_anonymous_counts`);
      expect((counts.rows[0]?.n ?? 0) - countsBefore).toBe(eventCount);
      expect((await database.execute(sql`select 1 from fancred_points where user_id = ${userId}`)).rows).toHaveLength(0);
      expect((await database.execute(sql`select 1 from game_scores where user_id = ${userId}`)).rows).toHaveLength(0);
      expect((await database.execute(sql`select 1 from subscriptions where user_id = ${userId}`)).rows).toHaveLength(0);
      // Every live period's histogram still counts exactly the fans in its ledger.
      const drift = await database.execute<{ period_key: string }>(sql`
        select h.period_key from (
          select period_key, sum(fans) as fans from (select period_key, fans from fancred_histogram union all select period_key, fans from fancred_histogram_deltas) x group by period_key
        ) h left join (select period_key, count(*) as fans from fancred_points group by period_key) p on p.period_key = h.period_key
        where h.fans <> coalesce(p.fans, 0)`);
      expect(drift.rows).toEqual([]);

      // What the club's records keep, without a name: the past table's place, the prize, the competition entry.
      const standing = await database.execute<{ rank: number }>(
        sql`select rank from fancred_final_standings where period_key = ${pastPeriod} and user_id = ${userId}`,
      );
      expect(standing.rows).toHaveLength(1);
      expect((await database.execute(sql`select 1 from fancred_winners where user_id = ${userId}`)).rows).toHaveLength(1);
      const entry = await database.execute<{ answer: string; user_id: string }>(
        sql`select answer, user_id from competition_entries where id = ${entryId}`,
      );
      expect(entry.rows[0]).toEqual({ answer: '', user_id: userId });
      // A settled table's pick and a counted vote stay on the tombstone (decision 037); a pick still to be settled goes.
      const picks = await database.execute<{ match_id: number; points: number | null }>(
        sql`select match_id, points from predictions where user_id = ${userId} order by match_id`,
      );
      expect(picks.rows).toEqual([{ match_id: settledMatch, points: 10 }]);
      expect(
        (await database.execute(sql`select 1 from potm_votes where user_id = ${userId} and match_id = ${settledMatch}`)).rows,
      ).toHaveLength(1);
      expect((await database.execute(sql`select 1 from predictions where match_id = ${openMatch}`)).rows).toHaveLength(0);
      const erasedEvents = await database.execute<{ user_id: string | null; payload: unknown }>(
        sql`select user_id, payload from subscription_events where event_id like 'privacy-delete-%'`,
      );
      expect(erasedEvents.rows).toEqual([
        { user_id: null, payload: { erased: true } },
        { user_id: null, payload: { erased: true } },
      ]);
    });

    it('the number can sign up again, as a new fan', async () => {
      const again = await signUp(msisdn, 'Zanele', ip);
      expect(again.userId).not.toBe(userId);
      const data = (await (await call(myData, '/api/site/user/myData', undefined, { jar: again.jar })).json()) as {
        game_scores: unknown[];
        competition_entries: unknown[];
      };
      expect(data.game_scores).toEqual([]);
      expect(data.competition_entries).toEqual([]);
    });
  });
});

/** Deletes a signed-in fan's account through the routes (code by SMS, then the code). */
async function deleteThroughRoutes(fan: { id: string; msisdn: string | null }, ip: string): Promise<void> {
  const jar = await sessionFor(fan.id);
  expect((await call(sendDeleteCode, '/api/site/user/deleteAccount/sendCode', {}, { jar, ip })).status).toBe(200);
  expect(
    (await call(deleteAccount, '/api/site/user/deleteAccount', { otp: await deletionCode(fan.msisdn ?? '') }, { jar, ip })).status,
  ).toBe(200);
}

describe('carrier events keep no number after a deletion', () => {
  it('a callback stores the number normalised, however the carrier spelt it', async () => {
    const fan = await makeFan();
    const national = `0${(fan.msisdn ?? '').slice(2)}`;
    // A renewal for a number with no subscription here: kept as stale, with no fan.
    const sent = await sendEvent('mtn', {
      event_id: 'privacy-spelt-renew',
      type: 'renew',
      msisdn: national,
      subscription_id: 'privacy-spelt',
      occurred_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(sent.status).toBe(200);
    const rows = await (
      await db()
    ).execute(sql`select payload->>'msisdn' as msisdn from subscription_events where event_id = 'privacy-spelt-renew'`);
    expect(rows.rows).toEqual([{ msisdn: fan.msisdn }]);
  });

  it('deletion erases the number from events stored before the account existed, in the spellings carriers send', async () => {
    const fan = await makeFan();
    const msisdn = fan.msisdn ?? '';
    const spellings = [`0${msisdn.slice(2)}`, `+${msisdn}`, `0${msisdn.slice(2, 4)} ${msisdn.slice(4, 7)} ${msisdn.slice(7)}`];
    const database = await db();
    // Stored as the carrier sent them, before payloads were normalised, for a number with no account yet (no user_id).
    for (const [index, spelt] of spellings.entries()) {
      await database.execute(sql`
        insert into subscription_events (provider, event_id, type, provider_subscription_id, occurred_at, outcome, payload)
        values ('mtn', ${`privacy-legacy-${index}`}, 'renew', 'privacy-legacy', now(), 'stale', ${JSON.stringify({ msisdn: spelt, type: 'renew' })}::jsonb)`);
    }
    await deleteThroughRoutes(fan, '198.51.100.106');
    const rows = await database.execute(
      sql`select user_id, payload from subscription_events where event_id like 'privacy-legacy-%' order by event_id`,
    );
    expect(rows.rows).toEqual(spellings.map(() => ({ user_id: null, payload: { erased: true } })));
  });
});

describe('erasure is whole (issue 37)', () => {
  it('takes the fan’s push subscriptions and queued messages in the deletion’s own transaction: both commit, or neither', async () => {
    const fan = await makeFan();
    const database = await db();
    await database.execute(sql`
      insert into push_subscriptions (endpoint, p256dh, auth, topics, locale, user_id)
      values (${`https://fcm.googleapis.com/fcm/send/privacy-whole-${fan.id}`}, 'key', 'auth', array['news'], 'en', ${fan.id})`);
    await enqueueSms({ to: fan.msisdn!, body: 'A message still waiting' }, { key: `privacy-whole:${fan.id}` });
    const left = async () => {
      const counted = await database.execute<{ subscriptions: string; queued: string }>(sql`
        select (select count(*) from push_subscriptions where user_id = ${fan.id}) as subscriptions,
          (select count(*) from pgboss.job where data->>'to' = ${fan.msisdn}) + (select count(*) from pgboss.archive where data->>'to' = ${fan.msisdn}) as queued`);
      return { subscriptions: Number(counted.rows[0]!.subscriptions), queued: Number(counted.rows[0]!.queued) };
    };
    expect(await left()).toEqual({ subscriptions: 1, queued: 1 });
    // A deletion that does not commit forgets nothing…
    await expect(
      database.transaction(async (tx) => {
        expect((await eraseFanAccount(tx, fan.id)).ok).toBe(true);
        throw new Error('the deletion failed after its erasure');
      }),
    ).rejects.toThrow('the deletion failed');
    expect(await left()).toEqual({ subscriptions: 1, queued: 1 });
    // …and one that commits leaves neither behind, with nothing more to run after it.
    expect((await database.transaction((tx) => eraseFanAccount(tx, fan.id))).ok).toBe(true);
    expect(await left()).toEqual({ subscriptions: 0, queued: 0 });
  });
});

describe('a request already on its way when the account is deleted', () => {
  it('writes nothing for the deleted fan: no event, points, histogram change, like, share, tracking, game, entry or profile field', async () => {
    const fan = await makeFan({ nickname: 'RaceFan' });
    const database = await db();
    // A voucher year (nothing renews, so deletion may go ahead) lets the fan enter a competition.
    await database.execute(sql`
      insert into subscriptions (id, user_id, provider, package, state, started_at, expires_at)
      values (${`privacy-race-${fan.id}`}, ${fan.id}, 'stellr', 'subscription_yearly', 'active', now() - interval '1 day', now() + interval '300 days')`);
    expect((await awardPoints({ userId: fan.id, action: 'story_like', itemKey: 'privacy-race-before' })).status).toBe('applied');
    const competition = await openChoiceCompetition();
    const story = await publishedStoryId();

    // The deletion runs and holds its transaction open while the requests, which passed the session guard before it
    // committed, arrive; it commits once each of them has answered or is waiting on the fan's row.
    let answers: PromiseSettledResult<unknown>[] = [];
    await database.transaction(async (tx) => {
      const erased = await eraseFanAccount(tx, fan.id);
      expect(erased.ok).toBe(true);
      let settled = 0;
      const requests = [
        awardPoints({ userId: fan.id, action: 'story_like', itemKey: 'privacy-race-story' }),
        awardPoints({ userId: fan.id, action: 'game_play', itemKey: 'privacy-race-game' }),
        setLike({ userId: fan.id, itemType: 'story', itemId: story, isLiked: true }),
        recordShare({ userId: fan.id, itemType: 'story', itemId: story, channel: 'copy' }),
        trackStory({ userId: fan.id, emsisdn: fan.emsisdn, articleId: story, action: 'read' }),
        enterCompetition({ user: { id: fan.id, roleId: 2 }, competitionId: competition.id, answer: competition.answer }),
        startGame({ userId: fan.id, game: 'rugby-kicks' }),
        setNickname(fan as UserRow, 'RacedName'),
      ].map((request) => request.finally(() => (settled += 1)));
      const all = Promise.allSettled(requests);
      for (;;) {
        const waiting = await database.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if ((waiting.rows[0]?.n ?? 0) >= requests.length - settled) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      void all.then((results) => (answers = results));
    });
    // Let every request finish after the commit.
    await new Promise<void>((resolve) => {
      const check = () => (answers.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    const values = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : answer.reason));
    expect(values).toEqual([
      expect.objectContaining({ status: 'rejected', reason: 'not_a_fan', points: 0 }),
      expect.objectContaining({ status: 'rejected', reason: 'not_a_fan', points: 0 }),
      expect.objectContaining({ award: null }),
      expect.objectContaining({ award: expect.objectContaining({ reason: 'not_a_fan' }) }),
      { isRecorded: false },
      { ok: false, error: expect.objectContaining({ status: 410, code: 'account_deleted' }) },
      { ok: false, error: expect.objectContaining({ status: 410, code: 'account_deleted' }) },
      { ok: false, error: expect.objectContaining({ status: 410, code: 'account_deleted' }) },
    ]);

    for (const table of [
      'fan_events',
      'fancred_points',
      'fancred_daily',
      'fancred_tracking',
      'fancred_profile_notices',
      'engagement_likes',
      'engagement_shares',
      'game_sessions',
      'competition_entries',
    ]) {
      const rows = await database.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${fan.id}`,
      );
      expect({ table, rows: rows.rows[0]?.n }).toEqual({ table, rows: 0 });
    }
    expect((await database.execute(sql`select 1 from fan_events where emsisdn = ${fan.emsisdn}`)).rows).toHaveLength(0);
    const tombstone = await database.execute(sql`select nickname, first_name, msisdn from users where id = ${fan.id}`);
    expect(tombstone.rows[0]).toEqual({ nickname: null, first_name: null, msisdn: null });
    const drift = await database.execute<{ period_key: string }>(sql`
      select h.period_key from (
        select period_key, sum(fans) as fans from (select period_key, fans from fancred_histogram union all select period_key, fans from fancred_histogram_deltas) x group by period_key
      ) h left join (select period_key, count(*) as fans from fancred_points group by period_key) p on p.period_key = h.period_key
      where h.fans <> coalesce(p.fans, 0)`);
    expect(drift.rows).toEqual([]);
  });
});
