/**
 * `npm run bench` (issue 2, DESIGN §7): throughput and latency of /, /news and a story page against the
 * production server, beside a plain node:http server answering the same bytes in the same run; then the
 * first-load JS (gzip) and total first-visit transfer of each public page.
 *
 * BENCH_URL points at a running server (default http://localhost:3000). When nothing answers there, the bench
 * starts one itself with the `npm start` launcher on port 3200 and stops it afterwards.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the load.
 *
 * Then the bundle report (issue 27, scripts/bench-bundle.ts): every script each measured page loads before it is idle,
 * with its size and contents, against the budgets of decision 035 (`npm run bench -- bundle` runs only that part and
 * exits 1 over budget).
 *
 * Then reach (issue 15, scripts/bench-reach.ts): the bytes a phone's first and repeat visits transfer with data-lite
 * off and on, and the LCP on slow 3G, in Debian's Chromium. `npm run bench -- reach` (or BENCH_PART=reach) runs only
 * that part.
 *
 * `npm run bench -- fancred` (or BENCH_PART=fancred) runs FanCred's part instead: ranks, standings and awards at
 * 1,000,000 fans on Postgres and Redis (scripts/bench-fancred.ts).
 *
 * `npm run bench -- cluster` (or BENCH_PART=cluster): one copy and two behind the nginx edge, against node:http, and a
 * staff save's way through the edge (scripts/bench-cluster.ts).
 * `npm run bench -- queue` (or BENCH_PART=queue): the outbound queue's added latency, p50/p99 (scripts/bench-queue.ts).
 * `npm run bench -- live` (or BENCH_PART=live): live event streams a copy holds, their memory, and an event's delivery
 * time to all of them, on one copy and across two (scripts/bench-live.ts).
 * `npm run bench -- ussd` (or BENCH_PART=ussd; `--redis` adds Redis sessions): USSD steps for a crowd of callers,
 * steps/s and p50/p95/p99 per session store (scripts/bench-ussd.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { baseline, kb, load } from './bench-load';
import { runBundleReport } from './bench-bundle';
import { runReachBench } from './bench-reach';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
let base = process.env.BENCH_URL ?? 'http://localhost:3000';

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<ChildProcess> {
  const root = path.resolve(__dirname, '..');
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '3200', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = 'http://localhost:3200';
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (await isUp(base)) return child;
    if (child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not answer within 10 minutes');
}

async function fetchBytes(url: string): Promise<{ body: Buffer; headers: Headers }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;

async function pageWeight(pagePath: string): Promise<{ html: number; js: number; css: number; images: number; total: number }> {
  const { body } = await fetchBytes(`${base}${pagePath}`);
  const html = body.toString('utf8');
  const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&')))];
  // Modern browsers skip `noModule` scripts (Next's legacy polyfills), so they are not part of first load.
  const scripts = assets(/<script(?![^>]*noModule)[^>]+src="([^"]+)"/g);
  const styles = assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const images = assets(/<img[^>]+src="([^"]+)"/g).filter((src) => !src.startsWith('data:'));
  const sum = async (urls: string[], compress: boolean) => {
    let total = 0;
    for (const url of urls) {
      const { body: asset } = await fetchBytes(new URL(url, base).toString());
      total += compress ? gz(asset) : asset.length;
    }
    return total;
  };
  const js = await sum(scripts, true);
  const css = await sum(styles, true);
  // SVGs are compressible; raster images are sent as they are.
  let imageBytes = 0;
  for (const src of images) {
    const { body: asset, headers } = await fetchBytes(new URL(src, base).toString());
    imageBytes += (headers.get('content-type') ?? '').includes('svg') ? gz(asset) : asset.length;
  }
  const htmlBytes = gz(body);
  return { html: htmlBytes, js, css, images: imageBytes, total: htmlBytes + js + css + imageBytes };
}

async function main() {
  if (process.argv.includes('queue') || process.env.BENCH_PART === 'queue') {
    const { runQueueBench } = await import('./bench-queue');
    await runQueueBench();
    return;
  }
  if (process.argv.includes('fancred') || process.env.BENCH_PART === 'fancred') {
    const { runFanCredBench } = await import('./bench-fancred');
    await runFanCredBench();
    return;
  }
  if (process.argv.includes('live') || process.env.BENCH_PART === 'live') {
    const { runLiveBench } = await import('./bench-live');
    await runLiveBench();
    return;
  }
  if (process.argv.includes('ussd') || process.env.BENCH_PART === 'ussd') {
    const { runUssdBench } = await import('./bench-ussd');
    await runUssdBench();
    return;
  }
  if (process.argv.includes('cluster') || process.env.BENCH_PART === 'cluster') {
    const { runClusterBench } = await import('./bench-cluster');
    await runClusterBench();
    return;
  }
  let server: ChildProcess | undefined;
  if (!(await isUp(base))) {
    console.log(`nothing answers at ${base}; starting the production server on :3200`);
    server = await startServer();
  }
  try {
    const news = (await (
      await fetch(`${base}/api/site/teamnews/allnews`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      allnews: { featured: { slug: string } | null; data: { slug: string }[] };
    };
    const story = `/news/${news.allnews.featured?.slug ?? news.allnews.data[0]?.slug}`;
    const player = '/springboks/siya-kolisi';
    if (process.argv.includes('reach') || process.env.BENCH_PART === 'reach') {
      await runReachBench(base, story);
      return;
    }
    if (process.argv.includes('bundle') || process.env.BENCH_PART === 'bundle') {
      if (!(await runBundleReport(base, story))) process.exitCode = 1;
      return;
    }

    console.log(`\nThroughput: ${connections} connections, ${seconds} s per run, against ${base}`);
    console.log('page | touchline req/s | p50 ms | p99 ms | node:http same bytes req/s | p50 | p99 | ratio');
    console.log('--- | --- | --- | --- | --- | --- | --- | ---');
    for (const pagePath of ['/', '/news', story]) {
      const url = `${base}${pagePath}`;
      // Warm the page cache first: the bench measures the steady state.
      for (let index = 0; index < 3; index += 1) await fetch(url);
      const { body, headers } = await fetchBytes(url);
      const app = await load(url, { connections, seconds });
      const plain = await baseline(gzipSync(body), {
        'content-type': headers.get('content-type') ?? 'text/html',
        'content-encoding': 'gzip',
      });
      const reference = await load(plain.url, { connections, seconds });
      await plain.close();
      const problems = app.errors + app.non2xx > 0 ? ` (${app.errors} errors, ${app.non2xx} non-2xx)` : '';
      console.log(
        `${pagePath} | ${app.rps.toFixed(0)}${problems} | ${app.p50} | ${app.p99} | ${reference.rps.toFixed(0)} | ${reference.p50} | ${reference.p99} | ${(app.rps / reference.rps).toFixed(2)}`,
      );
    }

    console.log('\nFirst visit: gzip sizes (raster images as sent)');
    console.log('page | HTML | scripts in the HTML | CSS | images | total');
    console.log('--- | --- | --- | --- | --- | ---');
    for (const pagePath of [
      '/',
      '/news',
      story,
      '/springboks',
      player,
      '/matches/springboks',
      '/subscribe',
      '/about',
      '/benefits',
      '/terms-and-conditions',
      '/sitemap',
    ]) {
      const weight = await pageWeight(pagePath);
      console.log(`${pagePath} | ${kb(weight.html)} | ${kb(weight.js)} | ${kb(weight.css)} | ${kb(weight.images)} | ${kb(weight.total)}`);
    }
    console.log('\nBudgets (DESIGN §7): home page total ≤ 350 KB; / ≥ 1,000 req/s with p99 ≤ 100 ms.');
    const isWithin = await runBundleReport(base, story);
    await runReachBench(base, story);
    if (!isWithin) process.exitCode = 1;
  } finally {
    if (server?.pid) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
