/**
 * `npm run bench -- ussd` (or BENCH_PART=ussd; issue 25): how fast the feature-phone channel answers a crowd. An
 * aggregator drops a session after about 15 s; the issue aims for tens of milliseconds a step.
 *
 * For each session store — PostgreSQL, then Redis when REDIS_URL is set or `--redis` is given (REDIS_URL, default
 * redis://127.0.0.1:6379, with a key prefix of its own, emptied afterwards) — it starts the production build with
 * `npm run cluster`'s one copy (scripts/bench-cluster.ts; built when stale) in demo mode with the demo match's feed
 * off, on a fresh database on TEST_DATABASE_URL's server (else DATABASE_URL's), dropped afterwards, its edge on
 * CLUSTER_PORT (default 3340) and the copy on the next port. The steps go straight to the copy, signed as the
 * aggregator signs them (USSD_CALLBACK_SECRET, `x-touchline-signature`). Then:
 * - a warm-up (not reported): the route compiled, the copy's few seconds' memory of scores and stories filled;
 * - one caller walking sessions alone (300 steps): a step's time with nothing else going on;
 * - the crowd: BENCH_USSD_CALLERS callers at once (default 200), each walking one session after another without
 *   pausing (the copy's capacity) — or BENCH_USSD_PAUSE_MS (±50%) between a caller's steps, as a person reads and
 *   keys (the latency a crowd of that size sees) — until BENCH_USSD_STEPS steps (default 5,000) have been sent, or
 *   for BENCH_USSD_SECONDS when set.
 * A session is ~6 steps from the home menu (live score, back, results, more, home, headlines, My FanCred, subscribe,
 * language) by a seeded demo member (one caller at a time per number) or by a number without an account (2769…, new
 * each session); BENCH_USSD_SMS_SHARE of the sessions (default 0.05) choose a headline, which sends its link by SMS.
 *
 * Per store and phase: steps/s, ms p50/p95/p99/max from request sent to answer read, errors (a failed request, not
 * 200, or not `CON …`/`END …`), the slowest kind of step by p95, and the 1-minute load average before and after; then
 * each kind's p50/p95 in the crowd, where the sessions were kept (a check that Redis held them), and one line of JSON.
 * The times are a measurement, never asserted; the run fails only when a step errs.
 */
import os from 'node:os';
import { Redis } from 'ioredis';
import { signCallback, SIGNATURE_HEADER } from '../src/server/kernel';
import { USSD_DEMO_SERVICE_CODE, USSD_NETWORKS } from '../src/schemas/ussd';
import { adminQuery } from '../tests/support/test-database';
import { isUp, startCluster, stopCluster } from './bench-cluster';
import { benchDatabase, percentile } from './bench-load';
import { readClusterState } from './cluster-state';

/** A number from the environment (its name), or the fallback. */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CALLERS = setting('BENCH_USSD_CALLERS', 200);
const STEPS = setting('BENCH_USSD_STEPS', 5_000);
const SECONDS = setting('BENCH_USSD_SECONDS', 0);
const SMS_SHARE = setting('BENCH_USSD_SMS_SHARE', 0.05);
/** A person's time to read a screen and key an answer (ms, ±50%): 0 sends the next step at once (capacity). */
const PAUSE_MS = setting('BENCH_USSD_PAUSE_MS', 0);
const EDGE_PORT = setting('CLUSTER_PORT', 3340);
const SOLO_STEPS = 300;
const WARM = { callers: 20, steps: 300 };
const SECRET = `bench-ussd-${process.pid}-callback-secret`;
const SERVICE_CODE = process.env.USSD_SERVICE_CODE ?? USSD_DEMO_SERVICE_CODE;

type Answer = [answer: string, kind: string];

/** The sessions callers walk; the first answer ('') is the dial. A headline's number is filled in per session. */
const WALKS: { name: string; weight: number; answers: Answer[] }[] = [
  {
    name: 'scores',
    weight: 0.35,
    answers: [
      ['', 'home'],
      ['1', 'live score'],
      ['0', 'back (0)'],
      ['2', 'results'],
      ['9', 'more (9)'],
      ['00', 'home (00)'],
      ['4', 'My FanCred'],
    ],
  },
  {
    name: 'news',
    weight: 0.25,
    answers: [
      ['', 'home'],
      ['3', 'headlines'],
      ['9', 'more (9)'],
      ['0', 'back (0)'],
      ['00', 'home (00)'],
      ['5', 'subscribe'],
    ],
  },
  {
    name: 'fancred',
    weight: 0.25,
    answers: [
      ['', 'home'],
      ['4', 'My FanCred'],
      ['0', 'back (0)'],
      ['5', 'subscribe'],
      ['0', 'back (0)'],
      ['2', 'results'],
    ],
  },
  {
    name: 'language',
    weight: 0.1,
    answers: [
      ['', 'home'],
      ['6', 'language'],
      ['1', 'language chosen'],
      ['1', 'live score'],
      ['0', 'back (0)'],
      ['3', 'headlines'],
    ],
  },
];

