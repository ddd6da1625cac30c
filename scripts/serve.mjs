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
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { drainEarlyAnswers } from './answer-then-drain.mjs';
import { rewriteClientAddress } from './client-address.mjs';
import { staticBrotli } from './static-brotli.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string', multiple: true }, 'trust-proxy-hops': { type: 'string', default: '0' } },
});
const port = Number(values.port);
const hosts = values.host ?? [];
const trustedHops = Number(values['trust-proxy-hops']);
if (!Number.isInteger(port) || hosts.length === 0 || !Number.isInteger(trustedHops)) {
  console.error('serve.mjs: usage: --port N --host ADDRESS|* [--host ADDRESS] --trust-proxy-hops N');
  process.exit(2);
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = next({ dev: false, dir, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

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

const brotli = staticBrotli(path.join(dir, '.next', 'static'));

const listener = (request, response) => {
  rewriteClientAddress(request, trustedHops);
  overrideHeaders(request, response);
  if (!request.url?.startsWith('/_next/static/')) return void handle(request, response);
  void brotli
    .serve(request, response)
    .catch(() => false)
    .then((isAnswered) => {
      if (!isAnswered) void handle(request, response);
    });
};

/** One server per address; an IPv6 loopback the machine lacks is skipped, any other failure ends the process. */
const servers = [];
for (const host of hosts) {
  const server = createServer(listener);
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

// As `next start` does: stop accepting, let the requests in flight finish, stop the outbound worker, close the app,
// exit with 128 + signal.
let isClosing = false;
const close = (signal) => {
  if (isClosing) return;
  isClosing = true;
  void Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))))
    .then(() => stopOutbound())
    .then(() => app.close())
    .catch((error) => console.error(error instanceof Error ? error.message : error))
    .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.on('SIGINT', () => close('SIGINT'));
process.on('SIGTERM', () => close('SIGTERM'));
