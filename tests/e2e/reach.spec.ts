import { devices, expect, test } from '@playwright/test';

/**
 * Reach (issue 15, spec §2–§4): slow_connection on a connection that reports 2g, kept closed by its cookie for 10800 s;
 * ios-pwa on iPhone Safari after a few pages, kept closed by IOSModalClosed.
 */

const modal = (page: import('@playwright/test').Page) => page.getByRole('dialog');

test('a 2g connection opens slow_connection once; closing it sets closed_slow_connection_modal for 10800 s', async ({ page }) => {
  // Chromium reports the Network Information API; make it say 2g as a phone on a slow network would.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: 'slow-2g' }) }),
  );
  await page.goto('/news');
  await expect(modal(page)).toHaveAttribute('data-view', 'slow_connection');
  await expect(modal(page).getByRole('heading', { name: 'Slow connection' })).toBeVisible();
  const before = Date.now() / 1000;
  await modal(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(modal(page)).toBeHidden();
  const cookie = (await page.context().cookies()).find((item) => item.name === 'closed_slow_connection_modal');
  expect(cookie).toBeTruthy();
  expect(cookie!.expires - before).toBeGreaterThan(10_800 - 60);
  expect(cookie!.expires - before).toBeLessThanOrEqual(10_800 + 60);
  // The cookie keeps it closed, on a new page and after a reload.
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
});

test('a fast connection never sees slow_connection', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '4g' }) }),
  );
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  await expect(modal(page)).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent, viewport: { width: 390, height: 844 } });

  test('ios-pwa appears once after a few pages, and IOSModalClosed keeps it away', async ({ page }) => {
    // Each page counts once it has hydrated: wait for its count (network idle can come before hydration on a busy
    // machine, and then a page went uncounted), before the next.
    const counted = () => page.evaluate(() => sessionStorage.getItem('touchline_pages_ios'));
    await page.goto('/');
    await expect.poll(counted).toBe('1|/');
    await page.goto('/news');
    await expect.poll(counted).toBe('2|/news');
    await expect(modal(page)).toHaveCount(0);
    await page.goto('/about');
    await expect(modal(page)).toHaveAttribute('data-view', 'ios-pwa');
    await expect(modal(page).getByRole('heading', { name: 'Add to your Home Screen' })).toBeVisible();
    await expect(modal(page).getByText('Tap the Share button at the bottom of Safari.')).toBeVisible();
    await modal(page).getByRole('button', { name: 'Close' }).last().click();
    await expect(modal(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('IOSModalClosed'))).toBe('1');
    await page.goto('/shop');
    await page.waitForLoadState('networkidle');
    await expect(modal(page)).toHaveCount(0);
  });
});
