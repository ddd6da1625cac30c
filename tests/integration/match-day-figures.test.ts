import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, CookieJar, insertFan } from '../support/identity-http';
import { logIn } from '../support/billing-http';
import { makeMatch } from '../support/matchday';

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const { GET: session } = await import('@/app/api/auth/session/route');
const { GET: matchDay } = await import('@/app/api/admin/match-day/route');
const { getDb } = await import('@/server/db/client');
const { flushMatchDayFigures, readMatchDayFigures } = await import('@/server/ops');
const { countLoginCode, countPageView, observeDelivery, setEdgeSubscribers } = await import('@/server/metrics');
const { matchEngagement } = await import('@/server/matchday');
const { salesToday } = await import('@/server/billing');
const { eraseFanAccount } = await import('@/server/privacy/own-data');
const { tally } = await import('@/metrics-registry.mjs');

/**
 * The console's match day (issue 39): what each copy counts goes into rows every copy adds to, so the panel shows the
 * whole site, and an editor's answer carries the content figures only.
 */

let admin: CookieJar;
let editor: CookieJar;
let fan: CookieJar;

async function staffJar(email: string, password: string, ip: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await call(adminLogin, '/api/admin/login', { email, password, next: '/admin' }, { jar, ip });
  expect(response.status).toBe(303);
  return jar;
}

const get = (handler: typeof session, path: string, jar: CookieJar) => call(handler, path, undefined, { jar, method: 'GET' });
const currentMinute = async () => (await readMatchDayFigures(30)).minutes.at(-1)!;

beforeAll(async () => {
  admin = await staffJar('admin@example.com', 'touchline-admin', '198.51.100.131');
  editor = await staffJar('editor@example.com', 'touchline-editor', '198.51.100.132');
  await insertFan('27894000001');
  fan = await logIn('27894000001', { ip: '198.51.100.133' });
  await flushMatchDayFigures();
});

