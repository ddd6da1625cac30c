import { defineConfig } from '@playwright/test';
import { E2E_CLUSTER } from './scripts/e2e-database';

/**
 * The cluster test (issue 23, decision 029): two copies of the one build behind the nginx edge, started by the real
 * `npm run cluster` script (scripts/cluster-test-server.ts) after the end-to-end run, whose build it reuses. No
 * browser: the specs speak HTTP to the edge and to each copy. One worker, in order: `one-site` first, then
 * `copy-dies`, which kills a copy for good.
 */
export const edgeURL = `http://127.0.0.1:${E2E_CLUSTER.edgePort}`;

export default defineConfig({
  testDir: 'tests/cluster',
  workers: 1,
  fullyParallel: false,
  // A copy killed by one attempt stays dead for the retry: a failure here is reported as it happened.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL: edgeURL },
  projects: [
    { name: 'one-site', testMatch: ['one-site.spec.ts', 'nothing-shared.spec.ts', 'live.spec.ts', 'ussd.spec.ts', 'match-day.spec.ts'] },
    { name: 'copy-dies', testMatch: 'copy-dies.spec.ts', dependencies: ['one-site'] },
  ],
  webServer: {
    command: 'node --conditions=react-server --import tsx scripts/cluster-test-server.ts',
    url: `${edgeURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // The demo match's scripted feed would change the match pages under the tests' feet (its own test drives it).
      DEMO_LIVE_FEED: 'false',
      SITE_URL: edgeURL,
      // The per-address cap on code sends is what `one-site` counts across copies: low, and each test sends from
      // an address of its own (X-Forwarded-For straight to a copy; the edge's requests all come from 127.0.0.1).
      RATE_LIMIT_IP_HOURLY: '12',
      STAFF_SIGN_INS_IP_HOURLY: '100000',
      VERIFY_FAILURES_IP_15MIN: '100000',
      SMS_NEW_NUMBERS_PREFIX_HOURLY: '100000',
      VIDEO_PLAYS_IP_10MIN: '100000',
    },
  },
});
