import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/**
 * A 404 is a real page in the served HTML (issue 16): a fan on a slow phone or with JavaScript off reads the heading in
 * their language, with status 404. Unknown API addresses answer DESIGN §4's small JSON error instead of an HTML page.
 */
const MISSING_PAGES = [
  '/no-such-page',
  '/news/no-such-story',
  '/springboks/no-such-player',
  '/matches/no-such-team',
  '/about/no-such-page',
  // Existing routes whose parameters name nothing (issue 22): a page past the end, an unknown or malformed category,
  // a page number that is not one, a game that does not exist.
  '/news?page=999',
  '/news?category=no-such-category',
  '/news?page=2&category=no-such-category',
  '/news?page=abc',
  '/news?category=Not%20A%20Slug',
  '/play-and-win/no-such-game/play',
  '/competitions/no-such-competition',
  '/fancred?type=weekly',
  '/fancred?page=99999',
  '/fancred?period=1999-01',
  '/fancred?type=yearly&page=abc',
];

const LANGUAGES = [
  { locale: 'en', title: 'Page not found', home: 'Go to the home page' },
  { locale: 'zu', title: 'Ikhasi alitholakalanga', home: 'Iya ekhasini lasekhaya' },
] as const;

async function noScriptPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (locale !== 'en') await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const { locale, title, home } of LANGUAGES) {
  test(`with JavaScript off, a missing page is a 404 in the served HTML (${locale})`, async ({ browser }) => {
    const { context, page } = await noScriptPage(browser, locale);
    try {
      for (const path of MISSING_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        const html = await response!.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        expect(html, path).not.toContain('__next_error__');
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        // What the fan sees without JavaScript: the heading, the way home, and the site around them.
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
        await expect(page.getByRole('main').getByRole('link', { name: home }), path).toHaveAttribute('href', '/');
        await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });
}

test('a missing page is not cached as a 404 for the pages around it', async ({ request }) => {
  // The 404 never poisons a real page: the same segment still answers its real pages afterwards.
  expect((await request.get('/news/no-such-story')).status()).toBe(404);
  expect((await request.get('/springboks/siya-kolisi')).status()).toBe(200);
  expect((await request.get('/about')).status()).toBe(200);
  expect((await request.get('/news?page=999')).status()).toBe(404);
  expect((await request.get('/news?category=no-such-category')).status()).toBe(404);
  expect((await request.get('/fancred?page=99999')).status()).toBe(404);
  for (const path of [
    '/news?page=2',
    '/news?page=1&category=springboks',
    '/news?category=springboks',
    '/news?page=&category=',
    '/fancred',
    '/fancred?type=yearly',
    '/fancred?page=2',
    '/fancred?type=yearly&page=2',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test.describe('unknown API addresses answer a small JSON 404 (DESIGN §4)', () => {
  const cases = [
    { method: 'GET', path: '/api/no-such-thing' },
    { method: 'POST', path: '/api/no-such-thing' },
    { method: 'GET', path: '/api/site/no/such/thing' },
    { method: 'DELETE', path: '/api/v1/nope' },
    { method: 'GET', path: '/admin/api/v1/nope' },
    { method: 'POST', path: '/admin/api/v1/story/nope' },
  ];
  for (const { method, path } of cases) {
    test(`${method} ${path}`, async ({ request }) => {
      const response = await request.fetch(path, { method, data: method === 'GET' ? undefined : { a: 1 } });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const body = await response.body();
      expect(body.length).toBeLessThan(1024);
      expect(JSON.parse(body.toString())).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    });
  }

  test('the real API routes still answer', async ({ request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    expect(await (await request.get('/api/auth/session')).json()).toEqual({});
    expect((await request.get('/api/auth/signin?callbackUrl=/news', { maxRedirects: 0 })).status()).toBe(303);
    expect((await request.get('/api/site/players')).status()).toBe(200);
    expect((await request.post('/api/site/teamnews/allnews', { data: { page: 1 } })).status()).toBe(200);
    expect((await request.post('/admin/api/v1/stories/categories', { data: {} })).status()).toBe(401);
  });

  test('an unknown media address is a plain 404', async ({ request }) => {
    for (const path of ['/media/nothing', '/media/covers/abc/def.svg', '/media/portraits/springboks']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect((await response.body()).length, path).toBeLessThan(1024);
    }
  });
});
