/**
 * The metrics context (issue 39, decision 043): what one copy counts, in Prometheus' format, for `GET /metrics` and for
 * the console's match-day figures. It owns the series' names, labels and buckets; the contexts only say what happened
 * (`countLoginCode('sms', 'sent')`). It stands below every other room (decision 021): a context that has a figure only
 * it can read (the database pool, the outbound queue) hands a reader to `watch*` here instead of being imported.
 *
 * The registry is the process's one (src/metrics-registry.mjs): scripts/serve.mjs records the HTTP answers into it and
 * src/cache-handler.mjs the page and data cache.
 */
import 'server-only';
import { cacheMetrics, httpMetrics, metric, metricsRegistry, tally } from '../../metrics-registry.mjs';

export { drainTallies, metricsRegistry, restoreTallies, routeGroup, type MinuteTally } from '../../metrics-registry.mjs';

/**
 * The readers of the figures only their owners can read (the database pool, the outbound queue, the live hub), read on
 * each scrape. The latest one given wins: a queue or pool made anew (a restart of the worker, a test) replaces the old.
 */
interface Readers {
  queue?: () => Promise<QueueFigures[]>;
  pool?: () => PoolFigures;
  liveStreams?: () => number;
}
const READERS = Symbol.for('touchline.metrics.readers');
const readers: Readers = ((globalThis as { [READERS]?: Readers })[READERS] ??= {});

/** The text `GET /metrics` answers, and its content type (`text/plain; version=0.0.4`). */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const registry = metricsRegistry();
  // The HTTP and cache series exist from the start, so a scrape before the first request shows them at 0.
  httpMetrics();
  cacheMetrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

export type CodeChannel = 'sms' | 'email';
/** `sent`: a code left for the phone or the inbox; `verified`: a fan typed it right; `refused`: wrong, used or expired. */
export type CodeOutcome = 'sent' | 'verified' | 'refused';

export function countLoginCode(channel: CodeChannel, outcome: CodeOutcome): void {
  metric('counter', {
    name: 'touchline_login_codes_total',
    help: 'Login codes by channel (sms, email) and outcome (sent, verified, refused)',
    labelNames: ['channel', 'outcome'],
  }).inc({ channel, outcome });
  tally(`codes_${outcome}`);
}

/** A request refused by a rate limit; `limit` is the limit's own name (bounded: the limits are in the code). */
export function countRateLimitRefusal(limit: string): void {
  metric('counter', {
    name: 'touchline_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit',
    labelNames: ['limit'],
  }).inc({ limit });
}

/** A call that took Postgres' path because Redis was configured but away (decision 027). */
export function countRedisFallback(): void {
  metric('counter', {
    name: 'touchline_redis_fallbacks_total',
    help: 'Calls served by Postgres because the configured Redis was away',
  }).inc();
}

/** An error on the Redis connection (each one starts or extends a fallback window). */
export function countRedisError(): void {
  metric('counter', { name: 'touchline_redis_errors_total', help: 'Errors on the Redis connection' }).inc();
}

export type OutboundChannel = 'sms' | 'email' | 'push';

