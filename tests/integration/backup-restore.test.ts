import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import {
  backupDatabase,
  chooseClientPrograms,
  findClientPrograms,
  parseArchiveList,
  parseClientVersion,
  restoreDatabase,
  type ClientPrograms,
} from '@/server/db/backup';
import { runMigrations } from '@/server/db/migrate';
import { enqueueSms, stopOutbound } from '@/server/outbound';
import { adminQuery, withDatabase } from '../support/test-database';

/**
 * Backups that restore (issue 39, decision 041): `npm run db:backup` of this worker's seeded database, `npm run
 * db:restore` into a new empty database, and every table of the app's schemas (public, drizzle, pgboss) compared row
 * for row — the fans, their points, competition entries, stories and subscriptions by name.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const sourceUrl = process.env.DATABASE_URL ?? '';
const adminUrl = withDatabase(sourceUrl, 'postgres');
const scratch: string[] = [];
const folder = mkdtempSync(path.join(tmpdir(), 'touchline-backup-'));

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const serverMajor = Math.floor(
  Number((await query<{ num: string }>(sourceUrl, "select current_setting('server_version_num') as num"))[0]?.num) / 10_000,
);
const programs: ClientPrograms | null = await findClientPrograms(serverMajor).catch(() => null);

/** A new, empty database on the test server (dropped after the file's tests). */
async function emptyDatabase(label: string): Promise<string> {
  const name = `${new URL(sourceUrl).pathname.slice(1)}_${label}`.slice(0, 63);
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(adminUrl, `create database "${name}" template template0`);
  scratch.push(name);
  return withDatabase(sourceUrl, name);
}

