import { type Column, sql, type SQL } from 'drizzle-orm';

/**
 * Weekly series for the console's dashboard: weeks start on Monday in South African time, the newest last, and a
 * week with nothing in it is a zero rather than a gap.
 */
const DASHBOARD_WEEKS = 12;
export const TIME_ZONE = 'Africa/Johannesburg';

/**
 * The week (as 'YYYY-MM-DD', its Monday) a timestamp column falls in, computed by Postgres. The zone is written into
 * the SQL, not sent as a parameter, so that the select and the group by are one expression.
 */
export const weekOf = (column: Column | SQL): SQL<string> =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone '${sql.raw(TIME_ZONE)}'), 'YYYY-MM-DD')`;

/** The Mondays of the last `weeks` weeks, oldest first, as 'YYYY-MM-DD' (the same labels `weekOf` gives). */
export function lastWeeks(now: Date, weeks = DASHBOARD_WEEKS): string[] {
  const local = new Date(now.toLocaleString('en-US', { timeZone: TIME_ZONE }));
  const monday = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() - ((local.getDay() + 6) % 7)));
  return Array.from({ length: weeks }, (_, index) =>
    new Date(monday.getTime() - (weeks - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The start of the oldest of those weeks, for the query's lower bound (a day early: the zone's offset is absorbed). */
export const seriesStart = (weeks: string[]) => new Date(Date.parse(`${weeks[0]}T00:00:00Z`) - 86_400_000);

/** Counts per week, zeros where Postgres found nothing. */
export function fillWeeks(weeks: string[], rows: { week: string; count: number }[]): { week: string; count: number }[] {
  const byWeek = new Map(rows.map((row) => [row.week, Number(row.count)]));
  return weeks.map((week) => ({ week, count: byWeek.get(week) ?? 0 }));
}
