import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getEngagement } from '@/app/api/site/engagement/route';
import { POST as like } from '@/app/api/site/engagement/like/route';
import { POST as share } from '@/app/api/site/engagement/share/route';
import { POST as checkStatus } from '@/app/api/site/fancred/events/checkFancredEventStatus/route';
import { POST as sendMonthly } from '@/app/api/site/fancred/events/sendFancredEventMonthly/route';
import { POST as sendQueue } from '@/app/api/site/fancred/events/sendFancredEventQueue/route';
import { POST as sendTracking } from '@/app/api/site/fancred/events/sendFancredEventTracking/route';
import { POST as sendUserTracking } from '@/app/api/site/fancred/events/sendFancredUserTracking/route';
import { POST as sendYearly } from '@/app/api/site/fancred/events/sendFancredEventYearly/route';
import { POST as getStandings } from '@/app/api/site/fancred/leaderboard/getLeaderboardStandings/route';
import { POST as getUserStanding } from '@/app/api/site/fancred/leaderboard/getLeaderboardUserStanding/route';
import { POST as myMonthly } from '@/app/api/site/fancred/points/getMyPointsMonthly/route';
import { POST as myYearly } from '@/app/api/site/fancred/points/getMyPointsYearly/route';
import { POST as widget } from '@/app/api/site/fancred/widget/getLeaderboardWidgetStandings/route';
import { AD_KICKS } from '@/game-rules/ad-play';
import { maxRoundScore } from '@/game-rules/kicks';
import { getDb } from '@/server/db/client';
import { awardPoints } from '@/server/fancred';
import { makeFan, makeStory, makeVideo, sessionFor, subscribe } from '../support/fancred';
import { call, errorOf, type CookieJar, type Handler } from '../support/identity-http';

/**
 * Every FanCred call of spec §7 and the like/share endpoints over HTTP (the route handlers called with a request, as a
 * browser would): only for the signed-in fan's own identifiers, 4xx for unknown events, malformed and oversized bodies.
 */
async function signedInFan(extra: Parameters<typeof makeFan>[0] = {}) {
  const fan = await makeFan(extra);
  return { fan, jar: await sessionFor(fan.id) };
}

const json = async <T>(response: Response) => (await response.json()) as T;

/** A signed-in fan with an active subscription (entitled to watch). */
async function subscribedFan() {
  const signedIn = await signedInFan();
  await subscribe(signedIn.fan.id);
  return signedIn;
}

/** The points of the fan's applied events. */
async function pointsOf(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db.execute<{ points: number }>(
    sql`select coalesce(sum(points), 0)::int as points from fan_events where user_id = ${userId} and event_status = 'applied'`,
  );
  return rows.rows[0]?.points ?? 0;
}

