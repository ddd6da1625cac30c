import 'server-only';
import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import { getRedis } from '../adapters/cache/redis';
import { redisHit, redisPeek, redisRelease, redisReset } from '../adapters/cache/redis-rate-limit';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { countRateLimitRefusal, countRedisFallback } from '../metrics';

/**
 * Fixed-window counters in Postgres (DESIGN §6: the shared default), one atomic upsert per hit, so concurrent
 * requests on any number of app copies cannot slip past a cap. With REDIS_URL set the same windows live in Redis
 * (INCR + EXPIRE in one MULTI) and Postgres is left alone — until Redis does not answer: then the call is counted in
 * Postgres instead (one `warn` line a minute per process), so a Redis outage never turns a login into a 500
 * (decision 027). The limits hold meanwhile, each window counted afresh on the other backend.
 */

const REDIS_DOWN_LOG_MS = 60_000;
let redisDownLoggedAt = 0;

/** The Redis call, or the Postgres one when Redis is not configured or fails. */
async function counted<T>(onRedis: () => Promise<T>, onPostgres: () => Promise<T>): Promise<T> {
  if (!getRedis()) return onPostgres();
  try {
    return await onRedis();
  } catch (error) {
    countRedisFallback();
    if (Date.now() - redisDownLoggedAt > REDIS_DOWN_LOG_MS) {
      redisDownLoggedAt = Date.now();
      getLogger().warn({ err: (error as Error).message }, 'rate limits: redis unavailable, counting in postgres');
    }
    return onPostgres();
  }
}

export interface Window {
  key: string;
  seconds: number;
}

function windowStart(seconds: number) {
  return sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;
}

/** Counts one hit in the key's current window and returns the window's count, this hit included. */
export async function hit({ key, seconds }: Window): Promise<number> {
  return counted(
    () => redisHit(key, seconds),
    () => postgresHit({ key, seconds }),
  );
}

async function postgresHit({ key, seconds }: Window): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limit_counters (key, window_start, count) values (${key}, ${windowStart(seconds)}, 1)
    on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
    returning count`);
  if (Math.random() < 0.01) void prune();
  return Number(result.rows[0]?.count ?? 0);
}

/** The key's count in its current window, without counting. */
export async function peek({ key, seconds }: Window): Promise<number> {
  return counted(
    () => redisPeek(key, seconds),
    () => postgresPeek({ key, seconds }),
  );
}

async function postgresPeek({ key, seconds }: Window): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limit_counters where key = ${key} and window_start = ${windowStart(seconds)}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Gives back one hit counted in the key's current window (a reservation that turned out not to count). */
export async function release({ key, seconds }: Window): Promise<void> {
  return counted(
    () => redisRelease(key, seconds),
    () => postgresRelease({ key, seconds }),
  );
}

async function postgresRelease({ key, seconds }: Window): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update rate_limit_counters set count = count - 1 where key = ${key} and window_start = ${windowStart(seconds)} and count > 0`,
  );
}

/** Empties the key's current window (a lockout lifted). */
export async function reset({ key, seconds }: Window): Promise<void> {
  return counted(
    () => redisReset(key, seconds),
    () => postgresReset({ key, seconds }),
  );
}

async function postgresReset({ key, seconds }: Window): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_counters where key = ${key} and window_start = ${windowStart(seconds)}`);
}

/** Seconds until the key's current fixed window ends (for Retry-After). */
export function secondsLeftInWindow(seconds: number, now = Date.now()): number {
  return seconds - (Math.floor(now / 1000) % seconds);
}

/** Counts a hit and says whether it is still within `max`. */
export async function allow(window: Window, max: number): Promise<boolean> {
  const isAllowed = (await hit(window)) <= max;
  if (!isAllowed) countRateLimitRefusal(limitName(window.key));
  return isAllowed;
}

/** The words a limit's key may have after its name, saying whom it counts (`lookup:ip:…` is the limit `lookup:ip`). */
const COUNTED_BY = new Set(['ip', 'fan', 'user', 'email', 'msisdn', 'day', 'new']);

/**
 * A key's limit, for the refusals' metric: its name and what it counts by, never the address, fan or number in it (a
 * series per address would grow without end). Exported for tests.
 */
export function limitName(key: string): string {
  const [name = 'unknown', by] = key.split(':');
  return by && COUNTED_BY.has(by) ? `${name}:${by}` : name;
}

/** Drops windows older than two days (the longest window is a day). */
async function prune(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_counters where window_start < now() - interval '2 days'`).catch(() => undefined);
}

/**
 * The caller's address as every per-address limit counts it: an IPv4 address, or an IPv6 address's /64 (a network
 * gives one phone or one home a whole /64, so a client could otherwise pick a fresh address for every request).
 * `npm start` (scripts/serve.mjs, decision 009) replaces X-Forwarded-For with the one address it trusts — the socket's
 * peer, or with TRUST_PROXY_HOPS the entry the trusted proxies appended — and drops X-Real-IP, so the header holds one
 * entry. (Under a bare `next start` the header is whatever the client sent: serve with `npm start`.)
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  const address = last || headers.get('x-real-ip') || 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return mapped;
  return isIPv6(address) ? ipv6Network64(address) : address;
}

/** "2001:db8:1:2:a:b:c:d" and "2001:db8:1:2::9" → "2001:db8:1:2::/64". */
function ipv6Network64(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
