import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { getConfig } from '../config';
import { startEmbeddedPostgres } from './embedded';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

let dbPromise: Promise<Db> | undefined;

async function open(): Promise<Db> {
  const config = getConfig();
  let url = config.database.url;
  if (!url) {
    // No DATABASE_URL: the embedded server (started here if `npm start` has not started it already).
    const embedded = await startEmbeddedPostgres({
      dataDir: config.database.dataDir,
      port: config.database.embeddedPort,
      database: 'touchline',
    });
    url = embedded.url('touchline');
  }
  const pool = new pg.Pool({ connectionString: url, max: config.database.poolSize, idleTimeoutMillis: 30_000 });
  return drizzle(pool, { schema });
}

/** The database, opened lazily on first use (never at import time, so `next build` needs none). */
export function getDb(): Promise<Db> {
  dbPromise ??= open().catch((error: unknown) => {
    dbPromise = undefined;
    throw error;
  });
  return dbPromise;
}

/** Closes the pool (scripts and tests). */
export async function closeDb(): Promise<void> {
  if (!dbPromise) return;
  const db = await dbPromise;
  dbPromise = undefined;
  await db.$client.end();
}