async function trackedCount(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from fancred_tracking where user_id = ${userId}`);
  return rows.rows[0]?.n ?? 0;
}

describe('the fan-event calls (sendFancredEventMonthly, …Yearly, …Queue)', () => {
  it('award by the rules once: the monthly and yearly calls of one event count once', async () => {
    const { fan, jar } = await signedInFan();
    const body = { id: await makeStory(), emsisdn: fan.emsisdn, event: 'story_share', event_type: 'share', score: 999 };
    const first = await call(sendMonthly, '/api/site/fancred/events/sendFancredEventMonthly', body, { jar });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ status: 'applied', points: 5, needs_profile: false });
    const again = await call(sendYearly, '/api/site/fancred/events/sendFancredEventYearly', body, { jar });
    expect(await json(again)).toMatchObject({ status: 'rejected', reason: 'duplicate', points: 0 });
    const mine = await json<{ points: number; rank: number }>(
      await call(myMonthly, '/api/site/fancred/points/getMyPointsMonthly', { emsisdn: fan.emsisdn }, { jar }),
    );
    expect(mine.points).toBe(5);
    expect(mine.rank).toBeGreaterThanOrEqual(1);
    expect((await json<{ points: number }>(await call(myYearly, '/api/site/fancred/points/getMyPointsYearly', {}, { jar }))).points).toBe(
      5,
    );
  });

  it("credit the playable ad's score only within what its three kicks can make (issue 37)", async () => {
    const most = maxRoundScore(AD_KICKS);
    const pointsFor = async (score: number) => {
      const { fan, jar } = await signedInFan();
      const body = { emsisdn: fan.emsisdn, event: 'playable_ad_rugby_kicks', event_type: 'game', score };
      const answer = await call(sendMonthly, '/api/site/fancred/events/sendFancredEventMonthly', body, { jar });
      expect(answer.status).toBe(200);
      return (await json<{ points: number }>(answer)).points;
    };
    // A made-up 100,000 and a made-up 150 earn what the best three kicks earn, no more; a real score earns its own.
    const best = await pointsFor(most);
    expect(best).toBe(Math.floor(most / 10));
    expect(await pointsFor(100_000)).toBe(best);
    expect(await pointsFor(150)).toBe(best);
    expect(await pointsFor(20)).toBe(2);
  });

  it("refuse a visitor (401), another fan's emsisdn or msisdn (403), unknown or server-only events, malformed and oversized bodies", async () => {
    const { fan, jar } = await signedInFan();
    const other = await makeFan();
    const path = '/api/site/fancred/events/sendFancredEventQueue';
    expect((await errorOf(await call(sendQueue, path, { event: 'daily_visit' }))).status).toBe(401);
    expect(await errorOf(await call(sendQueue, path, { event: 'daily_visit', emsisdn: other.emsisdn }, { jar }))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(
      await errorOf(await call(sendQueue, path, { event: 'daily_visit', emsisdn: fan.emsisdn, msisdn: other.msisdn }, { jar })),
    ).toMatchObject({ status: 403 });
    expect(await errorOf(await call(sendMonthly, path, { event: 'free_points', emsisdn: fan.emsisdn }, { jar }))).toMatchObject({
      status: 422,
      code: 'unknown_event',
    });
    expect(await errorOf(await call(sendMonthly, path, { event: 'subscription', id: 'x' }, { jar }))).toMatchObject({
      status: 403,
      code: 'event_not_allowed',
    });
    expect(await errorOf(await call(sendMonthly, path, { event: 'story_like' }, { jar }))).toMatchObject({
      status: 422,
      code: 'item_required',
    });
    expect(await errorOf(await call(sendMonthly, path, { emsisdn: fan.emsisdn }, { jar }))).toMatchObject({
      status: 422,
      code: 'invalid_input',
    });
    expect((await errorOf(await call(sendMonthly, path, { event: 'daily_visit', first_name: 'x'.repeat(5000) }, { jar }))).status).toBe(
      413,
    );
    const db = await getDb();
    const stored = await db.execute<{ n: number }>(sql`select count(*)::int as n from fan_events where user_id = ${fan.id}`);
    expect(stored.rows[0]?.n).toBe(0);
  });

  it("queue: the event is committed (pending) before the answer, then applied; its status is the fan's own to check", async () => {
    const { fan, jar } = await signedInFan();
    await awardPoints({ userId: fan.id, action: 'daily_visit' });
    // Hold the fan's month ledger row: the request stops inside "apply", after its pending event was stored.
    const db = await getDb();
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from fancred_points where user_id = $1 for update', [fan.id]);
    const answer = call(
      sendQueue,
      '/api/site/fancred/events/sendFancredEventQueue',
      { id: await makeStory(), event: 'story_share', emsisdn: fan.emsisdn, first_name: 'Not', last_name: 'Trusted' },
      { jar },
    );
    let pending: { id: string; event_status: string } | undefined;
    for (let attempt = 0; attempt < 200 && !pending; attempt += 1) {
      const rows = await db.execute<{ id: string; event_status: string }>(
        sql`select id, event_status from fan_events where user_id = ${fan.id} and action = 'story_share'`,
      );
      pending = rows.rows[0];
      if (!pending) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(pending?.event_status).toBe('pending');
    await holder.query('commit');
    await holder.end();
    const response = await answer;
    expect(response.status).toBe(200);
    const body = await json<{ status: string; event_id: number; points: number }>(response);
    expect(body).toMatchObject({ status: 'applied', points: 5, event_id: Number(pending?.id) });
    const status = await call(
      checkStatus,
      '/api/site/fancred/events/checkFancredEventStatus',
      { id: body.event_id, emsisdn: fan.emsisdn },
      { jar },
    );
    expect(await json(status)).toMatchObject({ event_status: 'applied', points: 5 });
    const stranger = await signedInFan();
    expect(
      (
        await errorOf(
          await call(checkStatus, '/api/site/fancred/events/checkFancredEventStatus', { id: body.event_id }, { jar: stranger.jar }),
        )
      ).status,
    ).toBe(404);
    const payload = await db.execute<{ payload: { first_name: string } }>(sql`select payload from fan_events where id = ${body.event_id}`);
    expect(payload.rows[0]?.payload.first_name).toBe('Not');
  });

  it('tell a fan without a completed profile once (needs_profile), and earn nothing', async () => {
    const { fan, jar } = await signedInFan({ isComplete: false });
    const first = await json(
      await call(sendMonthly, '/api/site/fancred/events/sendFancredEventMonthly', { event: 'daily_visit', emsisdn: fan.emsisdn }, { jar }),
    );
    expect(first).toMatchObject({ status: 'rejected', reason: 'profile_incomplete', needs_profile: true, points: 0 });
    const liked = await json(
      await call(like, '/api/site/engagement/like', { item_type: 'story', item_id: await makeStory(), liked: true }, { jar }),
    );
    expect(liked).toMatchObject({ likes: 1, liked: true, award: { status: 'rejected', points: 0, needs_profile: false } });
  });
});

describe('tracking (sendFancredEventTracking, sendFancredUserTracking)', () => {
  const path = '/api/site/fancred/events/sendFancredEventTracking';

  /** The tracking call's answer to `body`, sent in the fan's browser. */
  const track = async (jar: CookieJar, body: object) => json(await call(sendTracking, path, body, { jar }));

  /** Each id, of a video (played) or a story (read), that names no published item is 404 `code` and stores nothing. */
  async function expectNotTracked(jar: CookieJar, ids: { video_id: string[] } | { article_id: string[] }, code: string) {
    const [field, list] = Object.entries(ids)[0] as [string, string[]];
    for (const id of list) {
      const body = { [field]: id, action: field === 'video_id' ? 'play' : 'read' };
      expect(await errorOf(await call(sendTracking, path, body, { jar }))).toMatchObject({ status: 404, code });
    }
  }

  it("a video's milestones only for an entitled fan and a playable video: half of it earns video_watch once", async () => {
    const videoId = await makeVideo();
    const member = await signedInFan();
    // A member without a subscription earns no watch, by any action: the milestone is refused, a made-up action too.
    expect(
      await errorOf(
        await call(sendTracking, path, { emsisdn: member.fan.emsisdn, video_id: videoId, action: 'progress_50' }, { jar: member.jar }),
      ),
    ).toMatchObject({ status: 403, code: 'subscription_required' });
    for (const action of ['watch', 'video_watch', 'watched']) {
      expect((await errorOf(await call(sendUserTracking, path, { video_id: videoId, action }, { jar: member.jar }))).status).toBe(422);
    }
    expect(await errorOf(await call(sendMonthly, path, { id: videoId, event: 'video_watch' }, { jar: member.jar }))).toMatchObject({
      status: 403,
      code: 'event_not_allowed',
    });
    expect(await pointsOf(member.fan.id)).toBe(0);
    expect(await trackedCount(member.fan.id)).toBe(0);

    const { fan, jar } = await subscribedFan();
    const half = await json(
      await call(sendUserTracking, path, { emsisdn: fan.emsisdn, video_id: videoId, action: 'progress_50' }, { jar }),
    );
    expect(half).toMatchObject({ status: true, recorded: true, award: { status: 'applied', points: 3 } });
    expect(await track(jar, { video_id: Number(videoId), action: 'progress_50' })).toMatchObject({
      status: true,
      recorded: false,
      award: null,
    });
    expect(await track(jar, { video_id: videoId, action: 'play' })).toMatchObject({
      recorded: true,
      award: null,
    });
    await expectNotTracked(
      jar,
      { video_id: [await makeVideo('inactive'), await makeVideo('scheduled'), '99999999', 'abc'] },
      'video_not_found',
    );
    expect(await pointsOf(fan.id)).toBe(3);
    expect(await trackedCount(fan.id)).toBe(2);
  });

  it("a story read is stored for a published story and earns nothing; the body names one item, and only the fan's own emsisdn", async () => {
    const { fan, jar } = await signedInFan();
    const story = await makeStory();
    expect(await track(jar, { emsisdn: fan.emsisdn, article_id: story, action: 'read' })).toEqual({
      status: true,
      recorded: true,
      award: null,
    });
    await expectNotTracked(
      jar,
      { article_id: [await makeStory('inactive'), await makeStory('scheduled'), '99999999', 'no-such-story'] },
      'story_not_found',
    );
    expect((await errorOf(await call(sendTracking, path, { action: 'read' }, { jar }))).status).toBe(422);
    const both = { article_id: story, video_id: await makeVideo(), action: 'play' };
    expect((await errorOf(await call(sendTracking, path, both, { jar }))).status).toBe(422);
    const other = await makeFan();
    expect(
      await errorOf(await call(sendTracking, path, { emsisdn: other.emsisdn, article_id: story, action: 'read' }, { jar })),
    ).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await errorOf(await call(sendTracking, path, { article_id: story, action: 'read' }))).status).toBe(401);
    expect(await trackedCount(fan.id)).toBe(1);
    expect(await trackedCount(other.id)).toBe(0);
    expect(await pointsOf(fan.id)).toBe(0);
  });
});

describe('points only for published items (issue 22)', () => {
  it('a like, a share or a fan event of a story or video that does not exist or is not published earns and stores nothing', async () => {
    const { fan, jar } = await signedInFan();
    const hidden = [
      ['story', await makeStory('inactive')],
      ['story', await makeStory('scheduled')],
      ['story', '99999999'],
      ['video', await makeVideo('inactive')],
      ['video', await makeVideo('scheduled')],
      ['video', '99999999'],
    ] as const;
    for (const [itemType, itemId] of hidden) {
      const body = { item_type: itemType, item_id: itemId };
      expect(await errorOf(await call(like, '/api/site/engagement/like', { ...body, liked: true }, { jar }))).toMatchObject({
        status: 404,
        code: 'item_not_found',
      });
      expect(await errorOf(await call(share, '/api/site/engagement/share', { ...body, channel: 'copy' }, { jar }))).toMatchObject({
        status: 404,
        code: 'item_not_found',
      });
      for (const handler of [sendMonthly, sendQueue]) {
        expect(
          await errorOf(
            await call(handler, '/api/site/fancred/events/sendFancredEventMonthly', { id: itemId, event: `${itemType}_like` }, { jar }),
          ),
        ).toMatchObject({ status: 404, code: 'item_not_found' });
      }
    }
    // Any string is not an item: the id is a story's or video's number.
    expect(
      (await errorOf(await call(like, '/api/site/engagement/like', { item_type: 'story', item_id: 'any-string', liked: true }, { jar })))
        .status,
    ).toBe(422);
    const db = await getDb();
    for (const table of ['engagement_likes', 'engagement_shares', 'fan_events']) {
      const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${fan.id}`);
      expect({ table, rows: rows.rows[0]?.n }).toEqual({ table, rows: 0 });
    }
    expect(await pointsOf(fan.id)).toBe(0);

    // The published ones earn, each once.
    const video = await makeVideo();
    expect(
      await json(await call(like, '/api/site/engagement/like', { item_type: 'video', item_id: video, liked: true }, { jar })),
    ).toMatchObject({
      likes: 1,
      award: { status: 'applied', points: 2 },
    });
    expect(
      await json(await call(sendMonthly, '/api/site/fancred/events/sendFancredEventMonthly', { id: video, event: 'video_share' }, { jar })),
    ).toMatchObject({ status: 'applied', points: 5 });
    expect(await pointsOf(fan.id)).toBe(7);
  });
});

