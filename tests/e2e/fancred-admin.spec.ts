import { expect, test, type Page } from '@playwright/test';
import { createFan } from './support/outbox';
import { signInAsStaff } from './support/staff';

/**
 * FanCred in the console (issue 11): staff add a winner of a final table — finding the fan with their final rank and
 * points — edit it, see its History, and find it on /fancred once published; on a fan's page, their points and events,
 * and Void on an applied event. The fans here are this spec's own (unique numbers).
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);

async function openFan(page: Page, query: string, name: string) {
  await page.goto('/admin/users');
  await page.getByLabel('Mobile number, email or name').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByTestId('user-results').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('staff add a FanCred winner, edit it, see its History, and /fancred lists it once published', async ({ page, browser, baseURL }) => {
  const prize = `Signed jersey ${unique()}`;
  const prizeZu = `Ijezi elisayiniwe ${unique()}`;
  await signInAsStaff(page, 'editor');
  await page.goto('/admin/fancred/winners');
  await expect(page.getByRole('heading', { level: 1, name: 'FanCred winners' })).toBeVisible();
  await expect(page.getByTestId('winner-row').first()).toBeVisible();
  await page.getByRole('link', { name: 'Add winner' }).first().click();
  await expect(page).toHaveURL('/admin/fancred/winners/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a FanCred winner' })).toBeVisible();

  const form = page.getByTestId('winner-form');
  const period = form.getByLabel('Final table');
  const periodLabel = (await period.locator('option:checked').innerText()).replace(/ \((month|year)\)$/, '');
  await form.getByRole('button', { name: 'Add winner' }).click();
  await expect(form.getByText('Choose the fan')).toBeVisible();
  await expect(form.getByText('Prize is required')).toBeVisible();

  await form.getByLabel('Place').fill('9');
  await form.getByLabel('Find the fan').fill('fan2@example.com');
  await form.getByRole('button', { name: 'Find', exact: true }).click();
  const results = form.getByTestId('winner-fan-results');
  const candidate = results.getByRole('button').first();
  await expect(candidate).toContainText('Anika');
  await expect(candidate).toContainText(/Final rank \d+ · \d+ points|Not ranked in this table/);
  await expect(candidate).not.toContainText('27720000002');
  await candidate.click();
  await expect(form.getByTestId('winner-fan')).toContainText('Chosen: Anika');
  await form.getByLabel('Prize', { exact: true }).fill(prize);
  // The prize in isiZulu (issue 26): its fold opened, its box ticked; isiXhosa and Afrikaans left unwritten.
  await form.getByText('isiZulu: not written (fans see English)').click();
  await form.getByLabel('Save the isiZulu version').check();
  await form.getByLabel('Prize (isiZulu)').fill(prizeZu);
  await form.getByLabel('Published on /fancred').check();
  await form.getByRole('button', { name: 'Add winner' }).click();
  await expect(page.getByText('Winner added.')).toBeVisible();
  await expect(page).toHaveURL('/admin/fancred/winners');

  const row = page.getByTestId('winner-row').filter({ hasText: prize });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anika');
  await expect(row).toContainText('Yes');
  // The list says which languages the prize is written in.
  await expect(row.getByTestId('item-languages').getByTitle('isiZulu', { exact: true })).toBeVisible();
  await expect(row.getByTestId('item-languages').getByTitle('Afrikaans: not translated')).toBeVisible();
  await row.getByRole('link', { name: /^Edit winner 9 of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit winner 9 of ${periodLabel}` })).toBeVisible();
  await expect(page.getByTestId('winner-fan')).toContainText('Chosen: Anika');
  const edited = `${prize} and a ball`;
  await expect(page.getByLabel('Prize (isiZulu)')).toHaveValue(prizeZu);
  await page.getByLabel('Prize', { exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Save winner' }).click();
  await expect(page.getByText('Winner saved.')).toBeVisible();
  const history = page.getByTestId('audit-trail');
  await expect(history.getByRole('row')).toHaveCount(3); // the header, create, update
  await expect(history).toContainText(edited);

  // Filtered to its period, the list still shows it.
  const periodKey = await page.getByLabel('Final table').inputValue();
  await page.goto(`/admin/fancred/winners?period=${periodKey}`);
  await expect(page.getByLabel('Period')).toHaveValue(periodKey);
  await expect(page.getByTestId('winner-row').filter({ hasText: edited })).toHaveCount(1);

  const visitor = await browser.newPage();
  await visitor.goto('/fancred');
  await expect(visitor.getByTestId('fancred-winner').filter({ hasText: edited })).toContainText('Place 9');
  await visitor.close();

  // A fan reading in isiZulu sees the isiZulu prize, and no English one.
  const zulu = await browser.newContext();
  await zulu.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL! }]);
  const zuluPage = await zulu.newPage();
  await zuluPage.goto('/fancred');
  await expect(zuluPage.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(zuluPage.getByTestId('fancred-winner').filter({ hasText: prizeZu })).toHaveCount(1);
  await expect(zuluPage.getByTestId('fancred-winner').filter({ hasText: edited })).toHaveCount(0);
  await zulu.close();
});

test("a fan's console page shows their FanCred points and events, and staff void an applied event", async ({ page, request }) => {
  const digits = unique();
  const msisdn = `2769${digits}`;
  const firstName = `Voidy${digits}`;
  await createFan(request, msisdn, firstName);
  const list = await (await request.post('/api/site/teamnews/allnews', { data: { limit: 5 } })).json();
  const storyId = String(list.allnews.data[0].id);
  const liked = await request.post('/api/site/engagement/like', { data: { item_type: 'story', item_id: storyId, liked: true } });
  expect(liked.status()).toBe(200);
  const award = (await liked.json()).award;
  expect(award).toMatchObject({ status: 'applied', points: 2 });

  await signInAsStaff(page, 'admin');
  await openFan(page, firstName, `${firstName} Tester`);
  const section = page.getByTestId('user-fancred-section');
  const month = section.getByTestId('user-fancred-month');
  await expect(month).toContainText(/\d+ points/);
  const before = Number((await month.innerText()).match(/(\d+) points/)?.[1]);
  expect(before).toBeGreaterThanOrEqual(2);
  const event = section.getByTestId('user-fancred-event').filter({ hasText: 'story_like' });
  await expect(event).toHaveAttribute('data-status', 'applied');
  await event.getByRole('button', { name: /^Void event \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Void this event?' });
  await expect(dialog).toContainText('(2 points) is taken back');
  await dialog.getByRole('button', { name: 'Void event' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Reason is required');
  await dialog.getByLabel('Reason').fill('Liked by a script (e2e)');
  await dialog.getByRole('button', { name: 'Void event' }).click();
  await expect(page.getByText('Event voided.')).toBeVisible();
  await page.reload();
  await expect(event).toHaveAttribute('data-status', 'rejected');
  await expect(event).toContainText('voided');
  await expect(event.getByRole('button', { name: /^Void event/ })).toHaveCount(0);
  await expect(month).toContainText(`${before - 2} points`);
});
