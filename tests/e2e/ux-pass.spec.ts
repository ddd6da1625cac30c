import { expect, test } from '@playwright/test';
import { createFan } from './support/outbox';

/** The UX pass over what exists (issue 17), each item checked where it broke. */

test('the home page shows each story once, and a cover does not repeat the headline printed under it', async ({ page }) => {
  await page.goto('/');
  const hrefs = async (locator: ReturnType<typeof page.locator>) =>
    locator.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).filter((href): href is string => href?.startsWith('/news/') ?? false),
    );
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

test("dates, times and the price read the South African way, in the fan's language", async ({ page, context, baseURL }) => {
  await page.goto('/matches/springboks');
  // "Saturday, 5 December 2026 at 19:40": day before month, a 24-hour clock, no AM/PM.
  const kickoff = await page.getByTestId('match-card').first().locator('time').innerText();
  expect(kickoff).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/);
  const story = await page.request.post('/api/site/teamnews/allnews', { data: { limit: 1 } });
  const slug = (await story.json()).allnews.data[0].slug;
  await page.goto(`/news/${slug}`);
  await expect(page.locator('article time').first()).toHaveText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/);

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await page.goto('/subscribe');
  await expect(page.getByTestId('price')).toHaveText(/^R\s?39 ngenyanga$/);
});

test('forms that help on a phone: the number field says what it wants and takes only digits; a refused sign-up focuses its first error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sign-up');
  const number = page.getByLabel('Mobile number');
  await expect(number).toHaveAttribute('inputmode', 'numeric');
  await expect(number).toHaveAccessibleDescription('10 digits starting with 0 (082…), or 11 starting with 27.');
  await number.pressSequentially('08a2-123 4567x');
  await expect(number).toHaveValue('082123 4567');

  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  // Every field's error at once, and the first of them in focus and in view.
  await expect(page.getByText('First Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions', { exact: true })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toBeInViewport();
});
