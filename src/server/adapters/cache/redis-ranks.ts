import 'server-only';
import { getRedis, isRedisConfigured } from './redis';

/**
 * Leaderboard ranks in Redis sorted sets (DESIGN §1 "sorted sets for leaderboards"), one per period: member = user id,
 * score = the fan's points as Postgres committed them. Postgres stays the source of truth: a period's set is rebuilt
 * from it whenever its marker key is missing (Redis restarted, flushed or evicted), and every award writes the fan's
 * new committed total after the commit with ZADD GT — a total only grows, so writes arriving out of order, twice, or
 * during a rebuild still leave the largest (the latest) total. A void lowers a total and writes it as is.
 *
 * Ties (competition ranking): rank = 1 + ZCOUNT(key, '(' + points, '+inf').
 */

const REBUILD_BATCH = 5_000;
const setKey = (periodKey: string) => `fancred:rank:${periodKey}`;
const markerKey = (periodKey: string) => `fancred:built:${periodKey}`;

export type TotalsSource = (periodKey: string, emit: (rows: { userId: string; points: number }[]) => Promise<void>) => Promise<void>;

const rebuilding = new Map<string, Promise<void>>();

/**
 * Periods whose writes this process could not make while Redis was away: their sets are rebuilt from Postgres on this
 * process's next read (decision 027). (Another copy that missed nothing keeps reading the set, which then lacks this
 * copy's awards until that rebuild.)
 */
const missed = new Set<string>();
const miss = (entries: { periodKey: string }[]) => {
  for (const entry of entries) missed.add(entry.periodKey);
};

/** Rebuilds a period's set from Postgres if its marker is missing; concurrent callers in this process share one rebuild. */
export async function ensureBuilt(periodKey: string, source: TotalsSource): Promise<void> {
  const redis = getRedis();
  if (!redis) return;
  if (missed.delete(periodKey)) await redis.del(markerKey(periodKey));
  else if ((await redis.exists(markerKey(periodKey))) === 1) return;
  let running = rebuilding.get(periodKey);
  if (!running) {
    running = (async () => {
      const temporary = `${setKey(periodKey)}:building:${process.pid}:${Date.now()}`;
      await redis.del(temporary);
      await source(periodKey, async (rows) => {
        for (let start = 0; start < rows.length; start += REBUILD_BATCH) {
          const batch = rows.slice(start, start + REBUILD_BATCH);
          const pipeline = redis.pipeline();
          const args: (string | number)[] = [];
          for (const row of batch) args.push(row.points, row.userId);
          if (args.length > 0) pipeline.zadd(temporary, ...args);
          await pipeline.exec();
        }
      });
      // Totals written by awards while the rebuild ran are kept: the larger of the two wins (ZUNIONSTORE … MAX).
      await redis.zunionstore(temporary, 2, temporary, setKey(periodKey), 'AGGREGATE', 'MAX');
      await redis.multi().rename(temporary, setKey(periodKey)).set(markerKey(periodKey), new Date().toISOString()).exec();
    })().finally(() => rebuilding.delete(periodKey));
    rebuilding.set(periodKey, running);
  }
  await running;
}

/** Writes fans' committed totals: `grow` (an award: keep the larger) or `exact` (a void). */
export async function writeTotals(entries: { periodKey: string; userId: string; points: number }[], mode: 'grow' | 'exact'): Promise<void> {
  const redis = getRedis();
  if (!isRedisConfigured() || entries.length === 0) return;
  if (!redis) return miss(entries);
  const pipeline = redis.pipeline();
  for (const entry of entries) {
    if (mode === 'grow') pipeline.zadd(setKey(entry.periodKey), 'GT', entry.points, entry.userId);
    // A fan voided down to nothing leaves the table, as Postgres ranks only fans with points.
    else if (entry.points <= 0) pipeline.zrem(setKey(entry.periodKey), entry.userId);
    else pipeline.zadd(setKey(entry.periodKey), entry.points, entry.userId);
  }
  const results = await pipeline.exec().catch((error: unknown) => {
    miss(entries);
    throw error;
  });
  if (results?.some(([error]) => error)) {
    // A lost write would leave a stale rank: drop the markers so the next read rebuilds from Postgres.
    await redis.del(...new Set(entries.map((entry) => markerKey(entry.periodKey)))).catch(() => undefined);
  }
}

/** 1 + the fans with more points. */
export async function rankForPoints(periodKey: string, points: number): Promise<number> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  return 1 + (await redis.zcount(setKey(periodKey), `(${points}`, '+inf'));
}

/** A fan's points in Redis (null: not ranked). */
export async function pointsOf(periodKey: string, userId: string): Promise<number | null> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  const score = await redis.zscore(setKey(periodKey), userId);
  return score === null ? null : Number(score);
}

/**
 * A slice of the table, best first, with ranks (ties share a rank), in Postgres's order: points down, then user id up
 * (decision 027: Redis mode at parity). ZREVRANGE finds which scores the page holds — it would order a tie by member
 * descending — and each score's members come from ZRANGEBYSCORE, which orders a tie by member ascending.
 */
export async function slice(
  periodKey: string,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: { userId: string; points: number; rank: number }[] }> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  const key = setKey(periodKey);
  const [totalResult, rangeResult] =
    (await redis
      .multi()
      .zcard(key)
      .zrevrange(key, offset, offset + limit - 1, 'WITHSCORES')
      .exec()) ?? [];
  const total = Number(totalResult?.[1] ?? 0);
  const flat = (rangeResult?.[1] as string[] | undefined) ?? [];
  const scores: number[] = [];
  for (let index = 1; index < flat.length; index += 2) scores.push(Number(flat[index]));
  const distinct = [...new Set(scores)];
  const counts = (await distinct.reduce((pipeline, points) => pipeline.zcount(key, `(${points}`, '+inf'), redis.pipeline()).exec()) ?? [];
  const above = distinct.map((_, index) => Number(counts[index]?.[1] ?? 0));
  // Each score's members on this page: the tie starts at index `above` of the whole table.
  const members = distinct.reduce((pipeline, points, index) => {
    const from = Math.max(0, offset - (above[index] as number));
    const count = scores.filter((score) => score === points).length;
    return pipeline.zrangebyscore(key, points, points, 'LIMIT', from, count);
  }, redis.pipeline());
  const groups = (await members.exec()) ?? [];
  const rows = distinct.flatMap((points, index) =>
    ((groups[index]?.[1] as string[] | undefined) ?? []).map((userId) => ({ userId, points, rank: 1 + (above[index] as number) })),
  );
  return { total, rows };
}

/** Forgets a period's set and marker (tests and the bench). */
export async function dropPeriod(periodKey: string): Promise<void> {
  const redis = getRedis();
  if (redis) await redis.del(setKey(periodKey), markerKey(periodKey));
}

/** Takes fans off their periods' sets (a deleted account, decision 019); a failure drops the markers (rebuilt from Postgres). */
export async function removeMembers(entries: { periodKey: string; userId: string }[]): Promise<void> {
  const redis = getRedis();
  if (!isRedisConfigured() || entries.length === 0) return;
  if (!redis) return miss(entries);
  const pipeline = redis.pipeline();
  for (const entry of entries) pipeline.zrem(setKey(entry.periodKey), entry.userId);
  const results = await pipeline.exec().catch((error: unknown) => {
    miss(entries);
    throw error;
  });
  if (results?.some(([error]) => error)) {
    await redis.del(...new Set(entries.map((entry) => markerKey(entry.periodKey)))).catch(() => undefined);
  }
}
