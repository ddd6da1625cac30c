/**
 * The outbound queue's latency (issue 23, decision 028): `npm run bench -- queue` (or BENCH_PART=queue).
 *
 * On a fresh, migrated database on TEST_DATABASE_URL's server (else DATABASE_URL's), dropped afterwards, with the demo
 * outbox as the gateway:
 * - direct: the old path, the outbox insert made inside the request (the reference the queue adds to);
 * - same copy: a code queued by a copy whose own worker delivers it (woken at once) — what a fan's code costs: the
 *   enqueue the request waits for, and enqueue → stored in the outbox;
 * - other copy: queued by a copy with no worker, delivered by another copy's worker, which finds it by polling
 *   (OUTBOUND_POLLING_SECONDS, 1 s) — the path of a message whose copy died after accepting it;
 * - burst: BENCH_BURST codes queued at once against a cap of BENCH_CAP per second: the drain rate must not exceed it.
 *
 * BENCH_MESSAGES (default 300) samples per path; one at a time, a few ms apart, so each measures the queue, not a
 * backlog.
 */
import path from 'node:path';
import pg from 'pg';
import { adminQuery } from '../tests/support/test-database';
import { benchDatabase, percentile } from './bench-load';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const BURST = Number(process.env.BENCH_BURST ?? 600);
const CAP = Number(process.env.BENCH_CAP ?? 200);

const row = (name: string, values: number[]) =>
  console.log(
    `${name} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} | ${Math.max(...values).toFixed(1)}`,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runQueueBench(): Promise<void> {
  const { admin: base, database, url } = benchDatabase(`touchline_bench_queue_${process.pid}`);
  await adminQuery(base, `create database "${database}"`);
  Object.assign(process.env, { DATABASE_URL: url, DEMO_MODE: 'true', LOG_LEVEL: 'silent', SMS_SENDS_PER_SECOND: String(CAP) });
  const { getDb, closeDb } = await import('../src/server/db/client');
  try {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    await migrate(drizzle(pool), { migrationsFolder: path.resolve(__dirname, '..', 'drizzle') });
    await pool.end();

    const { outboxSms } = await import('../src/server/adapters/sms/outbox-sms');
    const { OutboundQueue } = await import('../src/server/outbound/queue');
    const { siteQueueOptions } = await import('../src/server/outbound/outbound');
    await getDb();

    // Deliveries are timed where they land: the outbox insert has returned.
    const delivered = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    const options = await siteQueueOptions();
    const timedOptions = {
      ...options,
      deliver: {
        ...options.deliver,
        sms: async (payload: unknown, key: string, delivery: Parameters<typeof options.deliver.sms>[2]) => {
          await options.deliver.sms(payload, key, delivery);
          delivered.set(key, performance.now());
          waiting.get(key)?.();
        },
      },
    };
    const arrival = (key: string) => (delivered.has(key) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(key, resolve)));

    console.log(`\nOutbound queue: ${MESSAGES} one-time-code SMS per path, demo outbox as the gateway (ms)`);
    console.log('path | n | p50 | p99 | max');
    console.log('--- | --- | --- | --- | ---');

    const direct: number[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      const start = performance.now();
      await outboxSms.send({ to: `2771${String(index).padStart(7, '0')}`, body: `Your Touchline OTP is ${index % 10_000}.` });
      direct.push(performance.now() - start);
    }
    row('direct: outbox insert in the request (before)', direct);

    const copyA = new OutboundQueue(timedOptions);
    await copyA.work();
    const enqueueTimes: number[] = [];
    const sameCopy: number[] = [];
    for (let index = 0; index < MESSAGES + 20; index += 1) {
      const start = performance.now();
      const key = await copyA.enqueue('sms', { to: `2772${String(index).padStart(7, '0')}`, body: `Your Touchline OTP is ${index}.` });
      const enqueued = performance.now();
      await arrival(key);
      if (index < 20) continue; // warm
      enqueueTimes.push(enqueued - start);
      sameCopy.push((delivered.get(key) ?? Number.NaN) - start);
      await sleep(5);
    }
    row('same copy: enqueue (what the request waits for)', enqueueTimes);
    row('same copy: enqueue → in the outbox', sameCopy);

    // Another copy, with no worker: its messages reach copy A's worker by polling only.
    const copyB = new OutboundQueue({ ...timedOptions, executor: (await getDb()).$client });
    await copyB.start();
    const otherCopy: number[] = [];
    const crossSamples = Math.min(MESSAGES, 60);
    for (let index = 0; index < crossSamples; index += 1) {
      const start = performance.now();
      const key = await copyB.enqueue('sms', { to: `2773${String(index).padStart(7, '0')}`, body: `Your Touchline OTP is ${index}.` });
      await arrival(key);
      otherCopy.push((delivered.get(key) ?? Number.NaN) - start);
      await sleep(Math.random() * options.pollingSeconds * 1000); // uncorrelated with the other copy's polls
    }
    row(`other copy (found by polling every ${options.pollingSeconds} s)`, otherCopy);

    const burstStart = performance.now();
    const keys = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        copyA.enqueue('sms', { to: `2774${String(index).padStart(7, '0')}`, body: `Your Touchline OTP is ${index}.` }),
      ),
    );
    await Promise.all(keys.map(arrival));
    const burstSeconds = (performance.now() - burstStart) / 1000;
    const perSecond = new Map<number, number>();
    for (const key of keys) {
      const second = Math.floor((performance.timeOrigin + (delivered.get(key) ?? 0)) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    console.log(
      `\nburst: ${BURST} codes queued at once, cap ${CAP}/s: drained in ${burstSeconds.toFixed(2)} s (${(BURST / burstSeconds).toFixed(0)}/s); busiest wall-clock second ${Math.max(...perSecond.values())} sends`,
    );
    await copyB.stop();
    await copyA.stop();
  } finally {
    await closeDb();
    await adminQuery(base, `drop database if exists "${database}" with (force)`);
  }
}
