/**
 * The cluster the cluster test runs against (playwright.cluster.config.ts): a fresh database (`<E2E_DATABASE>_cluster`
 * on TEST_DATABASE_URL's server, else a fresh embedded server under .data/e2e-cluster), then exactly what
 * `npm run cluster` does, on the ports of E2E_CLUSTER. It reuses the build the end-to-end run made (`.next` is fresh).
 * The copies keep uploads in a real S3-protocol server started here (s3rver, decision 030), as copies on several
 * machines would: its settings go to E2E_CLUSTER.s3File for the tests.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startS3Server } from '../tests/support/s3-server';
import { E2E_CLUSTER } from './e2e-database';

async function main() {
  rmSync(E2E_CLUSTER.dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  delete process.env.DATABASE_URL;
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${E2E_CLUSTER.database}" with (force)`);
      await client.query(`create database "${E2E_CLUSTER.database}"`);
    } finally {
      await client.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${E2E_CLUSTER.database}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    process.env.EMBEDDED_PG_PORT = String(E2E_CLUSTER.embeddedPort);
  }
  const s3 = await startS3Server();
  // On a fresh clone the data folder may not exist yet (the cluster test run on its own).
  mkdirSync(path.dirname(E2E_CLUSTER.s3File), { recursive: true });
  writeFileSync(E2E_CLUSTER.s3File, JSON.stringify(s3.env));
  Object.assign(process.env, s3.env, {
    DATA_DIR: E2E_CLUSTER.dataDir,
    CLUSTER_PORT: String(E2E_CLUSTER.edgePort),
    CLUSTER_COPY_PORT: String(E2E_CLUSTER.firstCopyPort),
    CLUSTER_COPIES: String(E2E_CLUSTER.copies),
  });
  await import('./cluster');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
