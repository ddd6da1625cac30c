import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { readMigrationFolder } from '../../src/server/db/migration-folder';
import { adminQuery, withDatabase } from '../support/test-database';

/**
 * Issue 39 item 6, decision 042: migrations run once per release, under an advisory lock, while the other copies wait.
 * Several copies starting at once on an empty database (runMigrations is what `npm start`, `npm run cluster` and
 * `npm run db:migrate` run): every one finishes, and each migration is applied exactly once.
 */
const { migrations } = readMigrationFolder('drizzle');
/** src/server/db/migrate-locked.mjs's MIGRATION_LOCK: a copy of it here, so a change of key fails this test. */
const MIGRATION_LOCK = 7_205_114_001;

const adminUrl = inject('pgAdminUrl');
const database = `touchline_migrate_once_${inject('runId')}_w${process.env.VITEST_POOL_ID ?? '0'}`;
const pools: pg.Pool[] = [];
const copy = () => {
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, database), max: 1 });
  pools.push(pool);
  return { pool, db: drizzle(pool) as unknown as Db };
};

describe('migrations at start-up', () => {
  beforeAll(async () => {
    await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
    await adminQuery(adminUrl, `create database "${database}"`);
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
  });

  it('wait for the copy that holds the lock, then apply each migration once, from three copies at once', async () => {
    // A copy that is migrating: it holds the lock.
    const holder = copy();
    const held = await holder.pool.connect();
    await held.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const copies = [copy(), copy(), copy()];
    let finished = 0;
    const running = copies.map(({ db }) => runMigrations(db).then(() => finished++));
    // The others wait on the lock and change nothing meanwhile.
    const deadline = Date.now() + 10_000;
    let waiting = 0;
    while (Date.now() < deadline && waiting < copies.length) {
      const { rows } = await held.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      waiting = rows[0]?.n ?? 0;
      if (waiting < copies.length) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toBe(copies.length);
    expect(finished).toBe(0);
    const { rows: before } = await held.query<{ exists: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
    );
    expect(before[0]?.exists).toBe(false);

    await held.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    held.release();
    await Promise.all(running);
    expect(finished).toBe(copies.length);

    const { rows } = await holder.pool.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(rows.length).toBe(migrations.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(migrations.length);
    expect(rows.map((row) => Number(row.created_at))).toEqual(migrations.map((migration) => migration.when));
    // A later start finds nothing to do.
    await runMigrations(copies[0]?.db as Db);
    const { rows: again } = await holder.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(again[0]?.n).toBe(migrations.length);
  });
});
