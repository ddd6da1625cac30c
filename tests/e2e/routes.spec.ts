import { expect, test } from '@playwright/test';

/** Every public page of issue 2 answers and shows what a person would look for. */
const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/news', heading: /^News$/ },
  { path: '/springboks', heading: /^All players$/ },
  { path: '/springboks/siya-kolisi', heading: /^Siya Kolisi$/ },
  { path: '/matches/springboks', heading: /Springboks · Match centre/ },
  { path: '/matches/springbok-sevens', heading: /Springbok 7s · Match centre/ },
  { path: '/matches/springbok-women', heading: /Springbok Women · Match centre/ },
  { path: '/matches/springbok-women-sevens', heading: /Springbok Women's 7s · Match centre/ },
  { path: '/matches/domestic', heading: /Domestic · Match centre/ },
  { path: '/about', heading: /^About Touchline$/ },
  { path: '/benefits', heading: /^Benefits overview$/ },
  { path: '/shop', heading: /^Shop$/ },
  { path: '/travel', heading: /^Travel$/ },
  { path: '/terms-and-conditions', heading: /^Terms and conditions$/ },
  { path: '/sitemap', heading: /^Sitemap$/ },
  { path: '/fancred', heading: /^FanCred$/ },
  { path: '/predictor', heading: /^Match predictor$/ },
  { path: '/play-and-win', heading: /^Play & Win$/ },
  { path: '/play-and-win/rugby-kicks/play', heading: /^Rugby Kicks$/ },
  { path: '/play-and-win/rugby-rush/play', heading: /^Rugby Rush$/ },
  { path: '/competitions', heading: /^Competitions$/ },
  { path: '/competitions/current-competitions', heading: /^Current competitions$/ },
  { path: '/plus', heading: /^Touchline\+$/ },
  { path: '/plus/shows/interviews', heading: /^Interviews$/ },
  { path: '/plus/springboks-v-all-blacks-the-extended-highlights', heading: /^Springboks v All Blacks: the extended highlights$/ },
];

test('the home page shows the featured story, team news, the next match and players', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('featured-story')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team news' })).toBeVisible();
  await expect(page.getByTestId('story-card')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Next match' })).toBeVisible();
  await expect(page.getByTestId('next-match-widget')).toContainText('Dial *120*2627#');
  await expect(page.getByRole('heading', { name: 'Players', exact: true })).toBeVisible();
  const spotlight = page.getByRole('region', { name: 'Players' }).getByRole('link');
  await expect(spotlight).toHaveCount(9); // 8 players and "All players"
  await expect(spotlight.nth(1)).toHaveAttribute('href', /^\/springboks\/[a-z-]+$/);
});

