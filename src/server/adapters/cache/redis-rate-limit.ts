import 'server-only';
import { getRedis } from './redis';

/**
 * Fixed-window counters in Redis (the same windows as the Postgres ones, aligned to the epoch): INCR and EXPIRE in
 * one MULTI, so concurrent hits on any number of app copies are all counted.
 */
const keyOf = (key: string, seconds: number, nowMs: number) => `rl:${key}:${Math.floor(nowMs / 1000 / seconds) * seconds}`;

export async function redisHit(key: string, seconds: number): Promise<number> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  const windowKey = keyOf(key, seconds, Date.now());
  const results = await redis
    .multi()
    .incr(windowKey)
    .expire(windowKey, seconds * 2)
    .exec();
  return Number(results?.[0]?.[1] ?? 0);
}

export async function redisPeek(key: string, seconds: number): Promise<number> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  return Number((await redis.get(keyOf(key, seconds, Date.now()))) ?? 0);
}

/** Gives back one hit in the key's current window, never below zero (a Lua script: one atomic step on any copy). */
const RELEASE = "local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then return redis.call('DECR', KEYS[1]) end return 0";

export async function redisRelease(key: string, seconds: number): Promise<void> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  await redis.eval(RELEASE, 1, keyOf(key, seconds, Date.now()));
}

/** Empties the key's current window. */
export async function redisReset(key: string, seconds: number): Promise<void> {
  const redis = getRedis();
  if (!redis) throw new Error('redis is not configured');
  await redis.del(keyOf(key, seconds, Date.now()));
}
