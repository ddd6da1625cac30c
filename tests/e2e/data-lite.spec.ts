import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './support/fan-login';
import { baseURL } from '../../playwright.config';

/**
 * Data-lite mode (issue 15, decision 018): on with Save-Data, a 2g/3g connection, or the fan's switch; it asks for
 * small image renditions, keeps off-screen carousel pictures unloaded, and stops link prefetching. The normal site
 * prefetches on intent (hover, touch, focus), never on view.
 */

const modal = (page: Page) => page.getByRole('dialog');

/**
 * The width in pixels of the file the server gives this browser for an image it showed (asked again with the page's
 * cookies and headers; naturalWidth would be scaled by the srcset's density).
 */
async function renditionWidth(page: Page, image: Locator): Promise<number> {
  await expect(image).toHaveJSProperty('complete', true);
  const answer = await page.request.get(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
  expect(answer.status()).toBe(200);
  return (await sharp(await answer.body()).metadata()).width;
}

/** The first header slide of /plus: a 640 px JPEG poster through /_next/image (the demo's story covers are SVG). */
const firstSlideWidth = (page: Page) => renditionWidth(page, page.getByTestId('header-slide').first().locator('img'));

const isPrefetchOf = (path: string) => (request: Request) =>
  request.headers()['next-router-prefetch'] === '1' && new URL(request.url()).pathname === path;

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('images come in the small rendition', async ({ page }) => {
    await page.goto('/plus');
    expect(await firstSlideWidth(page)).toBeLessThanOrEqual(360);
  });
});

test('pages ask Chromium for the connection type (ECT), and an image asked for on 3g comes small', async ({ page }) => {
  const answer = await page.goto('/plus');
  expect(answer?.headers()['accept-ch']).toBe('ECT');
  const address = await page
    .getByTestId('header-slide')
    .first()
    .locator('img')
    .evaluate((element: HTMLImageElement) => element.currentSrc);
  const widthFor = async (ect: string) =>
    (await sharp(await (await page.request.get(address, { headers: { ECT: ect } })).body()).metadata()).width;
  expect(await widthFor('3g')).toBeLessThanOrEqual(360);
  expect(await widthFor('4g')).toBeGreaterThan(360);
});

test('without Save-Data the same image comes at the size the layout asks for', async ({ page }) => {
  await page.goto('/plus');
  expect(await firstSlideWidth(page)).toBeGreaterThan(360);
});

