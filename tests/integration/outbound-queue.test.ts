import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '@/server/adapters/outbox';
import { createGatewaySms } from '@/server/adapters/sms/gateway-sms';
import { getDb } from '@/server/db/client';
import { deliverThroughAdapters } from '@/server/outbound/outbound';
import { OutboundQueue, type Deliver, type OutboundQueueOptions } from '@/server/outbound/queue';

/**
 * The outbound queue (decision 028) across copies: each "copy" is its own pg-boss instance on its own connection pool,
 * as a separate process would be. Deliveries land in the demo outbox (its unique key is the gateway's idempotency) or
 * in a local HTTP gateway that honours Idempotency-Key.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

const noThrottle: OutboundQueueOptions['throttle'] = async () => true;

function copy(overrides: Partial<OutboundQueueOptions> = {}): OutboundQueue {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const queue = new OutboundQueue({
    executor: pool,
    deliver: deliverThroughAdapters,
    throttle: noThrottle,
    batchSize: 5,
    pollingSeconds: 0.5,
    expireSeconds: 2,
    maintenanceSeconds: 1,
    retryDelaySeconds: 1,
    onError: () => undefined,
    ...overrides,
  });
  closers.push(async () => {
    await queue.stop(1000);
    await pool.end();
  });
  return queue;
}

/** Polls `read` until `isDone` holds, or fails after the deadline. */
async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`not done after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The states of the queued messages to one number: each test sends to its own. */
async function jobStates(to: string): Promise<Record<string, number>> {
  const result = await (
    await getDb()
  ).execute<{ state: string; n: number }>(
    sql`select state::text, count(*)::int as n from pgboss.job where name like 'outbound-%' and data->>'to' = ${to} group by state`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.state, row.n]));
}

const sms = (to: string, index: number) => ({ to, body: `Your Touchline OTP is ${String(index).padStart(4, '0')}.` });

describe('the outbound queue', () => {
  it('delivers, exactly once, what a copy accepted and then died before delivering: another copy picks it up', async () => {
    const accepting = copy();
    for (let index = 0; index < 5; index += 1) await accepting.enqueue('sms', sms('27730000001', index));
    await accepting.stop(); // accepted, then gone: it never ran a worker
    expect(await listOutboxMessages('27730000001')).toHaveLength(0);
    expect((await jobStates('27730000001')).created).toBe(5);

    await copy().work();
    const delivered = await until(
      () => listOutboxMessages('27730000001'),
      (messages) => messages.length >= 5,
    );
    await until(
      () => jobStates('27730000001'),
      (states) => states.completed === 5,
    );
    expect(delivered.map((message) => message.body).sort()).toEqual([0, 1, 2, 3, 4].map((index) => sms('', index).body));
  });

  it('delivers again, under the same key, a message whose copy died while delivering it: stored once', async () => {
    const dying = copy();
    const key = await dying.enqueue('sms', sms('27730000002', 7));
    // The dead copy's fetch: the job is taken (active) and never finished.
    await (await getDb()).execute(sql`update pgboss.job set state = 'active', started_on = now() where id = ${key}::uuid`);
    await dying.stop();
    // Its first attempt did reach the outbox before the copy died: the retry must not store it again.
    await deliverThroughAdapters.sms(sms('27730000002', 7), key);

    await copy().work();
    await until(
      () => jobStates('27730000002'),
      (states) => states.completed === 1,
    );
    expect(await listOutboxMessages('27730000002')).toHaveLength(1);
  });

  it('retries a gateway that timed out after receiving with the same Idempotency-Key on every attempt', async () => {
    const received: string[] = [];
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const key = String(request.headers['idempotency-key']);
        received.push(key);
        if (received.length <= 2) return; // received, then too slow: the client times out (both of the adapter's tries)
        response.statusCode = 202;
        response.end('{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const gateway = createGatewaySms({
      gatewayUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
      token: 't',
      senderId: 'Touchline',
      timeoutMs: 200,
    });
    const worker = copy({
      deliver: {
        ...deliverThroughAdapters,
        sms: (payload, key) => gateway.send(payload as ReturnType<typeof sms>, { idempotencyKey: key }),
      },
    });
    await worker.work();
    const key = await worker.enqueue('sms', sms('27730000003', 1));

    await until(
      () => jobStates('27730000003'),
      (states) => states.completed === 1,
    );
    // Two timed-out tries in the first attempt, then the queue's retry: one key throughout, so a gateway that honours
    // it sends one message.
    expect(received).toEqual([key, key, key]);
  });

  it('delivers each message once when two copies compete for the same jobs', async () => {
    const deliveries: string[] = [];
    const recording: Deliver = async (payload, key) => {
      deliveries.push(key);
      await deliverThroughAdapters.sms(payload, key);
    };
    const copyA = copy({ deliver: { ...deliverThroughAdapters, sms: recording } });
    const copyB = copy({ deliver: { ...deliverThroughAdapters, sms: recording } });
    const keys = await Promise.all(Array.from({ length: 60 }, (_, index) => copyA.enqueue('sms', sms('27730000004', index))));
    await Promise.all([copyA.work(), copyB.work()]);

    await until(
      () => jobStates('27730000004'),
      (states) => states.completed === 60,
    );
    expect(deliveries.sort()).toEqual([...keys].sort());
    expect(await listOutboxMessages('27730000004', 100)).toHaveLength(60);
  });

  it('keeps one message for a key asked twice (a welcome SMS for one subscription event)', async () => {
    const queue = copy();
    const first = await queue.enqueue('sms', sms('27730000005', 1), 'welcome-sms:42');
    const second = await queue.enqueue('sms', sms('27730000005', 1), 'welcome-sms:42');
    expect(second).toBe(first);
    await queue.work();
    await until(
      () => jobStates('27730000005'),
      (states) => states.completed === 1,
    );
    expect(await listOutboxMessages('27730000005')).toHaveLength(1);
  });
});
