import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Cookie, type Page } from '@playwright/test';
import { E2E_SESSIONS_DIR } from '../../../scripts/e2e-database';
import { codeSentTo, now } from './outbox';

/**
 * Sessions of the demo fans, one per number per run. A number may be sent 3 codes in 5 minutes (spec §8): specs that
 * only need a signed-in demo fan share one login each instead of spending the number's codes, so the specs that test
 * the login itself keep theirs. The session is kept in a file of the run (E2E_SESSIONS_DIR, emptied when the e2e
 * server starts), not in a worker's memory: a worker that Playwright restarts after a failure, and the other worker,
 * find it there instead of logging in again. Sessions are per device, so sharing one never signs another test out — a
 * test that signs out uses a fan of its own (createFan). A kept session the server no longer knows is replaced.
 */

const sessionFile = (msisdn: string) => path.join(E2E_SESSIONS_DIR, `${msisdn}.json`);

function readSession(msisdn: string): Cookie[] | undefined {
  try {
    return JSON.parse(readFileSync(sessionFile(msisdn), 'utf8')) as Cookie[];
  } catch {
    return undefined;
  }
}

/**
 * One process logs a number in at a time: the lock is a file created exclusively. A login takes a second or two, so a
 * lock older than 15 s was left by a worker that died holding it (a test's 30 s timeout leaves room to wait that out).
 */
async function withLock<T>(msisdn: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(E2E_SESSIONS_DIR, `${msisdn}.lock`);
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15_000) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Puts `cookies` in the page's browser and says whether the server still knows that session (a test may have ended it). */
async function adoptIfLive(page: Page, cookies: Cookie[] | undefined) {
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const answer = await page.request.get('/api/auth/session');
  if (answer.ok() && ((await answer.json()) as { user?: unknown }).user) return true;
  await page.context().clearCookies({ name: /session_token$/ });
  return false;
}

/** Signs the page's browser in as `msisdn` (the subscribe reminder done with, subscriptions.spec.ts). */
export async function logIn(page: Page, msisdn: string) {
  mkdirSync(E2E_SESSIONS_DIR, { recursive: true });
  if (await adoptIfLive(page, readSession(msisdn))) return;
  await withLock(msisdn, async () => {
    if (await adoptIfLive(page, readSession(msisdn))) return;
    const since = now();
    expect((await page.request.post('/api/site/user/loginEnterNumber', { data: { msisdn } })).status()).toBe(200);
    const otp = await codeSentTo(page.request, msisdn, since);
    expect((await page.request.post('/api/site/user/otp/verify', { data: { otp, msisdn_entered: msisdn } })).status()).toBe(200);
    expect((await page.request.get('/api/auth/session?subscribe_reminder=closed')).status()).toBe(200);
    const cookies = (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('session_token'));
    writeFileSync(sessionFile(msisdn), JSON.stringify(cookies));
  });
}
