import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as subscribe } from '@/app/api/site/push/subscribe/route';
import { getDb } from '@/server/db/client';
import type { PushMessage } from '@/server/outbound/push-messages';
import { deliverPush, PAGE_SIZE, type PageJob } from '@/server/outbound/push-send';
import { OutboundQueue, type Delivery, type SpawnedJob } from '@/server/outbound/queue';
import { deliverThroughAdapters } from '@/server/outbound/outbound';
import { pushSubscriptions } from '@/server/outbound/schema';
import { makeFan, sessionFor } from '../support/fancred';
import { awayFromWindowEdge, call, errorOf, type CookieJar } from '../support/identity-http';
import { clearCounters } from '../support/rate-limits';

/**
 * Issue 37 item 17: push subscriptions cannot be farmed. A new endpoint counts against a tight per-address and a
 * site-wide hourly cap (a signed-in fan's against their own), so made-up endpoints cannot take a broadcast's send slots
 * from real fans; and a broadcast goes to its newest subscribers first, so those are the ones it reaches within its
 * lifetime when the send slots run short.
 */
vi.hoisted(() => {
  process.env.PUSH_SERVICE_HOSTS = '127.0.0.1';
  process.env.PUSH_NEW_SUBSCRIPTIONS_IP_HOURLY = '3';
  process.env.PUSH_NEW_SUBSCRIPTIONS_HOURLY = '6';
});

const run = randomBytes(4).toString('hex');
/** One browser's keys (a real P-256 key: the payload is encrypted for it), shared by every made-up subscription here. */
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
let pushBase = '';
const received: string[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.url ?? '');
      response.writeHead(201).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  pushBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const endpoint = (name: string) => `${pushBase}/push/${run}/${name}`;

function subscribeAs(name: string, options: { ip: string; topics?: string[]; jar?: CookieJar }) {
  return call(
    subscribe,
    '/api/site/push/subscribe',
    { subscription: { endpoint: endpoint(name), keys }, topics: options.topics ?? ['news'] },
    { ip: options.ip, jar: options.jar },
  );
}

beforeEach(async () => {
  await awayFromWindowEdge(3600, 30);
  await clearCounters('push:*');
  await (await getDb()).delete(pushSubscriptions).where(sql`${pushSubscriptions.endpoint} like ${`%/push/${run}/%`}`);
});

describe('new push subscriptions', () => {
  it('are capped per address (429 with Retry-After); the same browser changing its topics is not a new one', async () => {
    const ip = '198.18.9.1';
    for (const name of ['a1', 'a2', 'a3']) expect((await subscribeAs(name, { ip })).status, name).toBe(201);
    const refused = await subscribeAs('a4', { ip });
    expect(await errorOf(refused)).toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'Too many requests. Please try again later',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A known endpoint changes its topics past the cap.
    expect((await subscribeAs('a1', { ip, topics: ['news', 'springboks:score'] })).status).toBe(200);
    // Another address is not affected.
    expect((await subscribeAs('b1', { ip: '198.18.9.2' })).status).toBe(201);
  });

  it('are capped site-wide, whatever the addresses; a refused one is not counted', async () => {
    for (let index = 0; index < 6; index += 1) {
      expect((await subscribeAs(`s${index}`, { ip: `198.18.10.${index + 1}` })).status, `subscribe ${index + 1}`).toBe(201);
    }
    const refused = await subscribeAs('s-over', { ip: '198.18.10.100' });
    expect(await errorOf(refused)).toMatchObject({ status: 429, code: 'too_many_requests' });
    // The refused call gave its address's count back: with the site's window new, that address still has all three.
    await clearCounters('push:new:site');
    for (const name of ['t1', 't2', 't3']) expect((await subscribeAs(name, { ip: '198.18.10.100' })).status, name).toBe(201);
    expect((await subscribeAs('t4', { ip: '198.18.10.100' })).status).toBe(429);
  });

  it('from a signed-in fan count against the fan, not the address or the site', async () => {
    for (let index = 0; index < 6; index += 1) await subscribeAs(`f${index}`, { ip: `198.18.11.${index + 1}` });
    expect((await subscribeAs('anonymous-over', { ip: '198.18.11.50' })).status).toBe(429);
    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    for (const name of ['fan1', 'fan2', 'fan3']) expect((await subscribeAs(name, { ip: '198.18.11.50', jar })).status, name).toBe(201);
    expect((await subscribeAs('fan4', { ip: '198.18.11.50', jar })).status).toBe(429);
  });
});

