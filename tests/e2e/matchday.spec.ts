import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './support/fan-login';
import { query } from './support/database';

/**
 * Match day on a fan's phone (issue 24 items 3 and 4): at 360 px in isiZulu, on the match page `/matches/{team}/{id}`,
 * a visitor who predicts is asked to log in, the demo fan picks a winner and a margin, changes it, and finds it locked
 * once the reporter records the kick-off; in the second half the fan votes for the Player of the Match once, and sees
 * the results after the vote has closed. Each test has a match of its own (created in the database, played through
 * the service API as a data feed would); a time that must have passed (15 minutes after full time) is set on the row.
 */

test.use({ viewport: { width: 360, height: 740 } });

const FAN = '27710000001';
const SERVICE = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
const modal = (page: Page) => page.getByRole('dialog');

/** A Springboks home match against an opponent of its own, kicking off `seconds` from the database's now. */
async function makeMatch(seconds: number): Promise<{ id: number; opponent: string }> {
  const opponent = `Toets XV ${randomUUID().slice(0, 4)}`;
  const [row] = await query<{ id: number }>(
    `insert into matches (team, team_name, opponent, venue, city, is_home, kickoff_at, competition)
     values ('springboks', 'Springboks', $1, 'Kings Park', 'Durban', true, now() + make_interval(secs => $2), 'Test Series') returning id`,
    [opponent, seconds],
  );
  return { id: Number(row!.id), opponent };
}

/** One event as the data feed sends it (DESIGN §4.1's service API). */
async function feed(request: APIRequestContext, matchId: number, event: Record<string, unknown>) {
  const response = await request.post(`/admin/api/v1/matches/${matchId}/events`, { data: event, headers: { authorization: SERVICE } });
  expect(response.status(), JSON.stringify(event)).toBeLessThan(300);
}

async function inZulu(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
}

