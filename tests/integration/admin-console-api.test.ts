import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar, insertFan } from '../support/identity-http';
import { logIn } from '../support/billing-http';

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const { POST: addStory } = await import('@/app/api/admin/stories/addStory/route');
const { POST: getAuthors } = await import('@/app/api/admin/stories/getAuthors/route');
const { POST: getPlayerProfiles } = await import('@/app/api/admin/stories/getPlayerProfiles/route');
const { getDb } = await import('@/server/db/client');

/** The console's own story calls (spec §7 "Site API"): a staff session only; addStory creates, sanitises and audits. */

let editor: CookieJar;
let fan: CookieJar;

beforeAll(async () => {
  editor = new CookieJar();
  await call(
    adminLogin,
    '/api/admin/login',
    { email: 'editor@example.com', password: 'touchline-editor', next: '/admin' },
    { jar: editor, ip: '198.51.100.90' },
  );
  await insertFan('27892000001');
  fan = await logIn('27892000001', { ip: '198.51.100.91' });
});

const story = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('/api/admin/stories/*', () => {
  it('refuses a visitor (401) and a fan (401: not staff)', async () => {
    for (const jar of [new CookieJar(), fan]) {
      for (const [handler, path] of [
        [addStory, '/api/admin/stories/addStory'],
        [getAuthors, '/api/admin/stories/getAuthors'],
        [getPlayerProfiles, '/api/admin/stories/getPlayerProfiles'],
      ] as const) {
        const response = await call(handler, path, {}, { jar });
        expect(response.status).toBe(401);
        expect((await response.json()).error.code).toBe('staff_session_required');
      }
    }
  });

  it('getAuthors and getPlayerProfiles for the story form', async () => {
    const { authors } = await (await call(getAuthors, '/api/admin/stories/getAuthors', {}, { jar: editor })).json();
    expect(authors.length).toBeGreaterThan(0);
    expect(authors[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      role: expect.anything(),
      is_active: expect.any(Boolean),
    });
    const { player_profiles: players } = await (
      await call(getPlayerProfiles, '/api/admin/stories/getPlayerProfiles', {}, { jar: editor })
    ).json();
    expect(players.find((player: { last_name: string }) => player.last_name === 'Kolisi')).toMatchObject({
      first_name: 'Siya',
      category: 'springboks',
      url: '/springboks/siya-kolisi',
    });
  });

  it('addStory: basket_ids as a JSON list, the body sanitised, a unique slug, audited with the editor; 201', async () => {
    revalidated.length = 0;
    const fields = {
      basket_ids: '[101, 100]',
      title: 'Women’s squad named',
      abstract: 'Twenty-six players for the tour.',
      body: '<p>Named today.<script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x()">more</a></p>',
      tweet_url: '',
    };
    const first = await call(addStory, '/api/admin/stories/addStory', story(fields), { jar: editor });
    expect(first.status).toBe(201);
    const { story: created } = await first.json();
    expect(created.slug).toBe('womens-squad-named');
    const again = await (await call(addStory, '/api/admin/stories/addStory', story(fields), { jar: editor })).json();
    expect(again.story.slug).toBe('womens-squad-named-2');

    const db = await getDb();
    const row = (
      await db.execute<{ basket_id: number; body: string; tweet_url: string | null }>(
        sql`select basket_id, body, tweet_url from stories where id = ${created.id}`,
      )
    ).rows[0];
    expect(row?.basket_id).toBe(101);
    expect(row?.body).not.toMatch(/script|javascript:|onmouseover/);
    expect(row?.tweet_url).toBeNull();
    const baskets = (
      await db.execute<{ basket_id: number }>(sql`select basket_id from story_categories where story_id = ${created.id} order by basket_id`)
    ).rows.map((r) => r.basket_id);
    expect(baskets).toEqual([100, 101]);
    const audit = (
      await db.execute<{ actor_type: string; actor_label: string; action: string }>(
        sql`select actor_type, actor_label, action from audit_log where entity_type = 'story' and entity_id = ${String(created.id)}`,
      )
    ).rows;
    expect(audit).toEqual([{ actor_type: 'staff', actor_label: 'editor@example.com', action: 'story.create' }]);
    expect(revalidated).toEqual(['stories', 'stories']);
  });

  it('addStory refuses a missing title or categories (422)', async () => {
    const cases: Record<string, string>[] = [{ basket_ids: '[100]' }, { title: 'No category' }, { title: 'Empty list', basket_ids: '[]' }];
    for (const fields of cases) {
      expect((await call(addStory, '/api/admin/stories/addStory', story(fields), { jar: editor })).status).toBe(422);
    }
  });
});

describe('addStory under load', () => {
  it('five stories of one title saved at once all land, each under its own address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(addStory, '/api/admin/stories/addStory', story({ basket_ids: '[100]', title: 'Same title at once' }), { jar: editor }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = await Promise.all(responses.map(async (response) => (await response.json()).story.slug as string));
    expect(new Set(slugs).size).toBe(5);
    for (const slug of slugs) expect(slug).toMatch(/^same-title-at-once(-[0-9a-z]+)?$/);
  });
});