describe('leaderboards (getLeaderboardStandings, getLeaderboardUserStanding, getLeaderboardWidgetStandings)', () => {
  it('pages the public table with page_info, and gives the fan their own standing only', async () => {
    const { fan, jar } = await signedInFan({ nickname: 'HttpTopFan' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'http-test' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'http-test-2' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'http-test-3' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'http-test-4' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'http-test-5' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'http-test-6' });
    const table = await json<{
      leaderboard_standings: { rank: number; display_name: string; points: number }[];
      page_info: { page: number; pages: number; total: number };
    }>(await call(getStandings, '/api/site/fancred/leaderboard/getLeaderboardStandings', { page: 1, type: 'monthly' }));
    expect(table.leaderboard_standings).toHaveLength(20);
    expect(table.page_info.total).toBeGreaterThanOrEqual(200);
    expect(table.page_info.pages).toBe(Math.ceil(table.page_info.total / 20));
    for (const row of table.leaderboard_standings) expect(row.display_name).not.toMatch(/27\d{9}/);
    const ranks = table.leaderboard_standings.map((row) => row.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const page3 = await json<{ page_info: { page: number } }>(
      await call(getStandings, '/api/site/fancred/leaderboard/getLeaderboardStandings', { page: '3', type: 'yearly' }),
    );
    expect(page3.page_info.page).toBe(3);
    expect(
      (await errorOf(await call(getStandings, '/api/site/fancred/leaderboard/getLeaderboardStandings', { page: 1, type: 'weekly' })))
        .status,
    ).toBe(422);

    const mine = await json<{ user_standing: { rank: number; points: number; display_name: string } }>(
      await call(
        getUserStanding,
        '/api/site/fancred/leaderboard/getLeaderboardUserStanding',
        { msisdn: `0${fan.msisdn?.slice(2)}` },
        { jar },
      ),
    );
    expect(mine.user_standing).toMatchObject({ display_name: 'HttpTopFan', points: 600 });
    const above = table.leaderboard_standings.filter((row) => row.points > 600).length;
    expect(mine.user_standing.rank).toBe(above + 1);
    const other = await makeFan();
    expect(
      (
        await errorOf(
          await call(getUserStanding, '/api/site/fancred/leaderboard/getLeaderboardUserStanding', { msisdn: other.msisdn }, { jar }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await errorOf(await call(getUserStanding, '/api/site/fancred/leaderboard/getLeaderboardUserStanding', { msisdn: fan.msisdn })))
        .status,
    ).toBe(401);

    const signedOut = await json<{ widget_standings: unknown[]; user_standing: unknown }>(
      await call(widget, '/api/site/fancred/widget/getLeaderboardWidgetStandings', {}),
    );
    expect(signedOut.widget_standings).toHaveLength(5);
    expect(signedOut.user_standing).toBeNull();
    const signedIn = await json<{ user_standing: { points: number; is_me: boolean } }>(
      await call(widget, '/api/site/fancred/widget/getLeaderboardWidgetStandings', {}, { jar }),
    );
    expect(signedIn.user_standing).toMatchObject({ points: 600, is_me: true });
  });
});

describe('likes and shares (/api/site/engagement)', () => {
  it('one like per fan per item, taken back and given again without earning twice; shares count each time, earn once', async () => {
    const { jar } = await signedInFan();
    const item = await makeStory();
    const path = '/api/site/engagement/like';
    expect(await json(await call(like, path, { item_type: 'story', item_id: item, liked: true }, { jar }))).toMatchObject({
      likes: 1,
      liked: true,
      award: { status: 'applied', points: 2 },
    });
    expect(await json(await call(like, path, { item_type: 'story', item_id: item, liked: true }, { jar }))).toMatchObject({
      likes: 1,
      liked: true,
      award: null,
    });
    expect(await json(await call(like, path, { item_type: 'story', item_id: item, liked: false }, { jar }))).toMatchObject({
      likes: 0,
      liked: false,
      award: null,
    });
    expect(await json(await call(like, path, { item_type: 'story', item_id: item, liked: true }, { jar }))).toMatchObject({
      likes: 1,
      award: { status: 'rejected', points: 0 },
    });
    const shared = (
      await Promise.all(
        [1, 2, 3].map(() => call(share, '/api/site/engagement/share', { item_type: 'story', item_id: item, channel: 'whatsapp' }, { jar })),
      )
    ).map((r) => json<{ award: { points: number } }>(r));
    const points = (await Promise.all(shared)).map((body) => body.award.points).sort();
    expect(points).toEqual([0, 0, 5]);
    const counts = await json(await call(getEngagement, `/api/site/engagement?item_type=story&item_id=${item}`, undefined, { jar }));
    expect(counts).toEqual({ likes: 1, shares: 3, liked: true });
    expect(await json(await call(getEngagement, `/api/site/engagement?item_type=story&item_id=${item}`))).toEqual({
      likes: 1,
      shares: 3,
      liked: false,
    });
  });

  it('refuses visitors (401), other sites (403), bad items (422)', async () => {
    const { jar } = await signedInFan();
    expect((await errorOf(await call(like, '/api/site/engagement/like', { item_type: 'story', item_id: '1', liked: true }))).status).toBe(
      401,
    );
    const crossSite = await call(
      like,
      '/api/site/engagement/like',
      { item_type: 'story', item_id: '1', liked: true },
      { jar, headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(await errorOf(crossSite)).toMatchObject({ status: 403, code: 'cross_site' });
    expect(
      (await errorOf(await call(share as Handler, '/api/site/engagement/share', { item_type: 'match', item_id: '1' }, { jar }))).status,
    ).toBe(422);
    expect((await errorOf(await call(getEngagement, '/api/site/engagement?item_type=story'))).status).toBe(422);
  });
});
