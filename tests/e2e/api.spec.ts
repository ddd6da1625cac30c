import { expect, test } from '@playwright/test';
import { outbox } from './support/outbox';

test.describe('team news API (spec §7)', () => {
  for (const path of ['/api/site/teamnews/allnews', '/api/v1/stories/allnews']) {
    test(`${path} answers {allnews: {data, …}} with 1 featured and 7 others`, async ({ request }) => {
      const response = await request.post(path, { data: { page: 1 } });
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(Object.keys(body)).toEqual(['allnews']);
      expect(body.allnews).toMatchObject({ page: 1, perPage: 7 });
      expect(body.allnews.data).toHaveLength(7);
      expect(body.allnews.featured).toMatchObject({ isFeatured: true });
      expect(body.allnews.lastPage).toBe(Math.ceil(body.allnews.total / 7));
      expect(Object.keys(body.allnews.data[0]).sort()).toEqual(
        [
          'abstract',
          'categoryLanguage',
          'categoryName',
          'categorySlug',
          'id',
          'imageUrl',
          'isFeatured',
          'language',
          'publishedAt',
          'slug',
          'title',
        ].sort(),
      );
    });
  }

  test('filters by slug and pages', async ({ request }) => {
    const sevens = await (await request.post('/api/site/teamnews/allnews', { data: { slug: 'springbok-sevens', limit: 50 } })).json();
    expect(sevens.allnews.total).toBeGreaterThan(0);
    for (const story of sevens.allnews.data) expect(story.categoryName).toMatch(/Sevens/i);
    const second = await (await request.post('/api/site/teamnews/allnews', { form: { page: '2', limit: '7' } })).json();
    expect(second.allnews.page).toBe(2);
  });

  test('bad input is a 4xx with a reason, never a 500', async ({ request }) => {
    const cases = [
      { data: { page: 0 }, status: 422 },
      { data: { page: 'two' }, status: 422 },
      { data: { limit: 500 }, status: 422 },
      { data: { slug: "'; drop table stories; --" }, status: 422 },
      { data: { slug: 'no-such-category' }, status: 404 },
    ];
    for (const { data, status } of cases) {
      const response = await request.post('/api/site/teamnews/allnews', { data });
      expect(response.status(), JSON.stringify(data)).toBe(status);
      const body = await response.json();
      expect(body.error.code).toBeTruthy();
      expect(body.error.message).toBeTruthy();
      expect(JSON.stringify(body)).not.toMatch(/at .*\.js|select |stack/i);
    }
    const malformed = await request.post('/api/site/teamnews/allnews', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"page":'),
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.message).toBe('The request body could not be read.');
    const huge = await request.post('/api/site/teamnews/allnews', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ slug: 'x'.repeat(70_000) }),
    });
    expect(huge.status()).toBe(413);
  });
});

test('the players list endpoint answers the spec’s player list items', async ({ request }) => {
  const response = await request.get('/api/site/players');
  expect(response.status()).toBe(200);
  const { players } = await response.json();
  expect(players.length).toBeGreaterThan(40);
  expect(players).toContainEqual(
    expect.objectContaining({ first_name: 'Siya', last_name: 'Kolisi', category: 'springboks', short_name: expect.any(String) }),
  );
});

test('error reporting: logged once, mailed once, deduplicated by (message, page)', async ({ request }) => {
  const report = { message: `E2E TypeError ${Date.now()}`, page: '/news', stack: 'at NewsPage', consoleError: 'TypeError' };
  const before = await (
    await request.post('/api/site/error-boundary/getErrorBoundaryDb', { data: { message: report.message, page: report.page } })
  ).json();
  expect(before).toEqual({ error_message: null });

  expect(await (await request.post('/api/site/error-boundary/sendErrorBoundaryMail', { data: report })).json()).toEqual({ status: 'sent' });
  expect(await (await request.post('/api/site/error-boundary/sendErrorBoundaryDb', { data: report })).json()).toEqual({ status: 'stored' });
  expect(await (await request.post('/api/site/error-boundary/sendErrorBoundaryMail', { data: report })).json()).toEqual({
    status: 'skipped',
  });
  expect(await (await request.post('/api/site/error-boundary/sendErrorBoundaryDb', { data: report })).json()).toEqual({
    status: 'counted',
  });

  const after = await (
    await request.post('/api/site/error-boundary/getErrorBoundaryDb', { data: { message: report.message, page: report.page } })
  ).json();
  expect(after).toEqual({ error_message: { message: report.message, page: '/news' } });

  // The mail leaves through the outbound queue (decision 028): it reaches the outbox a moment after the answer.
  await expect
    .poll(async () => (await outbox(request, 'errors@touchline.example')).filter((message) => message.body.includes(report.message)))
    .toHaveLength(1);

  const bad = await request.post('/api/site/error-boundary/sendErrorBoundaryDb', { data: { page: '/news' } });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error.message).toBe('message: Invalid input: expected string, received undefined');
});

test('health and the dev outbox', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const marker = `Outbox shape ${Date.now()}`;
  await request.post('/api/site/error-boundary/sendErrorBoundaryMail', { data: { message: marker, page: '/about' } });
  // Delivered by the outbound queue's worker a moment after the answer (decision 028).
  let message: Awaited<ReturnType<typeof outbox>>[number] | undefined;
  await expect
    .poll(async () => (message = (await outbox(request, 'errors@touchline.example')).find((item) => item.body.includes(marker))))
    .toBeDefined();
  expect(Object.keys(message!).sort()).toEqual(['body', 'channel', 'createdAt', 'to']);
  expect(message).toMatchObject({ channel: 'email', to: 'errors@touchline.example' });
  expect(Date.parse(message!.createdAt)).not.toBeNaN();
});

test('API answers past the last page are empty, not the last page again', async ({ request }) => {
  const body = await (await request.post('/api/site/teamnews/allnews', { data: { page: 999 } })).json();
  expect(body.allnews.page).toBe(999);
  expect(body.allnews.data).toEqual([]);
});

test('generated media are SVG and unknown media are 404', async ({ request }) => {
  const portrait = await request.get('/media/portraits/springboks/siya-kolisi.svg');
  expect(portrait.headers()['content-type']).toContain('image/svg+xml');
  expect(await portrait.text()).toContain('<svg');
  expect((await request.get('/media/portraits/springboks/nobody.svg')).status()).toBe(404);
  expect((await request.get('/media/covers/abc.svg')).status()).toBe(404);
  expect((await request.get('/media/covers/9999999999.svg')).status()).toBe(404);
});
