import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import afrikaans from '../../src/i18n/messages/af.json';
import { signInAsStaff } from './support/staff';

/**
 * The stories section of the console (issue 5 items 3 and 9): a story created with an image and two categories,
 * edited in all four languages, featured, deactivated and removed — each change checked on the public site — the
 * category tree, the list's search, filter, order and pages, the preview in each language, and hostile HTML never
 * reaching a fan's page. Every story and category here is new and unique to the run, and each is removed or
 * switched off before the test ends.
 */

const SERVICE = { Authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}` };

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function setLanguage(context: BrowserContext, baseURL: string | undefined, locale: 'en' | 'zu' | 'xh' | 'af') {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

/** A story made through the console's own addStory call (spec §7) with the page's staff session. */
async function addStory(page: Page, fields: Record<string, string>): Promise<{ id: number; slug: string }> {
  const response = await page.request.post('/api/admin/stories/addStory', { multipart: { basket_ids: '[112]', ...fields } });
  expect(response.status()).toBe(201);
  return (await response.json()).story;
}

/** Clean-up through the Admin API (demo service credentials), so a failed assertion leaves nothing public behind. */
async function removeStory(request: APIRequestContext, id: number) {
  await request.post('/admin/api/v1/story/remove', { headers: SERVICE, data: { id } });
}

function storyRow(page: Page, title: string) {
  return page.getByTestId('story-row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/**
 * A shared public page (/, /news) after a save. Other specs load these pages all the time: a render one of them began
 * before the save can still be stored once afterwards, and the site expires the pages again 3 s after every save for
 * that. So the page is loaded again until it shows the change; a change that never arrives still fails.
 */
async function expectOnPublicPage(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check();
  }).toPass({ timeout: 25_000 });
}

async function findInList(page: Page, title: string) {
  await page.goto(`/admin/stories?title=${encodeURIComponent(title)}`);
  await expect(storyRow(page, title)).toHaveCount(1);
  return storyRow(page, title);
}

test('a story from add to remove: image and two categories, four languages, featured, deactivated, removed — each seen on the public site', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = unique('Boks squad named for the tour');
  let storyId: number | null = null;
  try {
    await signInAsStaff(page, 'editor');
    await page.goto('/admin/stories/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add story' })).toBeVisible();

    // Nothing filled: the form says what is missing, under the fields.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Choose at least one category')).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Abstract', { exact: true }).fill('Thirty-three players travel north for the tour.');
    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    // The editor's label focuses it, as a field's label does.
    await page.getByText('Body', { exact: true }).click();
    await expect(body).toBeFocused();
    await page.keyboard.type('The squad was named in Johannesburg. ');
    // The toolbar keeps the caret in the text: typing goes on where it was.
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(body).toBeFocused();
    await page.keyboard.type('Six uncapped players');
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await expect(body).toBeFocused();
    await page.keyboard.type(' are included.');
    await page.getByRole('checkbox', { name: 'Interviews', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Fan Zone', exact: true }).check();
    await page.getByLabel('Author').selectOption({ label: 'Liezl Marais (Senior Writer)' });
    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Siya Kolisi' });

    // A file that is not an image is refused here, before it is sent.
    await page.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('Choose a JPEG, PNG, WebP, GIF or AVIF image.')).toBeVisible();
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#00563f' } })
      .png()
      .toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'squad.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'The image you chose' })).toBeVisible();

    await page.getByLabel('Tweet URL').fill('not a tweet');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Enter the https address of a tweet on x.com or twitter.com')).toBeVisible();
    await page.getByLabel('Tweet URL').fill('https://x.com/Springboks/status/1790000000000000000');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/stories\/edit\/\d+$/);
    storyId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText('Story published.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
    await expect(page.getByRole('img', { name: "The story's image" })).toBeVisible();
    const publicPath = new URL((await page.getByTestId('story-public-url').textContent()) ?? '').pathname;
    expect(publicPath).toMatch(/^\/news\/boks-squad-named-for-the-tour-[a-z0-9-]+$/);
    // Its history says who created it.
    const history = page.getByTestId('audit-trail');
    await expect(history.getByRole('row').filter({ hasText: 'story.create' })).toContainText('editor@example.com');
    // In words (issue 26): "Categories", "Published", "Tweet link", not the columns' names.
    await expect(history.getByRole('row').filter({ hasText: 'story.create' })).toContainText('Tweet link: — → https://x.com/Springboks/');
    await expect(history.getByRole('row').filter({ hasText: 'story.create' })).toContainText('Published: — → true');
    await expect(history).not.toContainText('tweet_url');
    await expect(history).not.toContainText('basket_ids');

    // The public site: /news lists it, its page shows everything.
    await expectOnPublicPage(page, '/news', () => expect(page.getByRole('link', { name: title, exact: true })).toBeVisible());
    await page.goto(publicPath);
    const story = page.getByTestId('story');
    await expect(story.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(story.getByText('Interviews', { exact: true })).toBeVisible();
    await expect(story.getByTestId('story-author')).toContainText('By Liezl Marais, Senior Writer');
    await expect(story.locator('.story-body strong')).toHaveText('Six uncapped players');
    await expect(story.getByTestId('story-player')).toHaveText('Siya Kolisi');
    await expect(story.getByTestId('story-tweet').getByRole('link')).toHaveAttribute(
      'href',
      'https://x.com/Springboks/status/1790000000000000000',
    );
    const image = story.locator('img').first();
    await expect(image).toBeVisible();
    expect(decodeURIComponent((await image.getAttribute('src')) ?? '')).toMatch(/\/media\/uploads\/stories\/[0-9a-f-]+\.webp/);
    // Filed under both categories: each category's news lists it.
    for (const category of ['interviews', 'fan-zone']) {
      await page.goto(`/news?category=${category}`);
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    }

    // Edit: the three other languages behind their flags.
    const versions = {
      zu: {
        flag: 'Zulu',
        language: 'isiZulu',
        title: `Iqembu lamaBhokobhoko ${title}`,
        abstract: 'Abadlali abangu-33 bayahamba.',
        body: 'Iqembu limenyezelwe eGoli.',
      },
      xh: {
        flag: 'Xhosa',
        language: 'isiXhosa',
        title: `Iqela lamaBhokobhoko ${title}`,
        abstract: 'Abadlali abangama-33 bayahamba.',
        body: 'Iqela libhengezwe eRhawutini.',
      },
      af: {
        flag: 'Afrikaans',
        language: 'Afrikaans',
        title: `Bokke-groep aangewys ${title}`,
        abstract: 'Drie-en-dertig spelers gaan noord.',
        body: 'Die groep is in Johannesburg aangewys.',
      },
    };
    await page.goto(`/admin/stories/edit/${storyId}`);
    // Emptied while editing, the abstract and the author are not sent (spec §5): the saved ones stay, and the form
    // says so beside them.
    await page.getByLabel('Abstract', { exact: true }).fill('');
    await expect(page.getByLabel('Abstract', { exact: true })).toHaveAccessibleDescription(
      /Left empty, the saved abstract stays: an empty field is not sent\./,
    );
    await page.getByLabel('Author').selectOption({ label: 'No author' });
    await expect(page.getByText('“No author” keeps the saved author: a story’s author can be changed but not removed.')).toBeVisible();
    for (const version of Object.values(versions)) {
      await page.getByRole('checkbox', { name: version.flag, exact: true }).check();
      await page.getByLabel(`Title (${version.language})`).fill(version.title);
      await page.getByLabel(`Abstract (${version.language})`).fill(version.abstract);
      await page.getByRole('textbox', { name: `Body (${version.language})` }).click();
      await page.keyboard.type(version.body);
    }
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Changes published.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled();
    await expect(history.getByRole('row').filter({ hasText: 'story.update' })).toContainText('Title (isiZulu)');

    for (const [locale, version] of Object.entries(versions) as ['zu' | 'xh' | 'af', (typeof versions)['zu']][]) {
      await setLanguage(context, baseURL, locale);
      await page.goto(publicPath);
      await expect(page.getByTestId('story')).toHaveAttribute('data-language', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(version.title);
      await expect(page.getByTestId('story').getByText(version.abstract)).toBeVisible();
      await expect(page.locator('.story-body')).toContainText(version.body);
      await expect(page.getByTestId('english-fallback')).toHaveCount(0);
    }
    await setLanguage(context, baseURL, 'en');
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('story').getByText('Thirty-three players travel north for the tour.')).toBeVisible();
    await expect(page.getByTestId('story-author')).toContainText('By Liezl Marais, Senior Writer');

    // Feature: it becomes the featured story of the home page and of /news.
    const row = await findInList(page, title);
    await expect(row).toContainText('Interviews');
    await expect(row).toContainText('Fan Zone');
    await expect(row).toContainText('Liezl Marais');
    await expect(row).toContainText('In: English, isiZulu, isiXhosa, Afrikaans');
    await row.getByRole('button', { name: 'Feature', exact: true }).click();
    await expect(page.getByText('Featured.', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Unfeature' })).toBeVisible();
    await expect(row.getByText('Featured', { exact: true })).toBeVisible();
    for (const path of ['/', '/news']) {
      await expectOnPublicPage(page, path, () =>
        expect(page.getByTestId('featured-story').getByRole('link', { name: title, exact: true })).toBeVisible(),
      );
    }

    // Deactivate: gone from the public site, still in the console.
    await findInList(page, title);
    await storyRow(page, title).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Deactivated: hidden from fans.')).toBeVisible();
    await expect(storyRow(page, title)).toContainText('Inactive');
    expect((await page.goto(publicPath))?.status()).toBe(404);
    for (const path of ['/news', '/']) {
      await expectOnPublicPage(page, path, () => expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0));
    }

    // Remove: confirmed in a dialog, then back at /admin/stories, and the story is gone.
    await findInList(page, title);
    await storyRow(page, title).getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this story?' });
    await expect(dialog).toContainText(`“${title}” will be deleted from the site in every language.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(storyRow(page, title)).toHaveCount(1);
    await storyRow(page, title).getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Story removed.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/stories$/);
    await page.goto(`/admin/stories?title=${encodeURIComponent(title)}`);
    await expect(page.getByText('No story matches. Try another title or category.')).toBeVisible();
    expect((await page.goto(publicPath))?.status()).toBe(404);
    storyId = null;
  } finally {
    if (storyId) await removeStory(page.request, storyId);
  }
});

