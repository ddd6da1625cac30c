import 'server-only';
import { sql } from 'drizzle-orm';
import type { AppError } from '@/schemas/app-error';
import {
  percentages,
  PREDICTOR_CLOSE_MARGIN,
  PREDICTOR_POINTS,
  SETTLE_AFTER_MINUTES,
  type PredictInput,
  type PredictorWinner,
} from '@/schemas/predictor';
import type { MatchTeam } from '@/schemas/teams';
import { getDb } from '../db/client';
import { toIso } from '../db/iso';
import { awardPoints } from '../fancred';
import { fanDirectorySql, holdLiveFan, IDENTITY_ERRORS } from '../identity';
import { getLogger } from '../logger';
import { memoize } from '../kernel';
import { MATCHDAY_ERRORS } from './messages';
import { refusedMatchdayWrite } from './write-limits';

/**
 * The match predictor (issue 24): before kick-off a fan picks the winner and the margin, as often as they like; at
 * kick-off the picks lock — decided by the database's clock in the statement that writes, so no request that arrives
 * after kick-off (or after a kick-off the reporter recorded early) gets in. Fifteen minutes after full time (when the
 * Player of the Match vote closes; until then the reporter may still correct the score) the match is settled once:
 * every pick gets its points, and each fan who scored gets them in FanCred (`predictor`, once per fan per match).
 */

export type MatchdayResult<T> = { ok: true; value: T } | { ok: false; error: AppError };

export interface Prediction {
  matchId: number;
  winner: PredictorWinner;
  margin: number;
  /** Null until the match is settled. */
  points: number | null;
  updatedAt: string;
}

type PredictionRow = { match_id: number; winner: PredictorWinner; margin: number; points: number | null; updated_at: Date | string };

const toPrediction = (row: PredictionRow): Prediction => ({
  matchId: Number(row.match_id),
  winner: row.winner,
  margin: Number(row.margin),
  points: row.points === null ? null : Number(row.points),
  updatedAt: toIso(row.updated_at),
});

async function matchExists(matchId: number): Promise<boolean> {
  const db = await getDb();
  const found = await db.execute(sql`select 1 from matches where id = ${matchId}`);
  return found.rows.length > 0;
}

/**
 * A fan's pick, new or changed. The match row is read `for share` in the same statement: a kick-off being recorded
 * (which holds it `for update`) is waited for and then seen, so the pick is either wholly before kick-off or refused.
 */
export async function predict(input: PredictInput & { userId: string; ip: string }): Promise<MatchdayResult<Prediction>> {
  const refused = await refusedMatchdayWrite('predict', input);
  if (refused) return { ok: false, error: refused };
  const db = await getDb();
  const written = await db.transaction(async (tx) => {
    // The account is held while the pick is stored: a pick on its way when the fan was deleted stores nothing.
    if (!(await holdLiveFan(tx, { id: input.userId }))) return 'deleted' as const;
    const rows = await tx.execute<PredictionRow>(sql`
      insert into predictions as p (match_id, user_id, winner, margin)
      select m.id, ${input.userId}, ${input.winner}, ${input.margin} from matches m
      where m.id = ${input.matchId} and m.status = 'scheduled' and m.kickoff_at > now()
      for share of m
      on conflict (match_id, user_id) do update set winner = excluded.winner, margin = excluded.margin, updated_at = now()
        where p.points is null
      returning p.match_id, p.winner, p.margin, p.points, p.updated_at`);
    return rows.rows[0] ?? null;
  });
  if (written === 'deleted') return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  if (!written) {
    return { ok: false, error: (await matchExists(input.matchId)) ? MATCHDAY_ERRORS.predictionsClosed : MATCHDAY_ERRORS.matchNotFound };
  }
  // The crowd's split is left to its 5 s life: a crowd's picks would otherwise each empty it for everyone (issue 37).
  return { ok: true, value: toPrediction(written) };
}

export interface PredictorSplit {
  /** Whole percentages of the picks (adding up to 100; all 0 before the first pick). */
  percent: Record<PredictorWinner, number>;
  counts: Record<PredictorWinner, number>;
  total: number;
}

