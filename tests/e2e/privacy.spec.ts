import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, createFan, now, typeCode } from './support/outbox';
import { signInAsStaff } from './support/staff';
import { query } from './support/database';

/**
 * The fan's own data (POPIA, issue 15, decision 019) and the error view's two buttons, in Chromium: the download on
 * /profile, deletion confirmed by an SMS code (what is left is checked in Postgres), the number signing up again, the
 * consent record on the console's fan page; the error view's Continue (Telkom did not answer: ask again) and Close
 * (no airtime). Each test has its own numbers (2778123910x).
 */

const modal = (page: Page) => page.getByRole('dialog');

/** The terms version the fan accepted at sign-up: the one published then (another test may publish a newer one). */
async function acceptedTermsOf(msisdn: string): Promise<number> {
  const [row] = await query<{ version: number }>('select terms_version_accepted as version from users where msisdn = $1', [msisdn]);
  if (typeof row?.version !== 'number') throw new Error(`no accepted terms for ${msisdn}`);
  return row.version;
}

async function userIdOf(msisdn: string): Promise<string> {
  const [row] = await query<{ id: string }>('select id from users where msisdn = $1', [msisdn]);
  if (!row) throw new Error(`no fan ${msisdn}`);
  return row.id;
}

test('the data download holds the fan’s profile, subscription history, FanCred events, competition entries and game scores; deletion waits for the network’s cancel', async ({
  page,
}) => {
  const msisdn = '27781239101';
  await createFan(page.request, msisdn, 'Palesa');
  const userId = await userIdOf(msisdn);
  // A subscription through MTN's sandbox page on mobile data.
  await page.setExtraHTTPHeaders({ 'x-msisdn': msisdn });
  await page.goto('/subscribe');
  await page.getByTestId('subscribe-mtn').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.setExtraHTTPHeaders({});
  // A competition entry and a like through the site's endpoints; a game score in the database.
  const [competition] = await query<{ id: string; options: string[] }>(
    "select id, options from competitions where is_active and question_type = 'choice' and opens_at < now() and closes_at > now() order by id limit 1",
  );
  expect(
    (
      await page.request.post('/api/site/competitions/enter', {
        data: { competition_id: Number(competition?.id), answer: competition?.options[0] },
      })
    ).status(),
  ).toBe(201);
  const [story] = await query<{ id: string }>('select id::text from stories order by id limit 1');
  expect(
    (await page.request.post('/api/site/engagement/like', { data: { item_type: 'story', item_id: story?.id, liked: true } })).status(),
  ).toBe(200);
  await query("insert into game_sessions (id, user_id, game, seed) values ('e2e-privacy-session', $1, 'rugby-kicks', 3)", [userId]);
  await query(
    "insert into game_scores (session_id, user_id, game, score, elapsed_ms, day_key, month_key) values ('e2e-privacy-session', $1, 'rugby-kicks', 5150, 60000, to_char(now(), 'YYYY-MM-DD'), to_char(now(), 'YYYY-MM'))",
    [userId],
  );

  await page.goto('/profile');
  const section = page.getByTestId('my-data');
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^touchline-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as Record<string, unknown>;
  expect(data.profile).toMatchObject({ msisdn, first_name: 'Palesa', last_name: 'Tester', email: `${msisdn}@example.com` });
  expect(data.consents).toEqual([expect.objectContaining({ terms_version: await acceptedTermsOf(msisdn), where: 'sign-up' })]);
  expect(data.subscription_history).toEqual([expect.objectContaining({ provider: 'mtn', type: 'subscribe', outcome: 'applied' })]);
  expect((data.fancred_events as { event: string }[]).map((event) => event.event)).toEqual(
    expect.arrayContaining(['completed_profile', 'subscription', 'competition_entry', 'story_like']),
  );
  expect(data.competition_entries).toEqual([expect.objectContaining({ answer: competition?.options[0] })]);
  expect(data.game_scores).toEqual([expect.objectContaining({ game: 'rugby-kicks', score: 5150 })]);

  // The MTN subscription would charge again: deletion shows the network's way to cancel instead.
  await expect(section.getByTestId('delete-blocked')).toContainText('You still have a subscription with MTN that will charge you again.');
  await expect(section.getByTestId('delete-account')).toHaveCount(0);
  await section.getByRole('button', { name: 'How to cancel' }).click();
  await expect(modal(page).getByText('To unsubscribe, dial *155# on your phone and follow the prompts.')).toBeVisible();
});

