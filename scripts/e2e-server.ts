/**
 * The server the end-to-end tests run against: a fresh database (TEST_DATABASE_URL's server, else a fresh
 * embedded one under .data/e2e), then exactly what `npm start` does.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const E2E_DATABASE = process.env.E2E_DATABASE ?? 'touchline_e2e';
if (!/^[a-z0-9_]+$/.test(E2E_DATABASE)) throw new Error('E2E_DATABASE: lower-case letters, digits and _ only');

async function resetDatabase(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${E2E_DATABASE}" with (force)`);
    await client.query(`create database "${E2E_DATABASE}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    process.env.DATABASE_URL = await resetDatabase(adminUrl);
  } else {
    const dataDir = path.resolve(__dirname, '..', '.data', 'e2e');
    rmSync(dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = dataDir;
    process.env.EMBEDDED_PG_PORT = String(Number(process.env.E2E_PORT ?? 3100) + 2390);
  }
  await import('./start');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
