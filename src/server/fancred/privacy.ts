import 'server-only';
import { sql } from 'drizzle-orm';
import { removeMembers } from '../adapters/cache/redis-ranks';
import { getDb, type Db } from '../db/client';
import { toIso as iso } from '../db/iso';
import { getLogger } from '../logger';
import { expireStandings } from './standings';

/**
 * FanCred's part of a fan's own data (POPIA, decision 019): the download's FanCred events, points, likes, shares,
 * prizes and tracking (what the fan read and watched); and deletion, which keeps the fan's events only as anonymous counts and takes the fan off the live tables.
 */

type Executor = Pick<Db, 'execute'>;

export async function exportFanCredData(fan: { id: string; emsisdn: string | null }) {
  const db = await getDb();
  const byEmsisdn = fan.emsisdn ? sql` or emsisdn = ${fan.emsisdn}` : sql``;
  const [events, points, likes, shares, prizes, tracking] = await Promise.all([
    db.execute<{
      id: number;
      event: string;
      event_type: string;
      event_status: string;
      score: number;
      points: number;
      reason: string | null;
      created_at: Date;
    }>(sql`
      select id, event, event_type, event_status, score, points, reason, created_at from fan_events
      where user_id = ${fan.id}${byEmsisdn} order by created_at, id`),
    db.execute<{ period_key: string; points: number }>(
      sql`select period_key, points from fancred_points where user_id = ${fan.id} order by period_key`,
    ),
    db.execute<{ item_type: string; item_id: string; created_at: Date }>(
      sql`select item_type, item_id, created_at from engagement_likes where user_id = ${fan.id} order by created_at`,
    ),
    db.execute<{ item_type: string; item_id: string; channel: string; created_at: Date }>(
      sql`select item_type, item_id, channel, created_at from engagement_shares where user_id = ${fan.id} order by created_at, id`,
    ),
    db.execute<{ period_key: string; type: string; place: number; prize: string; is_published: boolean }>(
      sql`select period_key, type, place, prize, is_published from fancred_winners where user_id = ${fan.id} order by period_key`,
    ),
    db.execute<{ article_id: string | null; video_id: string | null; action: string; created_at: Date }>(sql`
      select article_id, video_id, action, created_at from fancred_tracking where user_id = ${fan.id}${byEmsisdn} order by created_at, id`),
  ]);
  return {
    events: events.rows.map((row) => ({
      id: Number(row.id),
      event: row.event,
      eventType: row.event_type,
      eventStatus: row.event_status,
      score: Number(row.score),
      points: Number(row.points),
      reason: row.reason,
      createdAt: iso(row.created_at),
    })),
    points: points.rows.map((row) => ({ period: row.period_key, points: Number(row.points) })),
    likes: likes.rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id, likedAt: iso(row.created_at) })),
    shares: shares.rows.map((row) => ({
      itemType: row.item_type,
      itemId: row.item_id,
      channel: row.channel,
      sharedAt: iso(row.created_at),
    })),
    prizes: prizes.rows.map((row) => ({
      period: row.period_key,
      type: row.type,
      place: Number(row.place),
      prize: row.prize,
      isPublished: row.is_published,
    })),
    // What the fan read and watched (the spec's tracking: article, video, action).
    tracking: tracking.rows.map((row) => ({
      articleId: row.article_id,
      videoId: row.video_id,
      action: row.action,
      at: iso(row.created_at),
    })),
  };
}

/**
 * Deletion, in the caller's transaction:
 * - the fan's events are added to fancred_anonymous_counts (event, SAST month: how many, points earned), then removed;
 * - the fan's ledger rows are removed and the rank histogram moved with them, so live tables and every other fan's
 *   rank close up (Redis follows after the commit: forgetRanks);
 * - daily caps, tracking and the profile notice go;
 * - frozen final tables, published prizes, likes and shares keep their rows (a past table's places, a story's counts)
 *   under the erased account, which now shows as "Fan #…" — no name, no number.
 */
export async function eraseFanCredData(
  tx: Executor,
  fan: { id: string; emsisdn: string | null },
): Promise<{ events: number; ledgers: { periodKey: string; userId: string }[] }> {
  const byEmsisdn = fan.emsisdn ? sql` or emsisdn = ${fan.emsisdn}` : sql``;
  const counted = await tx.execute<{ events: string }>(sql`
    with gone as (
      delete from fan_events where user_id = ${fan.id}${byEmsisdn}
      returning event, coalesce(month_key, to_char(created_at at time zone 'Africa/Johannesburg', 'YYYY-MM')) as month_key, case when event_status = 'applied' then points else 0 end as points
    ),
    added as (
      insert into fancred_anonymous_counts (event, month_key, events, points)
      select event, month_key, count(*), coalesce(sum(points), 0) from gone group by event, month_key order by event, month_key
      on conflict (event, month_key) do update set events = fancred_anonymous_counts.events + excluded.events, points = fancred_anonymous_counts.points + excluded.points
    )
    select count(*) as events from gone`);
  const ledgers = await tx.execute<{ period_key: string; points: number }>(
    sql`delete from fancred_points where user_id = ${fan.id} returning period_key, points`,
  );
  if (ledgers.rows.length > 0) {
    const deltas = ledgers.rows.map((row) => sql`(${row.period_key}, ${Number(row.points)}, -1)`);
    await tx.execute(sql`insert into fancred_histogram_deltas (period_key, points, fans) values ${sql.join(deltas, sql`, `)}`);
  }
  await tx.execute(sql`delete from fancred_daily where user_id = ${fan.id}`);
  await tx.execute(sql`delete from fancred_profile_notices where user_id = ${fan.id}`);
  await tx.execute(sql`delete from fancred_tracking where user_id = ${fan.id}${byEmsisdn}`);
  return {
    events: Number(counted.rows[0]?.events ?? 0),
    ledgers: ledgers.rows.map((row) => ({ periodKey: row.period_key, userId: fan.id })),
  };
}

/** After the deletion's commit: Redis forgets the fan's ranks and the cached tables expire. */
export async function forgetRanks(ledgers: { periodKey: string; userId: string }[]): Promise<void> {
  await removeMembers(ledgers).catch((error: unknown) =>
    getLogger().warn({ err: (error as Error).message }, 'fancred: redis rank removal failed'),
  );
  expireStandings();
}
