import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import type { Actor } from '@/server/kernel';

// Outside Next there is no cache: the cached readers call straight through.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), unstable_cache: <F>(fn: F) => fn }));

const { addCategory, addAuthorRole, listAuthorRoles, listCategoriesForStaff, renameAuthorRole, updateCategory } =
  await import('@/server/content');
const { createAuthor } = await import('@/server/content/admin-authors');
const { listCategories, listTeamNews, getStoryBySlug } = await import('@/server/content/stories');
const { categories, stories } = await import('@/server/content/schema');
const { getDb } = await import('@/server/db/client');
const { createPlayer, getPlayerForEdit, updatePlayer } = await import('@/server/players');
const { getPlayer, listPlayers } = await import('@/server/players/players');
const { POST: allnews } = await import('@/app/api/site/teamnews/allnews/route');

/**
 * Staff text per language on news and player pages (issue 26, decision 034): a category's name, an author role's name
 * and a player's position and bio are saved per ticked language, an unticked one kept, and read by fans in their
 * language with English behind every empty field.
 */
const actor: Actor = { type: 'staff', id: '00000000-0000-4000-8000-000000000026', label: 'editor@example.com' };
const unique = () => Math.random().toString(36).slice(2, 8);

describe('a category name per language', () => {
  it('saves isiZulu and Afrikaans, keeps an unticked language, and fans read it with English behind', async () => {
    const name = `Kit News ${unique()}`;
    const added = await addCategory(
      { name, parentId: null, translations: { zu: { name: 'Izindaba Zezingubo' }, af: { name: 'Drag-nuus' } } },
      actor,
    );
    if (!added.ok) throw new Error(added.error.message);
    const staff = (await listCategoriesForStaff()).find((category) => category.id === added.value.id);
    expect(staff?.languages).toEqual(['en', 'zu', 'af']);

    // Only isiZulu sent (ticked) and emptied of nothing: Afrikaans, not sent, stays.
    const updated = await updateCategory({ id: added.value.id, translations: { zu: { name: 'Izindaba Zomfaniswano' } } }, actor);
    expect(updated.ok).toBe(true);
    const db = await getDb();
    const [row] = await db.select().from(categories).where(eq(categories.id, added.value.id));
    expect(row?.translations).toEqual({ zu: { name: 'Izindaba Zomfaniswano' }, af: { name: 'Drag-nuus' } });

    const zulu = (await listCategories('zu')).find((category) => category.basketId === added.value.basketId);
    expect(zulu).toMatchObject({ name: 'Izindaba Zomfaniswano', language: 'zu' });
    const xhosa = (await listCategories('xh')).find((category) => category.basketId === added.value.basketId);
    expect(xhosa).toMatchObject({ name, language: 'en' });

    // A ticked language sent empty removes that version.
    await updateCategory({ id: added.value.id, translations: { af: {} } }, actor);
    const [after] = await db.select().from(categories).where(eq(categories.id, added.value.id));
    expect(after?.translations).toEqual({ zu: { name: 'Izindaba Zomfaniswano' } });
  });

  it('shows the category on story cards and the story page in the reader language', async () => {
    const zulu = await listTeamNews({ categorySlug: 'springboks', page: 1, locale: 'zu', perPage: 50 });
    const cards = [...(zulu?.featured ? [zulu.featured] : []), ...(zulu?.data ?? [])];
    const onBoks = cards.find((card) => card.categorySlug === 'springboks');
    expect(onBoks).toMatchObject({ categoryName: 'AmaBhokobhoko', categoryLanguage: 'zu' });
    const english = await listTeamNews({ categorySlug: 'springboks', page: 1, locale: 'en', perPage: 50 });
    expect([english?.featured, ...(english?.data ?? [])].find((card) => card?.categorySlug === 'springboks')?.categoryName).toBe(
      'Springboks',
    );
  });

  it('answers allnews in the language of the NEXT_LOCALE cookie, and in English without one', async () => {
    const ask = (cookie?: string) =>
      allnews(
        new NextRequest('http://localhost:3000/api/site/teamnews/allnews', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ slug: 'springboks', limit: 50 }),
        }),
        { params: Promise.resolve({}) },
      );
    const zulu = await ask('NEXT_LOCALE=zu');
    expect(zulu.status).toBe(200);
    const body = (await zulu.json()) as { allnews: { data: { categoryName: string; categorySlug: string }[] } };
    expect(body.allnews.data.find((card) => card.categorySlug === 'springboks')?.categoryName).toBe('AmaBhokobhoko');
    const plain = (await (await ask()).json()) as typeof body;
    expect(plain.allnews.data.find((card) => card.categorySlug === 'springboks')?.categoryName).toBe('Springboks');
  });
});

