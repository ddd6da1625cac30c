/**
 * Where the end-to-end server keeps its data, shared by the harness (scripts/e2e-server.ts) and the specs that read
 * the database or share demo fans' sessions: the same settings give the same answers in every process of a run.
 */
import path from 'node:path';
import { EMBEDDED_DATABASE, embeddedDatabaseUrl } from '../src/server/db/embedded-address';

const root = path.resolve(__dirname, '..');

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'touchline_e2e';
if (!/^[a-z0-9_]+$/.test(E2E_DATABASE)) throw new Error('E2E_DATABASE: lower-case letters, digits and _ only');

/** Without TEST_DATABASE_URL the server runs on its own embedded PostgreSQL (README, configuration: E2E_PORT). */
export const E2E_EMBEDDED = { dataDir: path.join(root, '.data', 'e2e'), port: E2E_PORT + 2390, database: EMBEDDED_DATABASE };

/** The end-to-end server's database: E2E_DATABASE on TEST_DATABASE_URL's server, else the embedded server's app database. */
export function e2eDatabaseUrl(): string {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return embeddedDatabaseUrl(E2E_EMBEDDED.port, E2E_EMBEDDED.database);
  const url = new URL(admin);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

/** The demo fans' shared sessions of the current run (tests/e2e/support/fan-login.ts); emptied when the server starts. */
export const E2E_SESSIONS_DIR = path.join(root, '.data', `e2e-sessions-${E2E_PORT}`);

/**
 * The cluster test (tests/cluster, playwright.cluster.config.ts, decision 029): the edge on E2E_PORT + 4100, its copies
 * on the next ports, their data under .data/e2e-cluster, and their database `<E2E_DATABASE>_cluster` on
 * TEST_DATABASE_URL's server (else an embedded server of its own on E2E_PORT + 2394).
 */
export const E2E_CLUSTER = {
  edgePort: E2E_PORT + 4100,
  firstCopyPort: E2E_PORT + 4101,
  copies: 2,
  dataDir: path.join(root, '.data', 'e2e-cluster'),
  embeddedPort: E2E_PORT + 2394,
  database: `${E2E_DATABASE}_cluster`,
  /** The S3-protocol server the copies store uploads in: its settings, written by scripts/cluster-test-server.ts. */
  s3File: path.join(root, '.data', 'e2e-cluster-s3.json'),
};
