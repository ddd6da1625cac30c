import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './support/fan-login';

/**
 * FanCred on the fan site (issue 11) in Chromium: Like and Share under a story, fancred_check_profile for a fan whose
 * profile is not complete (once), points for a fan whose profile is, /fancred's tables with the fan's own standing,
 * paging, past final tables and winners — also without JavaScript — and the home page's widget.
 */

const modal = (page: Page) => page.getByRole('dialog');

/**
 * Seeded stories' addresses, oldest id first: each test takes its own story, so their counts do not mix, and none is a
 * story another spec adds and removes meanwhile (those have the newest ids).
 */
async function storyPaths(request: APIRequestContext): Promise<string[]> {
  const list = await (await request.post('/api/site/teamnews/allnews', { data: { limit: 20 } })).json();
  const stories: { id: number; slug: string }[] = [list.allnews.featured, ...list.allnews.data].filter(Boolean);
  return stories.sort((a, b) => a.id - b.id).map((story) => `/news/${story.slug}`);
}

const countOf = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).match(/\d+/)?.[0] ?? 'NaN');

async function openStory(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('engagement')).toHaveAttribute('data-loaded', 'true');
}

test('a visitor sees the counts under a story, and Like asks them to log in', async ({ page, request }) => {
  const [path] = await storyPaths(request);
  await openStory(page, path as string);
  await expect(page.getByTestId('like-count')).toHaveText(/^(\d+ likes|1 like)$/);
  await expect(page.getByTestId('share-count')).toHaveText(/^(\d+ shares|1 share)$/);
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(modal(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('a fan whose profile is not complete likes a story and is told once how to earn FanCred points', async ({ page, request }) => {
  const path = (await storyPaths(request))[1] as string;
  await logIn(page, '27730000003');
  await openStory(page, path);
  const likes = await countOf(page, 'like-count');
  const like = page.getByTestId('like-button');
  await like.click();
  await expect(modal(page)).toHaveAttribute('data-view', 'fancred_check_profile');
  await expect(modal(page).getByRole('heading', { name: 'Earn FanCred points' })).toBeVisible();
  await expect(modal(page).getByTestId('modal-message')).toHaveText(
    'Complete your profile to earn FanCred points for liking, sharing and watching.',
  );
  await expect(modal(page).getByRole('link', { name: 'Complete my profile' })).toHaveAttribute('href', '/profile');
  // The like itself counts: one per fan per item.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(likes + 1 === 1 ? '1 like' : `${likes + 1} likes`);
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();

  // Taken back, and liked again: no second notice, and no points.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-count')).toHaveText(likes === 1 ? '1 like' : `${likes} likes`);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(modal(page)).toBeHidden();
  await expect(page.getByTestId('engagement-notice')).not.toContainText('FanCred points');

  // After a reload the fan's own like is still there.
  await openStory(page, path);
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
});

test('a fan with a complete profile earns points for a like and a share, and finds themselves on /fancred and the home page', async ({
  page,
  context,
  request,
}) => {
  // No share sheet (as on most desktops): Share offers WhatsApp and Copy link.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = (await storyPaths(request))[2] as string;
  await logIn(page, '27720000002');
  await openStory(page, path);
  const shares = await countOf(page, 'share-count');

  const like = page.getByTestId('like-button');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('engagement-notice')).toHaveText('+2 FanCred points');
  await expect(modal(page)).toBeHidden();

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const menu = page.getByRole('group', { name: 'Share this story' });
  const whatsapp = menu.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.+${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('engagement-notice')).toHaveText('+5 FanCred points');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${path}$`));
  await expect(page.getByTestId('share-count')).toHaveText(shares + 1 === 1 ? '1 share' : `${shares + 1} shares`);

  await page.goto('/fancred');
  await expect(page.getByRole('heading', { level: 1, name: 'FanCred' })).toBeVisible();
  for (const type of ['monthly', 'yearly']) {
    const mine = page.getByTestId(`fancred-me-${type}`);
    await expect(mine).toContainText(/#\d+/);
    await expect(mine).toContainText(/\d+ points/);
    const points = Number((await mine.innerText()).match(/(\d+) points/)?.[1]);
    expect(points).toBeGreaterThanOrEqual(7);
  }

  await page.goto('/');
  await expect(page.getByTestId('fancred-widget-me')).toHaveText(/^You: #\d+$/);
});

test('/fancred: this month and this year, ties share a rank, how to earn, past final tables and winners', async ({ page }) => {
  await page.goto('/fancred');
  await expect(page).toHaveTitle(/FanCred/);
  const tabs = page.getByRole('navigation', { name: 'Leaderboard period' });
  await expect(tabs.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page');
  const rows = page.getByTestId('fancred-row');
  await expect(rows).toHaveCount(20);
  const table = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  for (const [index, row] of table.entries()) {
    expect(row[1], 'a display name, never a number').not.toMatch(/\d{9,}/);
    const previous = table[index - 1];
    if (!previous) continue;
    const [rank, points] = [Number(row[0]), Number(row[2]?.replace(/\D/g, ''))];
    const [previousRank, previousPoints] = [Number(previous[0]), Number(previous[2]?.replace(/\D/g, ''))];
    expect(points).toBeLessThanOrEqual(previousPoints);
    // Equal points share a rank; the next lower score takes the place after all of them.
    expect(rank).toBe(points === previousPoints ? previousRank : index + 1);
  }
  await expect(page.getByTestId('fancred-page-info')).toHaveText(/^Page 1 of \d+ · \d+ fans$/);
  await expect(page.getByTestId('fancred-rules')).toContainText('Like a story');
  await expect(page.getByTestId('fancred-rules')).toContainText('Share a story');
  await expect(page.getByTestId('fancred-winner').first()).toBeVisible();

  await tabs.getByRole('link', { name: 'This year' }).click();
  await expect(page).toHaveURL('/fancred?type=yearly');
  await expect(tabs.getByRole('link', { name: 'This year' })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first()).toBeVisible();

  const past = page.getByTestId('fancred-past').getByRole('link').first();
  const label = await past.innerText();
  await past.click();
  await expect(page).toHaveURL(/\/fancred\?period=\d{4}(-\d{2})?$/);
  await expect(page.getByRole('heading', { level: 2, name: `Final table: ${label}` })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to the current standings' }).click();
  await expect(page).toHaveURL('/fancred');

  for (const bad of ['/fancred?type=weekly', '/fancred?page=0', '/fancred?page=99999', '/fancred?period=1999-01']) {
    expect((await page.goto(bad))?.status(), bad).toBe(404);
  }
});

test('the header’s Play → FanCred and the home page widget lead to /fancred', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByTestId('fancred-widget');
  await expect(widget.getByRole('listitem')).toHaveCount(5);
  await expect(widget.getByRole('link', { name: 'See the full leaderboard' })).toHaveAttribute('href', '/fancred');
  await expect(page.getByTestId('fancred-widget-me')).toHaveCount(0);
  const play = page.getByTestId('desktop-menu').getByTestId('nav-play');
  await play.locator('summary').click();
  await play.getByRole('link', { name: 'FanCred' }).click();
  await expect(page).toHaveURL('/fancred');
  await expect(page.getByRole('heading', { level: 1, name: 'FanCred' })).toBeVisible();
});

test('without JavaScript /fancred shows the table and pages through it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fancred');
  await expect(page.getByTestId('fancred-row')).toHaveCount(20);
  await expect(page.getByTestId('fancred-page-info')).toHaveText(/^Page 1 of \d+ · \d+ fans$/);
  const firstRank = await page.getByTestId('fancred-row').first().locator('td').first().innerText();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/fancred?page=2');
  await expect(page.getByTestId('fancred-page-info')).toHaveText(/^Page 2 of \d+ · \d+ fans$/);
  expect(Number(await page.getByTestId('fancred-row').first().locator('td').first().innerText())).toBeGreaterThan(Number(firstRank));
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/fancred');
  await page.getByRole('link', { name: 'This year' }).click();
  await expect(page).toHaveURL('/fancred?type=yearly');
  await expect(page.getByTestId('fancred-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' }).last()).toHaveAttribute('href', '/api/auth/signin?callbackUrl=%2Ffancred');
  await context.close();
});