for (const { path, heading } of PAGES) {
  test(`${path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the news page pages through 1 featured and 7 other stories and filters by category', async ({ page }) => {
  // Other specs add (and remove) stories meanwhile: a story published between the two loads moves every later one a
  // place down, so one may show on both pages. Both loads are made again until they were made on one list; a real
  // paging bug overlaps every time and still fails.
  await expect(async () => {
    await page.goto('/news');
    await expect(page.getByTestId('featured-story')).toHaveCount(1);
    await expect(page.getByTestId('story-card')).toHaveCount(7);
    const firstTitles = await page.getByTestId('story-card').locator('h3').allTextContents();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    const secondTitles = await page.getByTestId('story-card').locator('h3').allTextContents();
    expect(secondTitles.length).toBeGreaterThan(0);
    expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
  }).toPass({ timeout: 20_000 });

  await page.getByLabel('Category').selectOption('springbok-sevens');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/category=springbok-sevens/);
  const categories = await page.getByTestId('story-category').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  for (const name of categories) expect(name).toMatch(/Sevens/i);
});

test('a story shows its author, image, player and tweet link', async ({ page }) => {
  await page.goto('/news');
  await page.getByTestId('featured-story').locator('h3 a').click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByTestId('story')).toBeVisible();
  await expect(page.getByTestId('story-author')).toContainText('By ');
  await expect(page.getByTestId('story').locator('img').first()).toBeVisible();
  await expect(page.locator('.story-body p').first()).toBeVisible();
});

test('a story with a player and a tweet links to both', async ({ page, request }) => {
  const list = await (await request.post('/api/site/teamnews/allnews', { data: { limit: 50 } })).json();
  const slugs: string[] = [list.allnews.featured?.slug, ...list.allnews.data.map((story: { slug: string }) => story.slug)].filter(Boolean);
  let checked = 0;
  for (const slug of slugs) {
    await page.goto(`/news/${slug}`);
    const player = page.getByTestId('story-player');
    const tweet = page.getByTestId('story-tweet');
    if ((await player.count()) > 0 && checked === 0) {
      const href = await player.getAttribute('href');
      expect(href).toMatch(/^\/(springboks|springbok-sevens|springbok-women|springbok-women-sevens)\/[a-z0-9-]+$/);
      checked += 1;
    }
    if ((await tweet.count()) > 0) {
      await expect(tweet.getByRole('link', { name: 'View the post on X (Twitter)' })).toHaveAttribute(
        'href',
        /^https:\/\/(twitter|x)\.com\//,
      );
      checked += 1;
      break;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(2);
});

test('a player page shows the profile and its address is /{category}/{first-last}', async ({ page }) => {
  await page.goto('/springboks');
  await expect(page.getByTestId('squad-springboks')).toBeVisible();
  await expect(page.getByTestId('squad-springbok-women')).toBeVisible();
  await expect(page.getByTestId('squad-springbok-sevens')).toBeVisible();
  await expect(page.getByTestId('squad-springbok-women-sevens')).toBeVisible();
  await page
    .getByTestId('squad-springboks')
    .getByRole('link', { name: /Eben Etzebeth/ })
    .click();
  await expect(page).toHaveURL(/\/springboks\/eben-etzebeth$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eben Etzebeth');
  await expect(page.getByText('Caps', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portrait of Eben Etzebeth' })).toBeVisible();
});

test('a match centre shows the next match, fixtures and results with scores', async ({ page }) => {
  await page.goto('/matches/springboks');
  await expect(page.getByTestId('next-match').getByTestId('match-card')).toHaveCount(1);
  await expect(page.getByTestId('results').getByTestId('match-score').first()).toHaveText(/^\d+ – \d+$/);
  await page.getByRole('link', { name: 'Springbok Women', exact: true }).click();
  await expect(page).toHaveURL(/\/matches\/springbok-women$/);
  await expect(page.getByRole('link', { name: 'Springbok Women', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the terms page shows the current version', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByTestId('terms-version')).toContainText(/Version \d+, published/);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/springboks/no-such-player', '/news/no-such-story', '/matches/no-such-team', '/news?page=999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('/_error shows the message and page of the last error', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'touchline:last-error',
      JSON.stringify({ message: 'Boom', page: '/news', stack: 'at News', reference: '3f1b2c4d-0000-4000-8000-00000000abcd' }),
    ),
  );
  await page.goto('/_error');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Boom');
  await expect(page.getByTestId('error-page')).toHaveText('/news');
  // The id the report was logged under (issue 39), for the fan to quote.
  await expect(page.getByTestId('error-details')).toContainText('Reference');
  await expect(page.getByTestId('error-reference')).toHaveText('3f1b2c4d-0000-4000-8000-00000000abcd');
  // A production build does not show the stack (spec §2).
  await expect(page.getByTestId('error-stack')).toHaveCount(0);
});

test('sitemap.xml and robots.txt', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toContain('/springboks/siya-kolisi</loc>');
  expect(xml).toContain('/matches/domestic</loc>');
  expect(xml).toMatch(/\/news\/[a-z0-9-]+<\/loc>/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/admin routes use the page title Dashboard and send anyone without a staff session to /admin/login', async ({ page }) => {
  for (const path of ['/admin', '/admin/stories', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/admin/login\\?next=${encodeURIComponent(path)}$`));
    await expect(page).toHaveTitle('Dashboard');
    await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  }
});