describe('the match-day figures', () => {
  it("counts the header's session call as a page view, and each signed-in fan once among the fans on the site", async () => {
    const before = await readMatchDayFigures(30);
    for (const jar of [fan, fan, new CookieJar()]) expect((await get(session, '/api/auth/session', jar)).status).toBe(200);
    // A flagged call (a nickname, the reminder) is not a page view.
    await get(session, '/api/auth/session?subscribe_reminder=closed', fan);
    await flushMatchDayFigures();
    const after = await readMatchDayFigures(30);
    expect(after.minutes.at(-1)!.pageViews - before.minutes.at(-1)!.pageViews).toBe(3);
    const db = await getDb();
    const seen = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ops_active_fans a join users u on u.id = a.user_id where u.msisdn = '27894000001'`,
    );
    expect(seen.rows[0]?.n).toBe(1);
    expect(after.fansOnSite).toBeGreaterThanOrEqual(1);
  });

  it('forgets a fan whose account is deleted, in the erasure itself', async () => {
    const gone = await insertFan('27894000002');
    countPageView(gone.id);
    await flushMatchDayFigures();
    const db = await getDb();
    const rows = async () =>
      (await db.execute<{ user_id: string }>(sql`select user_id from ops_active_fans where user_id = ${gone.id}`)).rows;
    expect(await rows()).toEqual([{ user_id: gone.id }]);
    const erased = await db.transaction((tx) => eraseFanAccount(tx, gone.id));
    expect(erased.ok).toBe(true);
    expect(await rows()).toEqual([]);
  });

  it("adds every copy's tallies for a minute into one row, and never loses them to a second flush", async () => {
    const before = await currentMinute();
    tally('errors', 2);
    await flushMatchDayFigures();
    tally('errors', 3);
    await flushMatchDayFigures();
    // Another copy's flush of the same minute, as it would write it.
    const db = await getDb();
    await db.execute(sql`
      insert into ops_minute_counts (minute, name, value) values (date_trunc('minute', now()), 'errors', 4)
      on conflict (minute, name) do update set value = ops_minute_counts.value + excluded.value`);
    expect((await currentMinute()).errors - before.errors).toBe(9);
  });

  it('gives a window of 30 minutes, oldest first, with zeros where nothing happened', async () => {
    const figures = await readMatchDayFigures(30);
    expect(figures.minutes).toHaveLength(30);
    const times = figures.minutes.map((row) => Date.parse(row.minute));
    expect(times.every((time, index) => index === 0 || time - times[index - 1]! === 60_000)).toBe(true);
    expect(figures.minutes[0]).toMatchObject({ pageViews: expect.any(Number), errors: expect.any(Number) });
  });

  it("follows the live match: each fresh copy's streams and the edge's latest count, not a stopped copy's", async () => {
    const db = await getDb();
    const before = (await readMatchDayFigures(30)).followingLive;
    await db.execute(sql`
      insert into ops_copy_gauges (copy, name, value, updated_at) values
        ('other-copy:1', 'live_streams', 40, now()),
        ('stopped-copy:2', 'live_streams', 500, now() - interval '5 minutes'),
        ('other-copy:1', 'edge_subscribers:999001', 1000, now() - interval '5 seconds')
      on conflict (copy, name) do update set value = excluded.value, updated_at = excluded.updated_at`);
    // This copy heard a newer count from the edge for the same match: the newest wins, it is not added twice.
    setEdgeSubscribers(999001, 1200);
    await flushMatchDayFigures();
    expect((await readMatchDayFigures(30)).followingLive - before).toBe(40 + 1200);
    await db.execute(sql`delete from ops_copy_gauges where copy in ('other-copy:1', 'stopped-copy:2') or name = 'edge_subscribers:999001'`);
  });

  it('counts picks and votes of one match', async () => {
    const matchId = await makeMatch({ kickoffInSeconds: 600 });
    const db = await getDb();
    const fans = await Promise.all(['27894000011', '27894000012', '27894000013'].map((msisdn) => insertFan(msisdn)));
    const [player] = (
      await db.execute<{ id: number }>(sql`select id from players where category = 'springboks' and is_active order by id limit 1`)
    ).rows;
    await db.execute(sql`
      insert into predictions (match_id, user_id, winner, margin) values
        (${matchId}, ${fans[0]!.id}, 'home', 7), (${matchId}, ${fans[1]!.id}, 'home', 3), (${matchId}, ${fans[2]!.id}, 'draw', 0)`);
    await db.execute(sql`insert into potm_votes (match_id, user_id, player_id) values (${matchId}, ${fans[0]!.id}, ${player!.id})`);
    const engagement = await matchEngagement(matchId);
    expect(engagement.picks).toEqual({ home: 2, away: 0, draw: 1, total: 3 });
    expect(engagement.votes.total).toBe(1);
    expect(engagement.votes.leaders).toEqual([{ name: expect.any(String), votes: 1 }]);
  });

  it("counts today's network subscriptions and vouchers in South African time", async () => {
    const db = await getDb();
    const before = await salesToday();
    const fans = await Promise.all(['27894000021', '27894000022'].map((msisdn) => insertFan(msisdn)));
    await db.execute(sql`
      insert into subscriptions (id, user_id, provider, package, state, started_at) values
        (${`md-${fans[0]!.id}`}, ${fans[0]!.id}, 'mtn', 'daily', 'active', now()),
        (${`md-${fans[1]!.id}`}, ${fans[1]!.id}, 'vodacom', 'daily', 'pending', now())`);
    await db.execute(sql`
      insert into voucher_redemptions (id, pin_hash, status, redeemed_at) values
        (${`md-v-${Date.now()}`}, ${`md-hash-${Date.now()}`}, 'redeemed', now())`);
    const after = await salesToday();
    expect(after.subscriptions - before.subscriptions).toBe(1);
    expect(after.vouchers - before.vouchers).toBe(1);
  });
});

describe('GET /api/admin/match-day', () => {
  it('refuses a visitor and a fan (401)', async () => {
    for (const jar of [new CookieJar(), fan]) {
      const response = await get(matchDay, '/api/admin/match-day', jar);
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('staff_session_required');
    }
  });

  it("gives an admin the operational figures: logins, the code ratio, the SMS queue and time to its gateway, today's sales", async () => {
    const before = await (await get(matchDay, '/api/admin/match-day', admin)).json();
    countLoginCode('sms', 'sent');
    countLoginCode('sms', 'sent');
    countLoginCode('sms', 'verified');
    observeDelivery('sms', new Date(Date.now() - 2_000));
    await flushMatchDayFigures();
    const response = await get(matchDay, '/api/admin/match-day', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const panel = await response.json();
    expect(panel.operations.codes.sent - before.operations.codes.sent).toBe(2);
    expect(panel.operations.codes.verified - before.operations.codes.verified).toBe(1);
    expect(panel.operations.codes.ratio).toBeGreaterThan(0);
    expect(panel.operations.smsQueue).toEqual({ depth: expect.any(Number), oldestAgeSeconds: expect.any(Number) });
    expect(panel.operations.salesToday).toEqual({ subscriptions: expect.any(Number), vouchers: expect.any(Number) });
    const minute = panel.minutes.at(-1);
    expect(minute.logins - before.minutes.at(-1).logins).toBeGreaterThanOrEqual(1);
    expect(minute.smsSeconds).toBeGreaterThanOrEqual(1);
  });

  it('gives an editor the content figures only', async () => {
    const response = await get(matchDay, '/api/admin/match-day', editor);
    expect(response.status).toBe(200);
    const panel = await response.json();
    expect(panel).not.toHaveProperty('operations');
    expect(Object.keys(panel.minutes[0]).sort()).toEqual(['minute', 'pageViews']);
    expect(panel).toMatchObject({ fansOnSite: expect.any(Number), followingLive: expect.any(Number) });
  });
});
