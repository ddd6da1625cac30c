import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_LAUNCH } from './scripts/chromium';
import { E2E_PORT } from './scripts/e2e-database';

/**
 * End-to-end tests in Debian's Chromium against a production build (DESIGN §8). The web server is the real
 * `npm start` launcher on its own database (scripts/e2e-server.ts): migrations, demo seed, build, next start.
 */
// E2E_PORT and E2E_DATABASE let two runs share a machine (README, configuration).
export const baseURL = `http://localhost:${E2E_PORT}`;

if (!existsSync(CHROMIUM)) {
  throw new Error(
    `The end-to-end tests run in Debian's Chromium, and ${CHROMIUM} is missing: install it (sudo apt-get install chromium), as .ci/run does.`,
  );
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: CHROMIUM_LAUNCH,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that passes only on its second run is listed as "flaky" in the report (and must be fixed);
  // a busy 2-core CI machine must not turn a whole landing red for one slow moment. A real failure fails twice.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The site's service worker (decision 017) is blocked except in offline.spec.ts, which tests it: the other specs
  // assert on first visits, statuses and mocked routes, which a worker answering from its caches would change.
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', serviceWorkers: 'block' },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'node --conditions=react-server --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // Every test comes from 127.0.0.1: the per-IP caps are raised here and tested in tests/integration instead.
    env: {
      PORT: String(E2E_PORT),
      SITE_URL: baseURL,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // The demo match's scripted feed would change the match pages under the tests' feet (its own test drives it).
      DEMO_LIVE_FEED: 'false',
      RATE_LIMIT_IP_HOURLY: '100000',
      STAFF_SIGN_INS_IP_HOURLY: '100000',
      VERIFY_FAILURES_IP_15MIN: '100000',
      SMS_NEW_NUMBERS_PREFIX_HOURLY: '100000',
      VIDEO_PLAYS_IP_10MIN: '100000',
      PUSH_NEW_SUBSCRIPTIONS_IP_HOURLY: '100000',
    },
  },
});
