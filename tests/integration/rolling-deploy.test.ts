import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { readMigrationFolder } from '../../src/server/db/migration-folder';
import { checkMigrations, contractedBy, loadSqlParser, migrationsAfterBaseline } from '../../src/server/db/migration-rules';
import { adminQuery, withDatabase } from '../support/test-database';

/**
 * Decision 042, issue 39 item 6: during a rolling deploy the previous release's copies keep serving on the database the
 * new release has just migrated. So: a database with the previous release's migrations only, filled with the demo data;
 * the previous release's queries, taken from that database's own schema (every table's rows as it knew their columns,
 * an insert naming only those columns, an update of them, and an ON CONFLICT on every unique index it had); then the
 * release's migrations through runMigrations (the advisory-locked step `npm start` and `npm run db:migrate` run); then
 * the same queries again: every one still succeeds and every table's rows are the same.
 *
 * The release's migrations are those after decision 042's baseline; while there are none, the baseline's newest two
 * (so the test is never vacuous). What a contract step (`-- contract: …`) declares the previous release stopped using
 * is left out of its queries.
 */
const root = path.resolve(__dirname, '..', '..');
const { migrations } = readMigrationFolder(path.join(root, 'drizzle'));
const added = migrationsAfterBaseline(migrations);
const MIGRATED_OVER = added.length > 0 ? added.length : 2;
const previousRelease = migrations.slice(0, migrations.length - MIGRATED_OVER);
const thisRelease = migrations.slice(migrations.length - MIGRATED_OVER);

const adminUrl = inject('pgAdminUrl');
const database = `touchline_rolling_${inject('runId')}_w${process.env.VITEST_POOL_ID ?? '0'}`;
const folders: string[] = [];

/** A copy of drizzle/ whose journal lists only `entries` (and, appended, `extra` migrations of its own). */
function migrationsFolder(count: number, extra: { tag: string; sql: string }[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'touchline-migrations-'));
  folders.push(dir);
  cpSync(path.join(root, 'drizzle'), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  for (const migration of extra) {
    const last = journal.entries[journal.entries.length - 1] as { idx: number; when: number };
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: migration.tag });
    writeFileSync(path.join(dir, `${migration.tag}.sql`), migration.sql);
  }
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return dir;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Relation {
  name: string;
  isTable: boolean;
  /** isRequired: NOT NULL with no default, identity or generated value (an insert must name it). */
  columns: { name: string; isGenerated: boolean; isIdentityAlways: boolean; isRequired: boolean }[];
}

