import { getConfig } from '../src/server/config';
import { closeDb, getDb } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { ensureDemoStaff, isDatabaseEmpty, renewDemoSubscriptions, seedDemoData } from '../src/server/demo';
import { getLogger } from '../src/server/logger';
import { closeRedis } from '../src/server/adapters/cache/redis';
import { applyPendingEvents, freezeFinishedPeriods } from '../src/server/fancred';

/**
 * Applies migrations (unless `shouldMigrate` is false: MIGRATE_ON_START, decision 044), then seeds the demo data into
 * an empty database in demo mode.
 */
export async function prepareDatabase(options: { shouldSeed: boolean; shouldMigrate?: boolean }): Promise<void> {
  const log = getLogger();
  const config = getConfig();
  const db = await getDb();
  try {
    if (options.shouldMigrate !== false) {
      await runMigrations(db);
      log.info('database migrations applied');
    }
    if (options.shouldSeed) {
      if (!(await isDatabaseEmpty(db))) {
        log.info('database already has data: not seeding');
      } else if (!config.isDemoMode) {
        log.warn('database is empty; the demo seed only runs in demo mode');
      } else {
        const counts = await seedDemoData(db, { emsisdnSecret: config.emsisdnSecret });
        log.info(counts, 'demo data seeded');
      }
    }
    // Demo staff (DESIGN §11) on every demo start, so a demo database seeded before they existed gains them too;
    // and the demo's subscribed fan stays subscribed however old the database is.
    if (config.isDemoMode) {
      await ensureDemoStaff(db);
      const renewed = await renewDemoSubscriptions(db);
      if (renewed > 0) log.info({ renewed }, 'demo subscriptions renewed');
    }
    // FanCred at boot: finished periods get their final tables; events a stopped process left pending are applied.
    const frozen = await freezeFinishedPeriods();
    const applied = await applyPendingEvents({ olderThanSeconds: 0, limit: 10_000 });
    if (frozen.length > 0 || applied > 0) log.info({ frozen, applied }, 'fancred periods frozen and pending events applied');
  } finally {
    await closeRedis();
    await closeDb();
  }
}

/**
 * Runs a database script: starts the embedded server first when there is no DATABASE_URL (demo mode: the
 * configuration refuses a missing one otherwise), and stops it after.
 */
export async function runDatabaseScript(options: { shouldSeed: boolean }): Promise<void> {
  const { database } = getConfig();
  const embedded = database.url
    ? undefined
    : await (
        await import('../src/server/db/embedded')
      ).startEmbeddedPostgres({ dataDir: database.dataDir, port: database.embeddedPort, database: 'touchline' });
  try {
    await prepareDatabase(options);
  } finally {
    await embedded?.stop();
  }
}
