import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';

/**
 * Fixed-window counters in Postgres (DESIGN §6: the shared default), one atomic upsert per hit, so concurrent
 * requests on any number of app copies cannot slip past a cap.
 */

export interface Window {
  key: string;
  seconds: number;
}

function windowStart(seconds: number) {
  return sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;
}

/** Counts one hit in the key's current window and returns the window's count, this hit included. */
export async function hit({ key, seconds }: Window): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limit_counters (key, window_start, count) values (${key}, ${windowStart(seconds)}, 1)
    on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
    returning count`);
  if (Math.random() < 0.01) void prune();
  return Number(result.rows[0]?.count ?? 0);
}

/** The key's count in its current window, without counting. */
export async function peek({ key, seconds }: Window): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limit_counters where key = ${key} and window_start = ${windowStart(seconds)}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Counts a hit and says whether it is still within `max`. */
export async function allow(window: Window, max: number): Promise<boolean> {
  return (await hit(window)) <= max;
}

/** Drops windows older than two days (the longest window is a day). */
async function prune(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_counters where window_start < now() - interval '2 days'`).catch(() => undefined);
}

/**
 * The caller's address: the right-most X-Forwarded-For entry, the one written by the proxy in front of us (or by
 * Next.js itself); entries to its left are whatever the client claimed.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || headers.get('x-real-ip') || 'unknown';
}
