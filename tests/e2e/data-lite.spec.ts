import { expect, test, type Page, type Request } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/**
 * Data-lite mode (issue 15, decision 018): on with Save-Data, a 2g/3g connection, or the fan's switch; it asks for
 * small image renditions, keeps off-screen carousel pictures unloaded, and stops link prefetching. The normal site
 * prefetches on intent (hover, touch, focus), never on view.
 */

const modal = (page: Page) => page.getByRole('dialog');

/** The first header slide of /plus: a JPEG poster through /_next/image (the demo's story covers are SVG). */
async function firstSlideWidth(page: Page): Promise<number> {
  const image = page.getByTestId('header-slide').first().locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

const isPrefetchOf = (path: string) => (request: Request) => request.headers()['next-router-prefetch'] === '1' && new URL(request.url()).pathname === path;

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('images come in the small rendition', async ({ page }) => {
    await page.goto('/plus');
    expect(await firstSlideWidth(page)).toBeLessThanOrEqual(360);
  });
});

test('without Save-Data the same image comes at the size the layout asks for', async ({ page }) => {
  await page.goto('/plus');
  expect(await firstSlideWidth(page)).toBeGreaterThan(360);
});

test('the footer switch turns data-lite on and off, remembered for a year, and images follow it', async ({ page }) => {
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

  // The same image address now answers small: the answer varies by the switch, so the browser's cache asks again.
  await page.reload();
  await expect(page.getByTestId('footer-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  expect(await firstSlideWidth(page)).toBeLessThanOrEqual(360);

  await page.getByTestId('footer-data-lite').getByRole('switch').click();
  await expect(page.getByTestId('footer-data-lite').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  expect((await page.context().cookies()).find((item) => item.name === 'data_lite')?.value).toBe('off');
  await page.reload();
  expect(await firstSlideWidth(page)).toBeGreaterThan(360);
});

test('a 3g connection turns data-lite on by itself, and the switch says why; switching it off wins', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '3g' }) }));
  await page.goto('/plus');
  await expect(page.locator('html')).toHaveAttribute('data-lite', '1');
  const footer = page.getByTestId('footer-data-lite');
  await expect(footer.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(footer.getByTestId('footer-data-lite-by-browser')).toHaveText('On because your phone asked to save data, or the connection is slow.');
  // The page told the image requests what it saw.
  expect((await page.context().cookies()).find((item) => item.name === 'connection_type')?.value).toBe('3g');
  await page.reload();
  expect(await firstSlideWidth(page)).toBeLessThanOrEqual(360);

  await footer.getByRole('switch').click();
  await expect(footer.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-lite', '1');
  expect(await firstSlideWidth(page)).toBeGreaterThan(360);
});

test('slow_connection offers data-lite; taking it switches it on and closes the prompt for three hours', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '2g' }) }));
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
    // Not displayed, so never fetched.
    await expect(far).toBeHidden();
    expect(await far.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe('');
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect(far).toBeVisible();
    await expect(far).toHaveJSProperty('complete', true);
    expect(await far.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
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
