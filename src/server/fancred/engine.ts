import 'server-only';
import { sql } from 'drizzle-orm';
import { writeTotals } from '../adapters/cache/redis-ranks';
import { getDb, type Db } from '../db/client';
import { holdLiveFan, holdLiveFansSql, readLiveFan, type LiveFan } from '../identity';
import { getLogger } from '../logger';
import { dayKeyOf, periodKeyOf } from './periods';
import { findRule, type FanCredRuleRow } from './rules';

/**
 * The points engine (issue 11): the one way a fan earns FanCred points.
 *
 *   event → pending row (its once-only key claimed by a unique index) → applied in one transaction:
 *   rules (staff, profile, score, daily cap) → month and year ledgers → rank histogram → event `applied`
 *
 * Every award is exactly once however often or concurrently it is sent: `fan_events_once_idx` (user, action,
 * dedupe key) is claimed by `insert … on conflict do nothing returning`, never by a read-then-write. Daily caps are a
 * guarded atomic upsert on the fan's per-action per-day row. Periods are the event's own SAST month and year.
 */

export type FanAction =
  | 'profile_completed'
  | 'story_like'
  | 'story_share'
  | 'video_like'
  | 'video_share'
  | 'video_watch'
  | 'game_play'
  | 'competition_entry'
  | 'playable_ad_rugby_kicks'
  | 'subscription'
  | 'daily_visit'
  | (string & {});

export type EventStatus = 'pending' | 'applied' | 'rejected';

export interface AwardResult {
  eventId: number | null;
  status: EventStatus;
  reason: string | null;
  points: number;
  /** Refused because the profile is not completed, and this is the first time the fan is told. */
  needsProfile: boolean;
}

