import 'server-only';
import { sql } from 'drizzle-orm';
import { getRedis } from '../adapters/cache/redis';
import { ensureBuilt, rankForPoints, slice } from '../adapters/cache/redis-ranks';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { periodKeyOf, typeOfPeriodKey, type PeriodType } from './periods';
import { fanDirectorySql } from '../identity';

/**
 * Leaderboards (spec §3 leaderboard standings, page info, user standing, widget standings; issue 11). Ranks are
 * competition ranks: equal points share a rank, and rank = 1 + the fans with more points. Postgres answers from the
 * per-period histogram (fancred_histogram: fans per points value, kept in each award's transaction), so a rank is a
 * sum over the distinct points values above — not a count over a million rows. With REDIS_URL set, ranks and pages
 * come from a sorted set per period, rebuilt from Postgres whenever it is missing.
 */

export interface Standing {
  rank: number;
  displayName: string;
  points: number;
  isMe?: boolean;
  imageUrl?: string | null;
}

export interface PageInfo {
  page: number;
  pages: number;
  total: number;
}

/** The cache tag pages may use for standings; expired when a table changes by hand (void, freeze, winners). */
export const FANCRED_TAGS = { standings: 'fancred-standings' } as const;

export function expireStandings(): void {
  void import('next/cache').then(({ revalidateTag }) => revalidateTag(FANCRED_TAGS.standings, { expire: 0 })).catch(() => undefined);
}

/** A period's histogram as readers see it: the buckets plus the changes not yet folded into them. */
const histogram = (periodKey: string) =>
  sql`(select points, fans from fancred_histogram where period_key = ${periodKey} union all select points, fans::bigint from fancred_histogram_deltas where period_key = ${periodKey})`;

const DEFAULT_PER_PAGE = 20;
/** Offsets up to this are read straight from the ledger's rank index. */
const DIRECT_OFFSET = 2_000;
const MAX_PER_PAGE = 100;

// ---------------------------------------------------------------------------------------------------------------
// Periods: the live one, and finished ones frozen as final tables
// ---------------------------------------------------------------------------------------------------------------

