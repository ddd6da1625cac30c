import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { getEmailSender } from '../adapters/email/get-email-sender';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { errorReports } from './schema';

/**
 * Client error reports (spec §7 "Error reporting"): one row per (message, page); a report is mailed to the
 * team once per fingerprint, and at most MAX_MAILS_PER_HOUR new ones an hour, so a noisy or hostile client
 * cannot flood the inbox.
 */
const MAX_MAILS_PER_HOUR = 20;

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

/** Stores a report, or counts one more occurrence of a known one. Returns whether it was new. */
export async function storeErrorReport(input: ErrorReportInput): Promise<{ isNew: boolean }> {
  const db = await getDb();
  const [row] = await db
    .insert(errorReports)
    .values({ fingerprint: fingerprint(input.message, input.page), message: input.message, page: input.page, stack: input.stack, consoleError: input.consoleError })
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
  await db
    .insert(errorReports)
    .values({ fingerprint: print, message: input.message, page: input.page, stack: input.stack, consoleError: input.consoleError, occurrences: 0 })
    .onConflictDoNothing();
  const [recent] = await db
    .select({ mailed: sql<number>`count(*)::int` })
    .from(errorReports)
    .where(and(eq(errorReports.isMailed, true), gte(errorReports.lastSeenAt, sql`now() - interval '1 hour'`)));
  if ((recent?.mailed ?? 0) >= MAX_MAILS_PER_HOUR) return { isMailed: false };
  // Claim the mail atomically: only the request that flips is_mailed sends it.
  const claimed = await db
    .update(errorReports)
    .set({ isMailed: true, lastSeenAt: sql`now()` })
    .where(and(eq(errorReports.fingerprint, print), eq(errorReports.isMailed, false)))
    .returning({ id: errorReports.id });
  if (claimed.length === 0) return { isMailed: false };
  const { errorReportEmail, brand } = getConfig();
  await getEmailSender().send({
    to: errorReportEmail,
    subject: `[${brand.name}] Error on ${input.page}: ${input.message.slice(0, 120)}`,
    text: [`Page: ${input.page}`, `Message: ${input.message}`, '', 'Stack:', input.stack ?? '(none)', '', 'Console:', input.consoleError ?? '(none)'].join('\n'),
  });
  return { isMailed: true };
}
