import 'server-only';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

/** An arbitrary constant: the advisory lock that keeps two starting copies from migrating at once. */
const MIGRATION_LOCK = 7_205_114_001;

export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      // On the connection that holds the lock, so a pool of one connection cannot deadlock.
      await migrate(drizzle(client), { migrationsFolder: path.resolve(process.cwd(), 'drizzle') });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
