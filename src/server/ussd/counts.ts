import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { getLogger } from '../logger';

/** The figures the console shows (issue 25): sessions, each top-level menu chosen, links sent by SMS. */
export const USSD_MENUS = ['live', 'results', 'headlines', 'fancred', 'subscribe', 'language'] as const;
export type UssdMenu = (typeof USSD_MENUS)[number];
export type UssdMetric = 'sessions' | 'links' | `menu:${UssdMenu}`;

const SHARDS = 8;

/** Counts one of a figure for today (SAST). A count that cannot be written is logged, never a caller's error. */
export async function count(metric: UssdMetric): Promise<void> {
  try {
    const db = await getDb();
    await db.execute(sql`
      insert into ussd_daily_counts (day, metric, shard, count)
      values ((now() at time zone 'Africa/Johannesburg')::date, ${metric}, ${Math.floor(Math.random() * SHARDS)}, 1)
      on conflict (day, metric, shard) do update set count = ussd_daily_counts.count + 1`);
  } catch (error) {
    getLogger().warn({ err: (error as Error).message, metric }, 'ussd: a count was not written');
  }
}

export interface UssdDay {
  day: string;
  sessions: number;
  links: number;
}

/**
 * The console dashboard's USSD figures: sessions and links sent per day for the last `days` days (oldest first, days
 * without a caller as 0), and how often each menu was chosen over those days.
 */
export async function ussdUsageByDay(days = 14): Promise<{ days: UssdDay[]; menus: Record<UssdMenu, number>; total: number }> {
  const db = await getDb();
  const result = await db.execute<{ day: string; metric: string; count: string }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, c.metric, coalesce(sum(c.count), 0) as count
    from generate_series((now() at time zone 'Africa/Johannesburg')::date - ${days - 1}::int, (now() at time zone 'Africa/Johannesburg')::date, interval '1 day') as d(day)
    left join ussd_daily_counts c on c.day = d.day::date
    group by d.day, c.metric
    order by d.day`);
  const byDay = new Map<string, UssdDay>();
  const menus = Object.fromEntries(USSD_MENUS.map((menu) => [menu, 0])) as Record<UssdMenu, number>;
  for (const row of result.rows) {
    const day = byDay.get(row.day) ?? { day: row.day, sessions: 0, links: 0 };
    byDay.set(row.day, day);
    const value = Number(row.count);
    if (row.metric === 'sessions') day.sessions = value;
    else if (row.metric === 'links') day.links = value;
    else if (row.metric?.startsWith('menu:')) {
      const menu = row.metric.slice(5) as UssdMenu;
      if (menu in menus) menus[menu] += value;
    }
  }
  const list = [...byDay.values()];
  return { days: list, menus, total: list.reduce((sum, day) => sum + day.sessions, 0) };
}
