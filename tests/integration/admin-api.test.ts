import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Outside Next there is no cache to expire: record what the handlers ask to revalidate instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { POST: list } = await import('@/app/admin/api/v1/stories/list/route');
const { POST: story } = await import('@/app/admin/api/v1/stories/story/route');
const { POST: categoriesRoute } = await import('@/app/admin/api/v1/stories/categories/route');
const { POST: update } = await import('@/app/admin/api/v1/story/update/route');
const { POST: activate } = await import('@/app/admin/api/v1/story/activate/route');
const { POST: featured } = await import('@/app/admin/api/v1/story/featured/route');
const { POST: remove } = await import('@/app/admin/api/v1/story/remove/route');
const { POST: addCategory } = await import('@/app/admin/api/v1/story/addcategory/route');
const { POST: activateCategory } = await import('@/app/admin/api/v1/story/activatecategory/route');
const { POST: updateCategory } = await import('@/app/admin/api/v1/story/updatecategory/route');
const { getDb } = await import('@/server/db/client');

/**
 * The Admin API (spec §6, §7; DESIGN §4): HTTP Basic with the service credentials (demo: service /
 * touchline-service), the spec's paths and shapes, 204 on success, 4xx with a reason for bad input, every write
 * audited, bodies sanitised, and the public cache told.
 */

const GOOD = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
type Handler = (request: NextRequest) => Promise<Response>;

function send(
  handler: Handler,
  path: string,
  body?: Record<string, unknown> | FormData,
  options: { auth?: string | null; ip?: string } = {},
) {
  const headers = new Headers({ 'x-forwarded-for': options.ip ?? '198.51.100.50' });
  if (options.auth !== null) headers.set('authorization', options.auth ?? GOOD);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body ?? {});
  }
  return handler(new NextRequest(`http://localhost:3000/admin/api/v1${path}`, { method: 'POST', headers, body: payload }));
}

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

async function storyRow(id: number) {
  const db = await getDb();
  return (await db.execute<Record<string, unknown>>(sql`select * from stories where id = ${id}`)).rows[0];
}

async function auditRows(entityType: string, entityId: number | string) {
  const db = await getDb();
  return (
    await db.execute<{
      actor_type: string;
      actor_label: string;
      action: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(
      sql`select actor_type, actor_label, action, changes from audit_log where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
    )
  ).rows;
}

async function firstStoryId(): Promise<number> {
  const body = await (await send(list, '/stories/list', { page: 1 })).json();
  return body.stories.data[0].id as number;
}

beforeEach(() => {
  revalidated.length = 0;
});

describe('HTTP Basic', () => {
  const routes: [string, Handler][] = [
    ['/stories/list', list],
    ['/stories/story', story],
    ['/stories/categories', categoriesRoute],
    ['/story/update', update],
    ['/story/activate', activate],
    ['/story/featured', featured],
    ['/story/remove', remove],
    ['/story/addcategory', addCategory],
    ['/story/activatecategory', activateCategory],
    ['/story/updatecategory', updateCategory],
  ];

  it.each(routes)('%s: 401 without a Basic challenge when the credentials are missing or wrong', async (path, handler) => {
    for (const auth of [
      null,
      `Basic ${Buffer.from('service:wrong').toString('base64')}`,
      `Basic ${Buffer.from('admin:touchline-service').toString('base64')}`,
      'Bearer x',
      'Basic !!!',
    ]) {
      // An address of its own per route: the failures of one route do not count against the next.
      const response = await send(handler, path, { id: 1 }, { auth, ip: `198.51.100.${70 + routes.findIndex(([each]) => each === path)}` });
      expect(response.status).toBe(401);
      // No challenge: a browser would offer to save the credentials, then send them with any site's form post (issue 37).
      expect(response.headers.get('www-authenticate')).toBeNull();
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Service credentials are missing or wrong.' } });
    }
  });

  it.each(routes)('%s: 415 for a body that is neither JSON nor multipart, the right credentials notwithstanding', async (path, handler) => {
    // A cross-site form can send these without a preflight (text/plain carrying JSON, urlencoded); the spec's are JSON and multipart.
    for (const [type, body] of [
      ['text/plain', '{"id":1}'],
      ['application/x-www-form-urlencoded', 'id=1'],
      [null, '{"id":1}'],
    ] as const) {
      const headers = new Headers({ 'x-forwarded-for': '198.51.100.90', authorization: GOOD });
      if (type) headers.set('content-type', type);
      const response = await handler(new NextRequest(`http://localhost:3000/admin/api/v1${path}`, { method: 'POST', headers, body }));
      expect(response.status, String(type)).toBe(415);
      expect(await response.json()).toEqual({
        error: { code: 'unsupported_media_type', message: 'The request body must be JSON or multipart/form-data.' },
      });
    }
  });

  it('an address that keeps guessing is cut off (429), even with the right password', async () => {
    const wrong = `Basic ${Buffer.from('service:guess').toString('base64')}`;
    for (let n = 0; n < 20; n += 1) expect((await send(list, '/stories/list', {}, { auth: wrong, ip: '198.51.100.61' })).status).toBe(401);
    expect((await send(list, '/stories/list', {}, { ip: '198.51.100.61' })).status).toBe(429);
    expect((await send(list, '/stories/list', {}, { ip: '198.51.100.62' })).status).toBe(200);
  });
});

