import { expect, test } from '@playwright/test';
import { createFan } from './support/outbox';

/** The UX pass over what exists (issue 17), each item checked where it broke. */

test('the home page shows each story once, and a cover does not repeat the headline printed under it', async ({ page }) => {
  await page.goto('/');
  const hrefs = async (locator: ReturnType<typeof page.locator>) =>
    locator.evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href): href is string => href?.startsWith('/news/') ?? false));
  const featured = await hrefs(page.getByTestId('featured-story').locator('h3 a'));
  const headlines = await hrefs(page.getByTestId('home-headlines').getByRole('link'));
  const teamNews = await hrefs(page.getByTestId('story-card').locator('h3 a'));
  expect(featured).toHaveLength(1);
  expect(teamNews).toHaveLength(7);
  const all = [...featured, ...headlines, ...teamNews];
  expect(new Set(all).size, `repeated: ${all.filter((href, index) => all.indexOf(href) !== index).join(', ')}`).toBe(all.length);

  const card = page.getByTestId('story-card').first();
  const title = (await card.locator('h3').innerText()).trim();
  const cover = await card.locator('img').getAttribute('src');
  const svg = await (await page.request.get(cover!)).text();
  expect(svg).toContain('<svg');
  expect(svg).not.toContain(title.split(' ').slice(0, 3).join(' '));
});

test('logout returns the site to English: a shared phone left in isiZulu does not trap the next visitor', async ({ page }) => {
  await createFan(page.request, `2778${String(Date.now()).slice(-7)}`, 'Sizwe');
  expect((await page.request.post('/api/v1/user/updateLanguage', { data: { language: 'zu' } })).status()).toBe(200);
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-state')).toHaveAttribute('data-state', 'signed-out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('NEXT_LOCALE');
});