test('the footer switch turns data-lite on and off, remembered for a year, and images follow it', async ({ page, browser }) => {
  await page.goto('/plus');
  const toggle = page.getByTestId('footer-data-lite').getByRole('switch', { name: 'Data-lite' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const before = Date.now() / 1000;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const cookie = (await page.context().cookies()).find((item) => item.name === 'data_lite');
  expect(cookie?.value).toBe('on');
  expect(cookie!.expires - before).toBeGreaterThan(364 * 24 * 3600);
  await expect(page.locator('html')).toHaveAttribute('data-lite', '1');

  // Remembered: the next visit (a new browser session with the same cookies) gets the small rendition.
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  const laterPage = await later.newPage();
  await laterPage.goto('/plus');
  await expect(laterPage.getByTestId('footer-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  expect(await firstSlideWidth(laterPage)).toBeLessThanOrEqual(360);
  // The answer says what it varies by, so no cache hands it to a fan who did not ask for it.
  const answer = await laterPage.request.get(
    await laterPage
      .getByTestId('header-slide')
      .first()
      .locator('img')
      .evaluate((element: HTMLImageElement) => element.currentSrc),
  );
  expect(answer.headers()['vary']).toBe('Accept, Save-Data, ECT, Cookie');

  await laterPage.getByTestId('footer-data-lite').getByRole('switch').click();
  await expect(laterPage.getByTestId('footer-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  expect((await later.cookies()).find((item) => item.name === 'data_lite')?.value).toBe('off');
  const again = await browser.newContext({ storageState: await later.storageState() });
  const againPage = await again.newPage();
  await againPage.goto('/plus');
  expect(await firstSlideWidth(againPage)).toBeGreaterThan(360);
  await later.close();
  await again.close();
});

test('a 3g connection turns data-lite on by itself, and the switch says why; switching it off wins', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '3g' }) }),
  );
  await page.goto('/plus');
  await expect(page.locator('html')).toHaveAttribute('data-lite', '1');
  const footer = page.getByTestId('footer-data-lite');
  await expect(footer.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(footer.getByTestId('footer-data-lite-by-browser')).toHaveText(
    'On because your phone asked to save data, or the connection is slow.',
  );
  // The page told later image requests what it saw: a video's poster (an image this page has not shown) comes small.
  expect((await page.context().cookies()).find((item) => item.name === 'connection_type')?.value).toBe('3g');
  await page.getByTestId('latest-row').getByTestId('video-card').first().click();
  expect(await renditionWidth(page, page.getByTestId('play-button').locator('img'))).toBeLessThanOrEqual(360);

  await footer.getByRole('switch').click();
  await expect(footer.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-lite', '1');
  await expect(footer.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
});

test('slow_connection offers data-lite; taking it switches it on and closes the prompt for three hours', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '2g' }) }),
  );
  await page.goto('/news');
  await expect(modal(page)).toHaveAttribute('data-view', 'slow_connection');
  await expect(modal(page).getByText('Data-lite shows smaller pictures and loads nothing ahead, to save data.')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Switch on data-lite' }).click();
  await expect(modal(page)).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((item) => item.name === 'data_lite')?.value).toBe('on');
  expect(cookies.find((item) => item.name === 'closed_slow_connection_modal')).toBeTruthy();
  await expect(page.getByTestId('footer-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('in data-lite a carousel card off to the side loads its picture only when scrolled to', async ({ page, context }) => {
    await context.addCookies([{ name: 'data_lite', value: 'on', url: baseURL }]);
    await page.goto('/plus');
    const row = page.getByTestId('latest-row').locator('[data-carousel]');
    const far = row.locator(':scope > li').nth(3).locator('img');
    await expect(row.locator(':scope > li').first().locator('img')).toHaveJSProperty('complete', true);
    // A lazy image that is not displayed is never fetched (HTML's lazy loading waits for it to near the viewport).
    await expect(far).toBeHidden();
    await expect(far).toHaveAttribute('loading', 'lazy');
    await row.evaluate((element) => element.children[3]!.scrollIntoView({ behavior: 'instant', block: 'nearest', inline: 'start' }));
    await expect(far).toBeVisible();
    expect(await renditionWidth(page, far)).toBeLessThanOrEqual(360);
  });
});

test('links are fetched ahead on hover, not when they scroll into view, and never in data-lite mode', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  // Every story card is in the page; none was fetched ahead.
  expect(prefetches).toEqual([]);

  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
  const sitemap = page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' });
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' });
  const aboutPrefetch = page.waitForRequest(isPrefetchOf('/about'));
  await about.hover();
  await aboutPrefetch;

  // Data-lite on: hovering fetches nothing. Then off again: the next hover fetches, and the router's queue keeps
  // order, so the sitemap would have come before the terms had it been asked for.
  await page.getByTestId('footer-data-lite').getByRole('switch').click();
  await sitemap.hover();
  await page.getByTestId('footer-data-lite').getByRole('switch').click();
  const termsPrefetch = page.waitForRequest(isPrefetchOf('/terms-and-conditions'));
  await terms.hover();
  await termsPrefetch;
  expect(prefetches).not.toContain('/sitemap');
});

test("the switch on /profile is the same setting as the footer's", async ({ page }) => {
  await logIn(page, '27720000002');
  await page.goto('/profile');
  const onProfile = page.getByTestId('profile-data-lite').getByRole('switch', { name: 'Data-lite' });
  const inFooter = page.getByTestId('footer-data-lite').getByRole('switch');
  await expect(onProfile).toHaveAttribute('aria-checked', 'false');
  await onProfile.click();
  await expect(onProfile).toHaveAttribute('aria-checked', 'true');
  await expect(inFooter).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('profile-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await inFooter.click();
  await expect(page.getByTestId('profile-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
});