const LINK_WALK: Answer[] = [
  ['', 'home'],
  ['3', 'headlines'],
  ['#', 'headline by SMS'],
  ['0', 'back (0)'],
  ['00', 'home (00)'],
  ['1', 'live score'],
];

/** A small seeded generator (mulberry32): the mix of sessions is the same from run to run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Phase {
  name: string;
  callers: number;
  steps: number;
  seconds: number;
  sessions: number;
  times: number[];
  byKind: Map<string, number[]>;
  errors: Map<string, number>;
  ends: number;
  load: [number, number];
}

/** What one store's run shares between its phases: numbers and session ids are never used twice. */
interface Crowd {
  url: string;
  store: string;
  members: string[];
  random: () => number;
  nextSession: number;
  nextStranger: number;
}

/** One walk for a caller: who calls (a member this caller owns, or a new number) and the answers. */
function nextWalk(crowd: Crowd, owned: string[], sessionOfCaller: number): { msisdn: string; answers: Answer[] } {
  const { random } = crowd;
  const isMember = owned.length > 0 && random() < 0.5;
  const msisdn = isMember ? (owned[sessionOfCaller % owned.length] as string) : `2769${String((crowd.nextStranger += 1)).padStart(7, '0')}`;
  if (random() < SMS_SHARE) {
    const headline = String(1 + Math.floor(random() * 4));
    return { msisdn, answers: LINK_WALK.map(([answer, kind]) => [answer === '#' ? headline : answer, kind]) };
  }
  let pick = random() * WALKS.reduce((sum, walk) => sum + walk.weight, 0);
  const walk = WALKS.find((candidate) => (pick -= candidate.weight) < 0) ?? WALKS[0];
  return { msisdn, answers: walk?.answers ?? [] };
}

