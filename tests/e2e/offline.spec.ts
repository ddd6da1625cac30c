import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { logIn } from './support/fan-login';
import { createFan } from './support/outbox';
import { signInAsStaff } from './support/staff';

/**
 * Installable and offline (issue 15 item 3, decision 017): the manifest, the service worker, stories read before
 * opening offline, the offline page in the fan's language, nothing personal or staff-only in the worker's caches, the
 * install offer at the third page. The rest of the suite blocks the worker (playwright.config.ts); this file allows it.
 */
test.use({ serviceWorkers: 'allow' });

/** Seeded stories' addresses, oldest id first (not stories other specs add meanwhile: those have the newest ids). */
async function storyPaths(request: APIRequestContext): Promise<string[]> {
  const list = await (await request.post('/api/site/teamnews/allnews', { data: { limit: 20 } })).json();
  const stories: { id: number; slug: string }[] = [list.allnews.featured, ...list.allnews.data].filter(Boolean);
  return stories.sort((a, b) => a.id - b.id).map((story) => `/news/${story.slug}`);
}

/** Waits until the worker is installed and controls the page (it claims the page on its first install). */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The stories the worker keeps for reading offline, newest first. */
const savedStories = (page: Page) =>
  page.evaluate(async () => {
    const stored = await (await caches.open('tl-stories-v1')).match('/__offline/reading-list.json');
    return stored ? ((await stored.json()) as { path: string }[]).map((entry) => entry.path) : [];
  });

/** Every address in every cache of the site's origin. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** The network cut: in Chromium this also fails the worker's own fetches, so only its caches can answer. */
const goOffline = (context: BrowserContext) => context.setOffline(true);