describe('reads', () => {
  it('stories/list: {stories: {page, lastPage, perPage, total, data}}, newest first, filtered by title and category', async () => {
    const response = await send(list, '/stories/list', { order: 'desc', page: 1 });
    expect(response.status).toBe(200);
    const { stories } = await response.json();
    expect(Object.keys(stories).sort()).toEqual(['data', 'lastPage', 'page', 'perPage', 'total']);
    expect(stories.page).toBe(1);
    expect(stories.perPage).toBe(20);
    expect(stories.total).toBeGreaterThanOrEqual(30);
    expect(stories.lastPage).toBe(Math.ceil(stories.total / 20));
    expect(stories.data).toHaveLength(20);
    const dates = stories.data.map((item: { published_at: string }) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(stories.data[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      basket_id: expect.any(Number),
      category_name: expect.any(String),
      is_active: expect.any(Boolean),
    });

    const last = (await (await send(list, '/stories/list', { page: stories.lastPage })).json()).stories;
    expect(last.data.length).toBe(stories.total - (stories.lastPage - 1) * 20);

    const byTitle = (await (await send(list, '/stories/list', { title: 'SQUAD' })).json()).stories;
    expect(byTitle.total).toBeGreaterThan(0);
    for (const item of byTitle.data) expect(item.title.toLowerCase()).toContain('squad');
    // LIKE wildcards are text, not patterns.
    expect((await (await send(list, '/stories/list', { title: '%' })).json()).stories.total).toBe(0);

    const women = (await (await send(list, '/stories/list', { basket_id: 101 })).json()).stories;
    expect(women.total).toBeGreaterThan(0);
    expect(women.total).toBeLessThan(stories.total);
  });

  it('stories/story: every field and language; 404 unknown; 422 without an id', async () => {
    const id = await firstStoryId();
    const { story: item } = await (await send(story, '/stories/story', { id })).json();
    for (const key of [
      'id',
      'basket_id',
      'basket_ids',
      'title',
      'abstract',
      'body',
      'title_zu',
      'title_xh',
      'title_af',
      'abstract_zu',
      'body_af',
      'author',
      'player',
      'image_file',
      'tweet_url',
      'is_active',
      'is_featured',
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(item.basket_ids).toContain(item.basket_id);
    expect(await (await send(story, '/stories/story', { id: 999999 })).json()).toEqual({
      error: { code: 'not_found', message: 'There is no such story.' },
    });
    const missing = await send(story, '/stories/story', {});
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.code).toBe('invalid_input');
  });

  it('stories/categories: the tree', async () => {
    const { categories } = await (await send(categoriesRoute, '/stories/categories')).json();
    expect(categories.find((category: { basket_id: number }) => category.basket_id === 100)).toMatchObject({
      name: 'Springboks',
      category_name: 'Springboks',
      parent_id: null,
      is_active: true,
    });
    expect(categories.some((category: { parent_id: number | null }) => category.parent_id !== null)).toBe(true);
  });
});

describe('story/update (spec §5)', () => {
  it('changes only the fields sent, sanitises every body, keeps a missing translation, clears tweet_url when empty; 204, audited, revalidated', async () => {
    const id = await firstStoryId();
    const before = await storyRow(id);
    const response = await send(
      update,
      '/story/update',
      form({
        id: String(id),
        title: 'Boks name a settled side',
        body: '<p onclick="steal()">Kick-off at <strong>17:00</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
        title_zu: 'AmaBhokobhoko aqamba iqembu',
        body_af: '<p>Die Bokke<script>x()</script></p>',
        abstract: '',
        tweet_url: '',
      }),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const after = await storyRow(id);
    expect(after?.title).toBe('Boks name a settled side');
    expect(after?.title_zu).toBe('AmaBhokobhoko aqamba iqembu');
    expect(after?.abstract).toBe(before?.abstract);
    expect(after?.title_xh).toBe(before?.title_xh);
    expect(after?.tweet_url).toBeNull();
    for (const html of [after?.body, after?.body_af] as string[]) {
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    }
    expect(after?.body).toContain('<strong>17:00</strong>');
    const audit = await auditRows('story', id);
    expect(audit.at(-1)).toMatchObject({ actor_type: 'service', actor_label: 'service:service', action: 'story.update' });
    expect(audit.at(-1)?.changes.title).toEqual({ before: before?.title, after: 'Boks name a settled side' });
    expect(audit.at(-1)?.changes).not.toHaveProperty('abstract');
    expect(revalidated).toEqual(['stories']);
  });

  it('basket_ids as a JSON list files the story under several categories; an unknown one is 422 and nothing changes', async () => {
    const id = await firstStoryId();
    expect(
      (
        await send(
          update,
          '/story/update',
          form({ id: String(id), basket_ids: '[100, 101]', tweet_url: 'https://x.com/Springboks/status/1234567890' }),
        )
      ).status,
    ).toBe(204);
    const { story: item } = await (await send(story, '/stories/story', { id })).json();
    expect(item.basket_ids).toEqual(expect.arrayContaining([100, 101]));
    expect(item.tweet_url).toBe('https://x.com/Springboks/status/1234567890');
    const bad = await send(update, '/story/update', form({ id: String(id), basket_ids: '[100, 99999]', title: 'Never saved' }));
    expect(await bad.json()).toEqual({ error: { code: 'unknown_category', message: 'There is no category with basket id 99999.' } });
    expect((await storyRow(id))?.title).not.toBe('Never saved');
  });

  it('bad input is a 4xx with a reason: no id, unknown id, a tweet_url that is not a tweet, an image that is not one', async () => {
    expect((await send(update, '/story/update', form({ title: 'x' }))).status).toBe(422);
    expect((await send(update, '/story/update', form({ id: '999999', title: 'x' }))).status).toBe(404);
    const tweet = await send(update, '/story/update', form({ id: String(await firstStoryId()), tweet_url: 'javascript:alert(1)' }));
    expect(tweet.status).toBe(422);
    expect((await tweet.json()).error.message).toMatch(/tweet_url/);
    const notImage = await send(
      update,
      '/story/update',
      form({ id: String(await firstStoryId()), image_file: new Blob(['hello'], { type: 'image/png' }) }),
    );
    expect(await notImage.json()).toEqual({
      error: { code: 'not_an_image', message: 'The story image is not an image we can read. Use a JPEG, PNG or WebP photo.' },
    });
  });

  it('an image is decoded, resized to 1280×720 WebP and stored under a new name', async () => {
    const id = await firstStoryId();
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#007a4d' } })
      .png()
      .toBuffer();
    expect(
      (await send(update, '/story/update', form({ id: String(id), image_file: new Blob([new Uint8Array(png)], { type: 'image/png' }) })))
        .status,
    ).toBe(204);
    const { story: item } = await (await send(story, '/stories/story', { id })).json();
    expect(item.image_file).toMatch(/^stories\/[0-9a-f-]{36}\.webp$/);
    expect(item.image_url).toBe(`/media/uploads/${item.image_file}`);
  });
});

describe('activate, featured, remove', () => {
  it('activate and featured toggle (or set) the flag; 204 each; audited', async () => {
    const id = await firstStoryId();
    const was = (await storyRow(id))?.is_active;
    expect((await send(activate, '/story/activate', { id })).status).toBe(204);
    expect((await storyRow(id))?.is_active).toBe(!was);
    expect((await send(activate, '/story/activate', { id, value: true })).status).toBe(204);
    expect((await storyRow(id))?.is_active).toBe(true);
    expect((await send(featured, '/story/featured', { id, value: 'true' })).status).toBe(204);
    expect((await storyRow(id))?.is_featured).toBe(true);
    expect((await send(activate, '/story/activate', { id: 999999 })).status).toBe(404);
    const actions = (await auditRows('story', id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['story.activate', 'story.featured']));
    expect(revalidated).toContain('stories');
  });

  it('remove: 204, the story is gone (then 404), the audit keeps what it was', async () => {
    const { stories } = await (await send(list, '/stories/list', { order: 'asc' })).json();
    const victim = stories.data[0];
    expect((await send(remove, '/story/remove', { id: victim.id })).status).toBe(204);
    expect(await storyRow(victim.id)).toBeUndefined();
    expect((await send(remove, '/story/remove', { id: victim.id })).status).toBe(404);
    const [record] = await auditRows('story', victim.id);
    expect(record).toMatchObject({ action: 'story.remove' });
    expect(record?.changes.title).toEqual({ before: victim.title, after: null });
    expect(revalidated).toEqual(['stories', 'widgets']);
  });
});

describe('categories', () => {
  it('addcategory (multipart): 201 with the next basket_id; a taken basket_id is 409; an unknown parent 422', async () => {
    const added = await send(addCategory, '/story/addcategory', form({ parent_id: '100', category_name: 'Rugby Championship' }));
    expect(added.status).toBe(201);
    const { category } = await added.json();
    expect(category).toEqual({ id: expect.any(Number), basket_id: expect.any(Number) });
    const { categories } = await (await send(categoriesRoute, '/stories/categories')).json();
    expect(categories.find((item: { id: number }) => item.id === category.id)).toMatchObject({
      parent_id: 100,
      name: 'Rugby Championship',
      slug: 'rugby-championship',
      is_active: true,
    });
    expect(
      (await send(addCategory, '/story/addcategory', form({ basket_id: String(category.basket_id), category_name: 'Clash' }))).status,
    ).toBe(409);
    expect(await (await send(addCategory, '/story/addcategory', form({ parent_id: '99999', category_name: 'Orphan' }))).json()).toEqual({
      error: { code: 'unknown_parent', message: 'There is no category with basket id 99999.' },
    });
    expect((await send(addCategory, '/story/addcategory', form({ parent_id: '100' }))).status).toBe(422);
    expect((await auditRows('category', category.id)).map((row) => row.action)).toEqual(['category.add']);
  });

  it('updatecategory renames and re-parents, never under its own branch; basket_id is fixed; activatecategory toggles', async () => {
    const { category } = await (await send(addCategory, '/story/addcategory', form({ parent_id: '100', category_name: 'Tests' }))).json();
    const child = (
      await (
        await send(addCategory, '/story/addcategory', form({ parent_id: String(category.basket_id), category_name: 'Tests A' }))
      ).json()
    ).category;
    expect(
      (
        await send(updateCategory, '/story/updatecategory', {
          id: category.id,
          basket_id: category.basket_id,
          parent_id: 101,
          name: 'Test matches',
        })
      ).status,
    ).toBe(204);
    const { categories } = await (await send(categoriesRoute, '/stories/categories')).json();
    expect(categories.find((item: { id: number }) => item.id === category.id)).toMatchObject({
      parent_id: 101,
      name: 'Test matches',
      slug: 'tests',
    });
    expect(
      (await (await send(updateCategory, '/story/updatecategory', { id: category.id, parent_id: child.basket_id })).json()).error.code,
    ).toBe('parent_cycle');
    expect(
      (await (await send(updateCategory, '/story/updatecategory', { id: category.id, parent_id: category.basket_id })).json()).error.code,
    ).toBe('parent_cycle');
    expect((await (await send(updateCategory, '/story/updatecategory', { id: category.id, basket_id: 5 })).json()).error.code).toBe(
      'basket_id_fixed',
    );
    expect((await send(updateCategory, '/story/updatecategory', { id: 999999, name: 'x' })).status).toBe(404);
    expect((await send(activateCategory, '/story/activatecategory', { id: category.id })).status).toBe(204);
    expect(
      (await (await send(categoriesRoute, '/stories/categories')).json()).categories.find((item: { id: number }) => item.id === category.id)
        .is_active,
    ).toBe(false);
    expect(revalidated).toEqual(expect.arrayContaining(['categories']));
  });

  it('activatecategory: {id} toggles, {id, value} sets (the same value twice changes nothing); 404 unknown; audited', async () => {
    const { category } = await (
      await send(addCategory, '/story/addcategory', form({ parent_id: '100', category_name: `Switch ${Date.now()}` }))
    ).json();
    const isActive = async () =>
      (await (await send(categoriesRoute, '/stories/categories')).json()).categories.find((item: { id: number }) => item.id === category.id)
        .is_active;
    expect((await send(activateCategory, '/story/activatecategory', { id: category.id })).status).toBe(204);
    expect(await isActive()).toBe(false);
    expect((await send(activateCategory, '/story/activatecategory', { id: category.id })).status).toBe(204);
    expect(await isActive()).toBe(true);
    for (const value of [false, false]) {
      expect((await send(activateCategory, '/story/activatecategory', { id: category.id, value })).status).toBe(204);
      expect(await isActive()).toBe(false);
    }
    expect((await send(activateCategory, '/story/activatecategory', { id: category.id, value: 'true' })).status).toBe(204);
    expect(await isActive()).toBe(true);
    expect((await send(activateCategory, '/story/activatecategory', { id: 999999, value: true })).status).toBe(404);
    expect((await send(activateCategory, '/story/activatecategory', { id: category.id, value: 'yes' })).status).toBe(422);
    expect(
      (await auditRows('category', category.id)).map((row) => [row.action, row.actor_type, row.changes.is_active?.after ?? 'unchanged']),
    ).toEqual([
      ['category.add', 'service', 'unchanged'],
      ['category.activate', 'service', false],
      ['category.activate', 'service', true],
      ['category.activate', 'service', false],
      ['category.activate', 'service', 'unchanged'],
      ['category.activate', 'service', true],
    ]);
    expect(revalidated).toEqual(expect.arrayContaining(['categories', 'stories']));
  });
});
