import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parseAdPlayText } from '../../src/game-rules/ad-play';
import { playKicks } from '../../src/game-rules/autoplay';
import { replayKicks } from '../../src/game-rules/kicks';
import { query } from './support/database';
import { logIn } from './support/fan-login';
import { createFan } from './support/outbox';
import { signInAsStaff } from './support/staff';

/**
 * Play & Win (issue 13) in Chromium: the hub with the demo scores; Play → "Please wait while we check your
 * subscription..." → games_sub_status_check for a visitor (Login) and a member (Subscribe Now); the subscribed demo fan
 * without a nickname gets games_no_nickname, saves one (updated_nickname), plays a round of each game by keyboard and
 * finds the scores on the hub (the server replays each game's moves, decision 025); a forged score over HTTP is refused
 * and staff see the refusal.
 */
const modal = (page: Page) => page.getByRole('dialog');
const WAIT_TEXT = 'Please wait while we check your subscription...';

async function openPlayPage(page: Page, game: 'rugby-kicks' | 'rugby-rush') {
  await page.goto(`/play-and-win/${game}/play`);
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-hydrated', 'true');
}

/** The canvas has drawn something (not blank). */
async function canvasHasDrawn(page: Page): Promise<boolean> {
  return page.getByTestId('game-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return false;
    const pixel = context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data;
    return pixel[3] === 255;
  });
}

/** Where a round of Rugby Kicks is: a kick being aimed, the ball in the air (or its result showing), or over. */
type KicksState = 'aiming' | 'flying' | 'over';

/**
 * Waits until the round of Rugby Kicks on `game.canvas` is `state`, or over, and says which. The game draws its power
 * bar (gold, or red above 0.8) only while a kick is being aimed; the round is over when `game.phase` says so.
 */
