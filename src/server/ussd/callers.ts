import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Executor } from '../kernel';
import { isLocale, type Locale } from '@/i18n/locales';
import { ussdCallers, ussdLinks } from './schema';
import { endSessionsOf, listSessionsOf } from './sessions';

/**
 * The language a caller without an account chose with 6 (null: never chose). A call marks the number as still calling
 * (at most once a day): the choice is forgotten CALLER_KEEP_DAYS after the last call (pruning.ts).
 */
export async function callerLanguage(msisdn: string): Promise<Locale | null> {
  const db = await getDb();
  const found = await db.execute<{ language: string }>(sql`
    with seen as (
      update ussd_callers set updated_at = now()
      where msisdn = ${msisdn} and updated_at < now() - interval '1 day'
      returning language)
    select language from seen
    union all
    select language from ussd_callers where msisdn = ${msisdn}
    limit 1`);
  const language = found.rows[0]?.language;
  return language && isLocale(language) ? language : null;
}

export async function rememberCallerLanguage(msisdn: string, language: Locale): Promise<void> {
  const db = await getDb();
  await db
    .insert(ussdCallers)
    .values({ msisdn, language })
    .onConflictDoUpdate({ target: ussdCallers.msisdn, set: { language, updatedAt: sql`now()` } });
}

/** A session as the fan's download shows it: when it started and last stepped, and the answers given (`text`). */
export interface UssdSessionRecord {
  startedAt: string;
  lastStepAt: string;
  answers: string | null;
}

/**
 * What USSD keeps about a number, for the fan's download (POPIA): its chosen language, the links sent (kept 2 days),
 * and its sessions still kept (open, or ended within 10 minutes) — in PostgreSQL or Redis.
 */
export async function exportUssdData(
  msisdn: string | null,
): Promise<{ language: Locale | null; linksSent: { day: string; link: string }[]; sessions: UssdSessionRecord[] }> {
  if (!msisdn) return { language: null, linksSent: [], sessions: [] };
  const db = await getDb();
  const [linksSent, language, sessions] = await Promise.all([
    db
      .select({ day: ussdLinks.day, link: ussdLinks.link })
      .from(ussdLinks)
      .where(eq(ussdLinks.msisdn, msisdn))
      .orderBy(ussdLinks.day, ussdLinks.link),
    callerLanguage(msisdn),
    listSessionsOf(msisdn),
  ]);
  return {
    language,
    linksSent,
    sessions: sessions.map((session) => ({
      startedAt: new Date(session.createdAt).toISOString(),
      lastStepAt: new Date(session.updatedAt).toISOString(),
      answers: session.lastText,
    })),
  };
}

/**
 * Forgets a number, in the account deletion's transaction: its remembered language, the links it was sent today, its
 * sessions (rows in the transaction, Redis keys at once). Returns how many records went.
 */
export async function eraseUssdData(tx: Executor, msisdn: string | null): Promise<number> {
  if (!msisdn) return 0;
  const erased = await tx.execute<{ n: string }>(sql`
    with callers as (delete from ussd_callers where msisdn = ${msisdn} returning 1),
         links as (delete from ussd_links where msisdn = ${msisdn} returning 1)
    select (select count(*) from callers) + (select count(*) from links) as n`);
  return Number(erased.rows[0]?.n ?? 0) + (await endSessionsOf(tx, msisdn));
}
