import 'server-only';
import { desc, isNotNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { sanitizeStoryHtml } from './sanitize';
import { termsVersions } from './schema';

export interface TermsVersion {
  version: number;
  body: string;
  publishedAt: string;
}

/** The current terms and conditions: the highest published version. */
export async function getCurrentTerms(): Promise<TermsVersion | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(isNotNull(termsVersions.publishedAt))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  if (!row?.publishedAt) return null;
  return { version: row.version, body: sanitizeStoryHtml(row.body), publishedAt: row.publishedAt.toISOString() };
}
