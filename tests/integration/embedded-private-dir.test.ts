import { existsSync, lstatSync, mkdtempSync, readlinkSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError, startEmbeddedPostgres } from '@/server/db/embedded';
import { E2E_PORT } from '../../scripts/e2e-database';

/**
 * Issue 16 item 1: as root, PostgreSQL runs as the postgres user, which cannot enter a directory only root may
 * (/root/…, `mkdir -m 700`). A DATA_DIR in such a directory used to fail on first start (initdb: permission denied);
 * now the cluster lives where the postgres user can reach it and DATA_DIR/pg links to it. The private directory's
 * permissions are never changed.
 */
const isRoot = process.getuid?.() === 0;
const privateDir = mkdtempSync(path.join(tmpdir(), 'touchline-private-'));
chmodSync(privateDir, 0o700);
const dataDir = path.join(privateDir, 'touchline', '.data');
const port = E2E_PORT + 2393; // 5493 by default; beside E2E_PORT so that two runs do not meet
const created: string[] = [];

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
  rmSync(privateDir, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('the embedded database in a directory only root may enter', () => {
  it.runIf(isRoot)(
    'starts, answers, stops, and starts again on the same data (runs as root only: the case is root)',
    { timeout: 120_000 },
    async () => {
      const first = await startEmbeddedPostgres({ dataDir, port, database: 'touchline' });
      const link = path.join(dataDir, 'pg');
      if (lstatSync(link).isSymbolicLink()) created.push(path.dirname(readlinkSync(link)));
      try {
        const url = first.url('touchline');
        expect((await query(url, 'select current_database() as name')).rows).toEqual([{ name: 'touchline' }]);
        await query(url, "create table kept (value text); insert into kept values ('still here')");
      } finally {
        await first.stop();
      }
      expect(statSync(privateDir).mode & 0o777).toBe(0o700);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(existsSync(path.join(link, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(link, 'postmaster.pid'))).toBe(false);

      const second = await startEmbeddedPostgres({ dataDir, port, database: 'touchline' });
      try {
        expect((await query(second.url('touchline'), 'select value from kept')).rows).toEqual([{ value: 'still here' }]);
      } finally {
        await second.stop();
      }
    },
  );

  it('a DATA_DIR that cannot hold a database is one sentence that says what to do', async () => {
    const file = path.join(privateDir, 'a-file');
    writeFileSync(file, 'not a directory');
    const failure = await startEmbeddedPostgres({ dataDir: file, port: port + 1, database: 'touchline' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    const message = (failure as Error).message;
    expect(message).toMatch(
      /^The embedded PostgreSQL could not start: .* set DATA_DIR to a writable directory, or set DATABASE_URL to a PostgreSQL server you run\.$/,
    );
    expect(message).not.toContain('\n');
  });
});
