import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * The match centre of the console (issue 5 items 5 and 9): a fixture of our own, from scheduled to a live score to
 * final, with each state on the public match page, then deleted; the Next Match & USSD widget seen on the home page
 * and put back. The fixture kicks off far beyond the seeded ones, so while it is scheduled (and once it is final) no
 * other spec's "next match" changes; while it is live, though, it IS the home page's "Next match" and the first of the
 * dashboard's fixtures (live matches come first), so no spec may expect a particular match there.
 */

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The South African date (UTC+2) `days` from now, as a date input takes it. */
function saDateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function publicCard(page: Page, section: 'fixtures' | 'results' | 'any', opponent: string) {
  const scope = section === 'any' ? page.locator('main') : page.getByTestId(section);
  return scope.getByTestId('match-card').filter({ hasText: opponent });
}

test('a fixture from scheduled to live to final, each on the public match page, then deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const opponent = unique('Barbarians');
  let editUrl: string | null = null;
  let isDeleted = false;
  await signInAsStaff(page, 'editor');
  try {
    await page.goto('/admin/match-centre/springboks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Springboks: fixtures and results');
    await page.getByRole('link', { name: 'Add fixture' }).click();
    await expect(page).toHaveURL('/admin/match-centre/springboks/add');
    await expect(page.getByLabel('Team name')).toHaveValue('Springboks');

    // Missing and wrong fields are named under each field; nothing is saved.
    await page.getByLabel('Opponent').fill(opponent);
    await page.getByLabel('Tickets URL').fill('http://www.ticketpro.co.za/');
    await page.getByRole('button', { name: 'Add fixture' }).click();
    await expect(page.getByText('Venue is required')).toBeVisible();
    await expect(page.getByText('Competition is required')).toBeVisible();
    await expect(page.getByText('Kick-off date is required')).toBeVisible();
    await expect(page.getByText('Tickets URL must be a full https:// address')).toBeVisible();
    await expect(page).toHaveURL('/admin/match-centre/springboks/add');

    await page.getByLabel('Venue').fill('Ellis Park');
    await page.getByLabel('City').fill('Johannesburg');
    await page.getByLabel('Away', { exact: true }).check();
    await page.getByLabel('Home', { exact: true }).check();
    await page.getByLabel('Kick-off date').fill(saDateInDays(400));
    await page.getByLabel('Kick-off time (SAST)').fill('17:05');
    await page.getByLabel('Competition').fill('Test match');
    await page.getByLabel('Tickets URL').fill('https://www.ticketpro.co.za/');
    await page.getByRole('button', { name: 'Add fixture' }).click();
    await expect(page.getByText('Fixture added.')).toBeVisible();
    await expect(page).toHaveURL('/admin/match-centre/springboks');

    const row = page.getByTestId('admin-match-row').filter({ hasText: opponent });
    await expect(row).toContainText('17:05');
    await expect(row).toContainText('Scheduled');
    await row.getByRole('link', { name: `Springboks v ${opponent}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Springboks v ${opponent}`);
    editUrl = page.url();
    expect(editUrl).toMatch(/\/admin\/match-centre\/springboks\/edit\/\d+$/);

    // Fans see it among the fixtures, with tickets and no score.
    await page.goto('/matches/springboks');
    const scheduled = publicCard(page, 'fixtures', opponent);
    await expect(scheduled).toHaveAttribute('data-status', 'scheduled');
    await expect(scheduled).toContainText('Ellis Park, Johannesburg');
    await expect(scheduled.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', 'https://www.ticketpro.co.za/');
    await expect(scheduled.getByTestId('match-score')).toHaveCount(0);

    // Live score.
    await page.goto(editUrl);
    await page.getByLabel('Springboks score').fill('7');
    await page.getByLabel(`${opponent} score`).fill('3');
    await page.getByRole('button', { name: 'Set live score' }).click();
    await expect(page.getByText('Live score set: 7 – 3.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update live score' })).toBeVisible();
    await page.goto('/matches/springboks');
    const live = publicCard(page, 'any', opponent);
    await expect(live).toHaveAttribute('data-status', 'live');
    await expect(live.getByTestId('match-score')).toHaveText('7 – 3');
    await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();

    // Finalise: both scores needed — the form says so — then the result.
    await page.goto(editUrl);
    await page.getByLabel(`${opponent} score`).fill('');
    await page.getByRole('button', { name: 'Finalise' }).click();
    await expect(page.getByText("A final result needs both scores: enter each side's score, then Finalise.")).toBeVisible();
    await page.getByLabel('Springboks score').fill('24');
    await page.getByLabel(`${opponent} score`).fill('1000');
    await page.getByRole('button', { name: 'Finalise' }).click();
    await expect(page.getByText('Enter a whole number from 0 to 999')).toBeVisible();
    await page.getByLabel(`${opponent} score`).fill('10');
    await page.getByRole('button', { name: 'Finalise' }).click();
    await expect(page.getByText('Final result saved: 24 – 10.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save final score' })).toBeVisible();
    const history = page.getByTestId('audit-trail');
    await expect(history.getByRole('row').filter({ hasText: 'match.final' })).toContainText('editor@example.com');
    await expect(history.getByRole('row').filter({ hasText: 'match.live' })).toHaveCount(1);
    await expect(history.getByRole('row').filter({ hasText: 'match.create' })).toHaveCount(1);

    await page.goto('/matches/springboks');
    const result = publicCard(page, 'results', opponent);
    await expect(result).toHaveAttribute('data-status', 'final');
    await expect(result.getByTestId('match-score')).toHaveText('24 – 10');
    await expect(result).toContainText('Full time');
    await expect(publicCard(page, 'fixtures', opponent)).toHaveCount(0);

    // An edit of the details reaches fans too.
    await page.goto(editUrl);
    await page.getByLabel('Venue').fill('FNB Stadium');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Fixture saved.')).toBeVisible();
    await page.goto('/matches/springboks');
    await expect(publicCard(page, 'results', opponent)).toContainText('FNB Stadium, Johannesburg');

    // Delete, after a confirmation.
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Delete fixture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this fixture?' });
    await expect(dialog).toContainText(`Springboks v ${opponent} will be removed from the match centre.`);
    await dialog.getByRole('button', { name: 'Delete fixture' }).click();
    await expect(page).toHaveURL('/admin/match-centre/springboks');
    await expect(page.getByText('Fixture deleted.')).toBeVisible();
    isDeleted = true;
    await expect(page.getByTestId('admin-match-row').filter({ hasText: opponent })).toHaveCount(0);
    await page.goto('/matches/springboks');
    await expect(page.getByTestId('results')).toBeVisible();
    await expect(publicCard(page, 'any', opponent)).toHaveCount(0);
  } finally {
    // A failure half-way must not leave a live or final match of ours on the public pages.
    if (editUrl && !isDeleted) {
      await page.goto(editUrl);
      await page.getByRole('button', { name: 'Delete fixture' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete fixture' }).click();
      await expect(page).toHaveURL('/admin/match-centre/springboks');
    }
  }
});

test('an unknown team or fixture is a 404 for staff', async ({ page }) => {
  await signInAsStaff(page, 'editor');
  for (const path of [
    '/admin/match-centre/junior-springboks',
    '/admin/match-centre/springboks/edit/99999999',
    '/admin/match-centre/springboks/edit/abc',
    '/admin/match-centre/springboks/live/99999999',
    '/admin/match-centre/springboks/live/abc',
    '/admin/match-centre/domestic/add/x',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not found' }), path).toBeVisible();
  }
  // A real fixture under another team's address is not found either.
  await page.goto('/admin/match-centre/domestic');
  // The row's first link is the fixture's page (the second its live console).
  const href = await page.getByTestId('admin-match-row').first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/admin\/match-centre\/domestic\/edit\/\d+$/);
  await page.goto(href?.replace('/domestic/', '/springboks/') ?? '');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  // Its live page too.
  await page.goto(href?.replace('/domestic/', '/springboks/').replace('/edit/', '/live/') ?? '');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('the Next Match & USSD widget: a wrong USSD code is refused; a change shows on the home page and is put back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'editor');
  await page.goto('/admin/match-centre/next-match-widget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next Match & USSD');
  // Typed into before React takes the form over, a field can lose what was typed: wait for the live form.
  const widgetForm = page.getByRole('form', { name: 'Next Match & USSD' });
  await expect(widgetForm).toHaveAttribute('data-hydrated', 'true');
  const team = page.getByLabel('Team', { exact: true });
  const text = page.getByLabel('Text', { exact: true });
  const code = page.getByLabel('USSD code');
  const original = { team: await team.inputValue(), text: await text.inputValue(), code: await code.inputValue() };
  expect(original.code).toMatch(/^\*[\d*]+#$/);

  await code.fill('120*1234');
  await page.getByRole('button', { name: 'Save widget' }).click();
  await expect(page.getByText('Enter a USSD code like *120*1234#: a *, digits (groups split by *) and a final #')).toBeVisible();
  await code.fill(original.code);

  const changed = unique('Blitzboks in Cape Town: SMS alerts');
  try {
    await team.selectOption({ label: 'Springbok Sevens' });
    await text.fill(changed);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(changed);
    await page.getByRole('button', { name: 'Save widget' }).click();
    await expect(page.getByText('Widget saved: the home page shows it now.')).toBeVisible();
    // A render of / that another test began before the save may still be stored with the old widget; the site expires
    // it again 3 s after the save (decision 002), so a fan's next visit is fresh: load / again until it is.
    const widget = page.getByTestId('next-match-widget');
    await expect(async () => {
      await page.goto('/');
      await expect(widget).toContainText(changed, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(widget).toContainText('Springbok 7s');
    await expect(widget).toContainText(`Dial ${original.code}`);
  } finally {
    await page.goto('/admin/match-centre/next-match-widget');
    await expect(widgetForm).toHaveAttribute('data-hydrated', 'true');
    await team.selectOption(original.team);
    await text.fill(original.text);
    await code.fill(original.code);
    await page.getByRole('button', { name: 'Save widget' }).click();
    await expect(page.getByText('Widget saved: the home page shows it now.')).toBeVisible();
  }
  await expect(page.getByTestId('audit-trail').getByRole('row').filter({ hasText: changed })).not.toHaveCount(0);
  // Put back on the home page too, as fresh as above.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('next-match-widget')).toContainText(original.text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