/** A message handed to its gateway: how long after it was queued. */
export function observeDelivery(channel: OutboundChannel, queuedAt: Date): void {
  metric('histogram', {
    name: 'touchline_outbound_delivery_seconds',
    help: 'Time from queueing a message to its gateway taking it, by channel (sms, email, push)',
    labelNames: ['channel'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  }).observe({ channel }, Math.max(0, (Date.now() - queuedAt.getTime()) / 1000));
  if (channel === 'sms') {
    tally('sms_delivered');
    tally('sms_delivery_ms', Math.max(0, Date.now() - queuedAt.getTime()));
  }
}

/** A delivery that failed: `retry` goes back to the queue, `final` is given up. */
export function countDeliveryFailure(channel: OutboundChannel, outcome: 'retry' | 'final'): void {
  metric('counter', {
    name: 'touchline_outbound_failures_total',
    help: 'Failed deliveries by channel and outcome (retry: back to the queue; final: given up)',
    labelNames: ['channel', 'outcome'],
  }).inc({ channel, outcome });
}

export interface QueueFigures {
  channel: OutboundChannel;
  depth: number;
  /** Seconds the oldest waiting message has waited; 0 with none. */
  oldestAgeSeconds: number;
}

/** The outbound queue's depth and oldest age per channel, read on each scrape (the queue is the whole site's). */
export function watchOutboundQueue(read: () => Promise<QueueFigures[]>): void {
  readers.queue = read;
  // One read per scrape: the depth's collect reads the queue (it is registered, so collected, first), the age's uses it.
  let figures: QueueFigures[] = [];
  metric('gauge', {
    name: 'touchline_outbound_queue_depth',
    help: 'Messages waiting in the outbound queue by channel (the whole site: every copy reads the same queue)',
    labelNames: ['channel'],
    async collect() {
      figures = (await readers.queue?.().catch(() => null)) ?? [];
      for (const figure of figures) this.set({ channel: figure.channel }, figure.depth);
    },
  });
  metric('gauge', {
    name: 'touchline_outbound_queue_oldest_age_seconds',
    help: 'Seconds the oldest waiting message has waited, by channel',
    labelNames: ['channel'],
    collect() {
      for (const figure of figures) this.set({ channel: figure.channel }, figure.oldestAgeSeconds);
    },
  });
}

export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

/** The database pool's connections in use and the requests waiting for one, read on each scrape. */
export function watchDatabasePool(read: () => PoolFigures): void {
  readers.pool = read;
  const figures = () => readers.pool?.() ?? { total: 0, idle: 0, waiting: 0 };
  metric('gauge', {
    name: 'touchline_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    collect() {
      this.set(figures().waiting);
    },
  });
  metric('gauge', {
    name: 'touchline_db_pool_connections',
    help: 'Database connections of this copy by state (in_use, idle)',
    labelNames: ['state'],
    collect() {
      const { total, idle } = figures();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
}

/** The live event streams this copy holds now, read on each scrape. */
export function watchLiveStreams(read: () => number): void {
  readers.liveStreams = read;
  metric('gauge', {
    name: 'touchline_live_streams_open',
    help: 'Live match event streams this copy holds',
    collect() {
      this.set(readers.liveStreams?.() ?? 0);
    },
  });
}

/** Live frames written: `copy` counts each stream written by this copy's hub; `edge` each frame published to the edge. */
export function countLiveFrames(carrier: 'copy' | 'edge', frames = 1): void {
  metric('counter', {
    name: 'touchline_live_frames_sent_total',
    help: 'Live frames sent, by carrier (copy: one per stream written; edge: one per frame published to the edge)',
    labelNames: ['carrier'],
  }).inc({ carrier }, frames);
}

/** The streams the edge holds for a match, as its publisher said when this copy last published to it. */
export function setEdgeSubscribers(matchId: number, subscribers: number): void {
  metric('gauge', {
    name: 'touchline_live_edge_subscribers',
    help: "Fans following a match through the edge, as the edge's publisher answered the last frame (by match)",
    labelNames: ['match'],
  }).set({ match: String(matchId) }, subscribers);
  presence.edgeSubscribers.set(matchId, { subscribers, at: Date.now() });
}

/**
 * Who is on the site, for the console's match-day figures (src/server/ops/match-day.ts adds every copy's): the
 * signed-in fans seen since the last flush, and the edge's latest subscriber count per match.
 */
interface Presence {
  fans: Set<string>;
  edgeSubscribers: Map<number, { subscribers: number; at: number }>;
}
const PRESENCE = Symbol.for('touchline.metrics.presence');
const presence: Presence = ((globalThis as { [PRESENCE]?: Presence })[PRESENCE] ??= { fans: new Set(), edgeSubscribers: new Map() });
/** At most this many fans are kept between two flushes (10 s); more are still counted as page views. */
const MAX_FANS_PER_FLUSH = 100_000;

/**
 * A page a fan opened: the header's session island asks once per page load (decision 040: the pages themselves are
 * the edge's, so the copies see this call, not the page). `userId` when the fan is signed in.
 */
export function countPageView(userId?: string): void {
  metric('counter', { name: 'touchline_page_views_total', help: "Pages opened, counted by the header's session call" }).inc();
  tally('page_views');
  if (userId && presence.fans.size < MAX_FANS_PER_FLUSH) presence.fans.add(userId);
}

/** What this copy saw since the last call: the signed-in fans (emptied), its live streams, the edge's subscribers. */
export function takePresence(): { fans: string[]; liveStreams: number; edgeSubscribers: Map<number, { subscribers: number; at: number }> } {
  const fans = [...presence.fans];
  presence.fans.clear();
  return { fans, liveStreams: readers.liveStreams?.() ?? 0, edgeSubscribers: new Map(presence.edgeSubscribers) };
}

/** The outbound queue's figures now (the whole site's), or none when no worker runs in this process. */
export async function readOutboundQueue(): Promise<QueueFigures[]> {
  return (await readers.queue?.().catch(() => null)) ?? [];
}
