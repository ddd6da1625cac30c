import 'server-only';
import { sql } from 'drizzle-orm';
import { GAME_SLUGS, type GameSlug } from '@/schemas/games';
import { getDb } from '../db/client';
import { dayKeyOf, periodKeyOf } from '../fancred';
import { fanDirectorySql } from '../identity';

/**
 * The games' tables (issue 13): each fan's best ranked score per game today, this month (South African time) and of
 * all time, nicknames only (a fan without one is not listed), ties to the earlier score.
 */
export type GamePeriod = 'today' | 'month' | 'all';
export const GAME_PERIODS: readonly GamePeriod[] = ['today', 'month', 'all'];

export interface GameStanding {
  rank: number;
  nickname: string;
  score: number;
}

export type GameTables = Record<GameSlug, Record<GamePeriod, GameStanding[]>>;

const TOP = 10;

function periodFilter(period: GamePeriod, now: Date) {
  if (period === 'today') return sql`and s.day_key = ${dayKeyOf(now)}`;
  if (period === 'month') return sql`and s.month_key = ${periodKeyOf('monthly', now)}`;
  return sql``;
}

export async function getGameStandings(input: { game: GameSlug; period: GamePeriod; now?: Date; limit?: number }): Promise<GameStanding[]> {
  const db = await getDb();
  const rows = await db.execute<{ nickname: string; score: number }>(sql`
    select u.nickname, best.score
    from (
      select distinct on (s.user_id) s.user_id, s.score, s.created_at
      from game_scores s
      where s.game = ${input.game} and s.status = 'ranked' ${periodFilter(input.period, input.now ?? new Date())}
      order by s.user_id, s.score desc, s.created_at asc
    ) best
    join ${fanDirectorySql} u on u.id = best.user_id
    where u.nickname is not null and u.nickname <> '' and not u.is_staff
    order by best.score desc, best.created_at asc
    limit ${Math.min(input.limit ?? TOP, 100)}`);
  let rank = 0;
  let previous: number | null = null;
  return rows.rows.map((row, index) => {
    if (row.score !== previous) rank = index + 1;
    previous = row.score;
    return { rank, nickname: row.nickname, score: row.score };
  });
}

/** Every game's three tables (the hub). */
export async function getGameTables(now = new Date()): Promise<GameTables> {
  const entries = await Promise.all(
    GAME_SLUGS.map(async (game) => {
      const tables = await Promise.all(
        GAME_PERIODS.map(async (period) => [period, await getGameStandings({ game, period, now })] as const),
      );
      return [game, Object.fromEntries(tables) as Record<GamePeriod, GameStanding[]>] as const;
    }),
  );
  return Object.fromEntries(entries) as GameTables;
}

export type PersonalBests = Record<GameSlug, Record<GamePeriod, number | null>>;

/** The fan's own best per game today, this month and ever (null: no ranked score yet). */
export async function getPersonalBests(userId: string, now = new Date()): Promise<PersonalBests> {
  const db = await getDb();
  const rows = await db.execute<{ game: GameSlug; today: number | null; month: number | null; all: number | null }>(sql`
    select game,
      max(score) filter (where day_key = ${dayKeyOf(now)})::int as today,
      max(score) filter (where month_key = ${periodKeyOf('monthly', now)})::int as month,
      max(score)::int as all
    from game_scores where user_id = ${userId} and status = 'ranked'
    group by game`);
  const bests = Object.fromEntries(GAME_SLUGS.map((game) => [game, { today: null, month: null, all: null }])) as PersonalBests;
  for (const row of rows.rows) if (row.game in bests) bests[row.game] = { today: row.today, month: row.month, all: row.all };
  return bests;
}
