import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * /admin/terms-and-conditions (issue 5 item 6): a draft starts from the current version, is edited in the rich text
 * editor, saved, and published as the next version; the public /terms-and-conditions shows it with its number and
 * date at once. It runs again on the same database (issue 37): it starts from whichever version is current.
 */

test('an editor publishes a new version of the terms from a draft of the current one; the public page shows it', async ({
  page,
  browser,
}) => {
  const clause = `Clause ${Date.now()}: members keep their seats dry.`;
  await signInAsStaff(page, 'editor');
  await page.goto('/admin/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  // The current version: the seed's version 1 on a fresh database, the last run's on a used one.
  const current = page.getByTestId('terms-versions').getByRole('row').filter({ hasText: 'Current' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Published');
  const currentVersion = Number(await current.getByRole('cell').first().textContent());
  expect(currentVersion).toBeGreaterThanOrEqual(1);
  const seed = page
    .getByTestId('terms-versions')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(currentVersion), exact: true }) });

  await page.getByRole('button', { name: 'Start a new draft' }).click();
  await expect(page).toHaveURL(/\/admin\/terms-and-conditions\/\d+$/);
  const version = Number(new URL(page.url()).pathname.split('/').pop());
  expect(version).toBe(currentVersion + 1);
  await expect(page.getByRole('heading', { level: 1, name: `Version ${version} (draft)` })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Terms' });
  // The draft is a copy of the current version.
  await expect(editor).toContainText('Touchline is a digital fan club for supporters');

  // An emptied draft is refused under the field; Undo brings the text back.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write the terms before saving.' })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Undo' }).click();
  await expect(editor).toContainText('Touchline is a digital fan club for supporters');
  await expect(editor).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Write the terms before saving.' })).toHaveCount(0);

  // Typed right after the undo, with no click and no reload (issue 37): the text that came back is not left selected
  // for the next keystroke to replace; the caret is at its end, and the draft is saved with the terms' text and the clause.
  await page.keyboard.press('Enter');
  await page.keyboard.type(clause);
  await expect(editor).toContainText(clause);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Terms' })).toContainText(clause);
  await expect(page.getByRole('textbox', { name: 'Terms' })).toContainText('Touchline is a digital fan club for supporters');

  // Fans do not see a draft.
  const visitor = await browser.newPage();
  try {
    await visitor.goto(new URL('/terms-and-conditions', page.url()).toString());
    await expect(visitor.getByTestId('terms-version')).toContainText(`Version ${currentVersion}, published`);
    await expect(visitor.getByText(clause)).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  await page.getByRole('button', { name: `Publish version ${version}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('It becomes the current terms on the public page at once, and can never be edited afterwards.');
  await dialog.getByRole('button', { name: `Publish version ${version}` }).click();
  await expect(page.getByText(`Version ${version} is published: the public page shows it now.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Version ${version}`, exact: true })).toBeVisible();
  await expect(page.getByText('This is the current version, shown on the public page.')).toBeVisible();
  await expect(page.getByTestId('terms-body')).toContainText(clause);
  await expect(page.getByRole('textbox', { name: 'Terms' })).toHaveCount(0);
  const history = page.getByTestId('audit-trail').getByRole('row');
  await expect(history.nth(1)).toContainText('terms.publish');
  await expect(history.nth(1)).toContainText('editor@example.com');
  await expect(history.filter({ hasText: 'terms.draft' })).toHaveCount(1);

  await page.goto('/admin/terms-and-conditions');
  const published = page
    .getByTestId('terms-versions')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(version), exact: true }) });
  await expect(published).toContainText('Current');
  await expect(seed).not.toContainText('Current');
  await expect(page.getByRole('button', { name: 'Start a new draft' })).toBeVisible();

  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByTestId('terms-version')).toContainText(`Version ${version}, published`);
  await expect(page.getByText(clause)).toBeVisible();
  await expect(page.getByText('Touchline is a digital fan club for supporters', { exact: false })).toBeVisible();
});
