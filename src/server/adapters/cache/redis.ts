import 'server-only';
import { Redis } from 'ioredis';
import { getConfig } from '../../config';
import { getLogger } from '../../logger';

/**
 * The Redis connection (DESIGN §6): only when REDIS_URL is set; null means Postgres does the job. Opened lazily, one
 * per process; every key carries REDIS_KEY_PREFIX (tests give each worker its own).
 */
let client: Redis | null | undefined;

export function getRedis(): Redis | null {
  if (client !== undefined) return client;
  const settings = getConfig().redis;
  if (!settings) return (client = null);
  client = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
    lazyConnect: false,
  });
  client.on('error', (error: Error) => getLogger().warn({ err: error.message }, 'redis connection error'));
  return client;
}

/** Closes the connection (scripts and tests). */
export async function closeRedis(): Promise<void> {
  const open = client;
  client = undefined;
  if (open) await open.quit().catch(() => open.disconnect());
}
