/**
 * The server the end-to-end tests run against: a fresh database (TEST_DATABASE_URL's server, else a fresh
 * embedded one under .data/e2e), then exactly what `npm start` does.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { E2E_DATABASE, E2E_EMBEDDED, E2E_SESSIONS_DIR, e2eDatabaseUrl } from './e2e-database';

async function resetDatabase(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${E2E_DATABASE}" with (force)`);
    await client.query(`create database "${E2E_DATABASE}"`);
  } finally {
    await client.end();
  }
  return e2eDatabaseUrl();
}

async function main() {
  // A new database: the sessions an earlier run kept belong to fans that no longer exist.
  rmSync(E2E_SESSIONS_DIR, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    process.env.DATABASE_URL = await resetDatabase(adminUrl);
  } else {
    // The embedded server, whatever DATABASE_URL the shell has: the specs read the database at e2eDatabaseUrl().
    delete process.env.DATABASE_URL;
    rmSync(E2E_EMBEDDED.dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = E2E_EMBEDDED.dataDir;
    process.env.EMBEDDED_PG_PORT = String(E2E_EMBEDDED.port);
  }
  await import('./start');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
