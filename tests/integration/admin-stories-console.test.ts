import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, CookieJar } from '../support/identity-http';

// Server actions read the staff session through next/headers: here, the cookie of whoever is acting.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.140' }) }));
// Outside Next there is no cache to expire: record what the actions ask to revalidate instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));
// The moments a story save can lose its race: something done while its image is being stored (another editor removes
// the story), and a write inside its transaction that fails.
const race = vi.hoisted(() => ({ afterImage: null as null | (() => Promise<void>), storedKeys: [] as string[], failAudit: '' }));
vi.mock('@/server/media/images', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/media/images')>();
  return {
    ...actual,
    storeImage: async (input: Parameters<typeof actual.storeImage>[0]) => {
      const stored = await actual.storeImage(input);
      if (stored.ok) race.storedKeys.push(stored.key);
      await race.afterImage?.();
      return stored;
    },
  };
});
vi.mock('@/server/audit/audit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/audit/audit')>();
  return {
    ...actual,
    recordAudit: async (...args: Parameters<typeof actual.recordAudit>) => {
      if (args[1].action === race.failAudit) throw new Error('the audit write failed');
      return actual.recordAudit(...args);
    },
  };
});

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const storyActions = await import('@/app/admin/(console)/stories/actions');
const categoryActions = await import('@/app/admin/(console)/stories/categories/actions');
const { EMPTY_STORY_VALUES: BLANK, storyFormValuesOf, storyPayload } = await import('@/components/admin/stories/story-payload');
const {
  createStory,
  getStoryBySlug,
  getStoryForStaff,
  getStoryPreview,
  listCategoriesForStaff,
  listStoriesForStaff,
  listTeamNews,
  removeStory,
  updateStory,
} = await import('@/server/content');
const { listAudit } = await import('@/server/audit/audit');
const { getDb } = await import('@/server/db/client');
const { getStorage } = await import('@/server/adapters/storage/get-storage');

/**
 * The stories section of the console (issue 5 items 3 and 9): its server actions with a real staff session, the
 * spec §5 payload the form sends, the list shape of spec §3, the preview, the category tree — and the proof that
 * script tags, event handlers and javascript: URLs never reach a fan, whether they came through the console or were
 * written straight into the table.
 */

type Values = Parameters<typeof storyPayload>[0];
const EDITOR = { type: 'staff' as const, id: 'demo-staff-editor', label: 'editor@example.com' };

const HOSTILE = [
  '<p>Before</p>',
  '<script>alert("script")</script>',
  '<img src="x" onerror="alert(\'onerror\')">',
  '<p onclick="alert(\'onclick\')">Click</p>',
  '<a href="javascript:alert(\'js\')" onmouseover="alert(1)">bad link</a>',
  '<a href="JaVaScRiPt:alert(2)">mixed case</a>',
  '<a href="https://example.com/ok">good link</a>',
  '<iframe src="javascript:alert(3)"></iframe>',
  '<svg onload="alert(4)"></svg>',
].join('');

