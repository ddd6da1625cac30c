import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { enqueueEmail } from '../outbound';
import { errorReports } from './schema';

/**
 * Client error reports (spec §7 "Error reporting"): one row per (message, page); a report is mailed to the
 * team once per fingerprint, and at most MAX_MAILS_PER_HOUR new ones an hour, so a noisy or hostile client
 * cannot flood the inbox.
 */
const MAX_MAILS_PER_HOUR = 20;
/** At most this many new (message, page) reports are stored an hour: the endpoints are public. */
const MAX_NEW_REPORTS_PER_HOUR = 500;
/** Arbitrary constant: the advisory lock that serialises mail claims. */
const ERROR_MAIL_LOCK = 7_205_114_002;

export interface ErrorReportInput {
  message: string;
  page: string;
  stack?: string;
  consoleError?: string;
}

function fingerprint(message: string, page: string): string {
  return createHash('sha256').update(`${message}\u0000${page}`).digest('hex');
}

/** The stored report for (message, page), or null when it was never logged. */
export async function findErrorReport(message: string, page: string): Promise<{ message: string; page: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ message: errorReports.message, page: errorReports.page })
    .from(errorReports)
    .where(eq(errorReports.fingerprint, fingerprint(message, page)))
    .limit(1);
  return row ?? null;
}

/** A known report may always be counted; a new one only while the hourly cap of new reports is not reached. */
async function mayStore(print: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.execute<{ allowed: boolean }>(sql`
    select exists (select 1 from ${errorReports} where ${errorReports.fingerprint} = ${print})
      or (select count(*) from ${errorReports} where ${errorReports.createdAt} > now() - interval '1 hour') < ${MAX_NEW_REPORTS_PER_HOUR}
      as allowed`);
  return result.rows[0]?.allowed ?? false;
}

/** Stores a report, or counts one more occurrence of a known one. Null when the hourly cap of new reports is reached. */
export async function storeErrorReport(input: ErrorReportInput): Promise<{ isNew: boolean } | null> {
  const db = await getDb();
  const print = fingerprint(input.message, input.page);
  if (!(await mayStore(print))) return null;
  const [row] = await db
    .insert(errorReports)
    .values({ fingerprint: print, message: input.message, page: input.page, stack: input.stack, consoleError: input.consoleError })
    .onConflictDoUpdate({
      target: errorReports.fingerprint,
      set: {
        occurrences: sql`${errorReports.occurrences} + 1`,
        lastSeenAt: sql`now()`,
        stack: sql`coalesce(${errorReports.stack}, excluded.stack)`,
        consoleError: sql`coalesce(${errorReports.consoleError}, excluded.console_error)`,
      },
    })
    .returning({ occurrences: errorReports.occurrences });
  return { isNew: row?.occurrences === 1 };
}

/** Mails a report to the team, once per fingerprint. Returns whether a mail went out. */
export async function mailErrorReport(input: ErrorReportInput): Promise<{ isMailed: boolean }> {
  const db = await getDb();
  const print = fingerprint(input.message, input.page);
  if (!(await mayStore(print))) return { isMailed: false };
  await db
    .insert(errorReports)
    .values({
      fingerprint: print,
      message: input.message,
      page: input.page,
      stack: input.stack,
      consoleError: input.consoleError,
      occurrences: 0,
    })
    .onConflictDoNothing();
  // Claim the mail under one lock: only an unmailed report, and only while fewer than MAX_MAILS_PER_HOUR
  // went out in the last hour (counted by mailed_at, so old reports that keep recurring do not count).
  const claimed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ERROR_MAIL_LOCK})`);
    return tx
      .update(errorReports)
      .set({ isMailed: true, mailedAt: sql`now()` })
      .where(
        and(
          eq(errorReports.fingerprint, print),
          eq(errorReports.isMailed, false),
          sql`(select count(*) from ${errorReports} where ${errorReports.mailedAt} > now() - interval '1 hour') < ${MAX_MAILS_PER_HOUR}`,
        ),
      )
      .returning({ id: errorReports.id });
  });
  if (claimed.length === 0) return { isMailed: false };
  const { errorReportEmail, brand } = getConfig();
  try {
    await enqueueEmail({
      to: errorReportEmail,
      subject: `[${brand.name}] Error on ${input.page}: ${input.message.slice(0, 120)}`,
      text: [
        `Page: ${input.page}`,
        `Message: ${input.message}`,
        '',
        'Stack:',
        input.stack ?? '(none)',
        '',
        'Console:',
        input.consoleError ?? '(none)',
      ].join('\n'),
    });
  } catch (error) {
    // Not queued: release the claim so that the next report of it tries again.
    await db.update(errorReports).set({ isMailed: false, mailedAt: null }).where(eq(errorReports.fingerprint, print));
    throw error;
  }
  return { isMailed: true };
}

export type RecentErrorReport = { id: number; message: string; page: string; occurrences: number; lastSeenAt: Date };

/** The error reports seen most recently, for the dashboard. */
export async function listRecentErrorReports(limit = 5): Promise<RecentErrorReport[]> {
  const db = await getDb();
  return db
    .select({
      id: errorReports.id,
      message: errorReports.message,
      page: errorReports.page,
      occurrences: errorReports.occurrences,
      lastSeenAt: errorReports.lastSeenAt,
    })
    .from(errorReports)
    .orderBy(desc(errorReports.lastSeenAt))
    .limit(limit);
}