/** Freezes a finished period's table once (idempotent: a second call, or a concurrent one, changes nothing). */
export async function freezePeriod(periodKey: string): Promise<boolean> {
  const type = typeOfPeriodKey(periodKey);
  if (!type) throw new Error(`not a period key: ${periodKey}`);
  const db = await getDb();
  const frozen = await db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into fancred_periods (period_key, type) values (${periodKey}, ${type}) on conflict do nothing returning period_key`,
    );
    if (claimed.rows.length === 0) return false;
    await tx.execute(sql`
      insert into fancred_final_standings (period_key, user_id, rank, position, points)
      select p.period_key, p.user_id, rank() over (order by p.points desc nulls last), row_number() over (order by p.points desc nulls last, p.user_id), p.points
      from fancred_points p join ${fanDirectorySql} u on u.id = p.user_id
      where p.period_key = ${periodKey} and p.points > 0 and not u.is_staff`);
    return true;
  });
  if (frozen) {
    getLogger().info({ periodKey }, 'fancred: period frozen');
    expireStandings();
  }
  return frozen;
}

let lastFreezeCheck: { key: string; at: number } | undefined;

/**
 * Freezes every finished period that has points and no final table yet. Run lazily by the first request that sees a
 * new period (and at boot and seed); cheap after that (once a minute per process, a look at a small table).
 */
export async function freezeFinishedPeriods(now: Date = new Date()): Promise<string[]> {
  const month = periodKeyOf('monthly', now);
  const year = periodKeyOf('yearly', now);
  const stamp = `${month}|${year}`;
  if (lastFreezeCheck && lastFreezeCheck.key === stamp && Date.now() - lastFreezeCheck.at < 60_000) return [];
  lastFreezeCheck = { key: stamp, at: Date.now() };
  const db = await getDb();
  const open = await db.execute<{ period_key: string }>(sql`
    select h.period_key from (select period_key from fancred_histogram union select period_key from fancred_histogram_deltas) h
    where not exists (select 1 from fancred_periods f where f.period_key = h.period_key)`);
  const finished = open.rows
    .map((row) => row.period_key)
    .filter((key) => (typeOfPeriodKey(key) === 'monthly' ? key < month : typeOfPeriodKey(key) === 'yearly' ? key < year : false))
    .sort();
  const done: string[] = [];
  for (const key of finished) if (await freezePeriod(key)) done.push(key);
  return done;
}

/** Forgets the once-a-minute memo (tests that move the clock). */
export function resetFreezeMemo(): void {
  lastFreezeCheck = undefined;
}

export async function listFinalPeriods(): Promise<{ periodKey: string; type: PeriodType; frozenAt: string }[]> {
  await freezeFinishedPeriods();
  const db = await getDb();
  const rows = await db.execute<{ period_key: string; type: PeriodType; frozen_at: Date | string }>(
    sql`select period_key, type, frozen_at from fancred_periods order by period_key desc`,
  );
  return rows.rows.map((row) => ({ periodKey: row.period_key, type: row.type, frozenAt: new Date(row.frozen_at).toISOString() }));
}

// ---------------------------------------------------------------------------------------------------------------
// Ranks
// ---------------------------------------------------------------------------------------------------------------

/** Postgres's rows of a period for a Redis rebuild, in batches (keyset over the ledger's primary key). */
async function ledgerSource(periodKey: string, emit: (rows: { userId: string; points: number }[]) => Promise<void>): Promise<void> {
  const db = await getDb();
  let after = '';
  for (;;) {
    const batch = await db.execute<{ user_id: string; points: number }>(
      sql`select user_id, points from fancred_points where period_key = ${periodKey} and user_id > ${after} and points > 0 order by user_id limit 20000`,
    );
    if (batch.rows.length === 0) return;
    await emit(batch.rows.map((row) => ({ userId: row.user_id, points: Number(row.points) })));
    after = batch.rows[batch.rows.length - 1]?.user_id ?? after;
    if (batch.rows.length < 20000) return;
  }
}

/** Makes sure Redis holds the period (rebuilt from Postgres when it was lost); false: use Postgres. */
async function isRedisReady(periodKey: string): Promise<boolean> {
  if (!getRedis()) return false;
  try {
    await ensureBuilt(periodKey, ledgerSource);
    return true;
  } catch (error) {
    getLogger().warn({ err: (error as Error).message }, 'fancred: redis unavailable, ranks from postgres');
    return false;
  }
}

/** Rebuilds a period's Redis set now if it is missing (boot, tests, the bench). */
export async function warmRanks(periodKey: string): Promise<boolean> {
  return isRedisReady(periodKey);
}

/** 1 + the fans with more points (competition ranking). */
export async function rankForPointsIn(periodKey: string, points: number): Promise<number> {
  if (await isRedisReady(periodKey)) {
    try {
      return await rankForPoints(periodKey, points);
    } catch {
      // fall through to Postgres
    }
  }
  const db = await getDb();
  const result = await db.execute<{ above: string }>(
    sql`select coalesce(sum(h.fans), 0) as above from ${histogram(periodKey)} h where h.points > ${points}`,
  );
  return 1 + Number(result.rows[0]?.above ?? 0);
}

async function pointsIn(periodKey: string, userId: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ points: number }>(
    sql`select points from fancred_points where period_key = ${periodKey} and user_id = ${userId}`,
  );
  return Number(result.rows[0]?.points ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------------

/** A table row as the queries below select it (their columns aliased to these names). */
type Row = {
  userId: string;
  points: number;
  rank: number;
  displayName: string;
  imageUrl: string | null;
};

/** The fan directory's columns a row shows, under the row's names. */
const FAN_COLUMNS = sql`u.display_name as "displayName", u.image_url as "imageUrl"`;

const toStanding = (row: Row, userId?: string | null): Standing => ({
  rank: Number(row.rank),
  displayName: row.displayName,
  points: Number(row.points),
  imageUrl: row.imageUrl,
  ...(userId ? { isMe: row.userId === userId } : {}),
});

async function namesFor(userIds: string[]): Promise<Map<string, { displayName: string; imageUrl: string | null }>> {
  if (userIds.length === 0) return new Map();
  const db = await getDb();
  const result = await db.execute<{ id: string; displayName: string; imageUrl: string | null }>(
    sql`select u.id, ${FAN_COLUMNS} from ${fanDirectorySql} u where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(result.rows.map((row) => [row.id, { displayName: row.displayName, imageUrl: row.imageUrl }]));
}

