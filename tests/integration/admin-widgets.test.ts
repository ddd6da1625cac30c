import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar } from '../support/identity-http';

// Server actions read the staff session through next/headers, and refresh public pages through next/cache.
const current = vi.hoisted(() => ({ cookie: '' }));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.140' }) }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const headlineActions = await import('@/app/admin/(console)/headlines-widget/actions');
const gameActions = await import('@/app/admin/(console)/games-widget/actions');
const { getDb } = await import('@/server/db/client');
const { listHeadlinesForStaff, listHomeGamesForStaff, saveHeadlines, saveHomeGames, searchHeadlineStories } =
  await import('@/server/content/admin-widgets');
const { getHomeGames, getHomeHeadlines } = await import('@/server/content/home-widgets');
const { listAudit } = await import('@/server/audit/audit');

/**
 * The home page widgets (issue 5 item 6): the headlines — active stories, each once, the whole ordered list saved in
 * one transaction — and the games' visibility and order; audited; only for staff; the home page refreshed.
 */

type Actor = { type: 'staff'; id: string; label: string };
const ADMIN: Actor = { type: 'staff', id: 'demo-staff-admin', label: 'admin@example.com' };

const headlineIds = async () => (await listHeadlinesForStaff()).map((story) => story.id);

async function activeStoryIds(limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(
    sql`select id from stories where is_active and published_at <= now() order by published_at desc, id desc limit ${limit}`,
  );
  return rows.rows.map((row) => row.id);
}

beforeAll(async () => {
  const jar = new CookieJar();
  const response = await call(
    adminLogin,
    '/api/admin/login',
    { email: 'admin@example.com', password: 'touchline-admin', next: '/admin' },
    { jar, ip: '198.51.100.141' },
  );
  expect(response.status).toBe(303);
  current.cookie = jar.header();
});

describe('headlines', () => {
  it('starts with the seeded headlines, which the home page lists in order', async () => {
    const ids = await headlineIds();
    expect(ids.length).toBe(5);
    expect((await getHomeHeadlines('en')).map((headline) => headline.id)).toEqual(ids);
  });

  it('saves a new order atomically, audited; fans see it', async () => {
    const before = await headlineIds();
    const reordered = [...before].reverse();
    expect(await saveHeadlines({ storyIds: reordered }, ADMIN)).toEqual({ ok: true, value: null });
    expect(await headlineIds()).toEqual(reordered);
    expect((await getHomeHeadlines('en')).map((headline) => headline.id)).toEqual(reordered);
    const [entry] = (await listAudit({ entityType: 'home_headlines', entityId: 'home' })).entries;
    expect(entry).toMatchObject({
      action: 'widget.update',
      actorLabel: 'admin@example.com',
      changes: { story_ids: { before, after: reordered } },
    });
  });

  it('refuses a story twice (the unique index) and keeps the saved list whole', async () => {
    const saved = await headlineIds();
    const [first = 0, second = 0] = saved;
    const result = await saveHeadlines({ storyIds: [first, second, first] }, ADMIN);
    expect(result).toEqual({ ok: false, error: { status: 422, code: 'duplicate_story', message: 'A story can be a headline only once.' } });
    expect(await headlineIds()).toEqual(saved);
  });

  it('refuses an inactive or unknown story, naming it, and changes nothing', async () => {
    const saved = await headlineIds();
    const db = await getDb();
    const [inactive] = (
      await db.execute<{ id: number }>(
        sql`update stories set is_active = false where id = (select id from stories where is_active order by id desc limit 1) returning id`,
      )
    ).rows;
    try {
      const result = await saveHeadlines({ storyIds: [saved[0] ?? 0, inactive?.id ?? 0, 99_999_999] }, ADMIN);
      expect(result).toEqual({
        ok: false,
        error: {
          status: 422,
          code: 'story_not_active',
          message: `Story ${inactive?.id}, 99999999 is not an active story: choose active stories only.`,
        },
      });
      expect(await headlineIds()).toEqual(saved);
    } finally {
      await db.execute(sql`update stories set is_active = true where id = ${inactive?.id ?? 0}`);
    }
  });

  it('saves at once end with one of the lists, whole (saves are serialised)', async () => {
    const ids = await activeStoryIds(10);
    const lists = Array.from({ length: 6 }, (_, index) => ids.slice(index % 3, (index % 3) + 4 + (index % 2)));
    const results = await Promise.all(lists.map((storyIds) => saveHeadlines({ storyIds }, ADMIN)));
    expect(results).toEqual(lists.map(() => ({ ok: true, value: null })));
    expect(lists).toContainEqual(await headlineIds());
  });

  it('the home page skips a story deactivated after it was chosen; staff still see it, marked', async () => {
    const ids = await activeStoryIds(3);
    await saveHeadlines({ storyIds: ids }, ADMIN);
    const db = await getDb();
    await db.execute(sql`update stories set is_active = false where id = ${ids[1] ?? 0}`);
    try {
      expect((await getHomeHeadlines('en')).map((headline) => headline.id)).toEqual([ids[0], ids[2]]);
      expect((await listHeadlinesForStaff()).map((story) => [story.id, story.isActive])).toEqual([
        [ids[0], true],
        [ids[1], false],
        [ids[2], true],
      ]);
    } finally {
      await db.execute(sql`update stories set is_active = true where id = ${ids[1] ?? 0}`);
    }
  });

  it('shows a translated title in the reader’s language, English otherwise', async () => {
    const db = await getDb();
    const [translated] = (
      await db.execute<{ id: number; title_zu: string }>(
        sql`select id, title_zu from stories where is_active and title_zu is not null and published_at <= now() limit 1`,
      )
    ).rows;
    expect(translated).toBeDefined();
    await saveHeadlines({ storyIds: [translated?.id ?? 0] }, ADMIN);
    expect(await getHomeHeadlines('zu')).toEqual([
      expect.objectContaining({ id: translated?.id, title: translated?.title_zu, language: 'zu' }),
    ]);
  });

  it('searches active stories by title', async () => {
    const db = await getDb();
    const [story] = (
      await db.execute<{ id: number; title: string }>(sql`select id, title from stories where is_active order by id limit 1`)
    ).rows;
    const word = story?.title.split(' ').find((part) => part.length > 4) ?? '';
    const found = await searchHeadlineStories(word.toUpperCase());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.isActive && item.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(await searchHeadlineStories('%_nothing-like-this_%')).toEqual([]);
    expect((await searchHeadlineStories('')).length).toBe(10);
  });

  it('the actions: staff only, a duplicate refused under the list, the home page refreshed on save', async () => {
    const ids = await activeStoryIds(2);
    revalidated.length = 0;
    expect(await headlineActions.saveHeadlinesAction({ storyIds: ids })).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual(['widgets']);
    expect(await headlineActions.saveHeadlinesAction({ storyIds: [ids[0], ids[0]] })).toMatchObject({
      ok: false,
      fieldErrors: { storyIds: 'A story can be a headline only once' },
    });
    expect(await headlineActions.saveHeadlinesAction({ storyIds: Array.from({ length: 11 }, (_, index) => index + 1) })).toMatchObject({
      ok: false,
      fieldErrors: { storyIds: 'The home page shows at most 10 headlines' },
    });
    expect(await headlineActions.searchHeadlineStoriesAction({ q: '' })).toMatchObject({ ok: true, value: expect.any(Array) });
    const cookie = current.cookie;
    current.cookie = '';
    try {
      expect(await headlineActions.saveHeadlinesAction({ storyIds: ids })).toEqual({ ok: false, message: 'Please log in to the console.' });
      expect(await headlineActions.searchHeadlineStoriesAction({ q: '' })).toEqual({ ok: false, message: 'Please log in to the console.' });
    } finally {
      current.cookie = cookie;
    }
  });
});