export interface AwardInput {
  userId: string;
  action: FanAction;
  itemKey?: string | null;
  score?: number;
  /** The clock (tests pass one); the event's periods and day are taken from it. */
  now?: Date;
  /** What the caller sent (the spec's queue event fields), kept with the event for the record. */
  payload?: Record<string, unknown> | null;
  /** The spec's event name and type as sent (default: the rule's). */
  event?: string;
  eventType?: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Pick<Db, 'execute'>;

const refused = (reason: string, extra: Partial<AwardResult> = {}): AwardResult => ({
  eventId: null,
  status: 'rejected',
  reason,
  points: 0,
  needsProfile: false,
  ...extra,
});

/** The longest item key kept (a story id, a video id, a game run). */
const MAX_ITEM_KEY = 200;

function dedupeKeyOf(rule: FanCredRuleRow, itemKey: string | null | undefined, dayKey: string): string | null {
  if (rule.per === 'once') return 'once';
  if (rule.per === 'day') return `day:${dayKey}`;
  return itemKey ? `item:${itemKey}` : null;
}

/**
 * The fan, never a deleted account: identity's live row (decision 021). With `hold` (inside a transaction) the row is
 * share-locked for the rest of it: an award then waits for an account deletion in progress and afterwards finds no
 * one, so no event, ledger row or histogram change is ever written for a deleted fan (decision 019).
 */
const loadFan = (executor: Executor, userId: string, options: { hold?: boolean; skipLocked?: boolean } = {}): Promise<LiveFan | null> =>
  readLiveFan(executor, { id: userId }, options);

/** Holds the fan's live account for the rest of `tx` (see loadFan): false for a deleted account — write nothing. */
export async function holdFan(tx: Executor, userId: string): Promise<boolean> {
  return (await holdLiveFan(tx, { id: userId })) !== null;
}

/** Refusals that need no row: nothing was claimed, nothing is pending. */
function precheck(fan: LiveFan | null, rule: FanCredRuleRow | null, input: AwardInput): AwardResult | null {
  if (!rule) return refused('unknown_action');
  if (!fan || !fan.emsisdn) return refused('not_a_fan');
  if (fan.isStaff) return refused('staff');
  if (rule.per === 'item' && !input.itemKey) return refused('item_required');
  if (input.itemKey && input.itemKey.length > MAX_ITEM_KEY) return refused('item_too_long');
  return null;
}

/**
 * Claims the event's once-only key and stores it `pending` (inside `executor`'s transaction when given). Returns the
 * new event's id, or the existing event's id and status when this award was already claimed.
 */
async function insertPending(
  executor: Executor,
  fan: LiveFan,
  rule: FanCredRuleRow,
  input: AwardInput,
): Promise<{ id: number; isNew: boolean; status: EventStatus }> {
  const now = input.now ?? new Date();
  const dayKey = dayKeyOf(now);
  const dedupeKey = dedupeKeyOf(rule, input.itemKey, dayKey);
  const score = Math.max(0, Math.min(2_000_000_000, Math.trunc(input.score ?? 0)));
  const inserted = await executor.execute<{ id: string }>(sql`
    insert into fan_events (emsisdn, event, event_type, event_status, score, user_id, action, item_key, dedupe_key, month_key, year_key, day_key, created_at, payload)
    values (${fan.emsisdn}, ${input.event ?? rule.event}, ${input.eventType ?? rule.action}, 'pending', ${score}, ${fan.id}, ${rule.action}, ${input.itemKey ?? null},
      ${dedupeKey}, ${periodKeyOf('monthly', now)}, ${periodKeyOf('yearly', now)}, ${dayKey}, ${now.toISOString()}, ${input.payload ? JSON.stringify(input.payload) : null}::jsonb)
    on conflict (user_id, action, dedupe_key) do nothing
    returning id`);
  const id = inserted.rows[0]?.id;
  if (id !== undefined) return { id: Number(id), isNew: true, status: 'pending' };
  const existing = await executor.execute<{ id: string; event_status: EventStatus }>(
    sql`select id, event_status from fan_events where user_id = ${fan.id} and action = ${rule.action} and dedupe_key = ${dedupeKey}`,
  );
  const row = existing.rows[0];
  // The claim's holder was voided in between and its key is still held: a duplicate either way.
  return { id: Number(row?.id ?? 0), isNew: false, status: row?.event_status ?? 'rejected' };
}

export interface Applied {
  result: AwardResult;
  totals: { periodKey: string; userId: string; points: number }[];
}

type PendingRow = {
  id: string;
  user_id: string;
  action: string;
  score: number;
  month_key: string;
  year_key: string;
  day_key: string;
};

/**
 * Applies one pending event inside `tx`: the fan's state decides (staff, profile), the rule gives the points, the
 * daily cap is claimed atomically, then both ledgers and the histogram move and the event is `applied`. An event
 * that is not pending any more (applied by another request or the sweeper) is left as it is.
 */
async function applyInTx(tx: Tx, eventId: number, options: { skipLocked?: boolean } = {}): Promise<Applied | null> {
  // The fan first, then the event (the order an account deletion locks them in), so the two never deadlock.
  const owner = await tx.execute<{ user_id: string }>(
    sql`select user_id from fan_events where id = ${eventId} and event_status = 'pending'`,
  );
  if (!owner.rows[0]) return null;
  const fan = await loadFan(tx, owner.rows[0].user_id, { hold: true, skipLocked: options.skipLocked });
  // The sweeper does not wait behind a fan's row lock: it comes back to the event on its next pass.
  if (!fan && options.skipLocked && (await readLiveFan(tx, { id: owner.rows[0].user_id }))) return null;
  const locked = await tx.execute<PendingRow>(
    sql`select id, user_id, action, score, month_key, year_key, day_key from fan_events where id = ${eventId} and event_status = 'pending' for update ${options.skipLocked ? sql`skip locked` : sql``}`,
  );
  const event = locked.rows[0];
  if (!event) return null;
  const reject = async (reason: string, keepClaim: boolean, extra: Partial<AwardResult> = {}): Promise<Applied> => {
    await tx.execute(
      sql`update fan_events set event_status = 'rejected', reason = ${reason}, applied_at = now() ${keepClaim ? sql`` : sql`, dedupe_key = null`} where id = ${eventId}`,
    );
    return { result: { eventId, status: 'rejected', reason, points: 0, needsProfile: false, ...extra }, totals: [] };
  };
  const rule = await findRule(event.action);
  if (!rule) return reject('unknown_action', false);
  if (!fan || !fan.emsisdn) return reject('not_a_fan', false);
  if (fan.isStaff) return reject('staff', false);
  if (!fan.isProfileComplete) {
    const told = await tx.execute(
      sql`insert into fancred_profile_notices (user_id) values (${fan.id}) on conflict do nothing returning user_id`,
    );
    return reject('profile_incomplete', false, { needsProfile: told.rows.length > 0 });
  }
  let points = rule.points;
  if (rule.scoreDivisor) points = Math.min(rule.points, Math.floor(Number(event.score) / rule.scoreDivisor));
  if (points <= 0) return reject('no_points', true);
  if (rule.dailyCap !== null) {
    points = Math.min(points, rule.dailyCap);
    const capped = await tx.execute(sql`
      insert into fancred_daily (user_id, day_key, action, points) values (${fan.id}, ${event.day_key}, ${rule.action}, ${points})
      on conflict (user_id, day_key, action) do update set points = fancred_daily.points + excluded.points
        where fancred_daily.points + excluded.points <= ${rule.dailyCap}
      returning points`);
    // Over the cap: nothing earned, and the item may earn on another day.
    if (capped.rows.length === 0) return reject('daily_cap', false);
  }
  const totals = await addToLedgers(tx, { userId: fan.id, periodKeys: [event.month_key, event.year_key], delta: points });
  await tx.execute(
    sql`update fan_events set event_status = 'applied', points = ${points}, reason = null, applied_at = now() where id = ${eventId}`,
  );
  return { result: { eventId, status: 'applied', reason: null, points, needsProfile: false }, totals };
}

const COMPACT_EVERY_MS = 1_000;
let lastCompact = 0;

/**
 * Folds the histogram's appended changes into fancred_histogram (one process at a time: a transaction-level advisory
 * lock), atomically for readers: a change is either still a delta or already in its bucket. Returns the rows folded.
 */
export async function compactHistogram(): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(73640211) as ok`);
    if (!lock.rows[0]?.ok) return 0;
    const folded = await tx.execute<{ n: string }>(sql`
      with moved as (delete from fancred_histogram_deltas returning period_key, points, fans),
      applied as (
        insert into fancred_histogram (period_key, points, fans)
        select period_key, points, sum(fans) from moved group by period_key, points having sum(fans) <> 0 order by period_key, points
        on conflict (period_key, points) do update set fans = fancred_histogram.fans + excluded.fans
      )
      select count(*) as n from moved`);
    return Number(folded.rows[0]?.n ?? 0);
  });
}

/** At most once a second per process, in the background, after awards. */
function compactSoon(): Promise<void> {
  const now = Date.now();
  if (now - lastCompact < COMPACT_EVERY_MS) return Promise.resolve();
  lastCompact = now;
  return compactHistogram()
    .then(() => undefined)
    .catch((error: unknown) => getLogger().warn({ err: (error as Error).message }, 'fancred: histogram compaction failed'));
}

/**
 * Moves a fan's points in the given periods by `delta` (an award, or a void's negative) and keeps the rank histogram
 * in step: the fan leaves the old points' bucket and joins the new one — appended as deltas (no shared row to wait
 * on), folded into the buckets by compactHistogram. Ledger rows are locked month then year.
 */
export async function addToLedgers(tx: Tx, input: { userId: string; periodKeys: string[]; delta: number }): Promise<Applied['totals']> {
  const values = input.periodKeys.map((periodKey) => sql`(${input.userId}, ${periodKey}, ${input.delta})`);
  const ledger = await tx.execute<{ period_key: string; points: number; inserted: boolean }>(sql`
    insert into fancred_points (user_id, period_key, points) values ${sql.join(values, sql`, `)}
    on conflict (period_key, user_id) do update set points = fancred_points.points + excluded.points, updated_at = now()
    returning period_key, points, (xmax = 0) as inserted`);
  const buckets = new Map<string, { periodKey: string; points: number; fans: number }>();
  const move = (periodKey: string, points: number, fans: number) => {
    const key = `${periodKey}\u0000${points}`;
    const bucket = buckets.get(key) ?? { periodKey, points, fans: 0 };
    bucket.fans += fans;
    buckets.set(key, bucket);
  };
  for (const row of ledger.rows) {
    const points = Number(row.points);
    if (!row.inserted) move(row.period_key, points - input.delta, -1);
    move(row.period_key, points, 1);
  }
  const changes = [...buckets.values()]
    .filter((bucket) => bucket.fans !== 0)
    .sort((a, b) => (a.periodKey === b.periodKey ? a.points - b.points : a.periodKey < b.periodKey ? -1 : 1));
  void compactSoon();
  if (changes.length > 0) {
    const rows = changes.map((bucket) => sql`(${bucket.periodKey}, ${bucket.points}, ${bucket.fans})`);
    await tx.execute(sql`insert into fancred_histogram_deltas (period_key, points, fans) values ${sql.join(rows, sql`, `)}`);
  }
  return ledger.rows.map((row) => ({ periodKey: row.period_key, userId: input.userId, points: Number(row.points) }));
}

/** After a commit: the new totals go to Redis (when configured). A Redis fault never fails an award. */
export async function publishTotals(totals: Applied['totals'], mode: 'grow' | 'exact' = 'grow'): Promise<void> {
  if (totals.length === 0) return;
  await writeTotals(totals, mode).catch((error: unknown) =>
    getLogger().warn({ err: (error as Error).message }, 'fancred: redis rank write failed'),
  );
}

/** Applies a committed pending event in its own transaction (the request that stored it, or the sweeper). */
export async function applyEvent(eventId: number, options: { skipLocked?: boolean } = {}): Promise<AwardResult | null> {
  const db = await getDb();
  const applied = await db.transaction((tx) => applyInTx(tx, eventId, options));
  if (!applied) return null;
  await publishTotals(applied.totals);
  return applied.result;
}

async function statusOf(eventId: number): Promise<AwardResult> {
  const db = await getDb();
  const result = await db.execute<{ event_status: EventStatus; reason: string | null; points: number }>(
    sql`select event_status, reason, points from fan_events where id = ${eventId}`,
  );
  const row = result.rows[0];
  return {
    eventId,
    status: row?.event_status ?? 'pending',
    reason: row?.reason ?? null,
    points: Number(row?.points ?? 0),
    needsProfile: false,
  };
}

const duplicate = (claim: { id: number }): AwardResult => ({
  eventId: claim.id,
  status: 'rejected',
  reason: 'duplicate',
  points: 0,
  needsProfile: false,
});

/**
 * Awards points for one action, at once, in one transaction (the event is claimed, applied and committed together).
 * Sending the same award again answers `rejected` / `duplicate` and changes nothing.
 */
export async function awardPoints(input: AwardInput): Promise<AwardResult> {
  const db = await getDb();
  const rule = await findRule(input.action);
  const fan = await loadFan(db, input.userId);
  const early = precheck(fan, rule, input);
  if (early || !fan || !rule) return early ?? refused('unknown_action');
  void sweepSoon();
  if (rule.dailyCap === null && fan.isProfileComplete) {
    const points = rule.scoreDivisor
      ? Math.min(rule.points, Math.floor(Math.max(0, Math.trunc(input.score ?? 0)) / rule.scoreDivisor))
      : rule.points;
    if (points > 0) return awardInBatch(fan, rule, input, points);
  }
  const outcome = await db.transaction(async (tx) => {
    const held = await loadFan(tx, fan.id, { hold: true });
    if (!held) return { result: refused('not_a_fan'), totals: [] } satisfies Applied;
    const claim = await insertPending(tx, held, rule, input);
    if (!claim.isNew) return { result: duplicate(claim), totals: [] } satisfies Applied;
    return (await applyInTx(tx, claim.id)) ?? { result: duplicate(claim), totals: [] };
  });
  await publishTotals(outcome.totals);
  return outcome.result;
}

/**
 * The common case — a rule without a daily cap, for a fan who may earn — goes through a batcher: awards that arrive
 * while a batch is in flight are applied together in one SQL statement (data-modifying CTEs, atomic by itself, one
 * round trip and one commit for the lot). Each award is claimed by the once-only index (a duplicate inside the same
 * batch or against an older event claims nothing), both ledgers move by the claimed points per fan, and the histogram
 * follows. One batch is in flight per process; rows are locked in one global order (events by their once-only key,
 * ledgers by fan then month before year, as addToLedgers does for one fan), so batches of several processes and the
 * single-award paths cannot deadlock. When a batch fails, its awards are retried one by one so each caller gets its
 * own answer.
 */
interface BatchItem {
  fan: LiveFan;
  rule: FanCredRuleRow;
  input: AwardInput;
  points: number;
  resolve: (result: AwardResult) => void;
  reject: (error: unknown) => void;
}

/** The most awards in one statement. */
const BATCH_MAX = 250;
const batchQueue: BatchItem[] = [];
let batchRunning = false;

function awardInBatch(fan: LiveFan, rule: FanCredRuleRow, input: AwardInput, points: number): Promise<AwardResult> {
  return new Promise<AwardResult>((resolve, reject) => {
    batchQueue.push({ fan, rule, input, points, resolve, reject });
    if (!batchRunning) {
      batchRunning = true;
      // Let the awards of the same tick join the first batch.
      setImmediate(() => void drainBatches());
    }
  });
}

async function drainBatches(): Promise<void> {
  try {
    while (batchQueue.length > 0) {
      const batch = batchQueue.splice(0, BATCH_MAX);
      try {
        const results = await applyBatch(batch);
        batch.forEach((item, index) => item.resolve(results[index]!));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One bad award must not fail its neighbours: each alone, with its own answer.
        for (const item of batch) {
          await applyBatch([item]).then(([result]) => item.resolve(result!), item.reject);
        }
      }
    }
  } finally {
    batchRunning = false;
  }
}

type BatchRow = {
  ord: number;
  emsisdn: string | null;
  event: string;
  event_type: string;
  score: number;
  user_id: string;
  action: string;
  item_key: string | null;
  dedupe_key: string;
  points: number;
  month_key: string;
  year_key: string;
  day_key: string;
  created_at: string;
  payload: Record<string, unknown> | null;
};

const claimKey = (userId: string, action: string, dedupeKey: string) => `${userId}\u0000${action}\u0000${dedupeKey}`;

async function applyBatch(batch: BatchItem[]): Promise<AwardResult[]> {
  const db = await getDb();
  const rows: BatchRow[] = batch.map(({ fan, rule, input, points }, ord) => {
    const now = input.now ?? new Date();
    const dayKey = dayKeyOf(now);
    return {
      ord,
      emsisdn: fan.emsisdn,
      event: input.event ?? rule.event,
      event_type: input.eventType ?? rule.action,
      score: Math.max(0, Math.min(2_000_000_000, Math.trunc(input.score ?? 0))),
      user_id: fan.id,
      action: rule.action,
      item_key: input.itemKey ?? null,
      // Never null here: 'once' and 'day' rules have a key of their own, 'item' rules were checked for an item.
      dedupe_key: dedupeKeyOf(rule, input.itemKey, dayKey) ?? 'once',
      points,
      month_key: periodKeyOf('monthly', now),
      year_key: periodKeyOf('yearly', now),
      day_key: dayKey,
      created_at: now.toISOString(),
      payload: input.payload ?? null,
    };
  });
  const result = await db.execute<{
    claimed: { id: number; ord: number }[] | null;
    totals: { user_id: string; period_key: string; points: number }[] | null;
    live: string[] | null;
  }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        ord int, emsisdn text, event text, event_type text, score int, user_id text, action text, item_key text, dedupe_key text,
        points int, month_key text, year_key text, day_key text, created_at timestamptz, payload jsonb)
    ),
    live as (
      -- The fans, share-locked: a deletion in progress is waited for, and a deleted fan's awards claim nothing.
      ${holdLiveFansSql(sql`select user_id from input`)}
    ),
    e as (
      insert into fan_events (emsisdn, event, event_type, event_status, score, user_id, action, item_key, dedupe_key, points, month_key, year_key, day_key, created_at, applied_at, payload)
      select emsisdn, event, event_type, 'applied', score, user_id, action, item_key, dedupe_key, points, month_key, year_key, day_key, created_at, now(), payload
      from input where user_id in (select id from live) order by user_id, action, dedupe_key, ord
      on conflict (user_id, action, dedupe_key) do nothing
      returning id, user_id, action, dedupe_key, points, month_key, year_key
    ),
    adds as (
      select user_id, period_key, sum(points)::int as points, min(ord) as ord
      from (select user_id, month_key as period_key, points, 1 as ord from e union all select user_id, year_key, points, 2 from e) as moved
      group by user_id, period_key
    ),
    l as (
      insert into fancred_points (user_id, period_key, points)
      select user_id, period_key, points from adds order by user_id, ord
      on conflict (period_key, user_id) do update set points = fancred_points.points + excluded.points, updated_at = now()
      returning user_id, period_key, points, (xmax = 0) as inserted
    ),
    moves as (
      select period_key, points, 1 as fans from l
      union all
      select l.period_key, l.points - adds.points, -1 from l join adds using (user_id, period_key) where not l.inserted
    ),
    h as (
      insert into fancred_histogram_deltas (period_key, points, fans)
      select period_key, points, sum(fans) from moves group by period_key, points having sum(fans) <> 0 order by period_key, points
    )
    select
      (select json_agg(json_build_object('id', e.id, 'ord', input.ord)) from e join input using (user_id, action, dedupe_key)) as claimed,
      (select json_agg(json_build_object('user_id', user_id, 'period_key', period_key, 'points', points)) from l) as totals,
      (select json_agg(id) from live) as live`);
  const row = result.rows[0];
  // A key claimed in this batch is claimed by its first row; later rows with the same key are duplicates of it.
  const claimedBy = new Map<string, number>();
  const winner = new Map<number, number>();
  for (const claim of [...(row?.claimed ?? [])].sort((a, b) => a.ord - b.ord)) {
    const key = claimKey(rows[claim.ord]!.user_id, rows[claim.ord]!.action, rows[claim.ord]!.dedupe_key);
    if (!claimedBy.has(key)) {
      claimedBy.set(key, Number(claim.id));
      winner.set(claim.ord, Number(claim.id));
    }
  }
  const older = rows.filter((item) => !claimedBy.has(claimKey(item.user_id, item.action, item.dedupe_key)));
  const olderIds = new Map<string, number>();
  if (older.length > 0) {
    const keys = older.map((item) => sql`(${item.user_id}, ${item.action}, ${item.dedupe_key})`);
    const existing = await db.execute<{ id: string; user_id: string; action: string; dedupe_key: string }>(
      sql`select id, user_id, action, dedupe_key from fan_events where (user_id, action, dedupe_key) in (${sql.join(keys, sql`, `)})`,
    );
    for (const found of existing.rows) olderIds.set(claimKey(found.user_id, found.action, found.dedupe_key), Number(found.id));
  }
  if (winner.size > 0) void compactSoon();
  await publishTotals(
    (row?.totals ?? []).map((total) => ({ periodKey: total.period_key, userId: total.user_id, points: Number(total.points) })),
  );
  const live = new Set(row?.live ?? []);
  return rows.map((item) => {
    if (!live.has(item.user_id)) return refused('not_a_fan');
    const id = winner.get(item.ord);
    if (id !== undefined) return { eventId: id, status: 'applied', reason: null, points: item.points, needsProfile: false };
    const key = claimKey(item.user_id, item.action, item.dedupe_key);
    return duplicate({ id: claimedBy.get(key) ?? olderIds.get(key) ?? 0 });
  });
}

