import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from './users';

/**
 * Account deletion, identity's part (decision 019). The fan's row stays as an anonymous tombstone — the rows other
 * contexts keep (a frozen final table, a winner, a competition entry a draw counted) still point at it — but every
 * personal field is erased: number, emsisdn, names, email, picture, province, network, team, subscription fields.
 * The number, its emsisdn and the email are unique columns, so erasing them frees the number for a new sign-up.
 */

type Executor = Pick<Db, 'execute'>;

/**
 * Locks the fan for deletion in the caller's transaction: the live (not deleted) fan account, never a staff member's.
 * Null when it is already deleted (a second, concurrent submit) or is not a fan's.
 */
export async function lockFanForErasure(
  tx: Executor,
  userId: string,
): Promise<{ id: string; msisdn: string | null; emsisdn: string | null; email: string | null; thumbnailFile: string | null } | null> {
  const locked = await tx.execute<{
    id: string;
    msisdn: string | null;
    emsisdn: string | null;
    email: string | null;
    thumbnail_file: string | null;
  }>(sql`
    select id, msisdn, emsisdn, email, thumbnail_file from users
    where id = ${userId} and deleted_at is null and staff_role is null and msisdn is not null
    for update`);
  const row = locked.rows[0];
  return row ? { id: row.id, msisdn: row.msisdn, emsisdn: row.emsisdn, email: row.email, thumbnailFile: row.thumbnail_file } : null;
}

/** Erases the fan's personal fields, sessions, accounts and one-time codes (after lockFanForErasure, same transaction). */
export async function eraseAccount(tx: Executor, fan: { id: string; msisdn: string | null; email: string | null }): Promise<void> {
  await tx.execute(sql`delete from auth_sessions where user_id = ${fan.id}`);
  await tx.execute(sql`delete from auth_accounts where user_id = ${fan.id}`);
  const targets = [fan.msisdn, fan.email].filter((target): target is string => target !== null);
  if (targets.length > 0) {
    await tx.execute(
      sql`delete from login_codes where target in (${sql.join(
        targets.map((target) => sql`${target}`),
        sql`, `,
      )})`,
    );
  }
  await tx.execute(sql`
    update users set
      emsisdn = null, msisdn = null, name = null, first_name = null, last_name = null, nickname = null, email = null,
      email_verified = false, team = null, language = 'en', thumbnail_file = null, province = null, network = null,
      accept_newsletter = false, subscription_id = null, subscription_provider = null, subscription_expiry = null,
      role_id = 2, profile_skipped_at = null, deleted_at = now(), updated_at = now()
    where id = ${fan.id}`);
}

/** Whether an account has been deleted (its row is a tombstone). */
export function isDeleted(user: Pick<UserRow, 'deletedAt'>): boolean {
  return user.deletedAt !== null;
}
