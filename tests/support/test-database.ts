import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Test databases (DESIGN §8): TEST_DATABASE_URL names a server (any database on it, used for admin work);
 * without it the embedded server under .data/test-pg. A template database holds the migrated, seeded schema;
 * each worker gets its own copy.
 */
export const TEST_PG_PORT = 5489;

/**
 * The template's name changes whenever a migration (its name, its SQL, the journal) or the seed (src/server/demo, identity's demo staff, the games' rules) changes, so a
 * stale template is never used — and every day, because the seed's dates (fixtures, a subscription's expiry) are
 * relative to the day it ran. The day leads the name (`touchline_tpl_20261123_…`) so that a run drops only earlier days' templates, never the one another
 * checkout with other migrations is using today on the same server.
 */
export function templateName(root: string, today = new Date().toISOString().slice(0, 10)): string {
  const hash = createHash('sha256');
  hash.update(today);
  const migrations = path.join(root, 'drizzle');
  // Names and the journal too: a migration renamed with the same SQL (generated again) is another record in the
  // journal, and a template migrated under the old one would look unmigrated to this checkout's readiness check.
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(migrations, file)));
  }
  hash.update(readFileSync(path.join(migrations, 'meta', '_journal.json')));
  const seedDir = path.join(root, 'src', 'server', 'demo');
  for (const file of readdirSync(seedDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    hash.update(readFileSync(path.join(seedDir, file)));
  }
  // The demo staff the seed creates are identity's list; the demo's games are played by the games' rules (decision 025).
  hash.update(readFileSync(path.join(root, 'src', 'server', 'identity', 'demo-staff.ts')));
  const rulesDir = path.join(root, 'src', 'game-rules');
  for (const file of readdirSync(rulesDir).sort()) hash.update(readFileSync(path.join(rulesDir, file)));
  return `touchline_tpl_${today.replace(/-/g, '')}_${hash.digest('hex').slice(0, 12)}`;
}

/** Whether a template is from an earlier day than `current` (names without a day are from before days were named). */
export function isEarlierTemplate(name: string, current: string): boolean {
  const day = (value: string) => /^touchline_tpl_(\d{8})_/.exec(value)?.[1] ?? '';
  return name !== current && !name.includes('_building_') && day(name) < day(current);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
