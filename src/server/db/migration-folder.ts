import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationFile } from './migration-rules';

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * A drizzle migrations folder as drizzle's migrator reads it: the journal's entries in order, each with its SQL file,
 * and the `.sql` files present (one the journal does not name is never applied). No database.
 */
export function readMigrationFolder(dir: string): { migrations: MigrationFile[]; sqlFiles: string[] } {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const migrations = journal.entries.map((entry) => ({
    tag: entry.tag,
    when: entry.when,
    sql: readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8'),
  }));
  const sqlFiles = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return { migrations, sqlFiles };
}