/** `callers` callers walking sessions at once until `steps` have been sent (or `seconds` have gone by, when > 0). */
async function run(crowd: Crowd, name: string, callers: number, limit: { steps: number; seconds: number }, pauseMs = 0): Promise<Phase> {
  const phase: Phase = {
    name,
    callers,
    steps: 0,
    seconds: 0,
    sessions: 0,
    times: [],
    byKind: new Map(),
    errors: new Map(),
    ends: 0,
    load: [os.loadavg()[0] ?? 0, 0],
  };
  const started = performance.now();
  const isDone = () => (limit.seconds > 0 ? performance.now() - started >= limit.seconds * 1000 : phase.steps >= limit.steps);
  const fail = (reason: string) => phase.errors.set(reason, (phase.errors.get(reason) ?? 0) + 1);

  const caller = async (index: number) => {
    // The demo members this caller may be: never two callers on one number at once.
    const owned = crowd.members.filter((_, position) => position % callers === index);
    // People do not all dial in the same millisecond: with pauses, each caller's first dial falls somewhere in one.
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs * 1.5 * crowd.random()));
    for (let walked = 0; !isDone(); walked += 1) {
      const { msisdn, answers } = nextWalk(crowd, owned, walked);
      const sessionId = `bench-${crowd.store}-${process.pid}-${(crowd.nextSession += 1)}`;
      const networkCode = USSD_NETWORKS[Math.floor(crowd.random() * USSD_NETWORKS.length)]?.code ?? '';
      phase.sessions += 1;
      for (let step = 0; step < answers.length && !isDone(); step += 1) {
        if (pauseMs > 0 && step > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + crowd.random())));
        phase.steps += 1;
        const kind = answers[step]?.[1] ?? '?';
        const text = answers
          .slice(1, step + 1)
          .map(([answer]) => answer)
          .join('*');
        const body = new URLSearchParams({ sessionId, serviceCode: SERVICE_CODE, phoneNumber: msisdn, networkCode, text }).toString();
        const headers = { 'content-type': 'application/x-www-form-urlencoded', [SIGNATURE_HEADER]: signCallback(SECRET, body) };
        const sent = performance.now();
        try {
          const response = await fetch(crowd.url, { method: 'POST', headers, body });
          const answer = await response.text();
          const ms = performance.now() - sent;
          phase.times.push(ms);
          const times = phase.byKind.get(kind) ?? [];
          times.push(ms);
          phase.byKind.set(kind, times);
          if (response.status !== 200) fail(`HTTP ${response.status}`);
          else if (answer.startsWith('END ')) phase.ends += 1;
          else if (!answer.startsWith('CON ')) fail('neither CON nor END');
        } catch (error) {
          fail(`request failed: ${(error as Error).message}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: callers }, (_, index) => caller(index)));
  phase.seconds = (performance.now() - started) / 1000;
  phase.load[1] = os.loadavg()[0] ?? 0;
  return phase;
}

/** Redis keys under `prefix`: counted (the sessions among them) and, with `remove`, deleted. */
async function redisKeys(url: string, prefix: string, remove: boolean): Promise<{ keys: number; sessions: number } | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await redis.connect();
    let keys = 0;
    let sessions = 0;
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      keys += found.length;
      sessions += found.filter((key) => key.startsWith(`${prefix}ussd:session:`)).length;
      if (remove && found.length > 0) await redis.unlink(...found);
    } while (cursor !== '0');
    return { keys, sessions };
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

interface StoreResult {
  store: string;
  phases: Phase[];
  /** Session records after the run: rows in ussd_sessions, keys in Redis (null: not asked). */
  inPostgres: number;
  inRedis: number | null;
  links: number;
}

async function measureStore(store: 'postgres' | 'redis', redisUrl: string): Promise<StoreResult | null> {
  const prefix = `touchline-bench-ussd-${process.pid}:`;
  if (store === 'redis' && (await redisKeys(redisUrl, prefix, false)) === null) {
    console.log(`\nredis: no answer at ${redisUrl} — skipped`);
    return null;
  }
  const { admin, database, url } = benchDatabase(`touchline_bench_ussd_${store}_${process.pid}`);
  await adminQuery(admin, `create database "${database}"`);
  const env = {
    DATABASE_URL: url,
    DEMO_MODE: 'true',
    DEMO_LIVE_FEED: 'false',
    USSD_CALLBACK_SECRET: SECRET,
    USSD_SERVICE_CODE: SERVICE_CODE,
  };
  Object.assign(process.env, env);
  if (store === 'redis') Object.assign(process.env, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
  else delete process.env.REDIS_URL;
  console.log(`\n${store}: starting the production build (one copy, edge :${EDGE_PORT}) on database ${database}`);
  const cluster = await startCluster(1, EDGE_PORT);
  try {
    const [copy] = readClusterState(process.env.DATA_DIR ?? '.data', EDGE_PORT).copies;
    if (!copy || !(await isUp(`http://127.0.0.1:${copy.port}`))) throw new Error('the copy does not answer');
    const members = (
      await adminQuery(url, 'select msisdn from users where deleted_at is null and msisdn is not null order by msisdn')
    ).rows.map((row: { msisdn: string }) => row.msisdn);
    const crowd: Crowd = {
      url: `http://127.0.0.1:${copy.port}/api/ussd/session`,
      store,
      members,
      random: seeded(2_025),
      nextSession: 0,
      nextStranger: 0,
    };
    console.log(`${store}: ${members.length} demo members among the callers; warming up`);
    await run(crowd, 'warm-up', WARM.callers, { steps: WARM.steps, seconds: 0 });
    const solo = await run(crowd, 'one caller', 1, { steps: SOLO_STEPS, seconds: 0 });
    console.log(`${store}: one caller p50 ${solo.times.length ? percentile(solo.times, 50).toFixed(1) : '—'} ms; now ${CALLERS} callers`);
    const many = await run(
      crowd,
      PAUSE_MS > 0 ? `${CALLERS} callers, ~${PAUSE_MS / 1000} s a key` : `${CALLERS} callers`,
      CALLERS,
      { steps: STEPS, seconds: SECONDS },
      PAUSE_MS,
    );
    const count = async (text: string) => Number((await adminQuery(url, text)).rows[0]?.n ?? 0);
    const redis = store === 'redis' ? await redisKeys(redisUrl, prefix, false) : null;
    return {
      store,
      phases: [solo, many],
      inPostgres: await count('select count(*)::int as n from ussd_sessions'),
      inRedis: redis?.sessions ?? null,
      links: await count('select count(*)::int as n from ussd_links'),
    };
  } finally {
    await stopCluster(cluster);
    await adminQuery(admin, `drop database if exists "${database}" with (force)`);
    if (store === 'redis') await redisKeys(redisUrl, prefix, true);
  }
}

const ms = (value: number) => value.toFixed(1);
const largest = (values: number[]) => values.reduce((most, value) => Math.max(most, value), 0);

/** The kind of step with the highest p95 in a phase. */
function slowestKind(phase: Phase): string {
  let slowest = '—';
  let worst = -1;
  for (const [kind, times] of phase.byKind) {
    const p95 = percentile(times, 95);
    if (p95 > worst) [slowest, worst] = [kind, p95];
  }
  return worst < 0 ? slowest : `${slowest} (${ms(worst)})`;
}