/**
 * The queue (sendFancredEventQueue): the event is stored `pending` and committed before the caller is answered, so
 * an acknowledged event survives a crash right after; it is then applied at once, or later by the sweeper.
 */
export async function enqueueAward(input: AwardInput): Promise<AwardResult> {
  const db = await getDb();
  const rule = await findRule(input.action);
  const fan = await loadFan(db, input.userId);
  const early = precheck(fan, rule, input);
  if (early || !fan || !rule) return early ?? refused('unknown_action');
  const claim = await db.transaction(async (tx) => {
    const held = await loadFan(tx, fan.id, { hold: true });
    return held ? insertPending(tx, held, rule, input) : null;
  });
  if (!claim) return refused('not_a_fan');
  if (!claim.isNew) return duplicate(claim);
  void sweepSoon();
  try {
    return (await applyEvent(claim.id)) ?? (await statusOf(claim.id));
  } catch (error) {
    // Stored and acknowledged: the sweeper applies it later.
    getLogger().warn({ err: (error as Error).message, eventId: claim.id }, 'fancred: queued event left pending');
    return { eventId: claim.id, status: 'pending', reason: null, points: 0, needsProfile: false };
  }
}

/**
 * Stores events `pending` inside a caller's transaction (sign-up, a new subscription): they are applied once that
 * transaction has committed — by `applyEvents(ids)` after it, or by the sweeper.
 */