test('hostile HTML saved through the console never reaches the public story page', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'editor');
  const hostile = [
    '<p>Safe paragraph</p>',
    '<script>window.__xss = "script"</script>',
    '<img src="x" onerror="window.__xss = \'onerror\'">',
    '<p onclick="window.__xss = \'onclick\'">Click me</p>',
    '<a href="javascript:window.__xss=\'js\'">bad link</a>',
    '<a href="https://example.com/fine">good link</a>',
  ].join('');
  const title = unique('Hostile body');
  const { id, slug } = await addStory(page, {
    title,
    abstract: 'A test of the sanitiser.',
    body: hostile,
    title_zu: `Zulu ${title}`,
    abstract_zu: 'Isivivinyo.',
    body_zu: hostile,
  });
  try {
    // And through the editor: pasted HTML with handlers and a javascript: link, saved with the form.
    await page.goto(`/admin/stories/edit/${id}`);
    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    await body.click();
    await page.keyboard.press('End');
    await body.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'pasted');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, '<p onmouseover="window.__xss=\'paste\'">Pasted text <a href="javascript:window.__xss=\'paste-js\'">pasted link</a><img src=x onerror="window.__xss=\'paste-img\'"></p>');
    await expect(body).toContainText('Pasted text');
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Changes published.')).toBeVisible();

    for (const locale of ['en', 'zu'] as const) {
      await setLanguage(context, baseURL, locale);
      await page.goto(`/news/${slug}`);
      await expect(page.getByTestId('story')).toHaveAttribute('data-language', locale);
      await expect(page.locator('.story-body')).toContainText('Safe paragraph');
      await expect(page.locator('.story-body a[href="https://example.com/fine"]')).toHaveText('good link');
      if (locale === 'en') await expect(page.locator('.story-body')).toContainText('Pasted text');
      const html = await page.content();
      expect(html).not.toContain('__xss');
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/\son(?:error|click|mouseover)\s*=/i);
      await expect(page.locator('.story-body script, .story-body img, .story-body [onclick], .story-body [onerror]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    }
  } finally {
    await setLanguage(context, baseURL, 'en');
    await removeStory(page.request, id);
  }
});

