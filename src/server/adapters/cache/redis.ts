import 'server-only';
import { Redis } from 'ioredis';
import { getConfig } from '../../config';
import { getLogger } from '../../logger';
import { countRedisError, countRedisFallback } from '../../metrics';

/**
 * The Redis connection (DESIGN §6): only when REDIS_URL is set; null means Postgres does the job. Opened lazily, one
 * per process; every key carries REDIS_KEY_PREFIX (tests give each worker its own).
 */
let client: Redis | null | undefined;

/**
 * While the connection is failing, getRedis() answers null for this long after each error, so callers take their
 * Postgres path at once instead of each waiting for a timeout (decision 027); 'ready' ends it.
 */
const AWAY_MS = 5_000;
let awayUntil = 0;

/** The connection, or null: Redis is not configured, or it is away right now (the callers' Postgres path). */
export function getRedis(): Redis | null {
  const redis = connection();
  if (!redis) return null;
  if (Date.now() >= awayUntil) return redis;
  countRedisFallback();
  return null;
}

/** Whether REDIS_URL is set, Redis answering or not (what was skipped while it was away must be made good). */
export function isRedisConfigured(): boolean {
  return connection() !== null;
}

function connection(): Redis | null {
  if (client !== undefined) return client;
  const settings = getConfig().redis;
  if (!settings) return (client = null);
  // A Redis that is away fails a call within about a second (callers fall back to Postgres, decision 027) instead of
  // holding the fan's request: one retry, a short connect and command timeout.
  client = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    enableAutoPipelining: true,
    lazyConnect: false,
  });
  client.on('error', (error: Error) => {
    countRedisError();
    if (Date.now() >= awayUntil) getLogger().warn({ err: error.message }, 'redis connection error; postgres serves meanwhile');
    awayUntil = Date.now() + AWAY_MS;
  });
  client.on('ready', () => (awayUntil = 0));
  return client;
}

/** Closes the connection (scripts and tests). */
export async function closeRedis(): Promise<void> {
  const open = client;
  client = undefined;
  if (open) await open.quit().catch(() => open.disconnect());
}