/** Nothing that runs code: no script element, no on* attribute, no javascript: URL (any case), no iframe/svg. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe|<svg|<img/i);
}

async function signIn(email: string, password: string): Promise<string> {
  const jar = new CookieJar();
  const response = await call(adminLogin, '/api/admin/login', { email, password, next: '/admin' }, { jar, ip: '198.51.100.141' });
  expect(response.status).toBe(303);
  return jar.header();
}

async function newStory(title: string, basketIds = [112, 113]) {
  const created = await createStory({ title, abstract: `${title} abstract`, body: `<p>${title} body</p>`, basketIds: basketIds }, EDITOR);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

async function row(id: number) {
  const db = await getDb();
  return (await db.execute<Record<string, string | null | boolean>>(sql`select * from stories where id = ${id}`)).rows[0];
}

let editorCookie = '';

beforeAll(async () => {
  editorCookie = await signIn('editor@example.com', 'touchline-editor');
});

beforeEach(() => {
  current.cookie = editorCookie;
  revalidated.length = 0;
  race.afterImage = null;
  race.storedKeys.length = 0;
  race.failAudit = '';
});

describe('story actions', () => {
  it('refuse anyone without a staff session, and change nothing', async () => {
    const { id } = await newStory('Session check story');
    current.cookie = '';
    expect(await storyActions.setStoryActive(id, false)).toEqual({ ok: false, message: 'Please log in to the console.' });
    expect(await storyActions.deleteStory(id)).toEqual({ ok: false, message: 'Please log in to the console.' });
    expect(await storyActions.saveStory(storyPayload({ ...BLANK, title: 'Hijacked', basketIds: [112] }, { id }))).toMatchObject({
      ok: false,
    });
    expect((await row(id))?.title).toBe('Session check story');
    expect((await row(id))?.is_active).toBe(true);
    expect(revalidated).toEqual([]);
  });

  it('save applies spec §5: only flagged, non-empty translations; empty plain fields kept; tweet_url cleared; audited; pages refreshed', async () => {
    const { id } = await newStory('Payload story');
    const db = await getDb();
    await db.execute(
      sql`update stories set tweet_url = 'https://x.com/Springboks/status/1', title_xh = 'Isihloko sakudala', abstract_xh = 'Isishwankathelo sakudala', body_xh = '<p>Umzimba wakudala</p>' where id = ${id}`,
    );

    const values: Values = {
      ...BLANK,
      title: 'Payload story, edited',
      abstract: '',
      body: '<p>New English body</p>',
      basketIds: [113, 112],
      zulu: true,
      titleZu: 'Indaba entsha',
      abstractZu: 'Isifinyezo',
      bodyZu: '<p>Umzimba omusha</p>',
      xhosa: false,
      titleXh: 'Not sent: the flag is off',
      afrikaans: true,
      titleAf: 'Nuwe storie',
      abstractAf: '',
      bodyAf: '<p>Nuwe inhoud</p>',
    };
    const result = await storyActions.saveStory(storyPayload(values, { id }));
    expect(result).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual(expect.arrayContaining(['stories', 'widgets']));

    const saved = await getStoryForStaff(id);
    expect(saved).toMatchObject({
      title: 'Payload story, edited',
      abstract: 'Payload story abstract',
      body: '<p>New English body</p>',
      titleZu: 'Indaba entsha',
      abstractZu: 'Isifinyezo',
      bodyZu: '<p>Umzimba omusha</p>',
      titleXh: 'Isihloko sakudala',
      bodyXh: '<p>Umzimba wakudala</p>',
      titleAf: 'Nuwe storie',
      abstractAf: null,
      bodyAf: '<p>Nuwe inhoud</p>',
      tweetUrl: null,
      basketId: 113,
    });
    expect([...(saved?.basketIds ?? [])].sort()).toEqual([112, 113]);

    const [entry] = (await listAudit({ entityType: 'story', entityId: id })).entries;
    expect(entry).toMatchObject({ action: 'story.update', actorLabel: 'editor@example.com' });
    expect(entry?.changes.title_zu).toEqual({ before: null, after: 'Indaba entsha' });

    // The fan's page follows each language; Xhosa is still the old complete version.
    const slug = saved?.slug as string;
    expect((await getStoryBySlug(slug, 'zu'))?.title).toBe('Indaba entsha');
    expect((await getStoryBySlug(slug, 'xh'))?.title).toBe('Isihloko sakudala');
    // Afrikaans has no abstract while the English story has one: the fan reads English (all or nothing).
    expect(await getStoryBySlug(slug, 'af')).toMatchObject({ language: 'en', title: 'Payload story, edited' });
  });

  it('save shows a refusal under its field: a tweet that is not a tweet, an unknown category', async () => {
    const { id } = await newStory('Refusal story');
    const badTweet = storyPayload({ ...BLANK, basketIds: [112] }, { id });
    badTweet.set('tweet_url', 'javascript:alert(1)');
    const refused = await storyActions.saveStory(badTweet);
    expect(refused).toEqual({
      ok: false,
      message: 'Enter the https address of a tweet on x.com or twitter.com',
      fieldErrors: { tweet_url: 'Enter the https address of a tweet on x.com or twitter.com' },
    });
    expect(await storyActions.saveStory(storyPayload({ ...BLANK, basketIds: [987654] }, { id }))).toEqual({
      ok: false,
      message: 'There is no category with basket id 987654.',
    });
    expect(await storyActions.saveStory(storyPayload({ ...BLANK, title: 'Ghost', basketIds: [112] }, { id: 987654 }))).toEqual({
      ok: false,
      message: 'There is no such story.',
    });
    expect(revalidated).toEqual([]);
  });

  it('deactivate hides the story from fans, activate brings it back; feature puts it first; remove deletes it', async () => {
    const { id, slug } = await newStory('Lifecycle story');
    expect(await storyActions.setStoryActive(id, false)).toEqual({ ok: true, value: null });
    expect(revalidated).toContain('stories');
    expect(await getStoryBySlug(slug, 'en')).toBeNull();
    expect((await listTeamNews({ page: 1, locale: 'en', perPage: 50 }))?.data.some((story) => story.id === id)).toBe(false);
    // Setting, not toggling: a second click changes nothing.
    expect(await storyActions.setStoryActive(id, false)).toEqual({ ok: true, value: null });
    expect((await row(id))?.is_active).toBe(false);

    await storyActions.setStoryActive(id, true);
    expect((await getStoryBySlug(slug, 'en'))?.title).toBe('Lifecycle story');
    await storyActions.setStoryFeatured(id, true);
    expect((await listTeamNews({ page: 1, locale: 'en' }))?.featured?.id).toBe(id);
    await storyActions.setStoryFeatured(id, false);
    expect((await listTeamNews({ page: 1, locale: 'en' }))?.featured?.id).not.toBe(id);

    expect(await storyActions.deleteStory(id)).toEqual({ ok: true, value: null });
    expect(await row(id)).toBeUndefined();
    expect(await getStoryBySlug(slug, 'en')).toBeNull();
    expect(await storyActions.deleteStory(id)).toEqual({ ok: false, message: 'There is no such story.' });
    const actions = (await listAudit({ entityType: 'story', entityId: id })).entries.map((entry) => entry.action);
    expect(actions).toEqual([
      'story.remove',
      'story.featured',
      'story.featured',
      'story.activate',
      'story.activate',
      'story.activate',
      'story.create',
    ]);
  });
});

describe('a story save that loses its race, and the author check', () => {
  const png = async () =>
    new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 320, height: 180, channels: 3, background: '#00563f' } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
  const isStored = async (key: string | undefined) => (key ? (await getStorage().get(key)) !== null : false);

  it('a story removed while its new image was being stored: 404, nothing written, the image deleted again', async () => {
    const { id } = await newStory('Vanishing story');
    race.afterImage = async () => {
      await removeStory(id, EDITOR);
    };
    expect(await updateStory({ id, title: 'Never saved', imageFile: await png() }, EDITOR)).toEqual({
      ok: false,
      error: { status: 404, code: 'not_found', message: 'There is no such story.' },
    });
    expect(race.storedKeys).toHaveLength(1);
    expect(race.storedKeys[0]).toMatch(/^stories\/[0-9a-f-]+\.webp$/);
    expect(await isStored(race.storedKeys[0])).toBe(false);
    expect((await listAudit({ entityType: 'story', entityId: id })).entries.map((entry) => entry.action)).toEqual([
      'story.remove',
      'story.create',
    ]);
  });

  it('a save whose transaction fails deletes the image it stored, for a new story and for an edit', async () => {
    const title = `Doomed ${Date.now()}`;
    race.failAudit = 'story.create';
    await expect(createStory({ title, abstract: '', body: '', basketIds: [112], imageFile: await png() }, EDITOR)).rejects.toThrow(
      'the audit write failed',
    );
    expect((await listStoriesForStaff({ order: 'newest', page: 1, title })).total).toBe(0);

    race.failAudit = '';
    const { id } = await newStory(`${title} edit`);
    race.failAudit = 'story.update';
    await expect(updateStory({ id, title: 'Never saved', imageFile: await png() }, EDITOR)).rejects.toThrow('the audit write failed');
    expect(await row(id)).toMatchObject({ title: `${title} edit`, image_file: null });

    expect(race.storedKeys).toHaveLength(2);
    for (const key of race.storedKeys) expect(await isStored(key)).toBe(false);
  });

  it('a new image replaces the old one, which is deleted from storage', async () => {
    const { id } = await newStory('Replaced image');
    expect(await updateStory({ id, imageFile: await png() }, EDITOR)).toEqual({ ok: true, value: null });
    expect(await updateStory({ id, imageFile: await png() }, EDITOR)).toEqual({ ok: true, value: null });
    const [first, second] = race.storedKeys;
    expect((await row(id))?.image_file).toBe(second);
    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);
  });

  it('an inactive author is refused with the reason, except on a story they already wrote', async () => {
    const db = await getDb();
    const name = `Retired writer ${Date.now()}`;
    const [author] = (await db.execute<{ id: number }>(sql`insert into authors (name) values (${name}) returning id`)).rows;
    const authorId = author?.id as number;
    const created = await createStory(
      { title: 'Byline kept', abstract: 'Kept.', body: '<p>Kept.</p>', basketIds: [112], author: authorId },
      EDITOR,
    );
    if (!created.ok) throw new Error(created.error.message);
    await db.execute(sql`update authors set is_active = false where id = ${authorId}`);

    const message = `${name} is no longer an active author: choose an active one.`;
    const refused = { ok: false, error: { status: 422, code: 'inactive_author', message } };
    expect(await createStory({ title: 'New byline', abstract: '', body: '', basketIds: [112], author: authorId }, EDITOR)).toEqual(refused);
    const other = await newStory('Other byline');
    expect(await updateStory({ id: other.id, author: authorId }, EDITOR)).toEqual(refused);
    expect(await storyActions.saveStory(storyPayload({ ...BLANK, basketIds: [112], author: String(authorId) }, { id: other.id }))).toEqual({
      ok: false,
      message,
    });
    expect((await row(other.id))?.author_id).toBeNull();

    // Their own story keeps them: the edit form sends its author back with every save.
    const saved = await getStoryForStaff(created.value.id);
    if (!saved) throw new Error('the story is gone');
    expect(
      await storyActions.saveStory(storyPayload({ ...storyFormValuesOf(saved), title: 'Byline kept, edited' }, { id: saved.id })),
    ).toEqual({ ok: true, value: null });
    expect(await row(saved.id)).toMatchObject({ title: 'Byline kept, edited', author_id: authorId, abstract: 'Kept.' });
  });
});

describe('the list (spec §3) and the preview', () => {
  it('lists every category of a story, filters by any of them, searches by title and orders by title', async () => {
    const stamp = Date.now();
    const a = await newStory(`Listing ${stamp} Bravo`, [113, 112]);
    const b = await newStory(`Listing ${stamp} Alpha`, [112]);
    const list = await listStoriesForStaff({ order: 'title', page: 1, title: `Listing ${stamp}` });
    expect(list).toMatchObject({ page: 1, lastPage: 1, perPage: 20, total: 2 });
    expect(list.data.map((story) => story.id)).toEqual([b.id, a.id]);
    expect(list.data[1]?.categories).toEqual([
      { basketId: 113, name: 'Fan Zone' },
      { basketId: 112, name: 'Interviews' },
    ]);
    const inInterviews = await listStoriesForStaff({ order: 'newest', page: 1, basketId: 112, title: `Listing ${stamp}` });
    expect(inInterviews.total).toBe(2);
    const inFanZone = await listStoriesForStaff({ order: 'newest', page: 1, basketId: 113, title: `Listing ${stamp}` });
    expect(inFanZone.data.map((story) => story.id)).toEqual([a.id]);
  });

  it('previews each language exactly as the public page chooses it, even when the story is inactive', async () => {
    const { id } = await newStory('Preview story');
    const db = await getDb();
    await db.execute(
      sql`update stories set title_zu = 'Buka kuqala', abstract_zu = 'Okufushane', body_zu = '<p>Okuqukethwe</p>', title_af = 'Net die titel', is_active = false where id = ${id}`,
    );
    expect(await getStoryPreview(id, 'zu')).toMatchObject({
      story: { language: 'zu', title: 'Buka kuqala', body: '<p>Okuqukethwe</p>' },
      isActive: false,
    });
    expect(await getStoryPreview(id, 'af')).toMatchObject({ story: { language: 'en', title: 'Preview story' } });
    expect(await getStoryPreview(id, 'xh')).toMatchObject({ story: { language: 'en', title: 'Preview story' } });
    expect(await getStoryPreview(987654, 'en')).toBeNull();
  });
});

describe('HTML sanitisation: nothing that runs code reaches a fan', () => {
  it('a hostile body saved through the console is cleaned on save, in every language', async () => {
    const { id } = await newStory('Hostile through the console');
    const result = await storyActions.saveStory(
      storyPayload(
        { ...BLANK, body: HOSTILE, basketIds: [112], zulu: true, titleZu: 'Isihloko', abstractZu: 'Isifinyezo', bodyZu: HOSTILE },
        { id },
      ),
    );
    expect(result.ok).toBe(true);
    const stored = await row(id);
    expectHarmless(String(stored?.body));
    expectHarmless(String(stored?.body_zu));
    expect(stored?.body).toContain('<a href="https://example.com/ok" rel="noopener noreferrer nofollow">good link</a>');

    const slug = String(stored?.slug);
    for (const locale of ['en', 'zu'] as const) {
      const story = await getStoryBySlug(slug, locale);
      expect(story?.language).toBe(locale);
      expectHarmless(story?.body ?? '');
      expect(story?.body).toContain('<p>Before</p>');
      expectHarmless(JSON.stringify(await listTeamNews({ page: 1, locale, perPage: 50 })));
    }
  });

  it('a hostile body written straight into the table is cleaned when it is read for a fan and for the preview', async () => {
    const { id, slug } = await newStory('Hostile in the table');
    const db = await getDb();
    await db.execute(
      sql`update stories set body = ${HOSTILE}, title_xh = 'Isihloko', abstract_xh = 'Isishwankathelo', body_xh = ${HOSTILE} where id = ${id}`,
    );
    expect(String((await row(id))?.body)).toContain('<script>');

    for (const locale of ['en', 'xh'] as const) {
      const story = await getStoryBySlug(slug, locale);
      expect(story?.language).toBe(locale);
      expectHarmless(story?.body ?? '');
      expect(story?.body).toContain('<a href="https://example.com/ok" rel="noopener noreferrer nofollow">good link</a>');
      expectHarmless((await getStoryPreview(id, locale))?.story.body ?? '');
      expectHarmless(JSON.stringify(await listTeamNews({ page: 1, locale, perPage: 50 })));
    }
  });
});

describe('category actions', () => {
  const byName = async (name: string) => (await listCategoriesForStaff()).find((category) => category.name === name);

  it('add, rename, re-parent (a cycle refused with the reason), deactivate — audited, pages refreshed', async () => {
    const stamp = Date.now();
    const parentResult = await categoryActions.createCategory(formOf({ category_name: `Tour ${stamp}`, parent_id: '' }));
    expect(parentResult).toMatchObject({ ok: true });
    expect(revalidated).toEqual(expect.arrayContaining(['categories', 'stories']));
    const parent = await byName(`Tour ${stamp}`);
    expect(parent).toMatchObject({ parentId: null, isActive: true });

    await categoryActions.createCategory(formOf({ category_name: `Tour ${stamp} Tests`, parent_id: String(parent?.basketId) }));
    const child = await byName(`Tour ${stamp} Tests`);
    expect(child?.parentId).toBe(parent?.basketId);

    expect(
      await categoryActions.editCategory(
        formOf({ id: String(child?.id), name: `Tour ${stamp} Matches`, parent_id: String(parent?.basketId) }),
      ),
    ).toEqual({ ok: true, value: null });
    expect((await byName(`Tour ${stamp} Matches`))?.id).toBe(child?.id);

    // The parent under its own child: refused, nothing moves.
    expect(
      await categoryActions.editCategory(formOf({ id: String(parent?.id), name: `Tour ${stamp}`, parent_id: String(child?.basketId) })),
    ).toEqual({
      ok: false,
      message: 'A category cannot sit under itself or one of its own subcategories.',
    });
    expect((await byName(`Tour ${stamp}`))?.parentId).toBeNull();

    // Re-parented to the top level.
    expect(await categoryActions.editCategory(formOf({ id: String(child?.id), name: `Tour ${stamp} Matches`, parent_id: '' }))).toEqual({
      ok: true,
      value: null,
    });
    expect((await byName(`Tour ${stamp} Matches`))?.parentId).toBeNull();

    expect(await categoryActions.setCategoryShown(parent?.id as number, false)).toEqual({ ok: true, value: null });
    expect((await byName(`Tour ${stamp}`))?.isActive).toBe(false);
    // A second page still showing "Deactivate" sends the same wish: the category stays inactive, never flips back.
    expect(await categoryActions.setCategoryShown(parent?.id as number, false)).toEqual({ ok: true, value: null });
    expect((await byName(`Tour ${stamp}`))?.isActive).toBe(false);
    expect(await categoryActions.setCategoryShown(parent?.id as number, true)).toEqual({ ok: true, value: null });
    expect((await byName(`Tour ${stamp}`))?.isActive).toBe(true);
    expect(
      (await listAudit({ entityType: 'category', entityId: parent?.id as number })).entries.map((entry) => [entry.action, entry.changes]),
    ).toEqual([
      ['category.activate', { is_active: { before: false, after: true } }],
      ['category.activate', {}],
      ['category.activate', { is_active: { before: true, after: false } }],
      ['category.add', expect.any(Object)],
    ]);

    const actions = (await listAudit({ entityType: 'category', entityId: child?.id as number })).entries.map((entry) => [
      entry.action,
      entry.actorLabel,
    ]);
    expect(actions).toEqual([
      ['category.update', 'editor@example.com'],
      ['category.update', 'editor@example.com'],
      ['category.add', 'editor@example.com'],
    ]);
  });

  it('an empty name is refused under the name field', async () => {
    const result = await categoryActions.createCategory(formOf({ category_name: '  ', parent_id: '' }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { category_name: 'Enter a name for the category' } });
    current.cookie = '';
    expect(await categoryActions.createCategory(formOf({ category_name: 'No session', parent_id: '' }))).toEqual({
      ok: false,
      message: 'Please log in to the console.',
    });
  });
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
