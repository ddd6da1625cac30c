import 'server-only';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { drainTallies, readOutboundQueue, restoreTallies, takePresence } from '../metrics';

/**
 * The site's match-day figures for the console (issue 39, decision 045). It owns three tables (ops/schema.ts): each
 * copy adds its per-minute tallies (the same events its Prometheus counters count) to one row per minute, renews what
 * it holds now (its live streams, the edge's subscribers as last answered) and marks the signed-in fans it saw. The
 * console reads the sums, so what it shows is the whole site's, not the copy that happened to answer.
 */

/** How often a copy writes what it counted: the dashboard's figures are at most this much behind. */
const FLUSH_MS = 10_000;
/** A copy's "now" figures count while they are this fresh; a stopped copy's drop out. */
const FRESH_SECONDS = 30;
/** "Fans on the site": the signed-in fans seen in the last five minutes. */
const ACTIVE_MINUTES = 5;
/** The per-minute rows are kept two days: enough for a match day and the day after, never a history. */
const KEPT_HOURS = 48;
const COPY = `${hostname()}:${process.pid}`;

/** The per-minute series the console draws: the tallies' names (src/metrics-registry.mjs's `tally`) and their keys. */
const MINUTE_SERIES = {
  page_views: 'pageViews',
  codes_sent: 'codesSent',
  codes_verified: 'codesVerified',
  codes_refused: 'codesRefused',
  sms_delivered: 'smsDelivered',
  sms_delivery_ms: 'smsDeliveryMs',
  errors: 'errors',
} as const;
type MinuteSeries = (typeof MINUTE_SERIES)[keyof typeof MINUTE_SERIES];
export type MinuteRow = { minute: string } & Record<MinuteSeries, number>;

export interface MatchDayFigures {
  /** One row per minute, oldest first, the last `minutes` minutes up to the current one (zeros where nothing happened). */
  minutes: MinuteRow[];
  /** Signed-in fans seen by any copy in the last five minutes. */
  fansOnSite: number;
  /** Live streams open now: those the copies hold and those the edge holds. */
  followingLive: number;
  /** The SMS queue now (the whole site's), and how long its oldest message has waited. */
  smsQueue: { depth: number; oldestAgeSeconds: number };
}

/** Writes what this copy counted since the last flush. A database that is away keeps the tallies for the next one. */
export async function flushMatchDayFigures(): Promise<void> {
  const tallies = drainTallies();
  const { fans, liveStreams, edgeSubscribers } = takePresence();
  try {
    const db = await getDb();
    if (tallies.length > 0) {
      const rows = tallies.map((row) => ({ minute: row.minute, name: row.name, value: Math.round(row.value) }));
      await db.execute(sql`
        insert into ops_minute_counts (minute, name, value)
        select to_timestamp(t.minute / 1000.0), t.name, t.value
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(minute bigint, name text, value bigint)
        on conflict (minute, name) do update set value = ops_minute_counts.value + excluded.value`);
    }
    if (fans.length > 0) {
      await db.execute(sql`
        insert into ops_active_fans (user_id, seen_at)
        select fan, now() from jsonb_array_elements_text(${JSON.stringify(fans)}::jsonb) as fan
        on conflict (user_id) do update set seen_at = excluded.seen_at`);
    }
    const gauges = [
      { name: 'live_streams', value: liveStreams, at: Date.now() },
      ...[...edgeSubscribers].map(([matchId, edge]) => ({ name: `edge_subscribers:${matchId}`, value: edge.subscribers, at: edge.at })),
    ];
    await db.execute(sql`
      insert into ops_copy_gauges (copy, name, value, updated_at)
      select ${COPY}, g.name, g.value, to_timestamp(g.at / 1000.0)
      from jsonb_to_recordset(${JSON.stringify(gauges)}::jsonb) as g(name text, value double precision, at bigint)
      on conflict (copy, name) do update set value = excluded.value, updated_at = excluded.updated_at`);
    await db.execute(sql`delete from ops_active_fans where seen_at < now() - make_interval(mins => ${ACTIVE_MINUTES * 2})`);
    await db.execute(sql`delete from ops_minute_counts where minute < now() - make_interval(hours => ${KEPT_HOURS})`);
    await db.execute(sql`delete from ops_copy_gauges where updated_at < now() - interval '1 hour'`);
  } catch (error) {
    restoreTallies(tallies);
    getLogger().warn({ err: error }, 'match-day figures not written; kept for the next flush');
  }
}