/** A page of the live table: from Redis, or from Postgres (the histogram finds the page's first points value). */
async function livePage(periodKey: string, offset: number, limit: number): Promise<{ total: number; rows: Row[] }> {
  if (await isRedisReady(periodKey)) {
    try {
      const { total, rows } = await slice(periodKey, offset, limit);
      const names = await namesFor(rows.map((row) => row.userId));
      return {
        total,
        rows: rows.map((row) => ({
          userId: row.userId,
          points: row.points,
          rank: row.rank,
          displayName: names.get(row.userId)?.displayName ?? 'Fan',
          imageUrl: names.get(row.userId)?.imageUrl ?? null,
        })),
      };
    } catch (error) {
      getLogger().warn({ err: (error as Error).message }, 'fancred: redis page failed, reading postgres');
    }
  }
  const db = await getDb();
  const totals = await db.execute<{ total: string }>(
    sql`select coalesce(sum(h.fans), 0) as total from ${histogram(periodKey)} h where h.points > 0`,
  );
  const total = Number(totals.rows[0]?.total ?? 0);
  if (offset >= total) return { total, rows: [] };
  // Near the top the index answers directly; deeper, the histogram finds the page's first points value.
  let first: { points: number; above: number } | null = null;
  if (offset > DIRECT_OFFSET) {
    const start = await db.execute<{ points: number; above: string }>(sql`
      with g as (select h.points, sum(h.fans) as fans from ${histogram(periodKey)} h where h.points > 0 group by h.points having sum(h.fans) > 0),
      b as (select points, fans, sum(fans) over (order by points desc) as cum from g)
      select points, cum - fans as above from b where cum > ${offset} order by points desc limit 1`);
    const found = start.rows[0];
    if (!found) return { total, rows: [] };
    first = { points: Number(found.points), above: Number(found.above) };
  }
  // `nulls last` matches the rank index's order (points desc nulls last, user_id): an index-only range, no sort.
  // Ranks: the fans above the page's best score once, plus the page's own few buckets.
  const rows = await db.execute<Row>(sql`
    with page as (
      select p.user_id, p.points from fancred_points p
      where p.period_key = ${periodKey} and p.points > 0 ${first ? sql`and p.points <= ${first.points}` : sql``}
      order by p.points desc nulls last, p.user_id
      limit ${limit} offset ${first ? offset - first.above : offset}
    ),
    bounds as (select max(points) as high, min(points) as low from page),
    above as (
      select coalesce(sum(h.fans), 0) as fans from ${histogram(periodKey)} h, bounds where h.points > bounds.high
    ),
    local as (
      select h.points, h.fans from ${histogram(periodKey)} h, bounds where h.points >= bounds.low and h.points <= bounds.high
    )
    select page.user_id as "userId", page.points, ${FAN_COLUMNS},
      1 + (select fans from above) + coalesce((select sum(l.fans) from local l where l.points > page.points), 0) as rank
    from page join ${fanDirectorySql} u on u.id = page.user_id
    order by page.points desc nulls last, page.user_id`);
  return { total, rows: rows.rows };
}

async function finalPage(periodKey: string, offset: number, limit: number): Promise<{ total: number; rows: Row[] }> {
  const db = await getDb();
  const totals = await db.execute<{ total: string }>(
    sql`select count(*) as total from fancred_final_standings where period_key = ${periodKey}`,
  );
  const rows = await db.execute<Row>(sql`
    select f.user_id as "userId", f.points, f.rank, ${FAN_COLUMNS}
    from fancred_final_standings f join ${fanDirectorySql} u on u.id = f.user_id
    where f.period_key = ${periodKey} and f.position > ${offset} and f.position <= ${offset + limit}
    order by f.position`);
  return { total: Number(totals.rows[0]?.total ?? 0), rows: rows.rows };
}

/** Which table a request means: the live period, or a finished one's final table. */
function resolvePeriod(type: PeriodType, periodKey: string | undefined, now: Date): { periodKey: string; isFinal: boolean } | null {
  const current = periodKeyOf(type, now);
  if (!periodKey || periodKey === current) return { periodKey: current, isFinal: false };
  if (typeOfPeriodKey(periodKey) !== type || periodKey > current) return null;
  return { periodKey, isFinal: true };
}

