import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../kernel';

/**
 * Identity owns the fan (decision 021): the `users` table is named only inside identity. Other contexts reach fans
 * through this read API — one fan held for the rest of a transaction, a set of fans held inside one statement, and the
 * fan directory for joins — never with SQL of their own on `users`.
 */

/** What another context may know of a live fan (or staff member) it acts for. */
export interface LiveFan {
  id: string;
  emsisdn: string | null;
  msisdn: string | null;
  isStaff: boolean;
  isProfileComplete: boolean;
}

type LiveFanRow = { id: string; emsisdn: string | null; msisdn: string | null; staff_role: string | null; profile_completed_at: unknown };

/**
 * The live (not deleted) account, by id or emsisdn. With `hold` (inside a transaction) its row is share-locked for
 * the rest of it: every writer of rows keyed by a fan takes it before writing, so the write either commits before an
 * account deletion locks the row (which then erases what it wrote) or waits for the deletion and finds no one — null,
 * and it writes nothing (decision 019). `skipLocked` answers null at once for a row another transaction holds.
 */
export async function readLiveFan(
  executor: Executor,
  by: { id: string } | { emsisdn: string },
  options: { hold?: boolean; skipLocked?: boolean } = {},
): Promise<LiveFan | null> {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`emsisdn = ${by.emsisdn}`;
  const lock = options.hold ? (options.skipLocked ? sql`for share skip locked` : sql`for share`) : sql``;
  const result = await executor.execute<LiveFanRow>(
    sql`select id, emsisdn, msisdn, staff_role, profile_completed_at from users where ${where} and deleted_at is null ${lock}`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    emsisdn: row.emsisdn,
    msisdn: row.msisdn,
    isStaff: row.staff_role !== null,
    isProfileComplete: row.profile_completed_at !== null,
  };
}

/** Holds the live account for the rest of `tx` (see readLiveFan): null for a deleted account — write nothing. */
export function holdLiveFan(tx: Executor, by: { id: string } | { emsisdn: string }, options: { skipLocked?: boolean } = {}) {
  return readLiveFan(tx, by, { hold: true, skipLocked: options.skipLocked });
}

/**
 * The same hold for a set of fans inside one statement (a batch of awards in one round trip): a subquery of the live
 * ids among `userIds` (a subquery of ids), share-locked in id order so that two batches never deadlock.
 */
export function holdLiveFansSql(userIds: SQL): SQL {
  return sql`select id from users where id in (${userIds}) and deleted_at is null order by id for share`;
}

/**
 * The fan directory: every account as other contexts may read it in a statement of their own — join it as a table
 * (`join ${fanDirectorySql} u on u.id = x.user_id`). Columns: id, emsisdn, msisdn, email, first_name, last_name,
 * nickname, image_url (the picture, relative to storage), display_name (the public name of the leaderboards: the
 * nickname, else the first name and last initial, else `Fan #` and a short id — never a number), is_staff, is_live
 * (not deleted). PostgreSQL folds the subquery into the caller's plan: joining it costs what joining the table did.
 */
export const fanDirectorySql: SQL = sql`(
  select id, emsisdn, msisdn, email, first_name, last_name, nickname, thumbnail_file as image_url,
    coalesce(
      nullif(trim(nickname), ''),
      case when nullif(trim(first_name), '') is not null then trim(first_name) || coalesce(' ' || upper(left(nullif(trim(last_name), ''), 1)) || '.', '') end,
      'Fan #' || upper(left(md5(id), 6))
    ) as display_name,
    staff_role is not null as is_staff,
    deleted_at is null as is_live
  from users
)`;