/** Every table of the app's schemas: its row count and a digest of its rows; and every sequence's position. */
async function contents(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle', 'pgboss') order by 1`,
  );
  const found: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; digest: string | null }>(
      url,
      `select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${name} t`,
    );
    found[name] = `${row?.rows} rows ${row?.digest ?? ''}`;
  }
  for (const sequence of await query<{ name: string; last: string | null }>(
    url,
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences where schemaname in ('public', 'drizzle', 'pgboss')`,
  ))
    found[`sequence ${sequence.name}`] = sequence.last ?? 'unused';
  return found;
}

async function tableCount(url: string): Promise<number> {
  const [row] = await query<{ tables: number }>(
    url,
    `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  return row?.tables ?? -1;
}

function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join('scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

afterAll(async () => {
  for (const name of scratch) await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(programs === null)(
  `backup and restore (skipped when this machine has no pg_dump for PostgreSQL ${serverMajor}, the test server's version)`,
  () => {
    const file = path.join(folder, 'touchline.dump');
    let before: Record<string, string>;

    beforeAll(async () => {
      // pg-boss's schema and a job in it, as a running site has; then the worker stops so nothing changes under the backup.
      await enqueueSms({ to: '27821234567', body: 'Backed up with the rest' });
      await stopOutbound();
      before = await contents(sourceUrl);
      const backup = await runScript('db-backup.ts', [file], { DATABASE_URL: sourceUrl });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout.trim()).toMatch(
        /^Backed up PostgreSQL \d+\S* .* to .*touchline\.dump: [\d.]+ [kM]B in [\d.]+ s \(pg_dump \d+\.\d+\)\.$/,
      );
    }, 120_000);

    it('restores into a new empty database the same fans, points, entries, stories and subscriptions, and every other row', async () => {
      const target = await emptyDatabase('restored');
      const restore = await runScript('db-restore.ts', [file], { DATABASE_URL: target });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout.trim()).toMatch(
        /^Restored .*touchline\.dump into .*_restored \(PostgreSQL .*\): \d+ tables in [\d.]+ s \(pg_restore \d+\.\d+\)\.$/,
      );

      // What the issue names is there, and not empty (a comparison of empty tables would prove nothing).
      for (const table of [
        'public.users',
        'public.fancred_points',
        'public.competition_entries',
        'public.stories',
        'public.subscriptions',
        'pgboss.job',
      ])
        expect(before[table], table).toMatch(/^[1-9]\d* rows [0-9a-f]{32}$/);
      const [fans] = await query<{ fans: number }>(target, `select count(*)::int as fans from users where msisdn is not null`);
      expect(fans?.fans).toBeGreaterThan(0);

      expect(await contents(target)).toEqual(before);
    });

    it('leaves the migrations recorded, so the app finds nothing to migrate', async () => {
      const target = await emptyDatabase('migrated');
      await restoreDatabase({ url: target, file });
      const applied = (await query<{ hash: string }>(target, 'select hash from drizzle.__drizzle_migrations order by id')).map(
        (row) => row.hash,
      );
      const journal = JSON.parse(readFileSync(path.join(ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied).toHaveLength(journal.entries.length);
      const pool = new pg.Pool({ connectionString: target, max: 1 });
      try {
        await runMigrations(drizzle(pool) as Db);
      } finally {
        await pool.end();
      }
      expect(
        (await query<{ hash: string }>(target, 'select hash from drizzle.__drizzle_migrations order by id')).map((row) => row.hash),
      ).toEqual(applied);
    });

    it('refuses a database that is not empty, and changes nothing in it', async () => {
      await expect(restoreDatabase({ url: sourceUrl, file })).rejects.toThrow(
        /^The database \S+ is not empty \(it has [\w.]+, [\w.]+, [\w.]+ and \d+ more\): restore only into a new, empty database/,
      );
      expect(await contents(sourceUrl)).toEqual(before);
    });

    it('refuses a file that is not a backup', async () => {
      const junk = path.join(folder, 'junk.dump');
      writeFileSync(junk, 'not a backup');
      const target = await emptyDatabase('junk');
      await expect(restoreDatabase({ url: target, file: junk })).rejects.toThrow(/junk\.dump is not a backup that pg_restore can read/);
    });

    it('leaves the database empty when the restore fails half-way', async () => {
      // The table of contents is whole, the data cut short: pg_restore fails after it has created and filled tables.
      const bytes = readFileSync(file);
      const cut = path.join(folder, 'cut.dump');
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
      expect(parseArchiveList((await listArchive(cut)) ?? '').tables).toBeGreaterThan(10);
      const target = await emptyDatabase('cut');
      await expect(restoreDatabase({ url: target, file: cut })).rejects.toThrow(
        /could not restore cut\.dump into \S+, which is left as it was: /,
      );
      expect(await tableCount(target)).toBe(0);
    });
  },
);

async function listArchive(file: string): Promise<string | null> {
  if (!programs) return null;
  const child = spawn(programs.pgRestore, ['--list', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  return out;
}

describe('the commands', () => {
  it('say how they are used when FILE is missing (exit 2)', async () => {
    const backup = await runScript('db-backup.ts', []);
    expect(backup.code).toBe(2);
    expect(backup.stderr.trim()).toMatch(
      /^usage: npm run db:backup -- FILE {3}\(writes a backup of DATABASE_URL, or of the embedded database, to FILE\)$/,
    );
    const restore = await runScript('db-restore.ts', []);
    expect(restore.code).toBe(2);
    expect(restore.stderr.trim()).toMatch(/^usage: npm run db:restore -- FILE /);
  }, 60_000);

  it('say in one sentence, without a stack, that a backup file does not exist', async () => {
    const restore = await runScript('db-restore.ts', [path.join(folder, 'no-such.dump')], { DATABASE_URL: sourceUrl });
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `There is no backup file at ${path.join(folder, 'no-such.dump')}: name a file that npm run db:backup wrote.`,
    );
  }, 60_000);

  it('write no backup file when the backup fails', async () => {
    const file = path.join(folder, 'unwritten.dump');
    await expect(backupDatabase({ url: withDatabase(sourceUrl, 'touchline_no_such_database'), file })).rejects.toThrow(
      /^Could not connect to the database touchline_no_such_database \(.*\): check DATABASE_URL/,
    );
    expect(() => readFileSync(file)).toThrow();
  });
});

describe('choosing pg_dump and pg_restore', () => {
  const at = (version: string, where: string): ClientPrograms => ({
    pgDump: `${where}/pg_dump`,
    pgRestore: `${where}/pg_restore`,
    version,
    major: Number(version.split('.')[0]),
  });

  it('reads the version the programs print', () => {
    expect(parseClientVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toEqual({ version: '15.20', major: 15 });
    expect(parseClientVersion('pg_restore (PostgreSQL) 18.1\n')).toEqual({ version: '18.1', major: 18 });
    expect(parseClientVersion('pg_dump (PostgreSQL) 9.6.24\n')).toEqual({ version: '9.6', major: 9 });
    expect(parseClientVersion('command not found')).toBeNull();
  });

  it('takes the first whose major version is at least the server’s', () => {
    const found = [null, at('15.20', '/usr/lib/postgresql/15/bin'), at('18.1', '/usr/lib/postgresql/18/bin'), at('18.0', '')];
    expect(chooseClientPrograms(found, 15).pgDump).toBe('/usr/lib/postgresql/15/bin/pg_dump');
    expect(chooseClientPrograms(found, 17).pgDump).toBe('/usr/lib/postgresql/18/bin/pg_dump');
  });

  it('names what to install in one sentence when none is new enough', () => {
    expect(() => chooseClientPrograms([at('15.20', '/usr/lib/postgresql/15/bin'), at('15.20', '')], 18)).toThrow(
      "This machine has no pg_dump and pg_restore for PostgreSQL 18 (found only 15.20): install PostgreSQL 18's client programs (postgresql-client-18) or put their bin folder first on PATH.",
    );
    expect(() => chooseClientPrograms([null], 18)).toThrow(/\(found none\)/);
  });
});