test('the web app manifest is served and valid: name, icons, start URL, standalone, theme colour', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Touchline',
    short_name: 'Touchline',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#00563f',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are the big-endian numbers at bytes 16 and 20 of its header.
    const body = await image.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
  // The worker's script is revalidated on every update check, so no cache keeps fans on an old version.
  const worker = await request.get('/serwist/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the worker installs; offline, a story read before opens with its image and an unread page shows the offline page', async ({
  page,
  context,
  request,
}) => {
  // Many page loads, each through the worker, on a busy machine.
  test.setTimeout(60_000);
  const seeded = await storyPaths(request);
  const [direct, unread] = seeded;
  expect(unread, 'two seeded stories').toBeTruthy();

  // A story opened as a document: the worker is not there yet on a first visit, so the page tells it what it shows.
  await page.goto(direct!);
  await workerControls(page);
  await expect.poll(() => savedStories(page)).toContain(direct);
  const directTitle = await page.getByRole('heading', { level: 1 }).innerText();

  // A story reached by a link on /news (a client-side navigation: it never reaches the worker as a document). Not one
  // of the newest ids, which other specs may be adding and removing.
  await page.goto('/news');
  const listed = await page.locator('main a[href^="/news/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const viaLink = listed.find((path) => path && path !== direct && path !== unread && seeded.slice(0, -5).includes(path));
  expect(viaLink, 'a seeded story listed on /news').toBeTruthy();
  await page.locator(`main a[href="${viaLink}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${viaLink}$`));
  await expect.poll(() => savedStories(page)).toEqual([viaLink, direct]);
  const viaLinkTitle = await page.getByRole('heading', { level: 1 }).innerText();

  await goOffline(context);
  await page.goto(direct!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(directTitle);
  await expect(page.getByTestId('story')).toBeVisible();
  // Its image came from the worker's cache (the small rendition) and was drawn.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="story"] img');
        return image !== null && image.complete && image.naturalWidth > 0;
      }),
    )
    .toBe(true);

  await page.goto(viaLink!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viaLinkTitle);

  await page.goto(unread!);
  const offline = page.getByTestId('offline-page');
  await expect(offline).toHaveAttribute('data-locale', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  // It lists the stories kept on the phone, newest first, as links that open offline.
  await expect(page.getByTestId('offline-saved').getByRole('link')).toHaveText([viaLinkTitle, directTitle]);
  await page.getByTestId('offline-saved').getByRole('link', { name: directTitle }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(directTitle);
});

test('offline, an unread page shows the offline page in the fan’s language (isiZulu)', async ({ page, context, request, baseURL }) => {
  const [story, , , unread] = await storyPaths(request);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await page.goto(story!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await workerControls(page);
  await expect.poll(() => savedStories(page)).toContain(story);

  await goOffline(context);
  await page.goto(unread!);
  await expect(page.getByTestId('offline-page')).toHaveAttribute('data-locale', 'zu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awuxhunyiwe ku-inthanethi');
  await expect(page.getByRole('button', { name: 'Zama futhi' })).toBeVisible();

  // Pages that are never kept (the fan's profile, the console) get it too, offline.
  for (const path of ['/profile', '/admin']) {
    await page.goto(path);
    await expect(page.getByTestId('offline-page')).toHaveAttribute('data-locale', 'zu');
  }
});

test('no /admin, /profile or API answer is ever in the worker’s caches', async ({ page, request }) => {
  const [story] = await storyPaths(request);
  await logIn(page, '27710000001');
  await page.goto(story!);
  await workerControls(page);
  await expect.poll(() => savedStories(page)).toContain(story);
  // A signed-in fan's pages and calls, with the worker in control.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      ['/api/auth/session', '/api/site/engagement?item_type=story&item_id=1'].map((url) => fetch(url).then((response) => response.text())),
    ),
  );
  await page.goto('/fancred');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Staff in the console, in the same browser.
  await signInAsStaff(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const paths = await cachedPaths(page);
  // The caches are in use (build files, the story, the offline pages)…
  expect(paths).toContain(story);
  expect(paths.some((path) => path.startsWith('/_next/static/'))).toBe(true);
  expect(paths).toContain('/offline/en.html');
  // …and hold nothing personal or staff-only.
  expect(paths.filter((path) => /^\/(?:api|admin|profile|sign-up|subscribe)(?:\/|$)/.test(path))).toEqual([]);
  // Other pages are never stored either: only stories are kept for offline reading.
  expect(paths).not.toContain('/fancred');
});

test('logging out forgets the stories kept for offline reading: a shared phone does not show the next person the list', async ({
  page,
  request,
}) => {
  const [story] = await storyPaths(request);
  // A fan of its own: signing out ends the session, and the demo fans' sessions are shared by the run (fan-login.ts).
  await createFan(page.request, `2778${String(Date.now()).slice(-7)}`, 'Offline');
  await page.goto(story!);
  await workerControls(page);
  await expect.poll(() => savedStories(page)).toContain(story);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-state')).toHaveAttribute('data-state', 'signed-out');
  await expect.poll(() => savedStories(page)).toEqual([]);
});

test('a new version waits for the fan: "New version available — Reload" moves the tab onto it', async ({ page, request }) => {
  const [story] = await storyPaths(request);
  await page.goto(story!);
  await workerControls(page);
  const update = page.getByText('New version available');
  // The first install is not an update: no toast.
  await expect(update).toHaveCount(0);

  // The next deployment, as the browser sees it: a new worker script for the same scope. (Playwright cannot
  // intercept the browser's own update check of the script, so the new version comes under a new address here.)
  await page.evaluate(() => navigator.serviceWorker.register('/serwist/sw.js?version=next', { scope: '/' }).then(() => undefined));
  await expect(update).toBeVisible();
  // It waits for the fan: the page is still controlled by the old version, the new one is waiting.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state))).toBe(
    'installed',
  );

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/serwist\/sw\.js\?version=next$/);
  await expect(update).toHaveCount(0);
});

test('the install offer waits for the third page and comes once', async ({ page }) => {
  // Chrome fires beforeinstallprompt when the site is installable; headless Chromium does not, so the page gets one.
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
      event.prompt = async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      };
      dispatchEvent(event);
    });
  });
  const offer = page.getByText('Add Touchline to your home screen');
  // Each page counts once it has hydrated (the count is in sessionStorage): let it, before the next.
  const visit = async (path: string, count: number) => {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('touchline_pages_install'))).toBe(`${count}|${path}`);
  };
  await visit('/', 1);
  await visit('/news', 2);
  await expect(offer).toHaveCount(0);
  await visit('/about', 3);
  await expect(offer).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // Offered once: not on the next pages (within 30 days).
  await visit('/shop', 4);
  await visit('/news', 5);
  await expect(offer).toHaveCount(0);
  expect(Number(await page.evaluate(() => localStorage.getItem('touchline_install_offered')))).toBeGreaterThan(0);
});

test('data-lite: a first visit installs no worker; the fan’s second page does (decision 035)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'data_lite', value: 'on', url: baseURL! }]);
  await page.goto('/');
  // The install island has made its choice once it has counted this page (it loads when the page is idle).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('touchline_pages_install'))).toBe('1|/');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found !== undefined))).toBe(false);
  await page.getByRole('link', { name: 'News', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await workerControls(page);
});
