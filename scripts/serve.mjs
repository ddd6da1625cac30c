/**
 * The production server `npm start` runs (scripts/start.ts spawns it in its own process group, decision 009): the
 * built Next.js app behind a plain `http` server, which is what `next start` does, plus two things `next start`
 * cannot do — it listens only where it is told (loopback in demo mode), and it replaces X-Forwarded-For with the
 * client address it can trust (scripts/client-address.mjs) before the app reads it. Headers only: bodies stream
 * straight through. An early refusal of an upload is answered, then the rest of the body drained, before the
 * connection closes (scripts/answer-then-drain.mjs), so the client reads the refusal instead of a reset.
 *
 * Plain Node, no TypeScript loader: `node scripts/serve.mjs --port 3000 --host 127.0.0.1 --host ::1 --trust-proxy-hops 0`.
 * The launcher parses the configuration (src/server/config.ts) and passes what it decided.
 *
 * Without arguments it is the production start (`npm run serve`, decision 044): it serves the build that is there
 * (it never builds), on a production install (no development dependencies), and takes where to listen from the
 * configuration the app parses as it starts (src/instrumentation.ts) — a configuration the app refuses (no
 * DATABASE_URL outside demo mode, a placeholder address) ends the process with its one sentence.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { drainEarlyAnswers } from './answer-then-drain.mjs';
import { rewriteClientAddress } from './client-address.mjs';
import { isSourceMap, staticBrotli } from './static-brotli.mjs';
import { httpMetrics, metricsRegistry, routeGroup, tally } from '../src/metrics-registry.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', multiple: true },
    'trust-proxy-hops': { type: 'string', default: '0' },
    'drain-seconds': { type: 'string', default: '0' },
  },
});
const isStandalone = process.argv.length <= 2;
// A build is served in production mode whoever starts it (the launchers set it too).
process.env.NODE_ENV = 'production';
// The app's configuration checks PORT as it starts; the app is told the same port it will listen on.
const appPort = Number(values.port ?? (process.env.PORT?.trim() || 3000));

/**
 * Standalone, the app's start (src/instrumentation.ts) reports here: serve.mjs listens once it has finished (the
 * configuration parsed, migrations applied when MIGRATE_ON_START says so), and a start that failed ends the process
 * with its one sentence. Next itself would only log the failure and answer every request with a 500.
 */
const started = isStandalone
  ? new Promise((resolve, reject) => {
      globalThis[Symbol.for('touchline.serve')] = { ready: resolve, failed: reject };
    })
  : Promise.resolve();

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = next({ dev: false, dir, port: appPort, hostname: 'localhost' });
const handle = app.getRequestHandler();
await Promise.all([app.prepare(), started]).catch((error) => {
  // Next may prefix the error register() threw; the configuration's own sentence is what to show.
  const text = (error instanceof Error ? error.message : String(error)).replace(
    /^An error occurred while loading instrumentation hook: /,
    '',
  );
  const sentence =
    text
      .split('\n')[0]
      ?.trim()
      .replace(/[.\s]+$/, '') || 'an unknown error';
  console.error(/^Touchline /.test(sentence) ? `${sentence}.` : `Touchline could not start: ${sentence}.`);
  process.exit(1);
});

/** Where to listen: the launcher's arguments, or (standalone) what the app's configuration decided. */
const decided = isStandalone ? globalThis[Symbol.for('touchline.listen')] : undefined;
const port = isStandalone ? appPort : Number(values.port);
const hosts = decided?.hosts ?? values.host ?? [];
const trustedHops = Number(decided?.trustProxyHops ?? values['trust-proxy-hops']);
const drainSeconds = Number(decided?.drainSeconds ?? values['drain-seconds']);
if (!Number.isInteger(port) || hosts.length === 0 || !Number.isInteger(trustedHops) || !(drainSeconds >= 0)) {
  console.error('serve.mjs: usage: (no arguments) | --port N --host ADDRESS|* [--host ADDRESS] --trust-proxy-hops N [--drain-seconds S]');
  process.exit(2);
}

/**
 * Data-lite images (decision 018): src/proxy.ts answers `/_next/image` with a small rendition when the request says
 * Save-Data, a 2g/3g connection (ECT) or the fan's data_lite / connection_type cookie. Next's image optimiser then
 * sets `Vary: Accept` alone; the answer varies by those too, so a cache (the browser's, or one in between) must not
 * hand one fan's rendition to another.
 */
const IMAGE_VARY = 'Accept, Save-Data, ECT, Cookie';
/**
 * The service worker's script (decision 017) is prerendered, and Next would let caches keep it a year: a cache in
 * between would then keep fans on an old worker, and "New version available" would never come. It is revalidated
 * on every check instead.
 */
const WORKER_CACHE_CONTROL = 'no-cache';

function overrideHeaders(request, response) {
  const override = request.url?.startsWith('/_next/image')
    ? ['vary', IMAGE_VARY]
    : request.url?.startsWith('/serwist/')
      ? ['cache-control', WORKER_CACHE_CONTROL]
      : null;
  if (!override) return;
  const [header, forced] = override;
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === header ? forced : value);
}

