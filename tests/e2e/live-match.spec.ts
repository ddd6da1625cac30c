import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * Live match day (issue 24 items 1, 2, 8): a reporter at the ground runs a match from the console's live page at 360 px
 * while a fan has the match page open on another phone — each tap shows on the fan's page without a reload, the score
 * follows from the events, undo takes the last one back, and a screen reader is told of each score. The fixture kicks
 * off in a few minutes (a match about to start is followed live); it is deleted at the end. While it is live it is the
 * home page's next match (see admin-matches.spec.ts: no spec expects a particular match there).
 */
const PHONE = { width: 360, height: 740 };

/** The South African date and time (UTC+2) `minutes` from now, as the fixture form takes them. */
function saInMinutes(minutes: number): { date: string; time: string } {
  const iso = new Date(Date.now() + minutes * 60_000 + 2 * 60 * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

async function addFixture(page: Page, opponent: string): Promise<number> {
  await page.goto('/admin/match-centre/springboks/add');
  const kickoff = saInMinutes(10);
  await page.getByLabel('Opponent').fill(opponent);
  await page.getByLabel('Venue').fill('Ellis Park');
  await page.getByLabel('City').fill('Johannesburg');
  await page.getByLabel('Home', { exact: true }).check();
  await page.getByLabel('Kick-off date').fill(kickoff.date);
  await page.getByLabel('Kick-off time (SAST)').fill(kickoff.time);
  await page.getByLabel('Competition').fill('Live test match');
  await page.getByRole('button', { name: 'Add fixture' }).click();
  await expect(page.getByText('Fixture added.')).toBeVisible();
  const link = page.getByTestId('admin-match-row').filter({ hasText: opponent }).getByRole('link', { name: 'Live console' });
  const href = await link.getAttribute('href');
  return Number(/\/live\/(\d+)$/.exec(href ?? '')?.[1]);
}

/** Serious or critical accessibility violations on the page as it is now. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function deleteFixture(page: Page, matchId: number): Promise<void> {
  await page.goto(`/admin/match-centre/springboks/edit/${matchId}`);
  await page.getByRole('button', { name: 'Delete fixture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete fixture' }).click();
  await expect(page).toHaveURL('/admin/match-centre/springboks');
}

test("a reporter's taps on one phone appear on a fan's open page without a reload", async ({ browser }) => {
  test.setTimeout(180_000);
  const opponent = `Live XV ${Date.now()}`;
  const reporterContext = await browser.newContext({ viewport: PHONE });
  const fanContext = await browser.newContext({ viewport: PHONE });
  const reporter = await reporterContext.newPage();
  const fan = await fanContext.newPage();
  await signInAsStaff(reporter, 'editor');
  const matchId = await addFixture(reporter, opponent);
  expect(matchId).toBeGreaterThan(0);
  try {
    // The fan opens the match page before kick-off; nothing reloads it from here on.
    await fan.goto(`/matches/springboks/${matchId}`);
    await expect(fan.getByRole('heading', { level: 1 })).toHaveText(`Springboks v ${opponent}`);
    await expect(fan.getByTestId('live-status')).toHaveText('Not started');
    // A mark on this very document: a reload (or any new page) would lose it.
    await fan.evaluate(() => Object.assign(window, { liveTestMark: true }));

    await reporter.goto(`/admin/match-centre/springboks/live/${matchId}`);
    await expect(reporter.getByRole('heading', { level: 1 })).toHaveText(`Live: Springboks v ${opponent}`);
    // Big targets at 360 px: each tap button is at least 44 px tall.
    const box = await reporter.getByTestId('tap-kick_off').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await reporter.getByTestId('tap-kick_off').click();
    await expect(reporter.getByText('Kick-off recorded.')).toBeVisible();
    await expect(fan.getByTestId('live-status')).toHaveText('Live');

    await reporter.getByRole('combobox', { name: 'Player', exact: true }).selectOption({ index: 1 });
    const scorer = (await reporter.getByRole('combobox', { name: 'Player', exact: true }).locator('option').nth(1).textContent())!.trim();
    await reporter.getByTestId('tap-home-try').click();
    await expect(reporter.getByText('Try · Springboks recorded.')).toBeVisible();
    await expect(fan.getByTestId('live-score')).toHaveText('5 – 0');
    await expect(fan.getByTestId('timeline').locator('li').first()).toContainText(`Try · Springboks${scorer}`);
    await expect(fan.getByTestId('live-announcement')).toHaveText(`Try. Springboks 5, ${opponent} 0`);

    await reporter.getByTestId('tap-away-penalty').click();
    await expect(fan.getByTestId('live-score')).toHaveText('5 – 3');
    // Both pages, live and with a timeline, pass an accessibility check.
    expect(await blockingViolations(fan)).toEqual([]);
    expect(await blockingViolations(reporter)).toEqual([]);

    // Undo asks for a second tap, then takes the penalty back on both phones.
    await reporter.getByTestId('undo').click();
    await expect(reporter.getByTestId('undo')).toHaveText(`Tap again to undo Penalty · ${opponent}`);
    await reporter.getByTestId('undo').click();
    await expect(reporter.getByText(`Penalty · ${opponent} undone.`)).toBeVisible();
    await expect(fan.getByTestId('live-score')).toHaveText('5 – 0');

    // A commentary line and full time.
    await reporter.getByLabel('Commentary line').fill('A try from the first scrum!');
    await reporter.getByRole('button', { name: 'Post' }).click();
    await expect(fan.getByTestId('timeline')).toContainText('A try from the first scrum!');
    await reporter.getByTestId('tap-full_time').click();
    await expect(fan.getByTestId('live-status')).toHaveText('Full time');
    await expect(fan.getByTestId('live-score')).toHaveText('5 – 0');
    expect(await fan.evaluate(() => (window as unknown as { liveTestMark?: boolean }).liveTestMark)).toBe(true);

    // Without JavaScript the page shows the score too (cached a few seconds).
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const noScript = await plain.newPage();
    await expect
      .poll(
        async () => {
          await noScript.goto(`/matches/springboks/${matchId}`);
          return noScript.getByTestId('live-score').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('5 – 0');
    await plain.close();
  } finally {
    await deleteFixture(reporter, matchId);
    await reporterContext.close();
    await fanContext.close();
  }
});

test('the service API refuses a caller without the credentials, no such match, and an event it does not know', async ({ request }) => {
  const auth = { authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}` };
  const refused = await request.post('/admin/api/v1/matches/1/events', { data: { type: 'kick_off' } });
  expect(refused.status()).toBe(401);
  const missing = await request.post('/admin/api/v1/matches/2000000000/events', { headers: auth, data: { type: 'kick_off' } });
  expect(missing.status()).toBe(404);
  const bad = await request.post('/admin/api/v1/matches/1/events', { headers: auth, data: { type: 'scrum' } });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error.code).toBeDefined();
});
