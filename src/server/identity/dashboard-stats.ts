import 'server-only';
import { and, count, gte, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { fillWeeks, lastWeeks, seriesStart, weekOf } from '../db/weekly';
import { users } from './schema';

/** Fans (members with a mobile number, not staff) who signed up per week, and how many fans there are in all. */
export async function fanSignupsByWeek(now = new Date()): Promise<{ total: number; weeks: { week: string; count: number }[] }> {
  const db = await getDb();
  const weeks = lastWeeks(now);
  const week = weekOf(users.createdAt);
  const isFan = and(isNotNull(users.msisdn), isNull(users.staffRole));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ week, count: count() })
      .from(users)
      .where(and(isFan, gte(users.createdAt, seriesStart(weeks))))
      .groupBy(week),
    db.select({ total: count() }).from(users).where(isFan),
  ]);
  return { total: totals?.total ?? 0, weeks: fillWeeks(weeks, rows) };
}
