import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * The Admin API against the real server (spec §7): a service write shows on the public site at once — the cached
 * story page and the news list are refreshed, not left stale — and a deactivated story is gone from the site. The
 * test works on a story of its own (made with the console's addStory), never on the shared demo stories.
 */
const auth = { authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}` };

test('story/update and story/activate reach the cached public pages', async ({ request, page }) => {
  await signInAsStaff(page, 'editor');
  const original = `Service API story ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await page.request.post('/api/admin/stories/addStory', {
    multipart: { basket_ids: '[112]', title: original, abstract: 'Made for the Admin API test.', body: '<p>Before.</p>' },
  });
  expect(created.status()).toBe(201);
  const target = (await created.json()).story as { id: number; slug: string };
  try {
    const listed = await request.post('/admin/api/v1/stories/list', { headers: auth, data: { title: original } });
    expect(listed.status()).toBe(200);
    expect((await listed.json()).stories.data).toEqual([
      expect.objectContaining({ id: target.id, slug: target.slug, title: original, is_active: true }),
    ]);

    // Warm the caches first, so the test proves they are refreshed.
    await page.goto(`/news/${target.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);

    const title = `Updated by the service API ${Date.now()}`;
    const updated = await request.post('/admin/api/v1/story/update', {
      headers: auth,
      multipart: { id: String(target.id), title, tweet_url: '' },
    });
    expect(updated.status()).toBe(204);
    await page.goto(`/news/${target.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    expect((await request.post('/admin/api/v1/story/activate', { headers: auth, data: { id: target.id, value: false } })).status()).toBe(
      204,
    );
    const gone = await page.goto(`/news/${target.slug}`);
    expect(gone?.status()).toBe(404);
    expect((await request.post('/admin/api/v1/story/activate', { headers: auth, data: { id: target.id, value: true } })).status()).toBe(
      204,
    );
    await page.goto(`/news/${target.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await request.post('/admin/api/v1/story/remove', { headers: auth, data: { id: target.id } });
  }
});

test('without the service credentials: 401', async ({ request }) => {
  const response = await request.post('/admin/api/v1/stories/list', { data: {} });
  expect(response.status()).toBe(401);
  expect(response.headers()['www-authenticate']).toBeUndefined();
});
