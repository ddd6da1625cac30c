import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * The console's match day (issue 39) as a media officer in the stands meets it: a phone's 360 px, figures that renew
 * themselves without a reload, and an editor who sees the content figures only.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** The next answer of the panel's own refresh (every 15 s while the tab is in front). */
const nextRefresh = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/match-day', { timeout: 40_000 });

test("an admin's match day renews itself without a reload, and fits a 360 px phone", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'admin');
  await page.goto('/admin');
  const panel = page.getByTestId('match-day');
  await expect(panel.getByRole('heading', { name: 'Match day, live' })).toBeVisible();
  for (const tile of [
    'Fans on the site',
    'Following live',
    'Page views per minute',
    'Logins per minute',
    'Codes that worked',
    'SMS queue',
  ]) {
    await expect(panel.getByRole('region', { name: tile })).toBeVisible();
  }
  await expect(panel.getByRole('region', { name: 'Time to the SMS gateway' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Errors per minute' })).toBeVisible();
  await expect(panel.getByTestId('md-sales-value')).toHaveText(/^\d+ subscriptions?$/);
  await expect(panel.getByTestId('md-updated')).toHaveText(/^Updated \d\d:\d\d$/);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const reply = await nextRefresh(page);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toBe('private, no-store');
  const figures = (await reply.json()) as { fansOnSite: number; followingLive: number; minutes: { pageViews: number }[] };
  await expect(panel.getByTestId('md-fans-value')).toHaveText(String(figures.fansOnSite));
  await expect(panel.getByTestId('md-live-value')).toHaveText(String(figures.followingLive));
  await expect(panel.getByTestId('md-views-value')).toHaveText(String(figures.minutes.at(-1)?.pageViews));
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The figures as a table, for a screen reader: the last 30 minutes.
  await panel.getByText('Show the figures').click();
  await expect(panel.getByTestId('md-table').getByRole('row')).toHaveCount(31);
});

test('an editor sees the content figures, not the operational ones', async ({ page }) => {
  await signInAsStaff(page, 'editor');
  await page.goto('/admin');
  const panel = page.getByTestId('match-day');
  await expect(panel.getByRole('region', { name: 'Page views per minute' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Fans on the site' })).toBeVisible();
  await expect(panel.getByTestId('md-match')).toBeVisible();
  for (const id of ['md-logins', 'md-codes', 'md-sms', 'md-sms-time', 'md-sales', 'md-errors'])
    await expect(panel.getByTestId(id)).toHaveCount(0);
  await panel.getByText('Show the figures').click();
  await expect(panel.getByTestId('md-table').getByRole('columnheader')).toHaveText(['Minute', 'Page views per minute']);
  const answer = await page.request.get('/api/admin/match-day');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).not.toHaveProperty('operations');
});
