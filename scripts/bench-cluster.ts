/**
 * `npm run bench -- cluster` (issue 23, decision 029): what a machine serves through the edge. Starts `npm run cluster`
 * with one copy and then with two (CLUSTER_PORT, default 3300; the copies on the next ports), and for each:
 * - `/` through the edge at 50 and 500 connections, against a plain node:http server answering the same bytes in the
 *   same run (the target is at least half of it), with p99 and errors;
 * - `/` for a signed-in fan (issue 38: from the edge's cache like a visitor's, against the same node:http figure);
 * - seconds from a staff save (the service API's `/admin/api/v1/story/update`) until every request through the edge
 *   shows it (five in a row), at most BENCH_SAVE_SECONDS (default 30).
 * BENCH_SECONDS (default 10) sets each load run's length. The cluster's database is DATABASE_URL's when set, else the
 * embedded one under DATA_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { baseline, load } from './bench-load';
import { clusterDir, readClusterState } from './cluster-state';

const root = path.resolve(__dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const saveSeconds = Number(process.env.BENCH_SAVE_SECONDS ?? 30);
const edgePort = Number(process.env.CLUSTER_PORT ?? 3300);
const edge = `http://127.0.0.1:${edgePort}`;
/** The service API's demo credentials (HTTP Basic). */
export const SERVICE_AUTH = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;

export async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** `npm run cluster` with `copies` copies, its edge on `port` (the copies on the next ports), once the edge answers. */
export async function startCluster(copies: number, port = edgePort): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  if (await isUp(url)) throw new Error(`something already answers at ${url}: stop it or set CLUSTER_PORT`);
  // The edge answers a moment before cluster.json (which copy is which pid) is written: an earlier run's must not be read.
  const state = path.join(clusterDir(process.env.DATA_DIR ?? '.data', port), 'cluster.json');
  rmSync(state, { force: true });
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'cluster.ts')], {
    cwd: root,
    env: { ...process.env, CLUSTER_PORT: String(port), CLUSTER_COPIES: String(copies), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 900_000;
  while (Date.now() < deadline) {
    if (existsSync(state) && (await isUp(url))) return child;
    if (child.exitCode !== null) throw new Error('the cluster did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the cluster did not answer within 15 minutes');
}

export async function stopCluster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** A demo fan's session cookie, through the edge (demo mode's outbox gives the code). */
async function signedInCookie(msisdn: string): Promise<string> {
  const since = new Date().toISOString();
  const post = (target: string, body: unknown, cookie = '') =>
    fetch(`${edge}${target}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const sent = await post('/api/site/user/loginEnterNumber', { msisdn });
  if (!sent.ok) throw new Error(`the login code was refused (${sent.status})`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const { messages } = (await (await fetch(`${edge}/api/dev/outbox?to=${msisdn}`)).json()) as {
      messages: { body: string; createdAt: string }[];
    };
    code = messages.filter((message) => message.createdAt > since)[0]?.body.match(/\b(\d{4})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await post('/api/site/user/otp/verify', { otp: code, msisdn_entered: msisdn });
  const session = verified.headers.getSetCookie().find((line) => /session_token=/.test(line));
  if (!verified.ok || !session) throw new Error(`the login was refused (${verified.status})`);
  return session.split(';')[0] as string;
}

/** Seconds from a service-API title change until five requests in a row through the edge show it, or null. */
async function saveToEdge(): Promise<number | null> {
  const listed = await fetch(`${edge}/admin/api/v1/stories/list`, {
    method: 'POST',
    headers: { authorization: SERVICE_AUTH, 'content-type': 'application/json' },
    body: '{}',
  });
  const story = ((await listed.json()) as { stories: { data: { id: number; slug: string; title: string }[] } }).stories.data[0];
  if (!story) throw new Error('no story to save');
  const page = `${edge}/news/${story.slug}`;
  const save = async (title: string) => {
    const form = new FormData();
    form.set('id', String(story.id));
    form.set('title', title);
    form.set('tweet_url', '');
    const answer = await fetch(`${edge}/admin/api/v1/story/update`, {
      method: 'POST',
      headers: { authorization: SERVICE_AUTH },
      body: form,
    });
    if (answer.status !== 204) throw new Error(`story/update answered ${answer.status}`);
  };
  // Every copy and the edge hold the page first (through the edge alone, one copy might never render it).
  const { copies } = readClusterState(process.env.DATA_DIR ?? '.data', edgePort);
  for (const { port } of copies)
    for (let index = 0; index < 3; index += 1) await (await fetch(`http://127.0.0.1:${port}/news/${story.slug}`)).arrayBuffer();
  for (let index = 0; index < 3; index += 1) await (await fetch(page)).arrayBuffer();
  const title = `Bench save ${Date.now()}`;
  const started = performance.now();
  await save(title);
  try {
    let inARow = 0;
    while (performance.now() - started < saveSeconds * 1000) {
      const html = await (await fetch(page)).text();
      inARow = html.includes(title) ? inARow + 1 : 0;
      if (inARow === 5) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  } finally {
    await save(story.title);
  }
}

export async function runClusterBench(): Promise<void> {
  const rows: string[] = [];
  const saves: string[] = [];
  for (const copies of [1, 2]) {
    console.log(`starting the cluster with ${copies} ${copies === 1 ? 'copy' : 'copies'} on ${edge}`);
    const cluster = await startCluster(copies);
    try {
      const url = `${edge}/`;
      for (let index = 0; index < 5; index += 1) await (await fetch(url)).arrayBuffer();
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await response.arrayBuffer());
      // fetch undoes the gzip: the reference serves the page gzip-compressed, as the edge does.
      const { gzipSync } = await import('node:zlib');
      const plain = await baseline(gzipSync(body), { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      try {
        for (const connections of [50, 500]) {
          const app = await load(url, { connections, seconds });
          const reference = await load(plain.url, { connections, seconds });
          const problems = `${app.errors} errors, ${app.non2xx} non-2xx`;
          rows.push(
            `${copies} | / through the edge | ${connections} | ${app.rps.toFixed(0)} | ${app.p50} | ${app.p99} | ${problems} | ${reference.rps.toFixed(0)} | ${reference.p99} | ${(app.rps / reference.rps).toFixed(2)}`,
          );
          console.log(rows.at(-1));
        }
      } finally {
        await plain.close();
      }
      const cookie = await signedInCookie('27710000001');
      const signedIn = await load(url, { connections: 50, seconds, headers: { cookie } });
      rows.push(
        `${copies} | / signed in (from the edge's cache) | 50 | ${signedIn.rps.toFixed(0)} | ${signedIn.p50} | ${signedIn.p99} | ${signedIn.errors} errors, ${signedIn.non2xx} non-2xx | | |`,
      );
      console.log(rows.at(-1));
      const seen = await saveToEdge();
      saves.push(`${copies} | ${seen === null ? `not within ${saveSeconds} s` : `${seen.toFixed(1)} s`}`);
      console.log(saves.at(-1));
    } finally {
      await stopCluster(cluster);
    }
  }
  console.log(`\nThrough the edge (nginx micro-cache), ${seconds} s per run`);
  console.log('copies | page | connections | req/s | p50 ms | p99 ms | problems | node:http same bytes req/s | its p99 | ratio');
  console.log('--- | --- | --- | --- | --- | --- | --- | --- | --- | ---');
  for (const row of rows) console.log(row);
  console.log('\nStaff save (service API story/update) until five requests in a row through the edge show it');
  console.log('copies | seconds');
  console.log('--- | ---');
  for (const row of saves) console.log(row);
}
