import { afterAll, inject, vi } from 'vitest';
import { closeDb } from '../../src/server/db/client';
import { stopOutbound } from '../../src/server/outbound/outbound';
import { adminQuery, withDatabase } from './test-database';

/**
 * `after()` needs Next's request scope, which handlers called straight from a test do not have: here it runs
 * nothing. (revalidateContent's second, delayed expiry is the only user; its first expiry is what tests observe.)
 */
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }));

/** Each worker: a fresh copy of the template, and DATABASE_URL pointing at it before any server code runs. */
const adminUrl = inject('pgAdminUrl');
const template = inject('pgTemplate');
const worker = process.env.VITEST_POOL_ID ?? '0';
const database = `touchline_test_${inject('runId')}_w${worker}`;

await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
await adminQuery(adminUrl, `create database "${database}" template "${template}"`);

process.env.DATABASE_URL = withDatabase(adminUrl, database);
afterAll(async () => {
  // The outbound worker a test's first message started (decision 028) stops before its pool closes.
  await stopOutbound();
  await closeDb();
  await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
});
process.env.DEMO_MODE = 'true';
process.env.EMSISDN_SECRET = 'touchline-test-emsisdn-secret';
process.env.LOG_LEVEL = 'silent';
// Tests send sign-up codes to runs of numbers in one 10,000-number block: the per-block SMS budget (decision 024) is
// tested in identity-sms-budget.test.ts, which lowers it again.
process.env.SMS_NEW_NUMBERS_PREFIX_HOURLY = '1000000';

// The domain events' reactions (decision 021), as the route and action wrappers register them in the app.
await import('../../src/server/reactions');
