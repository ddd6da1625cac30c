import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';

/** Whether the database answers within the timeout. */
export async function isDatabaseHealthy(timeoutMs = 2000): Promise<boolean> {
  try {
    const db = await getDb();
    const probe = db.execute(sql`select 1`).then(() => true);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
    return await Promise.race([probe, timeout]);
  } catch {
    return false;
  }
}

/** serve.mjs sets this on SIGTERM (plain JavaScript, so by this global name): the copy is stopping. */
const DRAINING = Symbol.for('touchline.draining');

/** Whether this copy is stopping (SIGTERM received): it answers what it has, but wants no new requests. */
export function isDraining(): boolean {
  return (globalThis as { [DRAINING]?: boolean })[DRAINING] === true;
}

/** Set once every migration this release ships is recorded in the database; migrations are never taken back. */
let areMigrationsDone = false;

/**
 * Whether the database has every migration of this release (drizzle/meta/_journal.json, the folder the migrator
 * reads): the newest one's timestamp is recorded in drizzle's own table. A copy started before `npm run db:migrate`
 * finished is not ready.
 */
async function isMigrated(): Promise<boolean> {
  if (areMigrationsDone) return true;
  const journal = JSON.parse(await readFile(path.resolve(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const db = await getDb();
  const result = await db.execute<{ applied: boolean }>(
    sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${newest}) as applied`,
  );
  areMigrationsDone = result.rows[0]?.applied === true;
  return areMigrationsDone;
}

export interface Readiness {
  isReady: boolean;
  checks: { database: boolean; migrations: boolean; draining: boolean };
}

/** `GET /api/health/ready`: the copy can serve — its database answers, it is migrated, and it is not stopping. */
export async function readiness(timeoutMs = 2000): Promise<Readiness> {
  const draining = isDraining();
  const database = await isDatabaseHealthy(timeoutMs);
  const migrations = database ? await isMigrated().catch(() => false) : false;
  return { isReady: database && migrations && !draining, checks: { database, migrations, draining } };
}
