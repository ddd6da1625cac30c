/**
 * `npm run db:migrate`: applies the migrations in `drizzle/` to DATABASE_URL, under the advisory lock every starting
 * copy takes (src/server/db/migrate-locked.mjs). Plain Node, no TypeScript loader: it runs on a production install
 * (`npm prune --omit=dev` after the build), as its own step before the copies start (decision 044).
 *
 * Without DATABASE_URL it migrates the demo's embedded PostgreSQL (scripts/db-migrate.ts, through the TypeScript
 * loader of a development install); outside demo mode the configuration refuses that with one sentence.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateLocked } from '../src/server/db/migrate-locked.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL?.trim();

/** One sentence on stderr, exit 1. */
function fail(error) {
  const text = (error instanceof Error ? error.message : String(error))
    .split('\n')[0]
    ?.trim()
    .replace(/[.\s]+$/, '');
  console.error(/^Touchline /.test(text ?? '') ? `${text}.` : `Touchline could not migrate: ${text || 'an unknown error'}.`);
  process.exit(1);
}

if (!url) {
  const tsx = await import('tsx/esm/api').catch(() => null);
  if (!tsx) {
    fail('Touchline cannot migrate: DATABASE_URL is not set (the embedded PostgreSQL of the demo needs the development install: npm ci)');
  }
  tsx.register();
  await import('./db-migrate.ts');
} else {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await migrateLocked(client, path.join(root, 'drizzle'));
    const { rows } = await client.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
    console.log(`database migrations applied (${rows[0].applied} in all)`);
    await client.end();
  } catch (error) {
    await client.end().catch(() => undefined);
    fail(error);
  }
}