test('the category tree: add, rename, re-parent (never under its own branch), deactivate — each in its history, seen in the public news filter', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, 'admin');
  const parent = unique('Tour');
  const child = `${parent} Tests`;
  const renamed = `${parent} Matches`;
  await page.goto('/admin/stories/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const add = page.getByRole('region', { name: 'Add a category' });

  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByText('Enter a name for the category')).toBeVisible();
  await add.getByLabel('Name', { exact: true }).fill(parent);
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added.')).toBeVisible();
  const item = (name: string) => page.locator(`[data-testid="category-item"][data-name="${name}"]`);
  await expect(item(parent)).toBeVisible();

  await add.getByLabel('Name', { exact: true }).fill(child);
  await add.getByLabel('Parent').selectOption({ label: parent });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(item(parent).locator(item(child))).toBeVisible();

  // Rename, on the category's own page, which keeps its history.
  await item(child)
    .getByRole('link', { name: `Edit ${child}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/stories\/categories\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit category: ${child}` })).toBeVisible();
  await expect(page.getByText(`In the tree: ${parent} › ${child}`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Name and place' });
  await details.getByLabel('Name', { exact: true }).fill(renamed);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit category: ${renamed}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' }).getByTestId('audit-trail');
  await expect(history.getByRole('row').filter({ hasText: 'category.update' })).toContainText(`Name: ${child} → ${renamed}`);
  await expect(history.getByRole('row').filter({ hasText: 'category.update' })).toContainText('admin@example.com');
  await expect(history.getByRole('row').filter({ hasText: 'category.add' })).toContainText('admin@example.com');
  // The news filter as a fan paging through /news gets it (a cached page, expired by the save; a render that another
  // test started before the change may still be finishing with the old list, and the save expires it again 3 s later).
  await expect(async () => {
    await page.goto('/news?page=1');
    await expect(page.getByLabel('Category').locator('option', { hasText: renamed })).toHaveCount(1, { timeout: 1000 });
  }).toPass();

  // The parent's page offers no place under itself or its own subcategory: a branch cannot be cut off the tree.
  await page.goto('/admin/stories/categories');
  await item(parent)
    .getByRole('link', { name: `Edit ${parent}`, exact: true })
    .click();
  const parentSelect = page.getByRole('region', { name: 'Name and place' }).getByLabel('Parent');
  await expect(parentSelect.locator('option', { hasText: 'Springboks' }).first()).toBeAttached();
  await expect(parentSelect.locator('option', { hasText: renamed })).toHaveCount(0);
  await expect(parentSelect.locator('option', { hasText: parent })).toHaveCount(0);

  // Re-parent the child to the top level.
  await page.goto('/admin/stories/categories');
  await item(renamed)
    .getByRole('link', { name: `Edit ${renamed}`, exact: true })
    .click();
  await page.getByRole('region', { name: 'Name and place' }).getByLabel('Parent').selectOption({ label: 'None (top level)' });
  await page.getByRole('region', { name: 'Name and place' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category saved.')).toBeVisible();
  await expect(page.getByText(`In the tree: ${renamed}`)).toBeVisible();
  await page.getByRole('link', { name: 'All categories' }).click();
  await expect(item(parent).locator(item(renamed))).toHaveCount(0);
  await expect(item(renamed)).toBeVisible();

  // A second tab left open on the tree still offers "Deactivate" after the first has deactivated: its click sends
  // "inactive" too, so the category stays off instead of flipping back on.
  const stale = await context.newPage();
  await stale.goto('/admin/stories/categories');
  const staleItem = (name: string) => stale.locator(`[data-testid="category-item"][data-name="${name}"]`);
  await expect(staleItem(parent).getByRole('button', { name: 'Deactivate' }).first()).toBeVisible();

  // Deactivate both: off the public news filter.
  for (const name of [parent, renamed]) {
    await item(name).getByRole('button', { name: 'Deactivate' }).first().click();
    await expect(page.getByText(`${name} is inactive.`)).toBeVisible();
    await expect(item(name).getByText('Inactive', { exact: true }).first()).toBeVisible();
  }
  await staleItem(parent).getByRole('button', { name: 'Deactivate' }).first().click();
  await expect(stale.getByText(`${parent} is inactive.`)).toBeVisible();
  await expect(staleItem(parent).getByText('Inactive', { exact: true }).first()).toBeVisible();
  await stale.close();
  await page.reload();
  await expect(item(parent).getByText('Inactive', { exact: true }).first()).toBeVisible();

  await page.goto('/news?page=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Category').locator('option', { hasText: parent })).toHaveCount(0);

  // Its history: deactivated once, then the stale tab's click, which changed nothing.
  await page.goto('/admin/stories/categories');
  await item(parent)
    .getByRole('link', { name: `Edit ${parent}`, exact: true })
    .click();
  const activations = page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'category.activate' });
  await expect(activations).toHaveCount(2);
  await expect(activations.nth(0)).toContainText('no field changed');
  await expect(activations.nth(1)).toContainText('Published: true → false');
});