test('deleting my account: a wrong code is refused, the SMS code deletes it, no personal field is left, the session ends, and the number signs up again as a new fan', async ({
  page,
}, testInfo) => {
  // A retry gets its own number: the first run has spent this one's 3 codes for 5 minutes.
  const msisdn = testInfo.retry === 0 ? '27781239102' : '27781239112';
  const name = `Deletefan${testInfo.retry}`;
  await createFan(page.request, msisdn, name);
  const userId = await userIdOf(msisdn);
  await page.goto('/profile');
  const section = page.getByTestId('my-data');
  await expect(section).toContainText('What you did on Touchline is kept only as anonymous counts.');
  await section.locator('[data-testid="delete-account"][data-hydrated="true"]').click();
  const since = now();
  await section.getByRole('button', { name: 'Send me an SMS code' }).click();
  await expect(section.getByText("We've sent a code to your number by SMS. Enter it to delete your account for good.")).toBeVisible();
  const code = await codeSentTo(page.request, msisdn, since);
  await typeCode(page, String((Number(code) + 1) % 10_000).padStart(4, '0'));
  await section.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(section.getByTestId('delete-account-error')).toHaveText('Invalid OTP Tries left: 2.');
  await expect(page.getByTestId('otp-digit-1')).toHaveValue('');
  await typeCode(page, code);
  await section.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(section.getByTestId('account-deleted')).toContainText(
    'Your account has been deleted. Thank you for being part of Touchline.',
  );

  // Postgres: the row is an anonymous tombstone; the number, name and email are nowhere in the fan's tables.
  const [row] = await query<Record<string, unknown>>(
    'select msisdn, emsisdn, first_name, last_name, nickname, email, province, network, team, thumbnail_file, deleted_at is not null as deleted from users where id = $1',
    [userId],
  );
  expect(row).toEqual({
    msisdn: null,
    emsisdn: null,
    first_name: null,
    last_name: null,
    nickname: null,
    email: null,
    province: null,
    network: null,
    team: null,
    thumbnail_file: null,
    deleted: true,
  });
  const [left] = await query<{ events: number; sessions: number; points: number; others: number }>(
    `select (select count(*)::int from fan_events where user_id = $1) as events, (select count(*)::int from auth_sessions where user_id = $1) as sessions,
       (select count(*)::int from fancred_points where user_id = $1) as points,
       (select count(*)::int from users where msisdn = $2 or email = $3 or first_name = $4 or nickname = $4) as others`,
    [userId, msisdn, `${msisdn}@example.com`, name],
  );
  expect(left).toEqual({ events: 0, sessions: 0, points: 0, others: 0 });

  // The session ended: the site no longer knows this browser.
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
  await page.goto('/profile');
  await expect(modal(page)).toHaveAttribute('data-view', 'signin');

  // The number is free: it signs up again as a new fan.
  await createFan(page.request, msisdn, name);
  expect(await userIdOf(msisdn)).not.toBe(userId);
});

test('the console’s fan page shows the consent record: the terms version and where it was accepted', async ({ page }) => {
  const msisdn = '27781239104';
  await createFan(page.request, msisdn, 'Lwazi');
  const userId = await userIdOf(msisdn);
  await page.context().clearCookies();
  await signInAsStaff(page);
  await page.goto(`/admin/users/${userId}`);
  const consent = page.getByTestId('user-consent-section');
  await expect(consent.getByRole('heading', { name: 'Consent' })).toBeVisible();
  const rows = consent.getByTestId('user-consents').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Terms version ${await acceptedTermsOf(msisdn)}`);
  await expect(rows.first()).toContainText('Sign-up form');
});

test('the error view: Continue when the flow can go on (Telkom did not answer: ask again), Close when it cannot (no airtime)', async ({
  page,
}) => {
  // Telkom does not answer the first status check: the flow can go on.
  await createFan(page.request, '27781239103', 'Thabo');
  await page.setExtraHTTPHeaders({ 'x-msisdn': '27781239103' });
  let refusals = 0;
  await page.route('**/api/v1/user/checkStatusTelkom', async (route) => {
    if (refusals > 0) return route.continue();
    refusals += 1;
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'provider_unavailable', message: 'Telkom is not answering right now. Please try again.' } }),
    });
  });
  await page.goto('/subscribe');
  await page.getByTestId('subscribe-telkom').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal(page)).toHaveAttribute('data-view', 'error');
  await expect(page.getByTestId('error-view-button')).toHaveText('Continue');
  await page.getByTestId('error-view-button').click();
  await expect(modal(page).getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  expect(refusals).toBe(1);

  // No airtime (a number ending in 8): Telkom's answer is final, the flow cannot go on.
  await page.unrouteAll();
  await page.context().clearCookies();
  await createFan(page.request, '27781239108', 'Nomsa');
  await page.setExtraHTTPHeaders({ 'x-msisdn': '27781239108' });
  await page.goto('/subscribe');
  await page.getByTestId('subscribe-telkom').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal(page).getByText("Telkom couldn't charge your account. Please recharge your airtime and try again.")).toBeVisible();
  await expect(page.getByTestId('error-view-button')).toHaveText('Close');
  await page.getByTestId('error-view-button').click();
  await expect(modal(page)).toBeHidden();
});
