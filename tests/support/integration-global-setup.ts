import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/server/db/embedded';
import { adminQuery, databaseExists, isEarlierTemplate, TEST_PG_PORT, templateName, withDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    runId: string;
  }
}

/** Once per run: a server, and a migrated, seeded template database the workers copy. */
export default async function setup(project: TestProject) {
  const root = path.resolve(__dirname, '..', '..');
  let embedded: EmbeddedServer | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(root, '.data', 'test'), port: TEST_PG_PORT, database: 'postgres' });
    adminUrl = embedded.url('postgres');
  }
  const template = templateName(root);
  if (!(await databaseExists(adminUrl, template))) {
    const building = `${template}_building_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists "${building}" with (force)`);
    await adminQuery(adminUrl, `create database "${building}"`);
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pg = (await import('pg')).default;
    const { seedDemoData } = await import('../../src/server/demo/seed');
    const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, building) });
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: path.join(root, 'drizzle') });
    await seedDemoData(db, { emsisdnSecret: 'touchline-test-emsisdn-secret' });
    const { ensureDemoStaff } = await import('../../src/server/demo/staff');
    await ensureDemoStaff(db);
    await pool.end();
    // Another run may have built the same template meanwhile: keep whichever landed first.
    if (await databaseExists(adminUrl, template)) await adminQuery(adminUrl, `drop database "${building}" with (force)`);
    else await adminQuery(adminUrl, `alter database "${building}" rename to "${template}"`);
    // Earlier days' templates: dropped unless a run is still copying one (then the drop fails and waits for next time).
    // Today's of other checkouts (other migrations, same server) stay: dropping one broke that checkout's running tests.
    const templates = await adminQuery(adminUrl, `select datname from pg_database where datname like 'touchline\\_tpl\\_%'`);
    const stale = (templates.rows as { datname: string }[]).map((row) => row.datname).filter((name) => isEarlierTemplate(name, template));
    for (const name of stale) await adminQuery(adminUrl, `drop database if exists "${name}"`).catch(() => undefined);
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('runId', String(process.pid));
  return async () => {
    await embedded?.stop();
  };
}
