import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { awardPoints, compactHistogram, getMyPoints, getStandings, getUserStanding, periodKeyOf } from '@/server/fancred';
import { makeFan } from '../support/fancred';

/**
 * The points engine against a real Postgres (issue 11): once per award whatever the concurrency, daily caps under
 * concurrency, profile and staff refusals, both ledgers, ranks with ties.
 */
async function ledger(userId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db.execute<{ period_key: string; points: number }>(
    sql`select period_key, points from fancred_points where user_id = ${userId}`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.period_key, Number(row.points)]));
}

describe('awardPoints', () => {
  it('counts the same award sent 20 times at once exactly once, in the month and the year', async () => {
    const fan = await makeFan();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => awardPoints({ userId: fan.id, action: 'story_like', itemKey: 'story:42', now })),
    );
    expect(results.filter((result) => result.status === 'applied')).toHaveLength(1);
    expect(results.filter((result) => result.reason === 'duplicate')).toHaveLength(19);
    expect(await ledger(fan.id)).toEqual({ [periodKeyOf('monthly', now)]: 2, [periodKeyOf('yearly', now)]: 2 });
  });

  it('holds the daily cap under concurrency (20 different items at once, cap 20 points of 2 each = 10)', async () => {
    const fan = await makeFan();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => awardPoints({ userId: fan.id, action: 'story_like', itemKey: `story:${index}`, now })),
    );
    expect(results.filter((result) => result.status === 'applied')).toHaveLength(10);
    expect(results.filter((result) => result.reason === 'daily_cap')).toHaveLength(10);
    expect((await getMyPoints({ userId: fan.id, type: 'monthly', now })).points).toBe(20);
  });

  it('refuses a fan without a completed profile, telling them once', async () => {
    const fan = await makeFan({ isComplete: false });
    const first = await awardPoints({ userId: fan.id, action: 'daily_visit' });
    const second = await awardPoints({ userId: fan.id, action: 'story_like', itemKey: 'story:1' });
    expect(first).toMatchObject({ status: 'rejected', reason: 'profile_incomplete', needsProfile: true, points: 0 });
    expect(second).toMatchObject({ status: 'rejected', reason: 'profile_incomplete', needsProfile: false });
    expect(await ledger(fan.id)).toEqual({});
  });

  it('never ranks staff', async () => {
    const staff = await makeFan({ staffRole: 'editor' });
    expect(await awardPoints({ userId: staff.id, action: 'daily_visit' })).toMatchObject({
      status: 'rejected',
      reason: 'staff',
      points: 0,
    });
    expect(await getUserStanding({ userId: staff.id, type: 'monthly' })).toBeNull();
  });

  it('turns a playable-ad score into capped points, once', async () => {
    const fan = await makeFan();
    expect(await awardPoints({ userId: fan.id, action: 'playable_ad_rugby_kicks', score: 234 })).toMatchObject({
      status: 'applied',
      points: 23,
    });
    expect(await awardPoints({ userId: fan.id, action: 'playable_ad_rugby_kicks', score: 9999 })).toMatchObject({
      reason: 'duplicate',
      points: 0,
    });
    const other = await makeFan();
    expect(await awardPoints({ userId: other.id, action: 'playable_ad_rugby_kicks', score: 999_999 })).toMatchObject({
      status: 'applied',
      points: 50,
    });
  });

  it('ranks with ties (competition ranking) in the standings and for one fan', async () => {
    const now = new Date(Date.UTC(2030, 4, 15, 10));
    const [a, b, c, d] = [
      await makeFan({ nickname: 'Tie1' }),
      await makeFan({ nickname: 'Tie2' }),
      await makeFan({ nickname: null, firstName: 'Sipho', lastName: 'Mokoena' }),
      await makeFan({ nickname: null, firstName: null, lastName: null }),
    ];
    await awardPoints({ userId: a!.id, action: 'subscription', itemKey: 'x', now });
    await awardPoints({ userId: b!.id, action: 'subscription', itemKey: 'x', now });
    await awardPoints({ userId: c!.id, action: 'competition_entry', itemKey: 'c1', now });
    await awardPoints({ userId: d!.id, action: 'daily_visit', now });
    const table = await getStandings({ type: 'monthly', page: 1, now });
    expect(table.periodKey).toBe('2030-05');
    const rows = table.standings.map((row) => [row.rank, row.points, row.displayName]);
    // Tied fans share rank 1 (their order between them is by id); the next fan is 3rd, not 2nd.
    expect(
      rows
        .slice(0, 2)
        .map((row) => row[2])
        .sort(),
    ).toEqual(['Tie1', 'Tie2']);
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 100],
      [1, 100],
      [3, 20],
      [4, 2],
    ]);
    expect(rows[2]?.[2]).toBe('Sipho M.');
    expect(rows[3]?.[2]).toMatch(/^Fan #[0-9A-F]{6}$/);
    expect(table.pageInfo).toEqual({ page: 1, pages: 1, total: 4 });
    expect(await getUserStanding({ userId: c!.id, type: 'monthly', now })).toMatchObject({ rank: 3, points: 20 });
    const page2 = await getStandings({ type: 'monthly', page: 2, perPage: 2, now });
    expect(page2.standings.map((row) => row.rank)).toEqual([3, 4]);
  });
});

