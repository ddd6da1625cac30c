import { expect, test } from '@playwright/test';

/**
 * The Admin API against the real server (spec §7): a service write shows on the public site at once — the cached
 * story page and the news list are refreshed, not left stale — and a deactivated story is gone from the site.
 */
const auth = { authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}` };

test('story/update and story/activate reach the cached public pages', async ({ request, page }) => {
  const list = await request.post('/admin/api/v1/stories/list', { headers: auth, data: { order: 'desc', page: 1 } });
  expect(list.status()).toBe(200);
  const { stories } = (await list.json()) as { stories: { data: { id: number; slug: string; title: string }[] } };
  const target = stories.data[3];
  if (!target) throw new Error('no story to edit');

  // Warm the caches first, so the test proves they are refreshed.
  await page.goto(`/news/${target.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);

  const title = `Updated by the service API ${Date.now()}`;
  const updated = await request.post('/admin/api/v1/story/update', { headers: auth, multipart: { id: String(target.id), title, tweet_url: '' } });
  expect(updated.status()).toBe(204);
  await page.goto(`/news/${target.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  expect((await request.post('/admin/api/v1/story/activate', { headers: auth, data: { id: target.id, value: false } })).status()).toBe(204);
  const gone = await page.goto(`/news/${target.slug}`);
  expect(gone?.status()).toBe(404);
  expect((await request.post('/admin/api/v1/story/activate', { headers: auth, data: { id: target.id, value: true } })).status()).toBe(204);
  await page.goto(`/news/${target.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('without the service credentials: 401', async ({ request }) => {
  const response = await request.post('/admin/api/v1/stories/list', { data: {} });
  expect(response.status()).toBe(401);
  expect(response.headers()['www-authenticate']).toMatch(/^Basic /);
});
