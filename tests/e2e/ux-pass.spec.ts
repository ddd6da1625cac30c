import { expect, test } from '@playwright/test';

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