test('a fan predicts the winner and the margin in isiZulu, changes the pick, and finds it locked from kick-off', async ({
  page,
  baseURL,
}) => {
  const match = await makeMatch(3600);
  await inZulu(page, baseURL);
  await page.goto(`/matches/springboks/${match.id}`);
  const panel = page.getByTestId('predictor-panel');
  await expect(panel.getByRole('heading', { name: 'Ukubikezela' })).toBeVisible();
  await expect(panel.getByTestId('predictor-scoring')).toContainText('Amaphuzu angu-25');
  const predictor = panel.getByTestId('predictor');
  await expect(predictor).toHaveAttribute('data-hydrated', 'true');

  // A visitor's pick asks them to log in.
  await predictor.getByTestId('predictor-winner-home').click();
  await predictor.getByRole('button', { name: 'Londoloza ukubikezela kwami' }).click();
  await expect(modal(page)).toHaveAttribute('data-view', 'signin');

  await logIn(page, FAN);
  // A login sets the page language to the fan's own (English for this demo fan): this fan reads isiZulu.
  await inZulu(page, baseURL);
  await page.reload();
  await expect(predictor).toHaveAttribute('data-hydrated', 'true');
  const home = predictor.getByTestId('predictor-winner-home');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  // The buttons are thumb-sized on a 360 px phone.
  const box = (await home.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await predictor.getByTestId('predictor-margin').fill('5');
  await predictor.getByRole('button', { name: 'Iphuzu elilodwa ngaphezulu' }).click();
  await predictor.getByRole('button', { name: 'Iphuzu elilodwa ngaphezulu' }).click();
  await expect(predictor.getByTestId('predictor-margin')).toHaveValue('7');
  await predictor.getByRole('button', { name: 'Londoloza ukubikezela kwami' }).click();
  await expect(predictor.getByTestId('predictor-saved')).toHaveText('Kulondoloziwe! Ukubikezela kwakho: Springboks ngamaphuzu angu-7.');
  await expect(predictor.getByTestId('predictor-split-home')).toContainText('100%');

  // Changed before kick-off: a draw.
  await predictor.getByTestId('predictor-winner-draw').click();
  await expect(predictor.getByTestId('predictor-margin')).toHaveCount(0);
  await predictor.getByRole('button', { name: 'Shintsha ukubikezela kwami' }).click();
  await expect(predictor.getByTestId('predictor-saved')).toHaveText('Kulondoloziwe! Ukubikezela kwakho: Ukulingana.');

  // The reporter records the kick-off (early): the pick is locked, on the page and on the server.
  await feed(page.request, match.id, { type: 'kick_off' });
  const refused = await page.request.post('/api/site/predictor/predict', { data: { match_id: match.id, winner: 'away', margin: 3 } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('predictions_closed');
  await expect(async () => {
    await page.reload();
    await expect(predictor).toHaveAttribute('data-state', 'locked', { timeout: 2_000 });
  }).toPass();
  await expect(predictor.getByTestId('predictor-locked')).toContainText('Ukubikezela kuvaliwe: lo mdlalo usuqalile.');
  await expect(predictor.getByTestId('predictor-mine')).toHaveText('Ukubikezela kwakho: Ukulingana');
  await expect(predictor.getByTestId('predictor-points')).toContainText('Amaphuzu akho azovela lapha');
  await expect(panel.getByRole('link', { name: 'Bona ithebula lokubikezela lesizini' })).toHaveAttribute('href', '/predictor');
});

test('a fan votes once for the Player of the Match in isiZulu, and sees the results when the vote has closed', async ({
  page,
  baseURL,
}) => {
  const match = await makeMatch(-3600);
  await feed(page.request, match.id, { type: 'kick_off', minute: 41 });
  await logIn(page, FAN);
  // After the login, which sets the page language to the fan's own (English for this demo fan): this fan reads isiZulu.
  await inZulu(page, baseURL);

  // Before the staff's minute (60') the vote is not open.
  await page.goto(`/matches/springboks/${match.id}`);
  const vote = page.getByTestId('potm-panel').getByTestId('potm');
  await expect(vote).toHaveAttribute('data-state', 'upcoming');
  await expect(vote.getByTestId('potm-upcoming')).toHaveText('Ukuvota kuvula ngomzuzu we-60. Buya ngaleso sikhathi!');

  await feed(page.request, match.id, { type: 'comment', minute: 61, text: 'Imizuzu engu-61.' });
  await expect(async () => {
    await page.reload();
    await expect(vote).toHaveAttribute('data-state', 'open', { timeout: 2_000 });
  }).toPass();
  await expect(vote).toHaveAttribute('data-hydrated', 'true');
  const candidate = vote.getByTestId('potm-candidate').first();
  const name = (await candidate.getByTestId('potm-candidate-name').textContent())!.trim();
  expect((await candidate.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await candidate.click();
  await vote.getByRole('button', { name: 'Vota' }).click();
  await expect(vote.getByTestId('potm-voted')).toContainText(`Siyabonga ngokuvota! Uvotele u-${name}.`);
  await expect(vote.getByTestId('potm-voted')).toContainText('Uthole amaphuzu e-FanCred angu-5.');

  // Once per fan per match: a second vote, for another player, is refused.
  const state = (await (await page.request.get(`/api/site/potm/${match.id}`)).json()) as {
    candidates: { player_id: number; name: string }[];
  };
  const other = state.candidates.find((item) => item.name !== name)!;
  const again = await page.request.post('/api/site/potm/vote', { data: { match_id: match.id, player_id: other.player_id } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_voted');
  await page.reload();
  await expect(vote.getByTestId('potm-voted')).toHaveText(`Uvotele u-${name}.`);

  // Full time, and the quarter of an hour after it: the results.
  await feed(page.request, match.id, { type: 'full_time' });
  await query(`update matches set full_time_at = now() - interval '16 minutes' where id = $1`, [match.id]);
  await expect(async () => {
    await page.reload();
    await expect(vote).toHaveAttribute('data-state', 'closed', { timeout: 2_000 });
  }).toPass();
  await expect(vote.getByTestId('potm-winner')).toHaveText(`UMdlali Womdlalo: ${name}`);
  await expect(vote.getByTestId('potm-result')).toHaveCount(1);
  await expect(vote.getByTestId('potm-result')).toContainText('Amavoti angu-1 (100%)');
});