/**
 * What a shared cache (the edge, a CDN) may keep (decision 029). Settled in writeHead (res.end calls it too), once the
 * app has set Cache-Control.
 *
 * - Public pages are one per language, chosen by the NEXT_LOCALE cookie (next.config.ts rewrites), and Next sets their
 *   Vary itself (RSC headers, Accept-Encoding), replacing any Vary configured in next.config.ts. HTTP has no way to
 *   say "varies by one cookie", so a shareable answer (`s-maxage`) at an address whose language the cookie picks says
 *   `Vary: Cookie`: a cache that obeys Vary never hands one language's page to another. Our edge
 *   (deploy/nginx/touchline.conf) and a CDN key on the NEXT_LOCALE cookie itself instead, and ignore it. An address
 *   with its language in it (/zu/news) does not vary by any cookie and says nothing of one (issue 38, decision 040):
 *   a public page is the same bytes for a visitor and every signed-in fan.
 * - The APIs, the console and the fan's own pages (profile, sign-up, subscribe, in any language) are never shareable:
 *   an answer there that says `public` or `s-maxage` (the prerendered sign-up and subscribe shells, the players list)
 *   becomes private. The one exception is a signed video stream's file (decision 026): its address is the grant, it
 *   reads no cookie, and a CDN may keep it for the token's life.
 */
const PRIVATE_PAGE = /^\/(?:(?:en|zu|xh|af)\/)?(?:profile|sign-up|subscribe)(?:[/?]|$)/;
const PRIVATE_ROUTE = /^\/(?:api|admin)(?:[/?]|$)/;
const SHAREABLE_STREAM = /^\/api\/site\/videos\/stream\//;
const LANGUAGE_IN_ADDRESS = /^\/(?:en|zu|xh|af)(?:[/?]|$)/;
const PAGE_NEVER_SHARED = 'private, no-cache, no-store, max-age=0, must-revalidate';

function privateCacheControl(value) {
  const kept = value
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^(public|s-maxage=|stale-while-revalidate=)/i.test(directive));
  return ['private', ...kept.filter((directive) => !/^private$/i.test(directive))].join(', ');
}

function settleCaching(request, response) {
  const url = request.url ?? '';
  const isPrivatePage = PRIVATE_PAGE.test(url);
  const isPrivateRoute = PRIVATE_ROUTE.test(url) && !SHAREABLE_STREAM.test(url);
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (...args) => {
    const cacheControl = String(response.getHeader('cache-control') ?? '');
    if (/\b(public|s-maxage)\b/i.test(cacheControl) && (isPrivatePage || isPrivateRoute)) {
      response.setHeader('cache-control', isPrivatePage ? PAGE_NEVER_SHARED : privateCacheControl(cacheControl));
    } else if (/s-maxage/i.test(cacheControl) && !LANGUAGE_IN_ADDRESS.test(url)) {
      const vary = response.getHeader('vary');
      const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
      if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(current)) response.setHeader('vary', current ? `${current}, Cookie` : 'Cookie');
    }
    return writeHead(...args);
  };
}

/**
 * Answers are compressed here, not by Next (`compress: false` in next.config.ts; decision 035): Brotli to browsers that
 * accept it, gzip to the rest. Quality 4 with a 256 KB window (a page is smaller): the home page's HTML 16 KB instead of
 * gzip's 19 KB, at ~510 requests/s against gzip's ~620 on one copy of a 2-core machine; quality 5 with Brotli's
 * default 4 MB window fell to ~155/s (the encoder's memory for each answer). Event streams (live match, decision 032)
 * are never compressed: each event must leave at once. Next flushes a streamed page through `res.flush`, which the
 * middleware provides.
 */
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
  filter: (request, response) =>
    !/^text\/event-stream/i.test(String(response.getHeader('content-type') ?? '')) && compression.filter(request, response),
});
const answer = (request, response) => compress(request, response, () => void handle(request, response));

const brotli = staticBrotli(path.join(dir, '.next', 'static'));

/**
 * One id per request (issue 39): the edge's X-Request-Id when a trusted proxy is in front and the id is a plain token
 * (its access log then names the same request), a new one otherwise. The app reads it from the request's header
 * (src/server/http/route.ts) and from the request context every log line of the request takes it from
 * (src/server/logger.ts: the store is shared under this global name); the answer carries it back.
 */
