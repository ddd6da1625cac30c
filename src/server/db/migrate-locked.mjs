/**
 * The migrations under an advisory lock, in plain JavaScript: `runMigrations` (migrate.ts) calls it in the app and
 * the TypeScript scripts, and `npm run db:migrate` (scripts/db-migrate.mjs) runs it with plain Node, so a production
 * install without the development dependencies (no TypeScript loader) can migrate (decision 044).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** An arbitrary constant: the advisory lock that keeps two starting copies from migrating at once. */
export const MIGRATION_LOCK = 7_205_114_001;

/** Applies the migrations in `migrationsFolder` on `client` (a pg client or a pool's), which holds the lock meanwhile. */
export async function migrateLocked(client, migrationsFolder) {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    // On the connection that holds the lock, so a pool of one connection cannot deadlock.
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
