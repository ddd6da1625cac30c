import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { closeRedis } from '../../src/server/adapters/cache/redis';
import { removeKeysUnder } from './redis-keys';

/**
 * The `integration-redis` project (decision 027): the limits', codes' and ranks' tests again with REDIS_URL set, so
 * that a bug only Redis mode has fails the build. Each worker has its own key prefix and removes only its keys.
 */
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `touchline:test:redis-mode:${process.pid}:${process.env.VITEST_POOL_ID ?? '0'}:`;
process.env.REDIS_URL = url;
process.env.REDIS_KEY_PREFIX = prefix;

afterAll(async () => {
  await closeRedis();
  const raw = new Redis(url);
  await removeKeysUnder(raw, prefix);
  await raw.quit();
});
