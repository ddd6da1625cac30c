import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Executor } from '../kernel';
import { isLocale, type Locale } from '@/i18n/locales';
import { ussdCallers, ussdLinks } from './schema';

/** The language a caller without an account chose with 6 (null: never chose). */
export async function callerLanguage(msisdn: string): Promise<Locale | null> {
  const db = await getDb();
  const [row] = await db.select({ language: ussdCallers.language }).from(ussdCallers).where(eq(ussdCallers.msisdn, msisdn)).limit(1);
  return row && isLocale(row.language) ? row.language : null;
}

export async function rememberCallerLanguage(msisdn: string, language: Locale): Promise<void> {
  const db = await getDb();
  await db
    .insert(ussdCallers)
    .values({ msisdn, language })
    .onConflictDoUpdate({ target: ussdCallers.msisdn, set: { language, updatedAt: sql`now()` } });
}

/** What USSD keeps about a number, for the fan's download (POPIA): its chosen language, the links sent (kept 2 days). */
export async function exportUssdData(
  msisdn: string | null,
): Promise<{ language: Locale | null; linksSent: { day: string; link: string }[] }> {
  if (!msisdn) return { language: null, linksSent: [] };
  const db = await getDb();
  const linksSent = await db
    .select({ day: ussdLinks.day, link: ussdLinks.link })
    .from(ussdLinks)
    .where(eq(ussdLinks.msisdn, msisdn))
    .orderBy(ussdLinks.day, ussdLinks.link);
  return { language: await callerLanguage(msisdn), linksSent };
}

/**
 * Forgets a number, in the account deletion's transaction: its remembered language, the links it was sent today, its
 * open sessions in PostgreSQL (a session in Redis ends by itself within 10 minutes). Returns how many rows went.
 */
export async function eraseUssdData(tx: Executor, msisdn: string | null): Promise<number> {
  if (!msisdn) return 0;
  const erased = await tx.execute<{ n: string }>(sql`
    with callers as (delete from ussd_callers where msisdn = ${msisdn} returning 1),
         links as (delete from ussd_links where msisdn = ${msisdn} returning 1),
         sessions as (delete from ussd_sessions where msisdn = ${msisdn} returning 1)
    select (select count(*) from callers) + (select count(*) from links) + (select count(*) from sessions) as n`);
  return Number(erased.rows[0]?.n ?? 0);
}
