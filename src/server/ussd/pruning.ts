import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { fanDirectorySql } from '../identity';
import { getLogger } from '../logger';
import { SESSION_KEEP_MS } from './sessions';

/**
 * What USSD keeps about numbers, kept no longer than its purpose (issue 37, POPIA): on a schedule, not when traffic
 * happens to come, one copy at a time (an advisory lock; the others skip that round) deletes
 * - sessions past keeping (10 minutes after their last step; Redis keys expire by themselves),
 * - the links of South African days before yesterday (the daily cap reads today's),
 * - callback signatures past their window (the replay check reads the live ones),
 * - the language a caller without an account chose, once the number has an account (the account keeps its own) or
 *   has not called for CALLER_KEEP_DAYS.
 */
export const PRUNE_EVERY_MS = 5 * 60_000;
export const CALLER_KEEP_DAYS = 180;
/** pg_try_advisory_xact_lock key: "USSP". */
export const PRUNE_LOCK = 0x55535350;

export interface Pruned {
  sessions: number;
  links: number;
  signatures: number;
  callers: number;
}

/** One round; null when another copy is pruning. */
export async function pruneUssd(): Promise<Pruned | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked`);
    if (!lock.rows[0]?.locked) return null;
    const counted = await tx.execute<Record<keyof Pruned, string>>(sql`
      with sessions as (
             delete from ussd_sessions where updated_at < now() - make_interval(secs => ${SESSION_KEEP_MS / 1000}) returning 1),
           links as (
             delete from ussd_links where day < (now() at time zone 'Africa/Johannesburg')::date - 1 returning 1),
           signatures as (
             delete from ussd_callback_signatures where expires_at < now() returning 1),
           callers as (
             delete from ussd_callers c
             where c.updated_at < now() - make_interval(days => ${CALLER_KEEP_DAYS})
                or exists (select 1 from ${fanDirectorySql} u where u.msisdn = c.msisdn and u.is_live)
             returning 1)
      select (select count(*) from sessions) as sessions, (select count(*) from links) as links,
             (select count(*) from signatures) as signatures, (select count(*) from callers) as callers`);
    const row = counted.rows[0];
    return {
      sessions: Number(row?.sessions ?? 0),
      links: Number(row?.links ?? 0),
      signatures: Number(row?.signatures ?? 0),
      callers: Number(row?.callers ?? 0),
    };
  });
}

let timer: NodeJS.Timeout | undefined;

/** Every copy runs the schedule (instrumentation.ts); the lock lets one prune at a time. */
export function startUssdPruning(): void {
  if (timer) return;
  timer = setInterval(() => {
    pruneUssd().catch((error: unknown) => getLogger().warn({ err: (error as Error).message }, 'ussd: pruning failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
}

export function stopUssdPruning(): void {
  clearInterval(timer);
  timer = undefined;
}
