/**
 * How long a backup and a restore of a million fans take (issue 39, decision 041; the figures are in
 * docs/operations.md). Run with `node --conditions=react-server --import tsx scripts/bench-restore.ts`.
 *
 * On TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres): a scratch database, migrated,
 * filled with BENCH_FANS fans (default 1,000,000: profiles as sign-up and the profile form leave them) and their FanCred
 * rows (this month's and this year's points, the histogram), then db:backup's backupDatabase to a file, a second, empty
 * scratch database, and db:restore's restoreDatabase into it (which includes its ANALYZE). Prints the size and the
 * times; both databases and the file are removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { backupDatabase, describeBackup, describeRestore, restoreDatabase } from '../src/server/db/backup';
import { adminQuery, withDatabase } from '../tests/support/test-database';

const FANS = Number(process.env.BENCH_FANS ?? 1_000_000);
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SOURCE = 'touchline_bench_restore_source';
const TARGET = 'touchline_bench_restore_target';

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function fill(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: path.resolve(__dirname, '..', 'drizzle') });
    const started = performance.now();
    // Fans as the site makes them: a number and its pseudonym, a network, a team, a language; two in three completed
    // the profile form; joined over the last three years.
    await pool.query(`
      insert into users (id, msisdn, emsisdn, name, first_name, last_name, nickname, team, language, province, network,
                         accept_newsletter, profile_completed_at, terms_version_accepted, created_at, updated_at)
      select 'fan-' || md5('id' || g), '27' || (600000000 + g)::text, encode(sha256(('fan' || g)::bytea), 'hex'),
             case when g % 3 <> 0 then 'Fan ' || g end, case when g % 3 <> 0 then 'Thandi' end, case when g % 3 <> 0 then 'Nkosi' end,
             case when g % 5 = 0 then 'Bok' || g end,
             (array['springboks', 'sevens', 'springbok-women', 'womens-sevens', 'junior-springboks'])[1 + g % 5],
             (array['en', 'zu', 'xh', 'af'])[1 + g % 4],
             (array['Gauteng', 'Western Cape', 'KwaZulu-Natal', 'Eastern Cape', 'Free State'])[1 + g % 5],
             (array['mtn', 'vodacom', 'cellc_telkom'])[1 + g % 3],
             g % 4 = 0, case when g % 3 <> 0 then now() - (g % 1000) * interval '1 day' end, case when g % 3 <> 0 then 1 end,
             now() - (g % 1095) * interval '1 day', now() - (g % 30) * interval '1 day'
      from generate_series(1, ${FANS}) g`);
    // Points: many fans with few, a long tail with many; the year holds more than the month.
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    await pool.query(
      `insert into fancred_points (user_id, period_key, points)
       select 'fan-' || md5('id' || g), $1, 1 + floor(power(random(), 3) * 5000)::int from generate_series(1, ${FANS}) g
       union all
       select 'fan-' || md5('id' || g), $2, 1 + floor(power(random(), 3) * 30000)::int from generate_series(1, ${FANS}) g`,
      [month, month.slice(0, 4)],
    );
    await pool.query(
      `insert into fancred_histogram (period_key, points, fans) select period_key, points, count(*) from fancred_points group by period_key, points`,
    );
    await pool.query('vacuum analyze');
    const [size] = (await pool.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`)).rows;
    console.log(
      `filled ${FANS.toLocaleString('en')} fans and ${(2 * FANS).toLocaleString('en')} points rows in ${seconds(started)} (database ${size?.size})`,
    );
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-bench-restore-'));
  const file = path.join(folder, 'million.dump');
  try {
    for (const name of [SOURCE, TARGET]) await adminQuery(SERVER, `drop database if exists "${name}" with (force)`);
    await adminQuery(SERVER, `create database "${SOURCE}"`);
    await adminQuery(SERVER, `create database "${TARGET}" template template0`);
    await fill(withDatabase(SERVER, SOURCE));
    const backup = await backupDatabase({ url: withDatabase(SERVER, SOURCE), file });
    console.log(describeBackup(backup));
    const restore = await restoreDatabase({ url: withDatabase(SERVER, TARGET), file });
    console.log(describeRestore(restore));
    const [check] = (
      await adminQuery(
        withDatabase(SERVER, TARGET),
        `select (select count(*) from users)::int as fans, (select count(*) from fancred_points)::int as points`,
      )
    ).rows as { fans: number; points: number }[];
    if (check?.fans !== FANS || check.points !== 2 * FANS)
      throw new Error(`the restored database has ${check?.fans} fans and ${check?.points} points rows`);
    console.log(`restored database checked: ${check.fans.toLocaleString('en')} fans, ${check.points.toLocaleString('en')} points rows`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    for (const name of [SOURCE, TARGET]) await adminQuery(SERVER, `drop database if exists "${name}" with (force)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