const REQUEST_CONTEXT = Symbol.for('touchline.request-context');
const requestContext = (globalThis[REQUEST_CONTEXT] ??= new AsyncLocalStorage());
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function requestIdOf(request) {
  const given = request.headers['x-request-id'];
  return trustedHops > 0 && typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The HTTP series (src/metrics-registry.mjs, decision 043), and Node's own figures from the start. */
metricsRegistry();
const http = httpMetrics();

/**
 * Counts the answer when it has gone (or the client left): by route group, method and status; its time too, except
 * a live event stream's, which lasts as long as the fan watches.
 */
function measure(request, response) {
  const started = process.hrtime.bigint();
  const group = routeGroup(request.url);
  const method = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(request.method) ? request.method : 'OTHER';
  let isCounted = false;
  const count = () => {
    if (isCounted) return;
    isCounted = true;
    const status = response.headersSent ? response.statusCode : 499;
    http.requests.inc({ group, method, status: String(status) });
    // The console's errors per minute (src/server/ops/match-day.ts): a copy's failed answers, whatever the route.
    if (status >= 500) tally('errors');
    if (/^text\/event-stream/i.test(String(response.getHeader('content-type') ?? ''))) return;
    http.duration.observe({ group, status_class: `${String(status)[0]}xx` }, Number(process.hrtime.bigint() - started) / 1e9);
  };
  response.once('finish', count);
  response.once('close', count);
}

/** SIGTERM sets this (src/server/ops/health.ts reads it): `/api/health/ready` answers 503 from then on. */
const DRAINING = Symbol.for('touchline.draining');

const listener = (request, response) => {
  const requestId = requestIdOf(request);
  request.headers['x-request-id'] = requestId;
  response.setHeader('x-request-id', requestId);
  // A stopping copy closes each connection after its answer: the edge opens its next one to another copy.
  if (globalThis[DRAINING]) response.setHeader('connection', 'close');
  measure(request, response);
  requestContext.run({ requestId }, () => serveRequest(request, response));
};

const serveRequest = (request, response) => {
  rewriteClientAddress(request, trustedHops);
  overrideHeaders(request, response);
  settleCaching(request, response);
  if (!request.url?.startsWith('/_next/static/')) return answer(request, response);
  // The build's source maps stay on the server for the bundle report (decision 035); no client is sent them.
  if (isSourceMap(request.url)) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'no-store' });
    return void response.end('Not found');
  }
  void brotli
    .serve(request, response)
    .catch(() => false)
    .then((isAnswered) => {
      if (!isAnswered) answer(request, response);
    });
};

/**
 * An idle keep-alive connection is kept 65 s, not Node's 5 s: longer than the edge keeps its idle connections to a copy
 * (upstream keepalive_timeout 55s, deploy/nginx/touchline.conf) and than a test's HTTP client waits between requests, so
 * the server is not the side that closes a connection just as the other reuses it — a race whose request reads a reset
 * (a 502 at the edge for a POST, which nginx does not retry). A server's close still ends idle connections at once.
 */
const KEEP_ALIVE_MS = 65_000;

/** One server per address; an IPv6 loopback the machine lacks is skipped, any other failure ends the process. */
const servers = [];
for (const host of hosts) {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  drainEarlyAnswers(server);
  const listening = await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      host === '::1' && servers.length > 0 && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code) ? resolve(false) : reject(error),
    );
    // '*': every interface, IPv6 and IPv4 where the machine has them (Node's default, as `next start`).
    if (host === '*') server.listen(port, () => resolve(true));
    else server.listen(port, host, () => resolve(true));
  }).catch((error) => {
    console.error(
      `Touchline cannot listen on ${host === '*' ? 'port ' : host.includes(':') ? `[${host}]:` : `${host}:`}${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use (set PORT to a free one)' : error.message}.`,
    );
    process.exit(1);
  });
  if (listening) servers.push(server);
}
void brotli.warm();
console.log(
  `serving on ${servers
    .map((server) => {
      const { address } = server.address();
      return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
    })
    .join(', ')}`,
);

/**
 * The app's outbound worker (src/server/outbound, decision 028) leaves its stop here, under a global name: it stops
 * taking messages and finishes the deliveries in hand (what it cannot finish goes back to the queue for another copy).
 */
const stopOutbound = () => globalThis[Symbol.for('touchline.outbound-stop')]?.();
/** The live hub (src/server/matchday/live-hub.ts) closes its event streams: a server's close waits for every connection. */
const stopLive = () => globalThis[Symbol.for('touchline.live-stop')]?.();

// On SIGTERM (issue 39): turn not-ready (`/api/health/ready` answers 503, every answer closes its connection) and keep
// serving for --drain-seconds, so a load balancer that polls readiness takes this copy out first; then, as `next
// start` does: stop accepting (the edge's next connection goes to another copy), close the live event streams with a
// `retry:` hint, let the requests in flight finish, stop the outbound worker, close the app, exit with 128 + signal.
let isClosing = false;
const close = async (signal) => {
  if (isClosing) return;
  isClosing = true;
  globalThis[DRAINING] = true;
  if (signal === 'SIGTERM' && drainSeconds > 0) {
    console.log(`draining: not ready, stopping in ${drainSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  }
  const closed = Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
  void Promise.resolve(stopLive())
    .then(() => closed)
    .then(() => stopOutbound())
    .then(() => app.close())
    .catch((error) => console.error(error instanceof Error ? error.message : error))
    .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));
