/**
 * `npm run bench -- fancred` (or BENCH_PART=fancred npm run bench): FanCred at 1,000,000 fans (issue 11, DESIGN §7).
 *
 * Creates a fresh database on TEST_DATABASE_URL's server (else DATABASE_URL's), migrates it, fills it with 1,000,000
 * ranked fans (one `insert … select generate_series` per table), then measures, for Postgres and for Redis (REDIS_URL,
 * default redis://127.0.0.1:6379, with its own key prefix; skipped when Redis does not answer):
 *   - my rank (a random fan's points and competition rank) p50/p95, and the top 20 p50/p95;
 *   - a standings page deep in the table (page 25,000 of 20);
 *   - sustained award throughput with 50 concurrent senders (BENCH_SECONDS, default 10), each award sent twice,
 *     then checks that no award was lost or doubled (events, ledger and histogram agree).
 * Targets: rank and top-20 p95 ≤ 5 ms; ≥ 2,000 awards/s. The database is dropped afterwards (BENCH_KEEP=1 keeps it).
 * BENCH_FANS changes the number of fans; BENCH_SENDERS the concurrency; DB_POOL_SIZE the pool (default here 50);
 * BENCH_DATABASE names the database, and with BENCH_REUSE=1 an already filled one is measured again without refilling.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';
import { adminQuery } from '../tests/support/test-database';
import { benchDatabase, percentile } from './bench-load';

const FANS = Number(process.env.BENCH_FANS ?? 1_000_000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAMPLES = 400;

const ms = (value: number) => value.toFixed(2);

async function timed(samples: number, run: (index: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let index = 0; index < 20; index += 1) await run(index); // warm
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await run(index);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function migrateBench(url: string): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: path.resolve(__dirname, '..', 'drizzle') });
  await pool.end();
}

/** Phase 1 (the parent): a fresh database with 1,000,000 ranked fans. */
async function fill(url: string): Promise<void> {
  await migrateBench(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const started = performance.now();
  try {
    await client.query(`
      insert into users (id, msisdn, emsisdn, network, first_name, last_name, nickname, profile_completed_at)
      select 'bench-' || lpad(g::text, 7, '0'), '27' || (600000000 + g)::text, md5('bench' || g), 'mtn', 'Fan', 'Bench', case when g % 3 = 0 then 'Bench' || g end, now()
      from generate_series(1, ${FANS}) g`);
    // Points: many fans with few, a long tail with many (like a real table); the year holds more than the month.
    await client.query(
      `
      insert into fancred_points (user_id, period_key, points)
      select 'bench-' || lpad(g::text, 7, '0'), $1, 1 + floor(power(random(), 3) * 5000)::int from generate_series(1, ${FANS}) g
      union all
      select 'bench-' || lpad(g::text, 7, '0'), $2, 1 + floor(power(random(), 3) * 30000)::int from generate_series(1, ${FANS}) g`,
      [monthKey(), yearKey()],
    );
    await client.query(
      `insert into fancred_histogram (period_key, points, fans) select period_key, points, count(*) from fancred_points group by period_key, points`,
    );
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze fancred_points');
    await client.query('vacuum analyze fancred_histogram');
  } finally {
    client.release();
    await pool.end();
  }
  console.log(
    `filled ${FANS.toLocaleString('en')} fans (month and year ledgers, histogram) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const SAST = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit' });
function monthKey(): string {
  const parts = Object.fromEntries(SAST.formatToParts(new Date()).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}
const yearKey = () => monthKey().slice(0, 4);

/** Phase 2 (a child per backend, so each reads its own configuration): the measurements. */
async function measure(backend: string): Promise<void> {
  const fancred = await import('../src/server/fancred');
  const { getDb, closeDb } = await import('../src/server/db/client');
  const { closeRedis } = await import('../src/server/adapters/cache/redis');
  const { sql } = await import('drizzle-orm');
  const db = await getDb();
  const randomFan = () => `bench-${String(1 + Math.floor(Math.random() * FANS)).padStart(7, '0')}`;

  if (backend === 'redis') {
    const started = performance.now();
    await fancred.warmRanks(monthKey());
    console.log(
      `redis: rebuilt ${monthKey()} from Postgres (${FANS.toLocaleString('en')} fans) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const rank = await timed(SAMPLES, () => fancred.getMyPoints({ userId: randomFan(), type: 'monthly' }));
  const top = await timed(SAMPLES, () => fancred.getStandings({ type: 'monthly', page: 1 }));
  const deepPage = Math.floor(FANS / 2 / 20);
  const deep = await timed(Math.floor(SAMPLES / 4), () => fancred.getStandings({ type: 'monthly', page: deepPage }));

  // Awards: SENDERS concurrent loops for SECONDS; every award is sent twice (the second must be a duplicate).
  const before = await db.execute<{ total: string }>(
    sql`select coalesce(sum(points), 0) as total from fancred_points where period_key = ${monthKey()}`,
  );
  const tag = `${backend}-${process.pid}`;
  let sent = 0;
  let applied = 0;
  let duplicates = 0;
  let other = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      let n = 0;
      while (performance.now() < deadline) {
        const award = { userId: randomFan(), action: 'competition_entry', itemKey: `${tag}-${sender}-${n++}` };
        const [first, second] = await Promise.all([fancred.awardPoints(award), fancred.awardPoints(award)]);
        sent += 1;
        for (const result of [first, second]) {
          if (result.status === 'applied') applied += 1;
          else if (result.reason === 'duplicate') duplicates += 1;
          else other += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await db.execute<{ total: string }>(
    sql`select coalesce(sum(points), 0) as total from fancred_points where period_key = ${monthKey()}`,
  );
  const events = await db.execute<{ n: string }>(
    sql`select count(*) as n from fan_events where item_key like ${`${tag}-%`} and event_status = 'applied'`,
  );
  const histogram = await db.execute<{ ledger: string; buckets: string }>(sql`
    select (select count(*) from fancred_points where period_key = ${monthKey()}) as ledger,
      (select coalesce(sum(fans), 0) from fancred_histogram where period_key = ${monthKey()})
        + (select coalesce(sum(fans), 0) from fancred_histogram_deltas where period_key = ${monthKey()}) as buckets`);
  const gained = Number(after.rows[0]?.total) - Number(before.rows[0]?.total);
  const isExact =
    applied === sent &&
    duplicates === sent &&
    other === 0 &&
    Number(events.rows[0]?.n) === sent &&
    gained === sent * 20 &&
    histogram.rows[0]?.ledger === histogram.rows[0]?.buckets;
  let redisCheck = '';
  if (backend === 'redis') {
    const { getRedis } = await import('../src/server/adapters/cache/redis');
    const redis = getRedis();
    const sample = await db.execute<{ user_id: string; points: number }>(
      sql`select user_id, points from fancred_points where period_key = ${monthKey()} order by updated_at desc limit 200`,
    );
    let mismatches = 0;
    for (const row of sample.rows)
      if (Number(await redis?.zscore(`fancred:rank:${monthKey()}`, row.user_id)) !== Number(row.points)) mismatches += 1;
    redisCheck = `; redis totals of the 200 latest fans ${mismatches === 0 ? 'match Postgres' : `DIFFER (${mismatches})`}`;
  }

  console.log(`\n${backend} | p50 ms | p95 ms`);
  console.log('--- | --- | ---');
  console.log(`my rank (random fan, monthly) | ${ms(rank.p50)} | ${ms(rank.p95)}`);
  console.log(`top 20 (monthly page 1) | ${ms(top.p50)} | ${ms(top.p95)}`);
  console.log(`deep page (page ${deepPage.toLocaleString('en')} of 20) | ${ms(deep.p50)} | ${ms(deep.p95)}`);
  console.log(
    `awards: ${sent} unique awards (each sent twice) by ${SENDERS} senders in ${elapsed.toFixed(1)} s = ${(sent / elapsed).toFixed(0)} awards/s (${((2 * sent) / elapsed).toFixed(0)} requests/s); ` +
      `${isExact ? 'none lost or doubled' : `MISMATCH: applied ${applied}, duplicates ${duplicates}, other ${other}, events ${events.rows[0]?.n}, points +${gained}`}${redisCheck}`,
  );
  if (backend === 'redis') {
    const { getRedis } = await import('../src/server/adapters/cache/redis');
    const redis = getRedis();
    await redis?.del(`fancred:rank:${monthKey()}`, `fancred:built:${monthKey()}`);
  }
  await closeRedis();
  await closeDb();
}

async function child(backend: string, url: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    BENCH_FANCRED_PHASE: backend,
    LOG_LEVEL: 'silent',
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '50',
  };
  if (backend === 'redis') {
    env.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    env.REDIS_KEY_PREFIX = `touchline:bench:${process.pid}:`;
  } else delete env.REDIS_URL;
  const process_ = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', __filename], { env, stdio: 'inherit' });
  const [code] = (await once(process_, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the ${backend} phase failed (${code})`);
}

async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export async function runFanCredBench(): Promise<void> {
  const { admin: adminUrl, database, url } = benchDatabase(process.env.BENCH_DATABASE ?? `touchline_bench_fancred_${process.pid}`);
  console.log(`FanCred bench: ${FANS.toLocaleString('en')} fans in database ${database}; ${SENDERS} senders for ${SECONDS} s per backend`);
  const isReused = Boolean(process.env.BENCH_REUSE && process.env.BENCH_DATABASE);
  if (!isReused) {
    await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
    await adminQuery(adminUrl, `create database "${database}"`);
  }
  try {
    if (isReused) {
      console.log(`reusing the filled database ${database} (BENCH_REUSE)`);
      await migrateBench(url);
    } else await fill(url);
    await child('postgres', url);
    if (await redisAnswers()) await child('redis', url);
    else console.log('\nredis: no answer at REDIS_URL (default redis://127.0.0.1:6379) — skipped');
    console.log('\nTargets (issue 11, DESIGN §7): my rank and top 20 p95 ≤ 5 ms at 1,000,000 fans; ≥ 2,000 awards/s.');
  } finally {
    if (!process.env.BENCH_KEEP) await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
  }
}

if (process.env.BENCH_FANCRED_PHASE) {
  measure(process.env.BENCH_FANCRED_PHASE).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
