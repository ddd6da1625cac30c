import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { consentRecords } from './schema';

/** Where a fan accepted the terms: the sign-up form, or complete_profile's Continue (spec §2). */
export type ConsentSource = 'sign-up' | 'complete-profile';

export interface ConsentRecord {
  termsVersion: number;
  source: ConsentSource;
  acceptedAt: string;
}

/** Appends a consent record inside the caller's transaction (the change that gave the consent). */
export async function recordConsent(
  tx: Pick<Db, 'insert'>,
  input: { userId: string; termsVersion: number; source: ConsentSource },
): Promise<void> {
  await tx.insert(consentRecords).values({ userId: input.userId, termsVersion: input.termsVersion, source: input.source });
}

/** A fan's consent records, newest first (the console's fan page and the data download). */
export async function listConsents(userId: string): Promise<ConsentRecord[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.acceptedAt), desc(consentRecords.id));
  return rows.map((row) => ({
    termsVersion: row.termsVersion,
    source: row.source as ConsentSource,
    acceptedAt: row.acceptedAt.toISOString(),
  }));
}