async function waitForKicks(page: Page, game: { canvas: string; phase: string }, state: Exclude<KicksState, 'over'>): Promise<KicksState> {
  const reached = await page.waitForFunction(
    ({ canvas: canvasId, phase: phaseId, state: wanted }) => {
      if (document.querySelector(`[data-testid="${phaseId}"]`)?.getAttribute('data-phase') === 'over') return 'over';
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="${canvasId}"]`);
      const context = canvas?.getContext('2d');
      if (!canvas || !context || canvas.clientWidth === 0) return null;
      // The bar (src/components/games/rugby-kicks.ts): min(220, half the width) wide, centred, 22 px to 12 px above the bottom.
      const ratio = canvas.width / canvas.clientWidth;
      const barLeft = (canvas.clientWidth - Math.min(220, canvas.clientWidth * 0.5)) / 2;
      const [red = 0, , blue = 0] = context.getImageData(
        Math.floor((barLeft + 3) * ratio),
        Math.floor((canvas.clientHeight - 17) * ratio),
        1,
        1,
      ).data;
      // Without the bar the spot is grass, dark green (red under 20).
      const now = red > 150 && blue < 100 ? 'aiming' : 'flying';
      return now === wanted ? now : null;
    },
    { ...game, state },
    { timeout: 10_000 },
  );
  return (await reached.jsonValue()) as KicksState;
}

/** Plays the round's kicks by keyboard, each as soon as it can be taken, `aim` pressed before each; returns when it is over. */
async function playKicksByKeyboard(page: Page, game: { canvas: string; phase: string }, aim: (kick: number) => string[] = () => []) {
  for (let kick = 1; (await waitForKicks(page, game, 'aiming')) === 'aiming'; kick += 1) {
    for (const key of aim(kick)) await page.keyboard.press(key);
    await page.keyboard.press('Space');
    // The ball is in the air (the bar is gone): another Space does nothing — the next kick takes the next press.
    await waitForKicks(page, game, 'flying');
    await page.keyboard.press('Space');
  }
}

test('the hub shows both games, how to play, demo scores on the tables, and links on', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/play-and-win');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play & Win');
  await expect(page.getByTestId('game-card-rugby-kicks')).toContainText('How to play');
  await expect(page.getByTestId('play-rugby-kicks')).toHaveAttribute('href', '/play-and-win/rugby-kicks/play');
  await expect(page.getByTestId('play-rugby-rush')).toHaveAttribute('href', '/play-and-win/rugby-rush/play');
  await expect(page.getByTestId('board-rugby-kicks-month').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('board-rugby-rush-all').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Log in and play to see your personal bests here.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter our competitions' })).toHaveAttribute('href', '/competitions');
  await expect(page.getByRole('link', { name: 'Climb the FanCred leaderboard' })).toHaveAttribute('href', '/fancred');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});

test('a visitor presses Play, waits for the check and is asked to subscribe and log in', async ({ page }) => {
  await openPlayPage(page, 'rugby-kicks');
  await page.getByTestId('game-play').click();
  await expect(modal(page).getByTestId('modal-message')).toHaveText(WAIT_TEXT);
  await expect(modal(page)).toHaveAttribute('data-view', 'games_sub_status_check');
  await expect(modal(page).getByTestId('modal-message')).toHaveText('You need an active subscription to play Rugby Kicks.');
  await expect(modal(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(modal(page).getByTestId('modal-subscribe')).toHaveText('Subscribe Now');
  await modal(page).getByRole('button', { name: 'Login' }).click();
  await expect(modal(page)).toHaveAttribute('data-view', 'signin');
});

test('a member without a subscription is offered Subscribe Now', async ({ page }) => {
  // A member of their own (a new fan has no subscription): the demo numbers' codes are for the specs that need them.
  await createFan(page.request, `2778${String(Date.now()).slice(-7)}`, 'Themba');
  await openPlayPage(page, 'rugby-rush');
  await page.getByTestId('game-play').click();
  await expect(modal(page).getByTestId('modal-message')).toHaveText(WAIT_TEXT);
  await expect(modal(page).getByTestId('modal-message')).toHaveText('You need an active subscription to play Rugby Rush.');
  await expect(modal(page).getByTestId('modal-subscribe')).toHaveAttribute('href', '/subscribe');
  await expect(modal(page).getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-phase', 'idle');
});

test('the subscribed fan without a nickname saves one, plays both games by keyboard and finds the scores on the hub', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, '27760000006');
  await openPlayPage(page, 'rugby-kicks');
  await page.getByTestId('game-play').click();
  await expect(modal(page).getByTestId('modal-message')).toHaveText(WAIT_TEXT);
  await expect(modal(page)).toHaveAttribute('data-view', 'games_no_nickname');
  await expect(modal(page).getByText('Nickname *')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Save nickname' }).click();
  await expect(modal(page).getByText('Nickname is required')).toBeVisible();
  await modal(page)
    .getByLabel(/Nickname/)
    .fill('NalediKicks');
  await modal(page).getByRole('button', { name: 'Save nickname' }).click();
  await expect(modal(page)).toHaveAttribute('data-view', 'updated_nickname');
  await expect(modal(page).getByTestId('modal-message')).toHaveText('Your nickname has been added successfully!');
  await modal(page).getByRole('button', { name: 'Close' }).last().click();

  // The game starts: the canvas draws, the spec's local storage entries are set.
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-phase', 'playing');
  expect(
    await page.evaluate(() => [localStorage.getItem('touchline_game_external_user_id'), localStorage.getItem('touchline_game_gamer_tag')]),
  ).toEqual(['demo-fan-6', 'NalediKicks']);
  await expect.poll(() => canvasHasDrawn(page)).toBe(true);
  await page.screenshot({ path: 'test-results/games-kicks.png' });
  // The first kick of every round is straight in front: the default aim and power put it over.
  await page.keyboard.press('Space');
  await expect(page.getByTestId('game-score')).toHaveAttribute('data-score', '10');
  // The other nine, every other one aimed a little to the right of the posts.
  await playKicksByKeyboard(page, { canvas: 'game-canvas', phase: 'play-screen' }, (kick) => (kick % 2 === 1 ? ['ArrowRight'] : []));
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('game-message')).toContainText('Score saved.');
  const kicksScore = await page.getByTestId('game-score').getAttribute('data-score');

  await openPlayPage(page, 'rugby-rush');
  await page.getByTestId('game-play').click();
  await expect(modal(page).getByTestId('modal-message')).toHaveText(WAIT_TEXT);
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Number(await page.getByTestId('game-score').getAttribute('data-score'))).toBeGreaterThan(20);
  await page.screenshot({ path: 'test-results/games-rush.png' });
  // Standing still in one lane, a defender arrives sooner or later.
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('game-message')).toContainText('Score saved.');
  const rushScore = await page.getByTestId('game-score').getAttribute('data-score');

  // The hub: the fan's personal bests today (the top-10 tables are full of demo scores).
  await page.goto('/play-and-win');
  await expect(page.getByTestId('best-rugby-kicks').locator('td').first()).toHaveText(kicksScore as string);
  await expect(page.getByTestId('best-rugby-rush').locator('td').first()).toHaveText(rushScore as string);
});

test('a forged score over HTTP is refused — too early, moves the game does not allow, more than the time allows, twice, or for a visitor — and staff see the refusals', async ({
  page,
  request,
  browser,
}) => {
  await logIn(page, '27710000001');
  const start = async () =>
    (await (await page.request.post('/api/site/games/start', { data: { game: 'rugby-kicks' } })).json()) as {
      session_id: string;
      seed: number;
    };
  const early = await start();
  const perfectEarly = playKicks(early.seed, { think: () => 0, miss: () => false });
  const tooEarly = await page.request.post('/api/site/games/score', {
    data: { session_id: early.session_id, score: perfectEarly.score, moves: perfectEarly.moves },
  });
  expect(tooEarly.status()).toBe(422);
  expect((await tooEarly.json()).error.code).toBe('game_too_short');
  // The old forgery: 500, ten kicks at the old bound's pace of 1.2 s a kick.
  const rushed = await start();
  const forged = await start();
  // The server's clock decides (a score is considered from 3 s of play): the two games are made 3.5 s old in the
  // database instead of waiting for them to be.
  await query(`update game_sessions set started_at = started_at - interval '3.5 seconds' where id = any($1)`, [
    [rushed.session_id, forged.session_id],
  ]);
  const quick = Array.from({ length: 10 }, (_, index) => [index * 72, 0, 0, 500]);
  const invalid = await page.request.post('/api/site/games/score', { data: { session_id: rushed.session_id, score: 500, moves: quick } });
  expect(invalid.status()).toBe(422);
  expect((await invalid.json()).error).toEqual({ code: 'invalid_moves', message: 'These moves are not possible in this game.' });
  // A perfect round, really played from the seed, takes longer than the 3.5 s since the start.
  const perfect = playKicks(forged.seed, { think: () => 0, miss: () => false });
  const impossible = await page.request.post('/api/site/games/score', {
    data: { session_id: forged.session_id, score: perfect.score, moves: perfect.moves },
  });
  expect(impossible.status()).toBe(422);
  expect((await impossible.json()).error.message).toBe('This score is not possible in the time played.');
  const replay = await page.request.post('/api/site/games/score', { data: { session_id: forged.session_id, score: 10, moves: [] } });
  expect(replay.status()).toBe(409);
  expect((await request.post('/api/site/games/score', { data: { session_id: forged.session_id, score: 10, moves: [] } })).status()).toBe(
    401,
  );

  // Staff find the refused attempts on the fan's console page, with the reasons.
  const fanId = ((await (await page.request.get('/api/site/games/player')).json()) as { external_user_id: string }).external_user_id;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/admin/users/${fanId}`);
  const scores = staff.getByTestId('user-game-scores-section').getByTestId('user-game-score');
  await expect(scores.filter({ hasText: 'invalid_moves: kick 2 at 1.2 s was taken while kick 1 was still in play' })).toHaveCount(1);
  await expect(scores.filter({ hasText: /impossible_score: kick \d+ was taken at/ }).first()).toHaveAttribute('data-status', 'refused');
  await staffContext.close();
});

