import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * Staff text per language on news and player pages (issue 26, decision 034): a category named in isiZulu in the
 * console is read in isiZulu on /news, the console's tree shows which languages it has, and a player page read in
 * isiZulu shows the position and bio staff wrote in isiZulu, with the English bio marked as such where there is none.
 */
const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('staff give a category an isiZulu name; the tree shows ZU and a fan reading isiZulu sees it on /news', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'admin');
  const name = unique('Kit Launches');
  const zulu = `Ukwethulwa Kwezingubo ${name.split(' ').pop()}`;
  await page.goto('/admin/stories/categories');
  const add = page.getByRole('region', { name: 'Add a category' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByText('isiZulu: not written (fans see English)').click();
  await add.getByLabel('Save the isiZulu version').check();
  await add.getByLabel('Name (isiZulu)').fill(zulu);
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added.')).toBeVisible();

  const item = page.locator(`[data-testid="category-item"][data-name="${name}"]`);
  const languages = item.getByTestId('item-languages');
  await expect(languages.getByTitle('isiZulu', { exact: true })).toHaveText('ZU');
  await expect(languages.getByTitle('isiXhosa: not translated')).toHaveText('XH');

  // Its edit page opens with the isiZulu version saved and ticked.
  await item.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  const details = page.getByRole('region', { name: 'Name and place' });
  await expect(details.getByLabel('Save the isiZulu version')).toBeChecked();
  await expect(details.getByLabel('Name (isiZulu)')).toHaveValue(zulu);

  // A fan reading in isiZulu: the news filter names it in isiZulu (a page rendered per request; the save expired the
  // cached ones), and the demo categories on the story cards are in isiZulu too.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await expect(async () => {
    await page.goto('/news?page=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await expect(page.getByRole('combobox').locator('option', { hasText: zulu })).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('combobox').locator('option', { hasText: name })).toHaveCount(0);
  await expect(page.getByRole('combobox').locator('option', { hasText: 'AmaBhokobhoko' }).first()).toBeAttached();
  const cards = page.getByTestId('story-category');
  await expect(cards.first()).toBeVisible();
  for (const english of ['Springboks', 'Match Reports', 'Team Announcements', 'Interviews', 'Fan Zone', 'Domestic'])
    await expect(cards.filter({ hasText: new RegExp(`^${english}$`) })).toHaveCount(0);
});

test('a player page in isiZulu shows the isiZulu position and bio; an untranslated bio is English, marked so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await page.goto('/springboks/siya-kolisi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siya Kolisi');
  await expect(page.getByTestId('player-position')).toHaveText('Umdlali wasemaceleni');
  await expect(page.getByTestId('player-position')).not.toHaveAttribute('lang', /.*/);
  await expect(page.getByTestId('player-bio')).toHaveText(/^U-Siya Kolisi ungumdlali wasemaceleni okhulele eZwide/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^U-Siya Kolisi/);

  // No isiZulu bio written for this player: the English one, with lang="en"; the position is still isiZulu.
  await page.goto('/springboks/kurt-lee-arendse');
  await expect(page.getByTestId('player-position')).toHaveText('Umdlali wephiko');
  await expect(page.getByTestId('player-bio')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('player-bio')).toHaveText(/^Kurt-Lee Arendse is a quick, elusive wing/);

  // The squad list names positions in isiZulu as well.
  await page.goto('/springboks');
  await expect(page.getByRole('link', { name: /Siya Kolisi/ })).toContainText('Umdlali wasemaceleni');
});
