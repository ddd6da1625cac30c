import { expect, type Cookie, type Page } from '@playwright/test';
import { codeSentTo, now } from './outbox';

/**
 * Sessions of the demo fans, one per number per worker. A number may be sent 3 codes in 5 minutes (spec §8): specs
 * that only need a signed-in demo fan share one login each instead of spending the number's codes, so the specs that
 * test the login itself keep theirs. Sessions are per device, so sharing one never signs another test out — a test
 * that signs out logs in on its own.
 */
const sessions = new Map<string, Cookie[]>();

/** Signs the page's browser in as `msisdn` (the subscribe reminder done with, subscriptions.spec.ts). */
export async function logIn(page: Page, msisdn: string) {
  const kept = sessions.get(msisdn);
  if (kept) {
    await page.context().addCookies(kept);
    return;
  }
  const since = now();
  expect((await page.request.post('/api/site/user/loginEnterNumber', { data: { msisdn } })).status()).toBe(200);
  const otp = await codeSentTo(page.request, msisdn, since);
  expect((await page.request.post('/api/site/user/otp/verify', { data: { otp, msisdn_entered: msisdn } })).status()).toBe(200);
  expect((await page.request.get('/api/auth/session?subscribe_reminder=closed')).status()).toBe(200);
  sessions.set(
    msisdn,
    (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('session_token')),
  );
}