/** The figures the console's match-day panel shows, for the last `minutes` minutes. */
export async function readMatchDayFigures(minutes = 30, now = new Date()): Promise<MatchDayFigures> {
  const db = await getDb();
  const current = Math.floor(now.getTime() / 60_000) * 60_000;
  const from = new Date(current - (minutes - 1) * 60_000);
  const [counts, active, live, queue] = await Promise.all([
    db.execute<{ minute: string; name: string; value: string }>(sql`
      select to_char(minute at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:00"Z"') as minute, name, value::text as value
      from ops_minute_counts where minute >= ${from.toISOString()}::timestamptz and minute <= ${now.toISOString()}::timestamptz`),
    db.execute<{ count: string }>(sql`
      select count(*)::text as count from ops_active_fans
      where seen_at > ${now.toISOString()}::timestamptz - make_interval(mins => ${ACTIVE_MINUTES})`),
    // The copies' own streams, each fresh copy's; the edge's per match, from the copy that heard from it last.
    db.execute<{ count: string }>(sql`
      with fresh as (
        select copy, name, value, updated_at from ops_copy_gauges
        where updated_at > ${now.toISOString()}::timestamptz - make_interval(secs => ${FRESH_SECONDS})
      )
      select (coalesce((select sum(value) from fresh where name = 'live_streams'), 0)
            + coalesce((select sum(value) from (
                select distinct on (name) value from fresh where name like 'edge\\_subscribers:%' order by name, updated_at desc
              ) as edge), 0))::text as count`),
    readOutboundQueue(),
  ]);
  const rows = new Map<string, MinuteRow>();
  for (let at = from.getTime(); at <= current; at += 60_000) {
    const minute = new Date(at).toISOString().replace('.000Z', 'Z');
    rows.set(minute, {
      minute,
      ...(Object.fromEntries(Object.values(MINUTE_SERIES).map((key) => [key, 0])) as Record<MinuteSeries, number>),
    });
  }
  for (const row of counts.rows) {
    const point = rows.get(row.minute);
    const key = Object.hasOwn(MINUTE_SERIES, row.name) ? MINUTE_SERIES[row.name as keyof typeof MINUTE_SERIES] : undefined;
    if (point && key) point[key] = Number(row.value);
  }
  const sms = queue.find((figure) => figure.channel === 'sms');
  return {
    minutes: [...rows.values()],
    fansOnSite: Number(active.rows[0]?.count ?? 0),
    followingLive: Number(live.rows[0]?.count ?? 0),
    smsQueue: { depth: sms?.depth ?? 0, oldestAgeSeconds: sms?.oldestAgeSeconds ?? 0 },
  };
}

/** A deleted account leaves the fans on the site at once (privacy's erasure, in its transaction). */
export async function forgetActiveFan(tx: Pick<Awaited<ReturnType<typeof getDb>>, 'execute'>, userId: string): Promise<void> {
  await tx.execute(sql`delete from ops_active_fans where user_id = ${userId}`);
}

let timer: NodeJS.Timeout | undefined;

/** Starts this copy's flushes (instrumentation's register), once per process. */
export function startMatchDayFigures(): void {
  if (timer) return;
  timer = setInterval(() => void flushMatchDayFigures(), FLUSH_MS);
  timer.unref();
}

/** Stops the flushes and writes what is left (a graceful stop). */
export async function stopMatchDayFigures(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await flushMatchDayFigures();
}
