import { sql } from 'drizzle-orm';
import { getRedis } from '../../src/server/adapters/cache/redis';
import { getDb } from '../../src/server/db/client';

/**
 * The limits' counters, whichever backend holds them (Postgres, or Redis when the worker runs with REDIS_URL: the
 * `integration-redis` project, decision 027): tests empty them the same way on both.
 */

/** Empties every counter whose key matches `pattern` (`*` for any run of characters), in every window. */
export async function clearCounters(pattern = '*'): Promise<void> {
  const redis = getRedis();
  if (redis) {
    const prefix = redis.options.keyPrefix ?? '';
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}rl:${pattern}:*`, 'COUNT', 1000);
      cursor = next;
      // SCAN answers whole keys; DEL adds the prefix again.
      if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    } while (cursor !== '0');
    return;
  }
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_counters where key like ${pattern.replaceAll('*', '%')}`);
}
