import 'server-only';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { recordAudit } from '../audit';
import { type Actor } from '../kernel';
import { ENTRIES_ENTITY } from './admin';
import { formatSast } from './dates';
import { fanDirectorySql } from '../identity';

/**
 * Export Entries (/admin/competitions/export): a competition's entries as CSV, streamed in constant memory — rows are
 * read in keyset batches (entry id order, the (competition_id, id) index) and written through csv-stringify's stream
 * with back-pressure, so 200,000 entries never sit in memory at once.
 */

export const EXPORT_BATCH_SIZE = 2_000;
export const EXPORT_COLUMNS = ['entry_time_sast', 'fan_name', 'mobile_number', 'email', 'answer', 'correct'] as const;

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection": = + - @, tab, carriage return) is prefixed with
 * an apostrophe, which spreadsheets show as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type EntryRow = {
  id: string;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  msisdn: string | null;
  email: string | null;
  answer: string;
  is_correct: boolean;
};

async function* entryBatches(competitionId: number, batchSize: number): AsyncGenerator<string[]> {
  const db = await getDb();
  let after = 0;
  for (;;) {
    const rows = await db.execute<EntryRow>(sql`
      select e.id, e.created_at, u.first_name, u.last_name, u.msisdn, u.email, e.answer, e.is_correct
      from competition_entries e join ${fanDirectorySql} u on u.id = e.user_id
      where e.competition_id = ${competitionId} and e.id > ${after}
      order by e.id limit ${batchSize}`);
    for (const row of rows.rows) {
      yield [
        formatSast(row.created_at),
        [row.first_name, row.last_name].filter(Boolean).join(' '),
        row.msisdn ?? '',
        row.email ?? '',
        row.answer,
        row.is_correct ? 'yes' : 'no',
      ].map(neutraliseCell);
    }
    if (rows.rows.length < batchSize) return;
    after = Number(rows.rows[rows.rows.length - 1]!.id);
  }
}

/** The CSV as a Node stream (the route hands it on as a web stream). */
export function entriesCsv(competitionId: number, batchSize = EXPORT_BATCH_SIZE): Readable {
  const source = Readable.from(entryBatches(competitionId, batchSize), { objectMode: true, highWaterMark: 64 });
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** Records an export in the audit log (it carries personal data) and answers how many entries it holds, or null. */
export async function startEntriesExport(competitionId: number, actor: Actor): Promise<{ slug: string; entries: number } | null> {
  const db = await getDb();
  const rows = await db.execute<{ slug: string; entries: string }>(sql`
    select c.slug, (select count(*) from competition_entries e where e.competition_id = c.id) as entries from competitions c where c.id = ${competitionId}`);
  const found = rows.rows[0];
  if (!found) return null;
  const entries = Number(found.entries);
  await recordAudit(db, {
    actor,
    action: 'export',
    entityType: ENTRIES_ENTITY,
    entityId: competitionId,
    changes: { rows: { before: null, after: entries } },
  });
  return { slug: found.slug, entries };
}
