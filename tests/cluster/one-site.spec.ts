import { expect, test } from '@playwright/test';
import { call, codeSentTo, copies, edge, logIn, sessionNumber } from './support';

/**
 * Two copies of one build behind the nginx edge act as one site (issue 23, decision 029). Every test here leaves both
 * copies running; copy-dies.spec.ts runs after this file and kills one.
 */

test.describe('the edge', () => {
  test('keeps public pages per language, carries no cookie in them, and never stores a personal answer', async () => {
    // A public page: shareable, says it varies by cookie, sets none, and is served from the micro-cache.
    await expect
      .poll(
        async () => {
          const response = await call(edge, '/news');
          expect(response.status).toBe(200);
          expect(response.headers.get('cache-control')).toMatch(/s-maxage=/);
          expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
          expect(response.headers.getSetCookie()).toEqual([]);
          return response.headers.get('x-edge-cache');
        },
        { intervals: [100] },
      )
      .toBe('HIT');
    // The language is part of the key: the Zulu page is never the English one from the cache, and the other way round.
    for (const [locale, lang] of [
      ['zu', 'zu'],
      ['en', 'en'],
    ] as const) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const page = await (await call(edge, '/news', { headers: { cookie: `NEXT_LOCALE=${locale}` } })).text();
        expect(page).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      }
    }
    // Personal and state-changing paths: never from the cache, never shareable.
    for (const path of ['/profile', '/sign-up', '/subscribe', '/api/auth/session', '/admin/login']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await call(edge, path);
        expect(response.headers.get('x-edge-cache'), path).toBeNull();
        expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/s-maxage|public/);
      }
    }
  });

  test('a signed-in request neither reads nor fills the page cache', async () => {
    const [first] = copies();
    const jar = await logIn('27730000003', { send: first!.url, verify: first!.url, ip: '198.51.100.30' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await call(edge, '/news', { jar });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-edge-cache')).toBe('BYPASS');
    }
  });
});

test.describe('fans', () => {
  test('a code sent by one copy is verified by the other', async () => {
    const [a, b] = copies();
    const jar = await logIn('27710000001', { send: a!.url, verify: b!.url, ip: '198.51.100.31' });
    expect(await sessionNumber(b!.url, jar)).toBe('27710000001');
  });

  test('a session made on one copy is valid on the other and through the edge', async () => {
    const [a, b] = copies();
    const jar = await logIn('27720000002', { send: b!.url, verify: b!.url, ip: '198.51.100.32' });
    expect(await sessionNumber(a!.url, jar)).toBe('27720000002');
    expect(await sessionNumber(b!.url, jar)).toBe('27720000002');
    expect(await sessionNumber(edge, jar)).toBe('27720000002');
    // Signed out on one copy: the same cookie is refused by the other.
    const kept = jar.copy();
    expect((await call(a!.url, '/api/auth/signout', { method: 'POST', jar, ip: '198.51.100.32' })).status).toBe(200);
    expect(await sessionNumber(b!.url, kept)).toBeUndefined();
  });

  test('the per-address cap on code sends is counted across copies', async () => {
    // RATE_LIMIT_IP_HOURLY is 12 for this cluster (playwright.cluster.config.ts). Counted per copy, 24 would pass.
    const cap = 12;
    const ip = '198.51.100.33';
    const [a, b] = copies();
    const answers: { copy: string; status: number }[] = [];
    for (let index = 0; index < cap + 2; index += 1) {
      const copy = index % 2 === 0 ? a! : b!;
      const msisdn = `2779900${String(index).padStart(4, '0')}`;
      const response = await call(copy.url, '/api/site/user/loginEnterNumber', { body: { msisdn, network: 'mtn', purpose: 'signup' }, ip });
      answers.push({ copy: copy.url, status: response.status });
    }
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(cap);
    expect(new Set(accepted.map((answer) => answer.copy)).size).toBe(2);
    expect(answers.slice(cap).map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(answers.slice(cap).map((answer) => answer.copy)).size).toBe(2);
    // Another address still has its own budget.
    const other = await call(a!.url, '/api/site/user/loginEnterNumber', {
      body: { msisdn: '27799001000', network: 'mtn', purpose: 'signup' },
      ip: '198.51.100.34',
    });
    expect(other.status).toBe(200);
    await codeSentTo(b!.url, '27799001000', new Date(0).toISOString());
  });
});

/**
 * One truth for cached pages (issue 23, item 1): a staff save (console, service API `/admin/api/v1/story/update`
 * with SERVICE_AUTH from ./support) made on one copy shows on the other copy within 2 s and through the edge within
 * 5 s; a takedown likewise. Its tests go in this block: they need the shared cache handler.
 */
test.describe('staff saves reach every copy', () => {});

/**
 * Uploads on shared storage (issue 23, item 4): a picture uploaded through one copy is served to a client of the other.
 * Its tests go in this block once the cluster's copies run with the S3 settings (tests/support/s3-server.ts).
 */
test.describe('uploads reach every copy', () => {});