/** The crowd's split for a match: read at most every few seconds per copy, however many fans look. */
const split = memoize(
  async (matchId: number): Promise<PredictorSplit> => {
    const db = await getDb();
    const rows = await db.execute<{ winner: PredictorWinner; n: number }>(
      sql`select winner, count(*)::int as n from predictions where match_id = ${matchId} group by winner`,
    );
    const counts: Record<PredictorWinner, number> = { home: 0, away: 0, draw: 0 };
    for (const row of rows.rows) counts[row.winner] = Number(row.n);
    const [home = 0, away = 0, draw = 0] = percentages([counts.home, counts.away, counts.draw]);
    return { percent: { home, away, draw }, counts, total: counts.home + counts.away + counts.draw };
  },
  { ttlMs: 5_000 },
);

export interface PredictorView {
  matchId: number;
  /** Picks may be made or changed now (before kick-off by the database's clock). */
  isOpen: boolean;
  isSettled: boolean;
  kickoffAt: string;
  split: PredictorSplit;
  mine: Prediction | null;
}

/** GET /api/site/predictor/{match_id}: the split, the fan's own pick (null for a visitor), open or locked. */
export async function getPredictorView(matchId: number, userId: string | null): Promise<PredictorView | null> {
  const db = await getDb();
  const [state, mine] = await Promise.all([
    db.execute<{ kickoff_at: Date | string; is_open: boolean; is_settled: boolean }>(sql`
      select m.kickoff_at, (m.status = 'scheduled' and m.kickoff_at > now()) as is_open,
        exists (select 1 from predictor_settlements s where s.match_id = m.id) as is_settled
      from matches m where m.id = ${matchId}`),
    userId
      ? db.execute<PredictionRow>(
          sql`select match_id, winner, margin, points, updated_at from predictions where match_id = ${matchId} and user_id = ${userId}`,
        )
      : null,
  ]);
  const row = state.rows[0];
  if (!row) return null;
  const mineRow = mine?.rows[0];
  return {
    matchId,
    isOpen: row.is_open,
    isSettled: row.is_settled,
    kickoffAt: toIso(row.kickoff_at),
    split: await split(matchId),
    mine: mineRow ? toPrediction(mineRow) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Settlement
// ---------------------------------------------------------------------------------------------------------------

/** The advisory lock space of settlements (the second key is the match id): one copy settles a match at a time. */
const SETTLE_LOCK = 240_301;
/** Awards sent at once: the FanCred engine applies the ones that arrive together in one statement. */
const AWARDS_IN_FLIGHT = 100;
/** Matches settled per call (a backlog is worked off on the next ticks). */
const MATCHES_PER_CALL = 20;

export interface Settlement {
  matchId: number;
  predictions: number;
  awarded: number;
}

/**
 * Settles every match whose full time was at least SETTLE_AFTER_MINUTES ago (by `now`, else the database's clock) and
 * that is not settled yet. Safe to run from every copy at once and as often as wanted: a match is settled in one
 * transaction that holds its advisory lock (another copy skips it) and claims `predictor_settlements` (a copy that
 * comes later finds it claimed). The FanCred awards are sent inside that transaction, before the claim commits: if
 * anything fails the whole settlement rolls back and the next run does it again, and FanCred's once-per-fan-per-match
 * key turns the awards already applied into duplicates that change nothing.
 */
export async function settleDueMatches(now?: Date): Promise<Settlement[]> {
  const db = await getDb();
  const cutoff = sql`(coalesce(${now?.toISOString() ?? null}::timestamptz, now()) - make_interval(mins => ${SETTLE_AFTER_MINUTES}))`;
  const due = await db.execute<{ id: number }>(sql`
    select m.id from matches m
    where m.status = 'final' and m.full_time_at is not null and m.full_time_at <= ${cutoff}
      and not exists (select 1 from predictor_settlements s where s.match_id = m.id)
    order by m.full_time_at, m.id limit ${MATCHES_PER_CALL}`);
  const settled: Settlement[] = [];
  for (const { id } of due.rows) {
    try {
      const done = await settleMatch(Number(id), cutoff);
      if (done) settled.push(done);
    } catch (error) {
      getLogger().error({ err: error, matchId: id }, 'predictor: settlement failed, retried on the next run');
    }
  }
  return settled;
}

async function settleMatch(matchId: number, cutoff: ReturnType<typeof sql>): Promise<Settlement | null> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${SETTLE_LOCK}, ${matchId}) as ok`);
    if (!lock.rows[0]?.ok) return null;
    // Claimed only while the match is still final and due (an undo of full time puts it back in play).
    const claimed = await tx.execute<{ home: number; away: number }>(sql`
      with claim as (
        insert into predictor_settlements (match_id)
        select m.id from matches m where m.id = ${matchId} and m.status = 'final' and m.full_time_at <= ${cutoff}
        on conflict (match_id) do nothing
        returning match_id
      )
      select case when m.is_home then m.team_score else m.opponent_score end as home,
        case when m.is_home then m.opponent_score else m.team_score end as away
      from claim join matches m on m.id = claim.match_id`);
    const score = claimed.rows[0];
    if (!score) return null;
    const home = Number(score.home);
    const away = Number(score.away);
    const winner: PredictorWinner = home > away ? 'home' : away > home ? 'away' : 'draw';
    const margin = Math.abs(home - away);
    const scored = await tx.execute<{ user_id: string; points: number }>(sql`
      update predictions set points = case
          when winner <> ${winner} then 0
          when winner = 'draw' or margin = ${margin} then ${PREDICTOR_POINTS.exact}
          when abs(margin - ${margin}) <= ${PREDICTOR_CLOSE_MARGIN} then ${PREDICTOR_POINTS.close}
          else ${PREDICTOR_POINTS.winner}
        end
      where match_id = ${matchId}
      returning user_id, points`);
    const earners = scored.rows.filter((row) => Number(row.points) > 0);
    let awarded = 0;
    for (let start = 0; start < earners.length; start += AWARDS_IN_FLIGHT) {
      const results = await Promise.all(
        earners.slice(start, start + AWARDS_IN_FLIGHT).map((row) =>
          awardPoints({
            userId: row.user_id,
            action: 'predictor',
            itemKey: `match:${matchId}`,
            score: Number(row.points),
            payload: { matchId, points: Number(row.points) },
          }),
        ),
      );
      awarded += results.filter((result) => result.status === 'applied').length;
    }
    return { matchId, predictions: scored.rows.length, awarded };
  });
  if (outcome) {
    split.forget(matchId);
    getLogger().info(outcome, 'predictor: match settled');
  }
  return outcome;
}

// ---------------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------------

export interface PredictorTableRow {
  rank: number;
  /** The fan's public name as FanCred's tables show it: the nickname, else the first name and an initial. */
  displayName: string;
  winner: PredictorWinner;
  margin: number;
  points: number;
}

export interface PredictorMatchTable {
  matchId: number;
  rows: PredictorTableRow[];
  /** Every settled pick of the match (the rows are the top of it). */
  total: number;
}

/** A settled match's table: every fan's pick and points, best first (competition ranks), the top `limit`. */
export async function getPredictorMatchTable(matchId: number, options: { limit?: number } = {}): Promise<PredictorMatchTable> {
  const limit = Math.min(200, Math.max(1, Math.trunc(options.limit ?? 50)));
  const db = await getDb();
  const rows = await db.execute<{
    rank: number;
    display_name: string;
    winner: PredictorWinner;
    margin: number;
    points: number;
    total: number;
  }>(sql`
    select rank() over (order by p.points desc) as rank, count(*) over () as total, u.display_name, p.winner, p.margin, p.points
    from predictions p join ${fanDirectorySql} u on u.id = p.user_id
    where p.match_id = ${matchId} and p.points is not null and u.is_live and not u.is_staff
    order by p.points desc, p.updated_at, p.user_id
    limit ${limit}`);
  return {
    matchId,
    total: Number(rows.rows[0]?.total ?? 0),
    rows: rows.rows.map((row) => ({
      rank: Number(row.rank),
      displayName: row.display_name,
      winner: row.winner,
      margin: Number(row.margin),
      points: Number(row.points),
    })),
  };
}

/** A season is a calendar year in South African time (UTC+2 all year). */
export function seasonOf(date: Date = new Date()): number {
  return new Date(date.getTime() + 2 * 3_600_000).getUTCFullYear();
}

const seasonBounds = (season: number) => ({
  start: new Date(Date.UTC(season, 0, 1) - 2 * 3_600_000).toISOString(),
  end: new Date(Date.UTC(season + 1, 0, 1) - 2 * 3_600_000).toISOString(),
});

/** The points per fan over the season's settled matches (kick-off in the season). */
const seasonTotals = (season: number) => {
  const { start, end } = seasonBounds(season);
  return sql`(
    select p.user_id, sum(p.points)::int as points, count(*)::int as matches, count(*) filter (where p.points = ${PREDICTOR_POINTS.exact})::int as exact
    from predictions p join matches m on m.id = p.match_id
    where p.points is not null and m.kickoff_at >= ${start}::timestamptz and m.kickoff_at < ${end}::timestamptz
    group by p.user_id
  )`;
};

export interface PredictorSeasonRow {
  rank: number;
  displayName: string;
  points: number;
  matches: number;
  exact: number;
}

export interface PredictorSeasonTable {
  season: number;
  rows: PredictorSeasonRow[];
  total: number;
}

/** The season's table: fans with predictor points over the season's settled matches, most first, the top `limit`. */
export async function getPredictorSeasonTable(options: { season?: number; limit?: number } = {}): Promise<PredictorSeasonTable> {
  const season = options.season ?? seasonOf();
  const limit = Math.min(200, Math.max(1, Math.trunc(options.limit ?? 50)));
  const db = await getDb();
  const rows = await db.execute<{ rank: number; total: number; display_name: string; points: number; matches: number; exact: number }>(sql`
    select rank() over (order by t.points desc) as rank, count(*) over () as total, u.display_name, t.points, t.matches, t.exact
    from ${seasonTotals(season)} t join ${fanDirectorySql} u on u.id = t.user_id
    where t.points > 0 and u.is_live and not u.is_staff
    order by t.points desc, t.exact desc, t.user_id
    limit ${limit}`);
  return {
    season,
    total: Number(rows.rows[0]?.total ?? 0),
    rows: rows.rows.map((row) => ({
      rank: Number(row.rank),
      displayName: row.display_name,
      points: Number(row.points),
      matches: Number(row.matches),
      exact: Number(row.exact),
    })),
  };
}

/** The fan's own line in the season's table (null before their first settled pick). */
export async function getMyPredictorSeason(
  userId: string,
  season: number = seasonOf(),
): Promise<Omit<PredictorSeasonRow, 'displayName'> | null> {
  const db = await getDb();
  const rows = await db.execute<{ points: number; matches: number; exact: number; above: number }>(sql`
    with t as (select t.* from ${seasonTotals(season)} t join ${fanDirectorySql} u on u.id = t.user_id where u.is_live and not u.is_staff)
    select me.points, me.matches, me.exact, (select count(*)::int from t where t.points > me.points) as above
    from t me where me.user_id = ${userId}`);
  const row = rows.rows[0];
  if (!row) return null;
  return { rank: Number(row.above) + 1, points: Number(row.points), matches: Number(row.matches), exact: Number(row.exact) };
}

export interface PredictorMatch {
  id: number;
  team: MatchTeam;
  home: string;
  away: string;
  kickoffAt: string;
  homeScore: number | null;
  awayScore: number | null;
  predictions: number;
}

/**
 * The matches /predictor links to: those open for picks (next kick-offs first) and the latest settled ones (with
 * their tables on the match page).
 */
export async function listPredictorMatches(options: { open?: number; settled?: number } = {}): Promise<{
  open: PredictorMatch[];
  settled: PredictorMatch[];
}> {
  const db = await getDb();
  type Row = {
    id: number;
    team: MatchTeam;
    home: string;
    away: string;
    kickoff_at: Date | string;
    home_score: number | null;
    away_score: number | null;
    predictions: number;
  };
  const columns = sql`m.id, m.team, case when m.is_home then m.team_name else m.opponent end as home,
    case when m.is_home then m.opponent else m.team_name end as away, m.kickoff_at,
    case when m.is_home then m.team_score else m.opponent_score end as home_score,
    case when m.is_home then m.opponent_score else m.team_score end as away_score,
    (select count(*)::int from predictions p where p.match_id = m.id) as predictions`;
  const [open, settled] = await Promise.all([
    db.execute<Row>(sql`
      select ${columns} from matches m where m.status = 'scheduled' and m.kickoff_at > now()
      order by m.kickoff_at, m.id limit ${options.open ?? 5}`),
    db.execute<Row>(sql`
      select ${columns} from predictor_settlements s join matches m on m.id = s.match_id
      order by s.settled_at desc, m.id desc limit ${options.settled ?? 10}`),
  ]);
  const toMatch = (row: Row): PredictorMatch => ({
    id: Number(row.id),
    team: row.team,
    home: row.home,
    away: row.away,
    kickoffAt: toIso(row.kickoff_at),
    homeScore: row.home_score === null ? null : Number(row.home_score),
    awayScore: row.away_score === null ? null : Number(row.away_score),
    predictions: Number(row.predictions),
  });
  return { open: open.rows.map(toMatch), settled: settled.rows.map(toMatch) };
}
