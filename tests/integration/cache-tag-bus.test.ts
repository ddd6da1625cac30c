import { createServer, type Server } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTagBus, type TagBus, type TagInvalidation } from '@/server/adapters/cache/tag-bus';
import { getDb } from '@/server/db/client';

/**
 * The tag bus (decision 027) between two copies of the site, each a bus on the worker's database: what one publishes
 * the other applies, over pg_notify and over Redis pub/sub, and through the log when the channel is away.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { warn: () => undefined, error: () => undefined };
const buses: TagBus[] = [];
const servers: Server[] = [];

beforeEach(() => {
  run += 1;
});

/** This test's name for a tag. */
const tag = (name: string) => `${name}#${run}`;

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.stop()));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function databaseUrl(): Promise<string> {
  return (await getDb()).$client.options.connectionString as string;
}

let run = 0;

/**
 * A copy of the site: a bus and what it has applied of this test's invalidations (the tags end in the test's own
 * suffix: a copy's first catch-up also applies the log's last seconds, the earlier tests' events among them).
 */
async function copy(redis: { url: string; keyPrefix: string } | null, catchUpMs?: { live: number; down: number }) {
  const received: TagInvalidation[] = [];
  const suffix = `#${run}`;
  const onInvalidate = (event: TagInvalidation) => {
    if (event.tags.every((tag) => tag.endsWith(suffix)))
      received.push({ ...event, tags: event.tags.map((tag) => tag.slice(0, -suffix.length)) });
  };
  const bus = createTagBus({ databaseUrl: await databaseUrl(), redis, logger: quiet, catchUpMs, onInvalidate });
  buses.push(bus);
  return { bus, received };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A port where something accepts and closes at once: a Redis that is away. */
async function deadRedisUrl(): Promise<string> {
  const server = createServer((socket) => socket.destroy());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `redis://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe.each([
  ['PostgreSQL (LISTEN/NOTIFY)', null],
  ['Redis (pub/sub)', { url: REDIS_URL, keyPrefix: `touchline:test:bus:${process.pid}:` }],
])('the tag bus over %s', (_name, redis) => {
  it("applies what another copy published, not its own, with Next's durations", async () => {
    // Long catch-up timers: only the live channel can deliver within the test's wait.
    const slow = { live: 60_000, down: 60_000 };
    const a = await copy(redis, slow);
    const b = await copy(redis, slow);
    await until(() => a.bus.isLive() && b.bus.isLive(), 'both channels');

    await a.bus.publish({ tags: [tag('stories'), tag('_N_T_/en/news')], durations: { expire: 0 } });
    await until(() => b.received.length === 1, 'the other copy');
    expect(b.received[0]).toEqual({ tags: ['stories', '_N_T_/en/news'], durations: { expire: 0 } });

    await b.bus.publish({ tags: [tag('players')], durations: null });
    await until(() => a.received.length === 1, 'the first copy');
    expect(a.received[0]).toEqual({ tags: ['players'], durations: null });
    // A copy never applies its own invalidation twice.
    expect(a.received.map((event) => event.tags)).not.toContainEqual(['stories', '_N_T_/en/news']);
    expect(b.received).toHaveLength(1);
  });
});

describe('the tag bus when its channel is away', () => {
  it('delivers through the log: a copy whose Redis is down publishes and receives, and nothing throws', async () => {
    const down = { url: await deadRedisUrl(), keyPrefix: `touchline:test:bus-down:${process.pid}:` };
    const fast = { live: 60_000, down: 200 };
    const a = await copy(down, fast);
    const b = await copy(down, fast);
    expect(a.bus.isLive()).toBe(false);

    await expect(a.bus.publish({ tags: [tag('matches')], durations: { expire: 0 } })).resolves.toBeUndefined();
    await until(() => b.received.length === 1, 'the log to carry it');
    expect(b.received[0]).toEqual({ tags: ['matches'], durations: { expire: 0 } });
    expect(a.received).toHaveLength(0);
  });

  it('applies an event once when both the channel and the log bring it, and a database that is away is not an error', async () => {
    const a = await copy(null, { live: 100, down: 100 });
    const b = await copy(null, { live: 100, down: 100 });
    await until(() => a.bus.isLive() && b.bus.isLive(), 'both channels');
    await a.bus.publish({ tags: [tag('widgets')], durations: { expire: 0 } });
    await until(() => b.received.length === 1, 'the other copy');
    // Several catch-ups later the log has offered it again: still applied once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(b.received).toEqual([{ tags: ['widgets'], durations: { expire: 0 } }]);

    const nowhere = createTagBus({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      redis: null,
      logger: quiet,
      onInvalidate: () => undefined,
      catchUpMs: { live: 200, down: 200 },
    });
    buses.push(nowhere);
    await expect(nowhere.publish({ tags: [tag('stories')], durations: null })).resolves.toBeUndefined();
    expect(nowhere.isLive()).toBe(false);
  });
});
