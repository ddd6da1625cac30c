import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/fan-login';
import { createFan } from './support/outbox';
import { signInAsStaff } from './support/staff';

/**
 * Competitions in Chromium (issue 14): a visitor is asked to log in, a member without a subscription sees
 * comp_sub_status_check, the subscribed demo fan enters once and then sees comp_already_entered with the date; staff
 * create a competition, draw a winner, publish it and find it on /competitions; Export Entries downloads the rows.
 * Dates are relative to the test's clock (the seed's are relative to the seed's).
 */

const OPEN = '/competitions/win-a-signed-springbok-jersey';
const modal = (page: Page) => page.getByRole('dialog');

async function answerAndEnter(page: Page, path: string) {
  await page.goto(path);
  const form = page.getByTestId('competition-entry');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Four').check();
  await form.getByRole('button', { name: 'Enter' }).click();
}

/** A datetime-local value in SAST (UTC+2) for a moment relative to now. */
const sastInput = (offsetMs: number) => new Date(Date.now() + offsetMs + 2 * 3_600_000).toISOString().slice(0, 16);

test('the competitions pages list open and closed competitions with SAST dates, winners and the FAQ', async ({ page }) => {
  await page.goto('/competitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
  await expect(page.getByTestId('competitions-open').getByRole('link', { name: 'Win a signed Springbok jersey' })).toBeVisible();
  await expect(page.getByTestId('competitions-open')).toContainText('(SAST)');
  const closed = page
    .getByTestId('competitions-closed')
    .getByTestId('competition-card')
    .filter({ hasText: 'Win a rugby ball signed by the Blitzboks' });
  await expect(closed.getByTestId('competition-winners')).toContainText('Winners:');
  await expect(closed.getByTestId('competition-winners')).not.toContainText('Winners will be announced soon.');
  await expect(page.getByTestId('competition-faq')).toContainText('How are winners chosen?');
  await page.goto('/competitions/current-competitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Current competitions' })).toBeVisible();
  await expect(page.getByTestId('competitions-open')).not.toContainText('Blitzboks');
  await page.goto('/competitions/win-a-rugby-ball-signed-by-the-blitzboks');
  await expect(page.getByTestId('competition-not-open')).toHaveText('This competition has closed. Entries are no longer accepted.');
});

