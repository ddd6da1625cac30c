import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from './support/fan-login';
import { signInAsStaff } from './support/staff';

/**
 * Competitions in the fan's language (issue 26): staff write a competition's isiZulu title, question and answers in
 * the console form, the list shows it has isiZulu (and not isiXhosa), a fan reading in isiZulu sees them — the text
 * left in English marked lang="en" — and enters in isiZulu, the entry exported as the English answer, judged right.
 * A visitor switching to isiZulu reads the demo competitions and FAQ in isiZulu.
 */

/** A datetime-local value in SAST (UTC+2) for a moment relative to now. */
const sastInput = (offsetMs: number) => new Date(Date.now() + offsetMs + 2 * 3_600_000).toISOString().slice(0, 16);

test('a visitor reading in isiZulu sees the demo competitions and the FAQ in isiZulu', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await page.goto('/competitions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  const open = page.getByTestId('competitions-open');
  await expect(open.getByRole('link', { name: 'Wina ijezi lamaSpringbok elisayiniwe' })).toBeVisible();
  await expect(open).not.toContainText('Win a signed Springbok jersey');
  const faq = page.getByTestId('competition-faq');
  await expect(faq).toContainText('Abawinile bakhethwa kanjani?');
  await expect(faq).not.toContainText('How are winners chosen?');

  await page.goto('/competitions/win-a-signed-springbok-jersey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wina ijezi lamaSpringbok elisayiniwe');
  await expect(page.getByTestId('competition-entry')).toContainText('AmaSpringbok ayinqobe kangaki iNdebe Yomhlaba Yombhoxo?');
  await expect(page.getByTestId('english-fallback')).toHaveCount(0);
});

test('staff write an isiZulu title, question and answers; the list shows ZU; a fan in isiZulu reads them and enters', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sessions and several console pages: three times the default test time.
  test.slow();
  const title = `E2E languages ${Date.now()}`;
  const zuluTitle = `Umncintiswano wokuhlola ${Date.now()}`;
  await signInAsStaff(page, 'admin');
  await page.goto('/admin/competitions/add');
  const form = page.getByTestId('competition-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Written in English only.');
  await form.getByLabel('Prize', { exact: true }).fill('A test trophy');
  await form.getByLabel('Entry question', { exact: true }).fill('Which colour is the jersey?');
  await form.getByLabel('Answers to choose from', { exact: true }).fill('Green\nBlue');
  await form.getByLabel('Correct answer').fill('Green');
  await form.getByLabel('Opens (SAST)').fill(sastInput(-3_600_000));
  await form.getByLabel('Closes (SAST)').fill(sastInput(86_400_000));
  await form.getByText('isiZulu: not written (fans see English)').click();
  await form.getByLabel('Save the isiZulu version').check();
  await form.getByLabel('Title (isiZulu)').fill(zuluTitle);
  await form.getByLabel('Entry question (isiZulu)').fill('Ijezi linambala muni?');
  await form.getByLabel('Answers to choose from (isiZulu)').fill('Okuluhlaza okotshani\nOkuluhlaza okwesibhakabhaka');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/competitions/list');

  const row = page.getByTestId('competition-row').filter({ hasText: title });
  const languages = row.getByTestId('item-languages');
  await expect(languages.locator('abbr', { hasText: 'ZU' })).toHaveAttribute('title', 'isiZulu');
  await expect(languages.locator('abbr', { hasText: 'XH' })).toHaveAttribute('title', 'isiXhosa: not translated');
  await expect(languages).toContainText('Not translated into isiXhosa, Afrikaans');
  const editHref = (await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '';
  const id = editHref.split('/').pop() ?? '';

  // The saved version opens ticked in the edit form.
  await page.goto(editHref);
  await expect(page.getByTestId('competition-form').getByLabel('Save the isiZulu version')).toBeChecked();
  await expect(page.getByTestId('competition-form').getByLabel('Title (isiZulu)')).toHaveValue(zuluTitle);

  // A subscribed demo fan reading in isiZulu.
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await logIn(fanPage, '27760000006');
  await fanContext.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await fanPage.goto('/competitions/current-competitions');
  await fanPage.getByTestId('competitions-open').getByRole('link', { name: zuluTitle }).click();
  const article = fanPage.getByTestId('competition-page');
  await expect(article).toHaveAttribute('data-language', 'zu');
  await expect(fanPage.getByRole('heading', { level: 1 })).toHaveText(zuluTitle);
  await expect(fanPage.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'zu');
  // The description was left in English: shown in English, marked so.
  await expect(article.getByText('Written in English only.')).toHaveAttribute('lang', 'en');
  const entry = fanPage.getByTestId('competition-entry');
  await expect(entry).toHaveAttribute('data-hydrated', 'true');
  await expect(entry).toContainText('Ijezi linambala muni?');
  await expect(entry).not.toContainText('Which colour is the jersey?');
  await entry.getByLabel('Okuluhlaza okotshani').check();
  await entry.getByRole('button', { name: 'Ngenela' }).click();
  await expect(fanPage.getByTestId('competition-entered')).toBeVisible();
  await fanContext.close();

  // The export has the entry as the English answer, judged right.
  await page.goto('/admin/competitions/export');
  const panel = page.getByTestId('export-entries');
  await expect(panel).toHaveAttribute('data-hydrated', 'true');
  await panel.getByLabel('Competition').selectOption(id);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const lines = (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/,Green,yes$/);
});