export async function runUssdBench(): Promise<void> {
  const original = { redis: process.env.REDIS_URL, prefix: process.env.REDIS_KEY_PREFIX };
  const redisUrl = original.redis ?? 'redis://127.0.0.1:6379';
  const stores: ('postgres' | 'redis')[] = original.redis || process.argv.includes('--redis') ? ['postgres', 'redis'] : ['postgres'];
  const results: StoreResult[] = [];
  console.log(
    `USSD bench: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; stores: ${stores.join(', ')}`,
  );
  try {
    for (const store of stores) {
      const result = await measureStore(store, redisUrl);
      if (result) results.push(result);
    }
  } finally {
    Object.assign(process.env, { REDIS_URL: original.redis, REDIS_KEY_PREFIX: original.prefix });
    if (original.redis === undefined) delete process.env.REDIS_URL;
    if (original.prefix === undefined) delete process.env.REDIS_KEY_PREFIX;
  }

  const limit = SECONDS > 0 ? `${SECONDS} s` : `${STEPS.toLocaleString('en')} steps`;
  console.log(
    `\nUSSD steps (POST /api/ussd/session, signed, straight to one copy; DB_POOL_SIZE ${process.env.DB_POOL_SIZE ?? '10 (default)'}): one caller alone, then ${CALLERS} callers at once ${PAUSE_MS > 0 ? `pausing ~${PAUSE_MS / 1000} s between keys` : 'without pauses'} for ${limit}; ms from request sent to answer read`,
  );
  console.log(
    'sessions in | callers | steps | sessions | steps/s | p50 | p95 | p99 | max | errors | slowest kind (p95 ms) | load avg 1 min',
  );
  console.log('--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---');
  for (const { store, phases } of results)
    for (const phase of phases) {
      const errors = [...phase.errors.values()].reduce((sum, value) => sum + value, 0);
      const detail = errors > 0 ? ` (${[...phase.errors].map(([reason, count]) => `${count} ${reason}`).join(', ')})` : '';
      console.log(
        `${store} | ${phase.callers} | ${phase.steps} | ${phase.sessions} | ${(phase.steps / phase.seconds).toFixed(0)} | ${ms(percentile(phase.times, 50))} | ${ms(percentile(phase.times, 95))} | ${ms(percentile(phase.times, 99))} | ${ms(largest(phase.times))} | ${errors}${detail} | ${slowestKind(phase)} | ${phase.load[0].toFixed(2)} → ${phase.load[1].toFixed(2)}`,
      );
    }

  const kinds = [...new Set(results.flatMap(({ phases }) => [...(phases.at(-1)?.byKind.keys() ?? [])]))];
  console.log(`\nBy kind of step, ${CALLERS} callers: n, p50 / p95 ms`);
  console.log(`kind | ${results.map(({ store }) => store).join(' | ')}`);
  console.log(`--- | ${results.map(() => '---').join(' | ')}`);
  for (const kind of kinds)
    console.log(
      `${kind} | ${results
        .map(({ phases }) => {
          const times = phases.at(-1)?.byKind.get(kind) ?? [];
          return `${times.length}: ${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`;
        })
        .join(' | ')}`,
    );
  console.log('\nWhere the sessions were kept, and the links sent by SMS (ussd_links)');
  for (const { store, inPostgres, inRedis, links } of results)
    console.log(
      `${store}: ${inPostgres} session rows in PostgreSQL${inRedis === null ? '' : `, ${inRedis} session keys in Redis`}; ${links} links`,
    );

  const summary = {
    bench: 'ussd',
    callers: CALLERS,
    stores: results.map(({ store, phases, links }) => ({
      store,
      links,
      phases: phases.map((phase) => ({
        callers: phase.callers,
        steps: phase.steps,
        stepsPerSecond: Math.round(phase.steps / phase.seconds),
        p50: Number(ms(percentile(phase.times, 50))),
        p95: Number(ms(percentile(phase.times, 95))),
        p99: Number(ms(percentile(phase.times, 99))),
        max: Number(ms(largest(phase.times))),
        errors: [...phase.errors.values()].reduce((sum, value) => sum + value, 0),
        ends: phase.ends,
        load: phase.load.map((value) => Number(value.toFixed(2))),
      })),
    })),
  };
  console.log(`\n${JSON.stringify(summary)}`);

  const problems = results.flatMap(({ store, phases, inPostgres, inRedis }) => [
    ...phases.filter((phase) => phase.errors.size > 0).map((phase) => `${store}, ${phase.name}: steps failed`),
    ...(store === 'redis' && (inPostgres > 0 || !inRedis)
      ? [`redis: the sessions were not kept in Redis (${inPostgres} rows in PostgreSQL)`]
      : []),
  ]);
  if (problems.length > 0) throw new Error(`ussd bench: ${problems.join('; ')}`);
}
