import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import { getDb } from '../db/client';
import { fillWeeks, lastWeeks, seriesStart, weekOf } from '../db/weekly';
import { stories } from './schema';

/** Stories published (and still live) per week, and how many live stories there are in all. */
export async function storiesPublishedByWeek(now = new Date()): Promise<{ total: number; weeks: { week: string; count: number }[] }> {
  const db = await getDb();
  const weeks = lastWeeks(now);
  const week = weekOf(stories.publishedAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ week, count: count() })
      .from(stories)
      .where(and(eq(stories.isActive, true), gte(stories.publishedAt, seriesStart(weeks))))
      .groupBy(week),
    db.select({ total: count() }).from(stories).where(eq(stories.isActive, true)),
  ]);
  return { total: totals?.total ?? 0, weeks: fillWeeks(weeks, rows) };
}
