// The metrics every part of one copy records (issue 39, decision 043): one prom-client registry per process, kept
// under a global name, because three loaders reach it — scripts/serve.mjs (plain Node: the HTTP answers), the cache
// handler (loaded by Next outside our bundles: the page and data cache) and the app's bundles (everything else). Plain
// JavaScript for the first two; src/server/metrics/index.ts gives the app its typed recorders.
//
// Every series is named `touchline_*`. A metric is made once: `metric()` hands back the one already registered under
// its name, so a module loaded twice (two bundles, a test's fresh import) records into the same series.
import client from 'prom-client';

const REGISTRY = Symbol.for('touchline.metrics.registry');

/** The process's registry, with Node's own figures (event-loop lag, heap, GC, CPU, open files) made once. */
export function metricsRegistry() {
  let registry = globalThis[REGISTRY];
  if (!registry) {
    registry = new client.Registry();
    globalThis[REGISTRY] = registry;
    client.collectDefaultMetrics({ register: registry, prefix: 'touchline_' });
  }
  return registry;
}

const KINDS = { counter: client.Counter, gauge: client.Gauge, histogram: client.Histogram };

/** The metric called `options.name` of this kind: the one registered, or a new one. */
export function metric(kind, options) {
  const registry = metricsRegistry();
  const existing = registry.getSingleMetric(options.name);
  if (existing) return existing;
  const Kind = KINDS[kind];
  return new Kind({ ...options, registers: [registry] });
}

/**
 * How long an answer took, in seconds: from 5 ms (a cached page from memory) to 10 s (the route wrapper's slowest
 * refusal, a database that does not answer). Prometheus' p99 comes from these buckets (deploy/prometheus/alerts.yml).
 */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Where an address belongs, for the HTTP series: a handful of groups, never the address itself (one series per story
 * would grow without end). A language prefix (/zu/news) counts as the page it names.
 */
export function routeGroup(url) {
  const path = String(url ?? '/').split('?')[0];
  if (path.startsWith('/_next/static/') || path.startsWith('/serwist/') || /^\/(?:icons|fonts)\//.test(path)) return 'static';
  if (path.startsWith('/_next/image')) return 'image';
  if (path.startsWith('/media/')) return 'media';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/api/health')) return 'health';
  if (/^\/api\/site\/matches\/[^/]+\/live(?:\/|$)/.test(path)) return 'live_stream';
  if (path.startsWith('/api/auth/')) return 'api_auth';
  if (path.startsWith('/api/billing/')) return 'api_billing';
  if (path.startsWith('/api/ussd')) return 'api_ussd';
  if (path.startsWith('/api/admin/') || path.startsWith('/admin/api/')) return 'api_admin';
  if (path.startsWith('/api/')) return 'api_site';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (/\.[a-z0-9]+$/i.test(path)) return 'static';
  return 'page';
}

/** The HTTP series scripts/serve.mjs records: every answer by group, method and status, and how long it took. */
export function httpMetrics() {
  return {
    requests: metric('counter', {
      name: 'touchline_http_requests_total',
      help: 'HTTP answers by route group, method and status',
      labelNames: ['group', 'method', 'status'],
    }),
    duration: metric('histogram', {
      name: 'touchline_http_request_duration_seconds',
      help: 'Time to the end of an HTTP answer by route group and status class (live event streams are not timed)',
      labelNames: ['group', 'status_class'],
      buckets: LATENCY_BUCKETS,
    }),
  };
}

/** The page and data cache of this copy (src/cache-handler.mjs): a hit, a stale hit (served, renewed behind), a miss. */
export function cacheMetrics() {
  return metric('counter', {
    name: 'touchline_cache_lookups_total',
    help: "Lookups in Next's page and data cache by kind (page, data, route, image) and result (hit, stale, miss)",
    labelNames: ['kind', 'result'],
  });
}

const TALLIES = Symbol.for('touchline.metrics.minute-tallies');
const MINUTE_MS = 60_000;
/** How many minutes of tallies a copy keeps while its database is away (the console shows the last 30). */
const KEPT_MINUTES = 60;

/**
 * The per-minute tallies behind the console's match-day figures (issue 39): the same events the counters above
 * count, by the minute they happened in, so src/server/ops/match-day.ts can add every copy's into one row per minute
 * in Postgres (what one copy counts alone is not the site). A name is one of a handful (`errors`, `page_views`, …).
 */
export function tally(name, amount = 1, at = Date.now()) {
  const tallies = (globalThis[TALLIES] ??= new Map());
  const key = `${Math.floor(at / MINUTE_MS) * MINUTE_MS}|${name}`;
  tallies.set(key, (tallies.get(key) ?? 0) + amount);
}

/** The tallies since the last drain, emptied: `[{ minute (epoch ms), name, value }]`. */
export function drainTallies() {
  const tallies = globalThis[TALLIES] ?? new Map();
  globalThis[TALLIES] = new Map();
  return [...tallies].map(([key, value]) => {
    const [minute, name] = key.split('|');
    return { minute: Number(minute), name, value };
  });
}

/** Gives back tallies a flush could not write, dropping those older than an hour (the figures are for the match now). */
export function restoreTallies(rows, now = Date.now()) {
  const oldest = now - KEPT_MINUTES * MINUTE_MS;
  for (const row of rows) if (row.minute >= oldest) tally(row.name, row.value, row.minute);
}