describe('a broadcast', () => {
  const message = (): PushMessage => ({
    topic: 'domestic:full_time',
    pushTopic: 'm1',
    ttl: 600,
    urgency: 'normal',
    expiresAt: Date.now() + 600_000,
    content: { kind: 'news', storyId: 1, slug: 'farming', titles: { en: 'Farming', zu: 'Farming', xh: 'Farming', af: 'Farming' } },
  });

  async function crowd(size: number): Promise<number[]> {
    const rows = await (
      await getDb()
    )
      .insert(pushSubscriptions)
      .values(
        Array.from({ length: size }, (_, index) => ({
          endpoint: endpoint(`crowd-${index}`),
          ...keys,
          topics: ['domestic:full_time'],
          locale: 'en',
        })),
      )
      .returning({ id: pushSubscriptions.id });
    return rows.map((row) => row.id).sort((a, b) => b - a);
  }

  function recordingDelivery(slots: number): Delivery & { spawned: SpawnedJob[] } {
    const spawned: SpawnedJob[] = [];
    let left = slots;
    return {
      spawned,
      deadline: Date.now() + 60_000,
      takeSlot: async () => (left -= 1) >= 0,
      spawn: async (jobs) => void spawned.push(...jobs),
    };
  }

  it('is expanded newest first, each page queued ahead of the older ones', async () => {
    const newestFirst = await crowd(3 * PAGE_SIZE + 7);
    const delivery = recordingDelivery(0);
    await deliverPush({ kind: 'broadcast', message: message() }, `farm-${run}`, delivery);
    const mine = new Set(newestFirst);
    const pages = delivery.spawned.map((job) => ({
      ids: (job.payload as PageJob).ids.filter((id) => mine.has(id)),
      priority: job.priority ?? 0,
    }));
    expect(pages.flatMap((page) => page.ids)).toEqual(newestFirst);
    expect(pages[0]?.ids).toContain(newestFirst[0]);
    // The queue takes the higher priority first: each page's is below the one before.
    for (let index = 1; index < pages.length; index += 1) expect(pages[index]?.priority).toBeLessThan(pages[index - 1]?.priority ?? 0);
  });

  it('with fewer send slots than subscribers, reaches the newest and leaves the oldest for later', async () => {
    const newestFirst = await crowd(30);
    received.length = 0;
    const delivery = recordingDelivery(10);
    const page: PageJob = { kind: 'page', message: message(), ids: [...newestFirst].reverse(), rank: 0 };
    await deliverPush(page, `farm-page-${run}`, delivery);
    const names = new Map(
      (
        await (
          await getDb()
        )
          .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.id, newestFirst))
      ).map((row) => [row.endpoint.slice(pushBase.length), row.id]),
    );
    expect(received.map((path) => names.get(path)).sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(newestFirst.slice(0, 10));
    expect(delivery.spawned).toHaveLength(1);
    expect((delivery.spawned[0]?.payload as PageJob).ids).toEqual(newestFirst.slice(10));
  });

  it('has its pages taken by the queue in priority order, whatever order their keys put them in', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    const taken: number[] = [];
    const queue = new OutboundQueue({
      executor: pool,
      deliver: { ...deliverThroughAdapters, push: async (payload) => void taken.push((payload as PageJob).rank ?? 0) },
      throttle: async () => true,
      slotsInside: ['push'],
      batchSize: 1,
      pollingSeconds: 0.5,
      onError: () => undefined,
    });
    try {
      const ranks = [3, 0, 5, 1, 4, 2];
      await queue.enqueueMany(
        'push',
        ranks.map((rank) => ({
          payload: { kind: 'page', message: message(), ids: [], rank },
          key: `order-${run}-${rank}`,
          priority: -rank,
        })),
      );
      await queue.work();
      for (;;) {
        if (taken.length >= ranks.length) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(taken).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await queue.stop(1000);
      await pool.end();
    }
  });
});
