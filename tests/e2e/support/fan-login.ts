import { expect, type Page } from '@playwright/test';
import { codeSentTo, now } from './outbox';

/** Logs the page's browser in through the spec's endpoints; the subscribe reminder is done with (subscriptions.spec.ts). */
export async function logIn(page: Page, msisdn: string) {
  const since = now();
  expect((await page.request.post('/api/site/user/loginEnterNumber', { data: { msisdn } })).status()).toBe(200);
  const otp = await codeSentTo(page.request, msisdn, since);
  expect((await page.request.post('/api/site/user/otp/verify', { data: { otp, msisdn_entered: msisdn } })).status()).toBe(200);
  expect((await page.request.get('/api/auth/session?subscribe_reminder=closed')).status()).toBe(200);
}
