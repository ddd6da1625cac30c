import 'server-only';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { fanEvents } from './schema';

type FanEventItem = { id: number; event: string; eventType: string; eventStatus: string; score: number; createdAt: string };
export type FanCredActivity = { thisMonth: number; thisYear: number; recent: FanEventItem[] };

/**
 * A fan's FanCred activity for the console: the fan events recorded this month and this year (South African time)
 * and the latest ones. Points are not calculated yet — their rules arrive with the FanCred section.
 */
export async function getFanActivity(emsisdn: string | null): Promise<FanCredActivity> {
  if (!emsisdn) return { thisMonth: 0, thisYear: 0, recent: [] };
  const db = await getDb();
  const startOf = (unit: 'month' | 'year') =>
    sql`date_trunc(${unit}, now() at time zone 'Africa/Johannesburg') at time zone 'Africa/Johannesburg'`;
  const [counts] = await db
    .select({
      thisMonth: sql<number>`count(*) filter (where ${fanEvents.createdAt} >= ${startOf('month')})`.mapWith(Number),
      thisYear: count(),
    })
    .from(fanEvents)
    .where(and(eq(fanEvents.emsisdn, emsisdn), gte(fanEvents.createdAt, startOf('year'))));
  const recent = await db
    .select()
    .from(fanEvents)
    .where(eq(fanEvents.emsisdn, emsisdn))
    .orderBy(desc(fanEvents.createdAt), desc(fanEvents.id))
    .limit(10);
  return {
    thisMonth: counts?.thisMonth ?? 0,
    thisYear: counts?.thisYear ?? 0,
    recent: recent.map((row) => ({
      id: row.id,
      event: row.event,
      eventType: row.eventType,
      eventStatus: row.eventStatus,
      score: row.score,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
