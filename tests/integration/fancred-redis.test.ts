import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeRedis } from '@/server/adapters/cache/redis';
import { getDb } from '@/server/db/client';
import { awardPoints, getMyPoints, getStandings, getUserStanding, voidEvent, warmRanks } from '@/server/fancred';
import { hit, peek } from '@/server/rate-limits/rate-limit';
import { makeFan } from '../support/fancred';
import { removeKeysUnder } from '../support/redis-keys';

/**
 * The Redis path (REDIS_URL set): ranks from sorted sets, rebuilt from Postgres when lost; rate limits in Redis.
 * Each test worker has its own key prefix and flushes only that.
 */
const prefix = vi.hoisted(() => {
  const value = `touchline:test:${process.pid}:`;
  process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.REDIS_KEY_PREFIX = value;
  return value;
});

const raw = new Redis(process.env.REDIS_URL as string);

const flushPrefix = () => removeKeysUnder(raw, prefix);

afterAll(async () => {
  await flushPrefix();
  await raw.quit();
  await closeRedis();
});

describe('ranks in Redis', () => {
  it('match Postgres (ties share a rank), follow awards and voids, and are rebuilt after the prefix is flushed', async () => {
    const now = new Date('2027-04-10T10:00:00Z');
    const [a, b, c] = [await makeFan({ nickname: 'RedisA' }), await makeFan({ nickname: 'RedisB' }), await makeFan({ nickname: 'RedisC' })];
    await awardPoints({ userId: a!.id, action: 'competition_entry', itemKey: 'r1', now });
    await awardPoints({ userId: b!.id, action: 'competition_entry', itemKey: 'r1', now });
    const extra = await awardPoints({ userId: c!.id, action: 'subscription', itemKey: 'r1', now });
    expect(await raw.zscore(`${prefix}fancred:rank:2027-04`, c!.id)).toBe('100');

    const ranks = async () => [a!, b!, c!].map(async (fan) => (await getUserStanding({ userId: fan.id, type: 'monthly', now }))?.rank);
    expect(await Promise.all(await ranks())).toEqual([2, 2, 1]);
    expect(await raw.exists(`${prefix}fancred:built:2027-04`)).toBe(1);
    const page = await getStandings({ type: 'monthly', page: 1, now });
    expect(page.standings.map((row) => [row.rank, row.points])).toEqual([
      [1, 100],
      [2, 20],
      [2, 20],
    ]);
    expect(page.pageInfo).toEqual({ page: 1, pages: 1, total: 3 });

    // Redis loses everything under our prefix: the next read rebuilds the period from Postgres.
    await flushPrefix();
    expect(await raw.exists(`${prefix}fancred:rank:2027-04`)).toBe(0);
    expect(await Promise.all(await ranks())).toEqual([2, 2, 1]);
    expect(await raw.zcard(`${prefix}fancred:rank:2027-04`)).toBe(3);

    // A void writes the lowered total; a fan left with no points leaves the set, as Postgres ranks only fans with points.
    await voidEvent({ eventId: extra.eventId as number, reason: 'test' }, { type: 'service', label: 'test' });
    expect(await raw.zscore(`${prefix}fancred:rank:2027-04`, c!.id)).toBeNull();
    expect((await getMyPoints({ userId: a!.id, type: 'monthly', now })).rank).toBe(1);
  });

  it('counts one award sent 20 times at once once, in Postgres and Redis alike', async () => {
    const now = new Date('2027-05-10T10:00:00Z');
    const fan = await makeFan();
    await warmRanks('2027-05');
    await Promise.all(Array.from({ length: 20 }, () => awardPoints({ userId: fan.id, action: 'video_share', itemKey: 'video:1', now })));
    expect(await raw.zscore(`${prefix}fancred:rank:2027-05`, fan.id)).toBe('5');
    const db = await getDb();
    const ledger = await db.execute<{ points: number }>(
      sql`select points from fancred_points where user_id = ${fan.id} and period_key = '2027-05'`,
    );
    expect(ledger.rows[0]?.points).toBe(5);
  });

  it('rebuild keeps totals written by awards while it ran (the larger wins)', async () => {
    const now = new Date('2027-06-10T10:00:00Z');
    const fan = await makeFan();
    await awardPoints({ userId: fan.id, action: 'competition_entry', itemKey: 'x', now });
    await flushPrefix();
    await awardPoints({ userId: fan.id, action: 'competition_entry', itemKey: 'y', now });
    await warmRanks('2027-06');
    expect(await raw.zscore(`${prefix}fancred:rank:2027-06`, fan.id)).toBe('40');
  });
});

describe('rate limits in Redis', () => {
  it('count in fixed windows in Redis and leave Postgres alone', async () => {
    const key = `fancred-test:${process.pid}:${Date.now()}`;
    expect(await peek({ key, seconds: 3600 })).toBe(0);
    const counts = await Promise.all(Array.from({ length: 10 }, () => hit({ key, seconds: 3600 })));
    expect([...counts].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await peek({ key, seconds: 3600 })).toBe(10);
    const ttl = await raw.ttl(`${prefix}rl:${key}:${Math.floor(Date.now() / 1000 / 3600) * 3600}`);
    expect(ttl).toBeGreaterThan(3600);
    const db = await getDb();
    const stored = await db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_counters where key = ${key}`);
    expect(stored.rows[0]?.n).toBe(0);
  });
});
