import { expect, test } from '@playwright/test';

test.describe('site layout (spec §2)', () => {
  test('header: slogan, Log In and a Sign Up button to /sign-up when logged out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('slogan')).toHaveText('Proudly behind the Bokke');
    const state = page.getByTestId('sign-in-state');
    await expect(state.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(state.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  test('main navigation: Home, News, Players, Matches, Touchline+, Play, More', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const menu = page.getByTestId('desktop-menu');
    await expect(menu).toBeVisible();
    const labels = (await menu.locator(':scope > li > a, :scope > li > details > summary').allTextContents()).map((text) => text.trim());
    expect(labels).toEqual(['Home', 'News', 'Players', 'Matches', 'Touchline+', 'Play', 'More']);

    await menu.getByText('Play', { exact: true }).click();
    const play = menu.getByTestId('nav-play');
    await expect(play.getByRole('link')).toHaveText(['Games', 'Competitions', 'FanCred']);

    await menu.getByText('More', { exact: true }).click();
    const more = menu.getByTestId('nav-more');
    await expect(more.getByRole('link')).toHaveText(['Benefits overview', 'Shop', 'Travel', 'Tickets']);
    await expect(more.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', /^https:\/\//);
    // Opening one menu closes the other.
    await expect(play).not.toHaveAttribute('open', '');
  });

  test('players dropdown: last names cut to 12 characters followed by "...", plus All Players', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const menu = page.getByTestId('desktop-menu');
    await menu.getByText('Players', { exact: true }).click();
    const players = menu.getByTestId('nav-player');
    await expect(players.first()).toBeVisible();
    const names = await players.allTextContents();
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain('Siya Kolisi');
    const cut = names.filter((name) => name.endsWith('...'));
    expect(cut.length).toBeGreaterThan(0);
    for (const name of cut) {
      const lastName = name.slice(name.indexOf(' ') + 1, -3);
      expect(lastName.length, name).toBeLessThanOrEqual(12);
    }
    expect(names).toContain('Sacha Feinberg-Mng...');
    await menu.getByRole('link', { name: 'All Players' }).click();
    await expect(page).toHaveURL(/\/springboks$/);
  });

  test('at 991 px: the mobile footer tabs, not the desktop menu', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/');
    const tabs = page.getByTestId('mobile-tabs');
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'News', 'Scores', 'Touchline+', 'Games']);
    await expect(page.getByTestId('desktop-menu')).toBeHidden();
    await page.getByTestId('mobile-menu').locator(':scope > summary').click();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'News' })).toBeVisible();
  });

  test('at 992 px: the desktop menu, not the footer tabs', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('desktop-menu')).toBeVisible();
    await expect(page.getByTestId('mobile-tabs')).toBeHidden();
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });

  test('the scroll-to-top button appears after 20 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto('/news');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the footer subscribe link is hidden when touchline_sub_status is ACTIVE', async ({ page, context, baseURL }) => {
    await page.goto('/about');
    await expect(page.getByTestId('footer-subscribe')).toBeVisible();
    await context.addCookies([{ name: 'touchline_sub_status', value: 'INACTIVE', url: baseURL }]);
    await page.reload();
    await expect(page.getByTestId('footer-subscribe')).toBeVisible();
    await context.addCookies([{ name: 'touchline_sub_status', value: 'ACTIVE', url: baseURL }]);
    await page.reload();
    await expect(page.getByTestId('footer-subscribe')).toBeHidden();
  });

  test('external links are the configured ones', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:|^https:\/\//);
  });

  test('demo mode is announced by a thin banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('demo-banner')).toContainText('Demo mode');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reading pages work and the menus open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('featured-story')).toBeVisible();
    await page.getByTestId('desktop-menu').getByText('Players', { exact: true }).click();
    await expect(page.getByTestId('desktop-menu').getByRole('link', { name: 'All Players' })).toBeVisible();
    await page.goto('/news?page=2');
    await expect(page.getByTestId('story-card').first()).toBeVisible();
    await page.getByTestId('story-card').first().locator('h3 a').click();
    await expect(page.locator('.story-body p').first()).toBeVisible();
    await page.goto('/springboks/siya-kolisi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siya Kolisi');
    await page.goto('/matches/domestic');
    await expect(page.getByTestId('results').getByTestId('match-card').first()).toBeVisible();
  });
});