describe('games', () => {
  it('starts with Rugby Kicks then Rugby Rush, both shown', async () => {
    expect(await listHomeGamesForStaff()).toEqual([
      { slug: 'rugby-kicks', name: 'Rugby Kicks', isVisible: true },
      { slug: 'rugby-rush', name: 'Rugby Rush', isVisible: true },
    ]);
    expect(await getHomeGames()).toEqual([
      { slug: 'rugby-kicks', name: 'Rugby Kicks', url: '/play-and-win/rugby-kicks/play' },
      { slug: 'rugby-rush', name: 'Rugby Rush', url: '/play-and-win/rugby-rush/play' },
    ]);
  });

  it('saves order and visibility at once, audited; fans see only the shown games, in order', async () => {
    revalidated.length = 0;
    const saved = await gameActions.saveHomeGamesAction({
      games: [
        { slug: 'rugby-rush', isVisible: true },
        { slug: 'rugby-kicks', isVisible: false },
      ],
    });
    expect(saved).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual(['widgets']);
    expect(await getHomeGames()).toEqual([{ slug: 'rugby-rush', name: 'Rugby Rush', url: '/play-and-win/rugby-rush/play' }]);
    expect((await listHomeGamesForStaff()).map((game) => [game.slug, game.isVisible])).toEqual([
      ['rugby-rush', true],
      ['rugby-kicks', false],
    ]);
    const [entry] = (await listAudit({ entityType: 'home_games', entityId: 'home' })).entries;
    expect(entry).toMatchObject({
      action: 'widget.update',
      changes: { games: { before: ['rugby-kicks', 'rugby-rush'], after: ['rugby-rush', 'rugby-kicks (hidden)'] } },
    });
  });

  it('refuses a list that misses, repeats or invents a game; nothing changes', async () => {
    const before = await listHomeGamesForStaff();
    for (const games of [
      [{ slug: 'rugby-kicks', isVisible: true }],
      [
        { slug: 'rugby-kicks', isVisible: true },
        { slug: 'rugby-kicks', isVisible: false },
      ],
      [
        { slug: 'rugby-kicks', isVisible: true },
        { slug: 'rugby-rush', isVisible: true },
        { slug: 'tetris', isVisible: true },
      ],
    ]) {
      expect(await gameActions.saveHomeGamesAction({ games }), JSON.stringify(games)).toMatchObject({ ok: false });
    }
    expect(
      await saveHomeGames(
        {
          games: [
            { slug: 'rugby-kicks', isVisible: true },
            { slug: 'rugby-kicks', isVisible: true },
          ],
        },
        ADMIN,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'duplicate_game' },
    });
    expect(await listHomeGamesForStaff()).toEqual(before);
  });
});