export async function storePendingEvent(executor: Executor, input: AwardInput): Promise<number | null> {
  const rule = await findRule(input.action);
  const fan = await loadFan(executor, input.userId, { hold: true });
  if (precheck(fan, rule, input) || !fan || !rule) return null;
  const claim = await insertPending(executor, fan, rule, input);
  return claim.isNew ? claim.id : null;
}

export async function applyEvents(eventIds: number[]): Promise<AwardResult[]> {
  const results: AwardResult[] = [];
  for (const id of eventIds) {
    const result = await applyEvent(id).catch((error: unknown) => {
      getLogger().warn({ err: (error as Error).message, eventId: id }, 'fancred: event left pending for the sweeper');
      return null;
    });
    if (result) results.push(result);
  }
  return results;
}

/** Pending events older than this are the sweeper's (younger ones are still being applied by their request). */
const SWEEP_AGE_SECONDS = 10;
const SWEEP_EVERY_MS = 30_000;
let lastSweep = 0;

/** Applies leftover pending events (a process that died between commit and apply). Returns how many it applied. */
export async function applyPendingEvents(options: { limit?: number; olderThanSeconds?: number } = {}): Promise<number> {
  const db = await getDb();
  const age = options.olderThanSeconds ?? SWEEP_AGE_SECONDS;
  const due = await db.execute<{ id: string }>(
    sql`select id from fan_events where event_status = 'pending' and created_at < now() - make_interval(secs => ${age}) order by id limit ${options.limit ?? 200}`,
  );
  let applied = 0;
  for (const row of due.rows) {
    const result = await applyEvent(Number(row.id), { skipLocked: true }).catch(() => null);
    if (result) applied += 1;
  }
  return applied;
}

/** At most every 30 s per process, in the background: the sweeper riding on ordinary calls (and boot). */
export function sweepSoon(): Promise<void> {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return Promise.resolve();
  lastSweep = now;
  return applyPendingEvents()
    .then(() => undefined)
    .catch((error: unknown) => getLogger().warn({ err: (error as Error).message }, 'fancred: sweep failed'));
}

/** A fan event's status (checkFancredEventStatus): only the fan's own events. */
export async function eventStatusFor(input: {
  userId: string;
  eventId: number;
}): Promise<{ status: EventStatus; points: number; reason: string | null } | null> {
  const db = await getDb();
  void sweepSoon();
  const result = await db.execute<{ event_status: EventStatus; points: number; reason: string | null }>(
    sql`select event_status, points, reason from fan_events where id = ${input.eventId} and user_id = ${input.userId}`,
  );
  const row = result.rows[0];
  return row ? { status: row.event_status, points: Number(row.points), reason: row.reason } : null;
}