describe('an author role per language', () => {
  it('saves isiZulu and Afrikaans, keeps an unticked language, and the byline reads it', async () => {
    const role = await addAuthorRole({ name: `Scrum Analyst ${unique()}`, translations: { zu: { name: 'Umhlaziyi Wesikramu' } } }, actor);
    if (!role.ok) throw new Error(role.error.message);
    const renamed = await renameAuthorRole(
      { id: role.value.id, name: `Scrum Writer ${unique()}`, translations: { af: { name: 'Skrumskrywer' } } },
      actor,
    );
    expect(renamed.ok).toBe(true);
    const listed = (await listAuthorRoles()).find((row) => row.id === role.value.id);
    expect(listed?.languages).toEqual(['en', 'zu', 'af']);
    expect(listed?.translations).toEqual({ zu: { name: 'Umhlaziyi Wesikramu' }, af: { name: 'Skrumskrywer' } });

    const author = await createAuthor({ name: `Thandi Mokoena ${unique()}`, roleId: role.value.id, bio: '', isActive: true }, actor);
    if (!author.ok) throw new Error(author.error.message);
    const db = await getDb();
    const [story] = await db.select().from(stories).where(eq(stories.isActive, true)).limit(1);
    if (!story) throw new Error('no story');
    await db.update(stories).set({ authorId: author.value.id }).where(eq(stories.id, story.id));
    try {
      const zulu = await getStoryBySlug(story.slug, 'zu');
      expect(zulu?.author).toMatchObject({ role: 'Umhlaziyi Wesikramu', roleLanguage: 'zu' });
      const xhosa = await getStoryBySlug(story.slug, 'xh');
      expect(xhosa?.author?.roleLanguage).toBe('en');
      expect(xhosa?.author?.role).toMatch(/^Scrum Writer /);
    } finally {
      await db.update(stories).set({ authorId: story.authorId }).where(eq(stories.id, story.id));
    }
  });
});

describe('a player position and bio per language', () => {
  it('saves isiZulu and Afrikaans, keeps an unticked language, and the player page reads them field by field', async () => {
    const base = {
      firstName: 'Lwazi',
      lastName: `Test${unique()}`,
      shortName: '',
      position: 'Wing',
      caps: 3,
      bio: 'A quick wing from Mthatha.',
      dateOfBirth: null,
      debut: '',
      category: 'springboks' as const,
    };
    const created = await createPlayer(
      {
        ...base,
        translations: { zu: { position: 'Umdlali wephiko', bio: 'Umdlali wephiko osheshayo waseMthatha.' }, af: { position: 'Vleuel' } },
      },
      actor,
    );
    if (!created.ok) throw new Error(created.error.message);
    // Afrikaans now has a bio too; isiZulu is not sent (unticked) and stays.
    await updatePlayer(
      { ...base, id: created.value.id, translations: { af: { position: 'Vleuel', bio: "'n Vinnige vleuel van Mthatha." } } },
      actor,
    );
    const edit = await getPlayerForEdit(created.value.id);
    expect(edit?.translations).toEqual({
      zu: { position: 'Umdlali wephiko', bio: 'Umdlali wephiko osheshayo waseMthatha.' },
      af: { position: 'Vleuel', bio: "'n Vinnige vleuel van Mthatha." },
    });
    expect(edit?.languages).toEqual(['en', 'zu', 'af']);
    // The console reads English.
    expect(edit?.position).toBe('Wing');

    const slug = created.value.url.split('/').pop() ?? '';
    const zulu = await getPlayer('springboks', slug, 'zu');
    expect(zulu).toMatchObject({ position: 'Umdlali wephiko', positionLanguage: 'zu', bioLanguage: 'zu' });
    const xhosa = await getPlayer('springboks', slug, 'xh');
    expect(xhosa).toMatchObject({ position: 'Wing', positionLanguage: 'en', bio: 'A quick wing from Mthatha.', bioLanguage: 'en' });
    const listed = (await listPlayers('af')).find((player) => player.id === created.value.id);
    expect(listed).toMatchObject({ position: 'Vleuel', positionLanguage: 'af' });
  });

  it('gives the demo squad its positions in all three languages', async () => {
    const kolisi = await getPlayer('springboks', 'siya-kolisi', 'xh');
    expect(kolisi).toMatchObject({ position: 'Umdlali wasecaleni', positionLanguage: 'xh' });
  });
});
