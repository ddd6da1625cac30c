import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // `server-only` throws outside React Server Components; tests run server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

/** The integration tests that run on both backends: everything that counts, limits or ranks. */
const REDIS_PARITY = [
  'identity-login',
  'identity-ip-caps',
  'identity-verify-budget',
  'identity-sms-budget',
  'identity-email-login',
  'fancred-engine',
  'fancred-http',
  'fancred-periods',
  'video-streams',
  'live-match',
  'ussd',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-worker-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Redis mode at parity (decision 027): the limits', codes', ranks' and cache's tests again with REDIS_URL set.
        resolve: { alias },
        test: {
          name: 'integration-redis',
          include: REDIS_PARITY.map((name) => `tests/integration/${name}.test.ts`),
          environment: 'node',
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-worker-setup.ts', 'tests/support/integration-redis-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