test('the Games tab and the Play menu lead to the hub', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[href="/play-and-win"]').first()).toBeAttached();
});

test('a visitor plays the three-kick ad on the home page; the score waits on /sign-up and sign-up turns it into points', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const ad = page.getByTestId('playable-ad');
  await expect(ad).toHaveAttribute('data-hydrated', 'true');
  await ad.getByTestId('playable-ad-play').click();
  await expect(ad).toHaveAttribute('data-phase', 'playing');
  await playKicksByKeyboard(page, { canvas: 'playable-ad-canvas', phase: 'playable-ad' });
  await expect(ad.getByTestId('playable-ad-result')).toContainText(/You scored \d+!/);
  const score = Number((await ad.getByTestId('playable-ad-result').innerText()).match(/\d+/)?.[0]);
  // The first kick is straight in front: the default aim and power put it over.
  expect(score).toBeGreaterThanOrEqual(10);
  // The cookie keeps the play — seed, three kicks, score — and the kicks replay to the score shown.
  const cookie = (await context.cookies()).find((entry) => entry.name === 'pa-data-score');
  const play = parseAdPlayText(Buffer.from(cookie?.value ?? '', 'base64url').toString('utf8'));
  expect(play).toMatchObject({ version: 2, score });
  if (play?.version !== 2) throw new Error('the ad kept no play');
  expect(play.moves).toHaveLength(3);
  expect(replayKicks(play.seed, play.moves, { kickCount: 3, maxTicks: Number.MAX_SAFE_INTEGER })).toMatchObject({ ok: true, score });
  await expect(ad.getByTestId('playable-ad-keep')).toHaveAttribute('href', '/sign-up');

  await page.goto('/sign-up');
  await expect(page.getByTestId('playable-ad-waiting')).toContainText(`Your Rugby Kicks score of ${score} is waiting`);
  await createFan(page.request, '27781239013', 'Kicker');
  expect((await context.cookies()).find((entry) => entry.name === 'pa-data-score')).toBeUndefined();
  // 50 for the completed profile, and the ad's score: a point per 10, up to 50.
  await expect
    .poll(async () => (await (await page.request.post('/api/site/fancred/points/getMyPointsMonthly', { data: {} })).json()).points)
    .toBe(50 + Math.min(50, Math.floor(score / 10)));
});

test("staff void a fan's ranked score from the fan's console page, with a reason", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin/users/demo-fancred-101');
  const section = page.getByTestId('user-game-scores-section');
  const score = section
    .getByTestId('user-game-score')
    .filter({ has: page.getByRole('button', { name: /^Void score \d+$/ }) })
    .first();
  await expect(score).toHaveAttribute('data-status', 'ranked');
  const label = await score.getByRole('button', { name: /^Void score \d+$/ }).getAttribute('aria-label');
  await score.getByRole('button', { name: /^Void score \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Void this score?' });
  await dialog.getByRole('button', { name: 'Void score' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Reason is required');
  await dialog.getByLabel('Reason').fill('Replayed a recorded run (e2e)');
  await dialog.getByRole('button', { name: 'Void score' }).click();
  await expect(page.getByText('Score voided.')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('button', { name: label as string })).toHaveCount(0);
  await expect(section.getByTestId('user-game-score').filter({ hasText: 'voided: Replayed a recorded run (e2e)' })).toHaveCount(1);
});

for (const path of ['/', '/play-and-win/rugby-kicks/play', '/sign-up']) {
  test(`${path} with the games' islands has no serious or critical accessibility violation`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