test('the story list: search by title, filter by category, order and pages', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'editor');
  const stamp = unique('Listing');
  const first = await addStory(page, { title: `${stamp} Bravo`, basket_ids: '[113, 112]' });
  const second = await addStory(page, { title: `${stamp} Alpha`, basket_ids: '[112]' });
  try {
    // Oldest first: stories other tests add meanwhile join the end, so the first two pages hold still.
    await page.goto('/admin/stories?order=oldest');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await expect(page.getByTestId('story-row')).toHaveCount(20);
    await expect(page.getByText(/^Page 1 of \d+ · \d+ in all$/)).toBeVisible();
    const firstPage = await page.getByTestId('story-row').locator('th a').allTextContents();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/stories\?order=oldest&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
    const secondPage = await page.getByTestId('story-row').locator('th a').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    const search = page.getByRole('search', { name: 'Find stories' });
    await search.getByLabel('Title contains').fill(stamp);
    await search.getByLabel('Order').selectOption('Title A–Z');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/title=.*order=title/);
    await expect(page.getByTestId('story-row').locator('th a')).toHaveText([`${stamp} Alpha`, `${stamp} Bravo`]);
    await expect(page.getByText('2 stories')).toBeVisible();

    await search.getByLabel('Order').selectOption('Oldest first');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('story-row').locator('th a')).toHaveText([`${stamp} Bravo`, `${stamp} Alpha`]);

    await search.getByLabel('Category').selectOption({ label: 'Fan Zone' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/basket_id=113/);
    await expect(page.getByTestId('story-row').locator('th a')).toHaveText([`${stamp} Bravo`]);
    await expect(page.getByTestId('story-row')).toContainText('Fan Zone, Interviews');
    await expect(search.getByLabel('Title contains')).toHaveValue(stamp);
  } finally {
    await removeStory(page.request, first.id);
    await removeStory(page.request, second.id);
  }
});