export async function getStandings(input: {
  type: PeriodType;
  page: number;
  perPage?: number;
  periodKey?: string;
  userId?: string | null;
  now?: Date;
}): Promise<{ standings: Standing[]; pageInfo: PageInfo; periodKey: string; isFinal: boolean }> {
  const now = input.now ?? new Date();
  await freezeFinishedPeriods(now);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(input.perPage ?? DEFAULT_PER_PAGE)));
  const page = Math.max(1, Math.trunc(input.page) || 1);
  const period = resolvePeriod(input.type, input.periodKey, now);
  if (!period) return { standings: [], pageInfo: { page, pages: 0, total: 0 }, periodKey: input.periodKey ?? '', isFinal: true };
  const offset = (page - 1) * perPage;
  const { total, rows } = period.isFinal
    ? await finalPage(period.periodKey, offset, perPage)
    : await livePage(period.periodKey, offset, perPage);
  return {
    standings: rows.map((row) => toStanding(row, input.userId)),
    pageInfo: { page, pages: Math.ceil(total / perPage), total },
    periodKey: period.periodKey,
    isFinal: period.isFinal,
  };
}

/** A fan's place in a table (null: not ranked — no points yet, or staff). */
export async function getUserStanding(input: {
  userId: string;
  type: PeriodType;
  periodKey?: string;
  now?: Date;
}): Promise<Standing | null> {
  const now = input.now ?? new Date();
  const period = resolvePeriod(input.type, input.periodKey, now);
  if (!period) return null;
  const db = await getDb();
  if (period.isFinal) {
    const result = await db.execute<Row>(sql`
      select f.user_id as "userId", f.points, f.rank, ${FAN_COLUMNS}
      from fancred_final_standings f join ${fanDirectorySql} u on u.id = f.user_id where f.period_key = ${period.periodKey} and f.user_id = ${input.userId}`);
    const row = result.rows[0];
    return row ? toStanding(row, input.userId) : null;
  }
  const result = await db.execute<Row>(sql`
    select p.user_id as "userId", p.points, 0 as rank, ${FAN_COLUMNS}
    from fancred_points p join ${fanDirectorySql} u on u.id = p.user_id
    where p.period_key = ${period.periodKey} and p.user_id = ${input.userId} and p.points > 0 and not u.is_staff`);
  const row = result.rows[0];
  if (!row) return null;
  return toStanding({ ...row, rank: await rankForPointsIn(period.periodKey, Number(row.points)) }, input.userId);
}

/** getMyPointsMonthly / getMyPointsYearly: the fan's points and rank in the live period. */
export async function getMyPoints(input: {
  userId: string;
  type: PeriodType;
  now?: Date;
}): Promise<{ points: number; rank: number | null; periodKey: string }> {
  const periodKey = periodKeyOf(input.type, input.now ?? new Date());
  if (getRedis()) {
    const points = await pointsIn(periodKey, input.userId);
    return { points, rank: points > 0 ? await rankForPointsIn(periodKey, points) : null, periodKey };
  }
  // Postgres: the points and the rank in one round trip.
  const db = await getDb();
  const result = await db.execute<{ points: number; rank: string }>(sql`
    select p.points, 1 + coalesce((select sum(h.fans) from ${histogram(periodKey)} h where h.points > p.points), 0) as rank
    from fancred_points p where p.period_key = ${periodKey} and p.user_id = ${input.userId}`);
  const row = result.rows[0];
  const points = Number(row?.points ?? 0);
  return { points, rank: points > 0 ? Number(row?.rank) : null, periodKey };
}

const WIDGET_SIZE = 5;

/** The home page's widget: this month's top five and, for a signed-in fan, their own standing. */
export async function getWidgetStandings(input: {
  userId?: string | null;
  now?: Date;
}): Promise<{ standings: Standing[]; me: Standing | null; periodKey: string }> {
  const table = await getStandings({ type: 'monthly', page: 1, perPage: WIDGET_SIZE, userId: input.userId, now: input.now });
  const me = input.userId ? await getUserStanding({ userId: input.userId, type: 'monthly', now: input.now }) : null;
  return { standings: table.standings, me, periodKey: table.periodKey };
}