describe('batched awards (uncapped rules share one statement)', () => {
  it("applies many fans' awards sent at once — each key once, duplicates answered with the winner's id — and ledgers and histogram agree", async () => {
    const now = new Date('2031-03-10T10:00:00Z');
    const fans = await Promise.all(Array.from({ length: 12 }, () => makeFan()));
    const older = await awardPoints({ userId: fans[0]!.id, action: 'competition_entry', itemKey: 'b0', now });
    expect(older).toMatchObject({ status: 'applied', points: 20 });
    // Every fan enters three items, each sent three times, all at once (fan 0's b0 is already held).
    const sends = fans.flatMap((fan) =>
      ['b0', 'b1', 'b2'].flatMap((itemKey) =>
        Array.from({ length: 3 }, () => ({ userId: fan.id, action: 'competition_entry', itemKey, now })),
      ),
    );
    const results = await Promise.all(sends.map((send) => awardPoints(send)));
    const applied = results.filter((result) => result.status === 'applied');
    expect(applied).toHaveLength(12 * 3 - 1);
    expect(results.filter((result) => result.reason === 'duplicate')).toHaveLength(sends.length - applied.length);
    expect(new Set(applied.map((result) => result.eventId)).size).toBe(applied.length);
    const winners = new Map<string, number | null>([[`${fans[0]!.id}/b0`, older.eventId]]);
    results.forEach((result, index) => {
      if (result.status === 'applied') winners.set(`${sends[index]!.userId}/${sends[index]!.itemKey}`, result.eventId);
    });
    results.forEach((result, index) => expect(result.eventId).toBe(winners.get(`${sends[index]!.userId}/${sends[index]!.itemKey}`)));
    for (const fan of fans) expect(await ledger(fan.id)).toEqual({ '2031-03': 60, '2031': 60 });
    const db = await getDb();
    const histogram = await db.execute<{ points: number; fans: number }>(sql`
      select points, sum(fans)::int as fans from (
        select points, fans from fancred_histogram where period_key = '2031-03'
        union all select points, fans from fancred_histogram_deltas where period_key = '2031-03') as all_moves
      group by points having sum(fans) <> 0`);
    expect(histogram.rows).toEqual([{ points: 60, fans: 12 }]);
  });
});

describe('the rank histogram', () => {
  it('gives the same ranks before and after its appended changes are folded in', async () => {
    const now = new Date('2030-07-10T10:00:00Z');
    const fans = [await makeFan(), await makeFan(), await makeFan()];
    await awardPoints({ userId: fans[0]!.id, action: 'competition_entry', itemKey: 'h1', now });
    await awardPoints({ userId: fans[0]!.id, action: 'competition_entry', itemKey: 'h2', now });
    await awardPoints({ userId: fans[1]!.id, action: 'competition_entry', itemKey: 'h1', now });
    await awardPoints({ userId: fans[2]!.id, action: 'daily_visit', now });
    const ranks = async () => Promise.all(fans.map(async (fan) => (await getMyPoints({ userId: fan.id, type: 'monthly', now })).rank));
    expect(await ranks()).toEqual([1, 2, 3]);
    await compactHistogram();
    const db = await getDb();
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from fancred_histogram_deltas where period_key = '2030-07'`);
    expect(left.rows[0]?.n).toBe(0);
    const buckets = await db.execute<{ points: number; fans: number }>(
      sql`select points, fans::int from fancred_histogram where period_key = '2030-07' and fans <> 0 order by points`,
    );
    expect(buckets.rows).toEqual([
      { points: 2, fans: 1 },
      { points: 20, fans: 1 },
      { points: 40, fans: 1 },
    ]);
    expect(await ranks()).toEqual([1, 2, 3]);
  });
});

describe('deep standings pages', () => {
  it('agree with a plain rank() over the whole table (the histogram finds the page)', async () => {
    const db = await getDb();
    const period = '2029-03';
    await db.execute(sql`
      insert into users (id, msisdn, emsisdn, network, nickname, profile_completed_at)
      select 'deep-' || lpad(g::text, 5, '0'), '2769' || lpad(g::text, 7, '0'), md5('deep' || g), 'mtn', 'Deep' || g, now() from generate_series(1, 2600) g`);
    await db.execute(sql`
      insert into fancred_points (user_id, period_key, points) select 'deep-' || lpad(g::text, 5, '0'), ${period}, 1 + (g * 7919) % 97 from generate_series(1, 2600) g`);
    await db.execute(
      sql`insert into fancred_histogram (period_key, points, fans) select period_key, points, count(*) from fancred_points where period_key = ${period} group by 1, 2`,
    );
    const expected = await db.execute<{ nickname: string; points: number; rank: string }>(sql`
      select u.nickname, p.points, rank() over (order by p.points desc) as rank from fancred_points p join users u on u.id = p.user_id
      where p.period_key = ${period} order by p.points desc, p.user_id offset 2380 limit 20`);
    const page = await getStandings({ type: 'monthly', page: 120, perPage: 20, now: new Date('2029-03-15T10:00:00Z') });
    expect(page.pageInfo).toEqual({ page: 120, pages: 130, total: 2600 });
    expect(page.standings.map((row) => [row.displayName, row.points, row.rank])).toEqual(
      expected.rows.map((row) => [row.nickname, Number(row.points), Number(row.rank)]),
    );
  });
});