test('the preview shows the story as a fan reading in each language sees it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsStaff(page, 'editor');
  const title = unique('Preview story');
  const { id } = await addStory(page, {
    title,
    abstract: 'English abstract',
    body: '<p>English body</p>',
    title_zu: `Zulu ${title}`,
    abstract_zu: 'Isifinyezo',
    body_zu: '<p>Umzimba</p>',
    // Afrikaans without a body: fans reading Afrikaans get the English story, as on the public page.
    title_af: `Afrikaans ${title}`,
  });
  try {
    await page.goto(`/admin/stories?title=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Preview ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/stories/preview/${id}$`));
    const preview = page.getByTestId('story-preview');
    const tabs = page.getByRole('navigation', { name: 'Preview language' });
    await expect(tabs.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(preview.getByRole('heading')).toHaveText(title);
    await expect(preview).toContainText('English body');

    await tabs.getByRole('link', { name: 'isiZulu' }).click();
    await expect(page).toHaveURL(/\?lang=zu$/);
    await expect(preview).toHaveAttribute('data-language', 'zu');
    await expect(preview.getByRole('heading')).toHaveText(`Zulu ${title}`);
    await expect(preview).toContainText('Umzimba');
    await expect(page.getByTestId('preview-language')).toHaveText('Fans reading in isiZulu see this version.');
    await expect(preview.getByTestId('english-fallback')).toHaveCount(0);

    for (const [tab, code] of [
      ['isiXhosa', 'xh'],
      ['Afrikaans', 'af'],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`\\?lang=${code}$`));
      await expect(preview).toHaveAttribute('data-language', 'en');
      await expect(preview.getByRole('heading')).toHaveText(title);
      await expect(preview.getByTestId('english-fallback')).toHaveAttribute('lang', code);
      await expect(page.getByTestId('preview-language')).toContainText(`no complete ${tab} version`);
    }
    // The fallback note is the fan site's own, in the reader's language.
    await expect(preview.getByTestId('english-fallback')).toHaveText(afrikaans.story.englishOnly);
  } finally {
    await removeStory(page.request, id);
  }
});

test('the stories pages are refused without a staff session', async ({ page }) => {
  for (const path of [
    '/admin/stories',
    '/admin/stories/add',
    '/admin/stories/categories',
    '/admin/stories/edit/1',
    '/admin/stories/preview/1',
  ]) {
    await page.goto(path);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
  }
});
