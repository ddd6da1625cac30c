import { expect, test } from '@playwright/test';

interface ApiStory {
  slug: string;
  language: string;
  title: string;
}

/** Stories follow the viewer's language where translated and fall back to English otherwise. */
test('a translated story shows in Zulu, Xhosa and Afrikaans; an untranslated one in English', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const zulu = (await (await request.post('/api/site/teamnews/allnews', { data: { limit: 50, language: 'zu' } })).json()).allnews;
  const stories: ApiStory[] = [zulu.featured, ...zulu.data].filter(Boolean);
  const translated = stories.find((story) => story.language === 'zu');
  const untranslated = stories.find((story) => story.language === 'en');
  expect(translated, 'a translated story').toBeTruthy();
  expect(untranslated, 'an untranslated story').toBeTruthy();
  if (!translated || !untranslated) return;

  await page.goto(`/news/${translated.slug}`);
  const english = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  for (const locale of ['zu', 'xh', 'af']) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
    await page.goto(`/news/${translated.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('story')).toHaveAttribute('data-language', locale);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).not.toBe(english);
    await expect(page.getByTestId('english-fallback')).toHaveCount(0);
  }
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await page.goto(`/news/${translated.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);

  await page.goto(`/news/${untranslated.slug}`);
  await expect(page.getByTestId('story')).toHaveAttribute('data-language', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(untranslated.title);
  await expect(page.getByTestId('english-fallback')).toBeVisible();
  // The interface itself is in Zulu: the navigation is not the English one.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('desktop-menu').locator(':scope > li').nth(1)).not.toHaveText('News');
});