test('a visitor who presses Enter is asked to log in', async ({ page }) => {
  await answerAndEnter(page, OPEN);
  await expect(modal(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
});

test('a member without a subscription sees comp_sub_status_check', async ({ page }) => {
  // A member of their own (a new fan has no subscription): the demo numbers' codes are for the specs that need them.
  await createFan(page.request, `2778${String(Date.now()).slice(-7)}`, 'Mandla');
  await answerAndEnter(page, OPEN);
  await expect(modal(page)).toHaveAttribute('data-view', 'comp_sub_status_check');
  await expect(modal(page).getByTestId('modal-message')).toHaveText('You need an active subscription to enter this competition.');
  await expect(modal(page).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
});

test('the subscribed demo fan enters once, then sees comp_already_entered with the date of the first entry', async ({ page }) => {
  await logIn(page, '27710000001');
  await answerAndEnter(page, OPEN);
  const entered = page.getByTestId('competition-entered');
  await expect(entered).toContainText("You're in! You entered on");
  const date = (await entered.innerText()).match(/You entered on (.+?)\./)?.[1] ?? '';
  expect(date).not.toBe('');
  // Another tab (a fresh load) tries again.
  await answerAndEnter(page, OPEN);
  await expect(modal(page)).toHaveAttribute('data-view', 'comp_already_entered');
  await expect(modal(page).getByTestId('modal-message')).toHaveText(`You've already entered into this competition on ${date}`);
  await modal(page).getByRole('link', { name: 'See current competitions' }).click();
  await expect(page).toHaveURL('/competitions/current-competitions');
});

test('staff create a competition, a fan enters, staff draw and publish a winner, and /competitions shows it', async ({ page, browser }) => {
  // Three sessions and a dozen console pages (20 s on a quiet machine): three times the default test time.
  test.slow();
  const title = `E2E draw ${Date.now()}`;
  await signInAsStaff(page, 'admin');
  await page.goto('/admin/competitions/add');
  const form = page.getByTestId('competition-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Drawn in a test.');
  await form.getByLabel('Prize', { exact: true }).fill('A test trophy');
  await form.getByLabel('Entry question', { exact: true }).fill('Pick green');
  await form.getByLabel('Answers to choose from', { exact: true }).fill('Green\nBlue');
  await form.getByLabel('Correct answer').fill('Green');
  await form.getByLabel('Opens (SAST)').fill(sastInput(-3_600_000));
  await form.getByLabel('Closes (SAST)').fill(sastInput(86_400_000));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/competitions/list');
  const row = page.getByTestId('competition-row').filter({ hasText: title });
  await expect(row.getByTestId('competition-entries')).toHaveText('0');
  const editHref = (await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '';
  const id = Number(editHref.split('/').pop());

  // The subscribed demo fan 6 enters from their own browser.
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await logIn(fanPage, '27760000006');
  expect((await fanPage.request.post('/api/site/competitions/enter', { data: { competition_id: id, answer: 'Green' } })).status()).toBe(
    201,
  );
  await fanContext.close();

  // Close it, then draw.
  await page.goto(editHref);
  const edit = page.getByTestId('competition-form');
  await expect(edit).toHaveAttribute('data-hydrated', 'true');
  await edit.getByLabel('Closes (SAST)').fill(sastInput(-60_000));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.goto(`/admin/competitions/winners/add?competition=${id}`);
  const draw = page.getByTestId('draw-form');
  await expect(draw).toHaveAttribute('data-hydrated', 'true');
  await draw.getByLabel('Publish on the site').check();
  await draw.getByRole('button', { name: 'Draw a winner' }).click();
  await expect(page).toHaveURL('/admin/competitions/winners');
  const winner = page.getByTestId('competition-winner-row').filter({ hasText: title });
  await expect(winner).toContainText('Naledi Khumalo');
  await expect(winner).toContainText('Random draw');
  await expect(winner).toContainText('Yes');

  await page.goto('/competitions');
  const card = page.getByTestId('competitions-closed').getByTestId('competition-card').filter({ hasText: title });
  await expect(card.getByTestId('competition-winners')).toHaveText('Winners: Naledi K.');

  // Issue 22: numbers are for admins (as the export is); an editor sees the winners without them.
  const mobileHeader = (on: typeof page) =>
    on.getByTestId('competition-winners-table').getByRole('columnheader', { name: 'Mobile number' });
  await page.goto('/admin/competitions/winners');
  await expect(mobileHeader(page)).toHaveCount(1);
  const editor = await (await browser.newContext()).newPage();
  await signInAsStaff(editor, 'editor');
  await editor.goto('/admin/competitions/winners');
  await expect(editor.getByTestId('competition-winner-row').filter({ hasText: title })).toContainText('Naledi Khumalo');
  await expect(mobileHeader(editor)).toHaveCount(0);

  // Removing the winner makes the next draw a redraw: not an editor's; an admin's, with the reason.
  await page.getByTestId('competition-winner-row').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click();
  // The button opens its confirmation once the page is hydrated.
  await expect(async () => {
    await page.getByRole('button', { name: 'Remove winner' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove winner' }).click();
  await expect(page).toHaveURL('/admin/competitions/winners');
  await editor.goto(`/admin/competitions/winners/add?competition=${id}`);
  await expect(editor.getByTestId('redraw-notice')).toContainText('only an admin may make');
  await expect(editor.getByRole('button', { name: /draw a winner/i })).toHaveCount(0);
  await editor.context().close();
  await page.goto(`/admin/competitions/winners/add?competition=${id}`);
  const redraw = page.getByTestId('redraw-form');
  await expect(redraw).toHaveAttribute('data-hydrated', 'true');
  await redraw.getByLabel('Reason for the redraw').fill('The winner could not be reached.');
  await redraw.getByRole('button', { name: 'Redraw a winner' }).click();
  await expect(page).toHaveURL('/admin/competitions/winners');
  await expect(page.getByTestId('competition-winner-row').filter({ hasText: title })).toContainText('Naledi Khumalo');
});

test('Export Entries downloads a CSV whose rows match the entries', async ({ page }) => {
  await signInAsStaff(page, 'admin');
  await page.goto('/admin/competitions/export');
  const panel = page.getByTestId('export-entries');
  await expect(panel).toHaveAttribute('data-hydrated', 'true');
  await panel.getByLabel('Competition').selectOption({ label: 'Win a rugby ball signed by the Blitzboks — 60 entries' });
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('entry_time_sast,fan_name,mobile_number,email,answer,correct');
  expect(lines).toHaveLength(61);
  expect(lines.filter((line) => line.endsWith(',yes'))).toHaveLength(45);
  await expect(page.getByTestId('export-status')).toHaveText('Downloaded 60 entries.');
});
