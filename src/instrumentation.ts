/**
 * What scripts/serve.mjs leaves under this name when it starts on its own (`npm run serve`, decision 044): it listens
 * once the start below has finished, and ends the process with the configuration's sentence when it failed (Next
 * only logs a failed register() and would serve 500s).
 */
const SERVE_HOOK = Symbol.for('touchline.serve');
type ServeHook = { ready: () => void; failed: (error: unknown) => void };

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const hook = (globalThis as { [SERVE_HOOK]?: ServeHook })[SERVE_HOOK];
  try {
    await start();
    hook?.ready();
  } catch (error) {
    hook?.failed(error);
    throw error;
  }
}

/**
 * Runs once when the server starts: parse the configuration so a bad setting fails at boot, not on a request; then
 * share this copy's cache invalidations with the other copies (decision 027) and start its outbound worker (decision
 * 028), which delivers the SMS and email every copy queues. Not while `next build` runs: a build needs no database.
 */
async function start() {
  // Here too, not only in register(): the edge build drops what follows only behind this test in the same function.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig } = await import('./server/config');
  const { getLogger } = await import('./server/logger');
  const config = getConfig();
  getLogger().info(
    {
      demoMode: config.isDemoMode,
      sms: config.adapters.sms,
      email: config.adapters.email,
      database: config.database.url ? 'DATABASE_URL' : 'embedded',
    },
    'touchline server configured',
  );
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // What scripts/serve.mjs listens on when no launcher told it (`npm run serve`, decision 044): this configuration's.
  const { hosts, trustProxyHops } = config.listen;
  Object.assign(globalThis, { [Symbol.for('touchline.listen')]: { hosts, trustProxyHops, drainSeconds: config.ops.drainSeconds } });
  // A production server migrates at boot only when told (MIGRATE_ON_START; `npm start` has done it already).
  if (config.isProduction && config.database.migrateOnStart) {
    const [{ getDb }, { runMigrations }] = await Promise.all([import('./server/db/client'), import('./server/db/migrate')]);
    await runMigrations(await getDb());
    getLogger().info('database migrations applied');
  }
  const { startCacheSharing, startMatchDayFigures } = await import('./server/ops');
  // What this copy counts goes into the site's figures for the console's match day (issue 39).
  startMatchDayFigures();
  await startCacheSharing().catch((error: unknown) => getLogger().error({ err: error }, 'cache sharing did not start'));
  const { startOutboundWorker } = await import('./server/outbound');
  void startOutboundWorker();
  // Match day (issue 24): the predictor settles in every copy; in demo mode a Springbok match is always on (one copy
  // runs its scripted feed).
  const matchday = await import('./server/matchday');
  matchday.startSettling();
  // With an edge that holds the fans' live streams (LIVE_EDGE_PUBLISH_URL, issue 38), each match's frames go there.
  const { EDGE_FRAMES } = await import('./server/http/live-responses');
  void matchday
    .startEdgePublisher(EDGE_FRAMES)
    .catch((error: unknown) => getLogger().error({ err: error }, 'live edge publisher did not start'));
  // What USSD keeps about numbers goes on a schedule (issue 37).
  (await import('./server/ussd')).startUssdPruning();
  if (config.isDemoMode) (await import('./server/demo')).startDemoLiveFeed();
}

/**
 * Faults outside the route wrapper (a page's render, a server action, a route a test calls directly is not one of
 * them): one pino line each, with Next's digest — the id the fan's error page shows — and the path.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routerKind: string; routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getLogger } = await import('./server/logger');
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error ? String((error as { digest: unknown }).digest) : undefined;
  getLogger().error(
    { err: error, digest, method: request.method, path: request.path, route: context.routePath, routeType: context.routeType },
    'request failed',
  );
}
