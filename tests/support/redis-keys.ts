import type { Redis } from 'ioredis';

/** Removes every key under `prefix` (a test's or a worker's own), through a client opened without a key prefix. */
export async function removeKeysUnder(raw: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await raw.del(...keys);
  } while (cursor !== '0');
}
