import { expect, test, type Page } from '@playwright/test';
import { createFan } from './support/outbox';

/**
 * A fan's phone (issue 17): at 360 × 740 no public page scrolls sideways — signed out and signed in, in each of the
 * four languages — the mobile menu closes after a link, opens Play, More and Players in place, and the tab bar marks
 * where the fan is. One test per page, so a slow moment on a busy machine never fails a sweep.
 */

test.use({ viewport: { width: 360, height: 740 } });

const LOCALES = ['en', 'zu', 'xh', 'af'] as const;

/** Every public route of spec §2 that exists (the story's address is read from the news API). */
const ROUTES = [
  '/',
  '/news',
  'story',
  '/springboks',
  '/springboks/siya-kolisi',
  '/matches/springboks',
  '/fancred',
  '/predictor',
  '/play-and-win',
  '/play-and-win/rugby-kicks/play',
  '/play-and-win/rugby-rush/play',
  '/subscribe',
  '/benefits',
  '/about',
  '/shop',
  '/travel',
  '/terms-and-conditions',
  '/sitemap',
  '/sign-up',
  '/profile',
];

/** A seeded story (the lowest id: not one another spec adds and removes meanwhile). */
async function storyPath(page: Page): Promise<string> {
  const list = await (await page.request.post('/api/site/teamnews/allnews', { data: { limit: 20 } })).json();
  const stories: { id: number; slug: string }[] = [list.allnews.featured, ...list.allnews.data].filter(Boolean);
  return `/news/${stories.sort((a, b) => a.id - b.id)[0]!.slug}`;
}

/**
 * The page's width beyond the screen's, and the elements that stick out (to name them when it fails; a carousel's
 * cards inside their own scroller stick out by design and do not widen the page).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.offsetParent !== null)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`.slice(0, 120));
    return { excess: document.documentElement.scrollWidth - width, wide };
  });
}

async function expectFits(page: Page, path: string, locale: string) {
  await page
    .context()
    .addCookies([
      { name: 'NEXT_LOCALE', value: locale, url: page.url().startsWith('http') ? page.url() : test.info().project.use.baseURL! },
    ]);
  const response = await page.goto(path);
  expect(response?.status(), `${path} (${locale})`).toBeLessThan(400);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const measured = await overflow(page);
  expect(
    measured.excess,
    `${path} in ${locale} is ${measured.excess}px wider than the phone; sticking out: ${measured.wide.join(', ')}`,
  ).toBeLessThanOrEqual(0);
  // The tab bar's labels fit their tabs (isiZulu's are the longest).
  const clipped = await page
    .getByTestId('mobile-tabs')
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent));
  expect(clipped, `tab labels clipped on ${path} (${locale})`).toEqual([]);
}

let fanNumber = 0;

for (const route of ROUTES) {
  test(`${route} fits a 360 px phone in every language, signed out and in`, async ({ page }) => {
    test.setTimeout(120_000);
    const path = route === 'story' ? await storyPath(page) : route;
    if (path !== '/profile') for (const locale of LOCALES) await expectFits(page, path, locale);
    fanNumber += 1;
    const msisdn = `2778${String(test.info().workerIndex).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${fanNumber % 10}`;
    await createFan(page.request, msisdn, 'Zanele');
    for (const locale of LOCALES) await expectFits(page, path, locale);
  });
}

test('the mobile menu opens Play, More and Players in place and closes after a link is followed', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByTestId('mobile-menu');
  await menu.locator('summary').first().click();
  const play = menu.getByTestId('nav-play-mobile');
  const more = menu.getByTestId('nav-more-mobile');
  const playBox = await play.boundingBox();
  const moreBefore = (await more.boundingBox())!.y;
  await play.locator('summary').click();
  await expect(play.getByRole('link', { name: 'FanCred' })).toBeVisible();
  // In place: More moved down below Play's list instead of being covered by it.
  const fancredBox = (await play.getByRole('link', { name: 'FanCred' }).boundingBox())!;
  expect((await more.boundingBox())!.y).toBeGreaterThan(moreBefore);
  expect(fancredBox.y).toBeGreaterThan(playBox!.y);
  expect((await more.boundingBox())!.y).toBeGreaterThanOrEqual(fancredBox.y + fancredBox.height);

  const players = menu.getByTestId('nav-players-mobile');
  await players.locator('summary').click();
  await expect(players.getByRole('link', { name: 'Springbok Women', exact: true })).toBeVisible();
  await players.getByRole('link', { name: 'Springbok Women', exact: true }).click();
  await expect(page).toHaveURL(/\/springboks#squad-springbok-women$/);
  await expect(page.getByRole('heading', { name: /Springbok Women squad/ })).toBeInViewport();
  // The menu closed behind the fan: the page opened above it, not under it.
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(menu.getByTestId('nav-play-mobile')).toBeHidden();
});

test('the tab bar marks the current tab, and /springboks jumps to each team', async ({ page }) => {
  await page.goto('/news');
  const tabs = page.getByTestId('mobile-tabs');
  await expect(tabs.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Scores' }).click();
  await expect(page).toHaveURL(/\/matches\/springboks$/);
  await expect(tabs.getByRole('link', { name: 'Scores' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/springboks');
  const jump = page.getByTestId('squad-jump');
  await expect(jump.getByRole('link')).not.toHaveCount(0);
  await jump.getByRole('link', { name: 'Springbok 7s' }).click();
  await expect(page).toHaveURL(/#squad-springbok-sevens$/);
  await expect(page.getByRole('heading', { name: /Springbok 7s squad/ })).toBeInViewport();
});

test('players are filed by surname case-insensitively: de Allende under D, van Staden under V', async ({ page }) => {
  await page.goto('/springboks');
  const names = await page.getByTestId('squad-springboks').getByRole('listitem').allInnerTexts();
  // "Damian de Allende\nCentre" → "de allende": the surname is the name after the first word.
  const surnames = names.map((text) =>
    text
      .split('\n')[0]!
      .trim()
      .replace(/^\S+\s+/, '')
      .toLowerCase(),
  );
  const initials = surnames.map((surname) => surname[0]!);
  // Initials never go backwards: no lower-case "de …" or "van …" after the Z's.
  expect(initials).toEqual([...initials].sort());
  expect(initials[surnames.indexOf('de allende')]).toBe('d');
  expect(initials[surnames.indexOf('van staden')]).toBe('v');
  expect(surnames.indexOf('de allende')).toBeLessThan(surnames.findIndex((surname) => surname[0]! > 'd'));
});