/** The public schema's tables and views, with their columns in order. */
async function relationsOf(client: pg.ClientBase): Promise<Relation[]> {
  const { rows } = await client.query<{
    relname: string;
    relkind: string;
    attname: string;
    attgenerated: string;
    attidentity: string;
    isrequired: boolean;
  }>(
    `select c.relname, c.relkind, a.attname, a.attgenerated, a.attidentity,
            a.attnotnull and not a.atthasdef and a.attidentity = '' and a.attgenerated = '' as isrequired
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const relations = new Map<string, Relation>();
  for (const row of rows) {
    const relation = relations.get(row.relname) ?? { name: row.relname, isTable: row.relkind === 'r' || row.relkind === 'p', columns: [] };
    relation.columns.push({
      name: row.attname,
      isGenerated: row.attgenerated !== '',
      isIdentityAlways: row.attidentity === 'a',
      isRequired: row.isrequired,
    });
    relations.set(row.relname, relation);
  }
  return [...relations.values()];
}

/** Every immediate unique index: the arbiters an ON CONFLICT of the previous release can name. */
async function uniqueIndexesOf(
  client: pg.ClientBase,
): Promise<{ table: string; name: string; keys: string[]; predicate: string | null }[]> {
  const { rows } = await client.query<{ table: string; name: string; keys: string[]; predicate: string | null }>(
    `select c.relname as table, i.relname as name, pg_get_expr(x.indpred, x.indrelid, true) as predicate,
            array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k) as keys
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and x.indisunique and x.indimmediate
      order by 1, 2`,
  );
  return rows;
}

/**
 * Fills `target` (the previous release's schema) with the demo data of this worker's database, column by column (rows
 * the migrations themselves inserted, such as the FanCred rules, stay).
 */
async function copyDemoData(source: pg.ClientBase, target: pg.ClientBase) {
  const sourceColumns = new Map(
    (await relationsOf(source)).map((relation) => [relation.name, new Set(relation.columns.map((c) => c.name))]),
  );
  await target.query(`set session_replication_role = replica`);
  for (const relation of await relationsOf(target)) {
    const present = sourceColumns.get(relation.name);
    // A table whose required column this release dropped (a contract step) stays empty: its rows cannot be rebuilt.
    if (!relation.isTable || !present || relation.columns.some((column) => column.isRequired && !present.has(column.name))) continue;
    const columns = relation.columns
      .filter((column) => !column.isGenerated && present.has(column.name))
      .map((column) => ident(column.name));
    const { rows } = await source.query<{ rows: string }>(
      `select coalesce(json_agg(s), '[]')::text as rows from (select ${columns.join(', ')} from ${ident(relation.name)}) s`,
    );
    await target.query(
      `insert into ${ident(relation.name)} (${columns.join(', ')}) overriding system value
       select ${columns.join(', ')} from json_populate_recordset(null::${ident(relation.name)}, $1::json)
       on conflict do nothing`,
      [rows[0]?.rows ?? '[]'],
    );
  }
  await target.query(`set session_replication_role = default`);
}

interface Queries {
  /** table → a query of its rows as the previous release knew its columns: count and digest. */
  reads: Map<string, string>;
  /** Writes that name only the previous release's columns, each run in a rolled-back savepoint. */
  writes: string[];
}

/** The previous release's queries, from its own schema; `contracted` is what its contract steps say it stopped using. */
async function previousReleaseQueries(client: pg.ClientBase, contracted: Set<string>): Promise<Queries> {
  const reads = new Map<string, string>();
  const writes: string[] = [];
  const relations = (await relationsOf(client)).filter((relation) => !contracted.has(relation.name));
  const known = (relation: Relation) => relation.columns.filter((column) => !contracted.has(`${relation.name}.${column.name}`));
  const withRows = new Set<string>();
  for (const relation of relations) {
    const columns = known(relation).map((column) => ident(column.name));
    if (columns.length > 100) throw new Error(`${relation.name} has more than 100 columns: read it in chunks`);
    const table = ident(relation.name);
    reads.set(
      relation.name,
      `select count(*)::int as n, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest
         from (select json_build_array(${columns.join(', ')})::text as r from ${table}) s`,
    );
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    if (!relation.isTable || (rows[0]?.n ?? 0) === 0) continue;
    withRows.add(relation.name);
    const writable = known(relation).filter((column) => !column.isGenerated);
    const names = writable.map((column) => ident(column.name)).join(', ');
    const overriding = writable.some((column) => column.isIdentityAlways) ? ' overriding system value' : '';
    const copy = `insert into ${table} (${names})${overriding} select ${names} from ${table} limit 1`;
    writes.push(`${copy} on conflict do nothing`);
    const updatable = writable
      .filter((column) => !column.isIdentityAlways)
      .map((column) => `${ident(column.name)} = ${ident(column.name)}`);
    if (updatable.length) writes.push(`update ${table} set ${updatable.join(', ')} where ctid = (select ctid from ${table} limit 1)`);
  }
  // No row: the arbiter is found (or not) when the statement is planned, and a row would conflict on the other keys.
  for (const index of await uniqueIndexesOf(client)) {
    if (!withRows.has(index.table) || contracted.has(`index:${index.name}`)) continue;
    const relation = relations.find((candidate) => candidate.name === index.table) as Relation;
    const writable = known(relation).filter((column) => !column.isGenerated);
    const names = writable.map((column) => ident(column.name)).join(', ');
    const overriding = writable.some((column) => column.isIdentityAlways) ? ' overriding system value' : '';
    const where = index.predicate ? ` where ${index.predicate}` : '';
    writes.push(
      `insert into ${ident(index.table)} (${names})${overriding} select ${names} from ${ident(index.table)} limit 0
       on conflict (${index.keys.map((key) => `(${key})`).join(', ')})${where} do nothing`,
    );
  }
  return { reads, writes };
}

async function runReads(client: pg.ClientBase, queries: Queries): Promise<{ results: Map<string, string>; failures: string[] }> {
  const results = new Map<string, string>();
  const failures: string[] = [];
  for (const [table, text] of queries.reads) {
    try {
      const { rows } = await client.query<{ n: number; digest: string }>(text);
      results.set(table, `${rows[0]?.n} rows, ${rows[0]?.digest}`);
    } catch (error) {
      failures.push(`${table}: ${(error as Error).message}`);
    }
  }
  return { results, failures };
}

/** Runs every write in its own savepoint of one transaction that is rolled back: the data stay as they were. */
async function runWrites(client: pg.ClientBase, queries: Queries): Promise<string[]> {
  const failures: string[] = [];
  await client.query('begin');
  try {
    for (const text of queries.writes) {
      await client.query('savepoint write');
      try {
        await client.query(text);
        await client.query('release savepoint write');
      } catch (error) {
        failures.push(`${(error as Error).message}: ${text.replace(/\s+/g, ' ')}`);
        await client.query('rollback to savepoint write');
      }
    }
  } finally {
    await client.query('rollback');
  }
  return failures;
}

describe(`a rolling deploy: the previous release's queries on the database this release migrates (${MIGRATED_OVER} migrations: ${thisRelease.map((migration) => migration.tag).join(', ')})`, () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;

  beforeAll(async () => {
    await loadSqlParser();
    await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
    await adminQuery(adminUrl, `create database "${database}"`);
    pool = new pg.Pool({ connectionString: withDatabase(adminUrl, database), max: 2 });
    await migrate(drizzle(pool), { migrationsFolder: migrationsFolder(previousRelease.length) });
    client = await pool.connect();
    // The demo data of this worker's database (a copy of the seeded template), as the previous release's tables hold it.
    const source = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await source.connect();
    try {
      await copyDemoData(source, client);
    } finally {
      await source.end();
    }
  });

  afterAll(async () => {
    client?.release();
    await pool?.end();
    await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('still answer, with the same rows, after the migrations', async () => {
    const queries = await previousReleaseQueries(client, contractedBy(thisRelease, previousRelease));
    const before = await runReads(client, queries);
    expect(before.failures).toEqual([]);
    expect(await runWrites(client, queries)).toEqual([]);
    // Not vacuous: the demo data fill most tables, and every read, insert, update and arbiter ran.
    expect([...before.results.values()].filter((result) => !result.startsWith('0 rows')).length).toBeGreaterThan(30);
    expect(queries.writes.length).toBeGreaterThan(80);

    await runMigrations(drizzle(pool) as unknown as Db);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0]?.n).toBe(migrations.length);

    const after = await runReads(client, queries);
    expect(after.failures).toEqual([]);
    expect(after.results).toEqual(before.results);
    expect(await runWrites(client, queries)).toEqual([]);
  });

  it('fail for a migration that breaks the previous release, which db:check-migrations refuses too', async () => {
    // Now this release is "the previous one": its queries, then a next release that renames, tightens and drops.
    const queries = await previousReleaseQueries(client, new Set());
    expect((await runReads(client, queries)).failures).toEqual([]);
    expect(await runWrites(client, queries)).toEqual([]);
    const breaking = {
      tag: '99999999999999_breaks_the_previous_release',
      sql: [
        'ALTER TABLE "stories" RENAME COLUMN "title" TO "headline";',
        `ALTER TABLE "players" ADD COLUMN "nickname" text DEFAULT '' NOT NULL;`,
        'ALTER TABLE "players" ALTER COLUMN "nickname" DROP DEFAULT;',
        'DROP INDEX "authors_name_lower_idx";',
      ].join('--> statement-breakpoint\n'),
    };
    await loadSqlParser();
    const refused = checkMigrations({
      migrations: [...migrations, { ...breaking, when: (migrations[migrations.length - 1]?.when ?? 0) + 1 }],
    }).map((finding) => finding.rule);
    expect(refused).toEqual(['rename', 'drop-default', 'drop']);

    await migrate(drizzle(pool), { migrationsFolder: migrationsFolder(migrations.length, [breaking]) });
    const reads = await runReads(client, queries);
    expect(reads.failures).toEqual(['stories: column "title" does not exist']);
    const writes = await runWrites(client, queries);
    expect(writes.some((failure) => failure.startsWith('column "title" of relation "stories" does not exist'))).toBe(true);
    expect(writes.some((failure) => failure.startsWith('null value in column "nickname" of relation "players"'))).toBe(true);
    expect(
      writes.some((failure) => failure.startsWith('there is no unique or exclusion constraint matching the ON CONFLICT specification')),
    ).toBe(true);
  });
});
