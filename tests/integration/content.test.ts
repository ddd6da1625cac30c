import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stories } from '@/server/content/schema';
import { getStoryBySlug, listTeamNews } from '@/server/content/stories';
import { getDb } from '@/server/db/client';
import { getMatchCentre, getNextMatch } from '@/server/matches/matches';
import { getPlayer, listPlayers } from '@/server/players/players';

describe('team news', () => {
  it('returns one featured story and seven others per page, newest first', async () => {
    const first = await listTeamNews({ page: 1, locale: 'en' });
    expect(first).not.toBeNull();
    expect(first?.featured?.isFeatured).toBe(true);
    expect(first?.data).toHaveLength(7);
    expect(first?.perPage).toBe(7);
    expect(first?.data.map((story) => story.id)).not.toContain(first?.featured?.id);
    const dates = first?.data.map((story) => story.publishedAt) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await listTeamNews({ page: 2, locale: 'en' });
    expect(second?.page).toBe(2);
    const seen = new Set(first?.data.map((story) => story.id));
    for (const story of second?.data ?? []) expect(seen.has(story.id)).toBe(false);
    expect(second?.lastPage).toBe(Math.ceil((second?.total ?? 0) / 7));
  });

  it('filters by category slug, including its sub-categories, and knows unknown slugs', async () => {
    const boks = await listTeamNews({ categorySlug: 'springboks', page: 1, locale: 'en', perPage: 50 });
    const reports = await listTeamNews({ categorySlug: 'match-reports', page: 1, locale: 'en', perPage: 50 });
    expect(reports?.total).toBeGreaterThan(0);
    const boksIds = new Set([boks?.featured?.id, ...(boks?.data.map((story) => story.id) ?? [])]);
    for (const story of [...(reports?.data ?? []), ...(reports?.featured ? [reports.featured] : [])])
      expect(boksIds.has(story.id)).toBe(true);
    expect(await listTeamNews({ categorySlug: 'no-such-category', page: 1, locale: 'en' })).toBeNull();
  });

  it('hides inactive and future stories', async () => {
    const db = await getDb();
    const [story] = await db.select().from(stories).where(eq(stories.isFeatured, false)).limit(1);
    if (!story) throw new Error('no story');
    await db.update(stories).set({ isActive: false }).where(eq(stories.id, story.id));
    expect(await getStoryBySlug(story.slug, 'en')).toBeNull();
    await db
      .update(stories)
      .set({ isActive: true, publishedAt: sql`now() + interval '1 day'` })
      .where(eq(stories.id, story.id));
    expect(await getStoryBySlug(story.slug, 'en')).toBeNull();
    await db
      .update(stories)
      .set({ publishedAt: sql`now() - interval '1 day'` })
      .where(eq(stories.id, story.id));
    expect(await getStoryBySlug(story.slug, 'en')).not.toBeNull();
  });
});

describe('story languages', () => {
  it('shows a translated story in the viewer language and an untranslated one in English', async () => {
    const db = await getDb();
    const [translated] = await db
      .select()
      .from(stories)
      .where(sql`${stories.titleZu} is not null`)
      .limit(1);
    const [english] = await db
      .select()
      .from(stories)
      .where(sql`${stories.titleZu} is null`)
      .limit(1);
    if (!translated || !english) throw new Error('seed lacks translated or untranslated stories');

    const zulu = await getStoryBySlug(translated.slug, 'zu');
    expect(zulu?.language).toBe('zu');
    expect(zulu?.title).toBe(translated.titleZu);
    const afrikaans = await getStoryBySlug(translated.slug, 'af');
    expect(afrikaans?.title).toBe(translated.titleAf);

    const fallback = await getStoryBySlug(english.slug, 'xh');
    expect(fallback?.language).toBe('en');
    expect(fallback?.title).toBe(english.title);
  });

  it('shows a partly translated story wholly in English, never mixing languages', async () => {
    const db = await getDb();
    const [story] = await db
      .select()
      .from(stories)
      .where(sql`${stories.titleZu} is not null`)
      .limit(1);
    if (!story) throw new Error('no translated story');
    await db.update(stories).set({ bodyZu: '' }).where(eq(stories.id, story.id));
    const read = await getStoryBySlug(story.slug, 'zu');
    expect(read?.language).toBe('en');
    expect(read?.title).toBe(story.title);
    expect(read?.abstract).toBe(story.abstract);
  });

  it('sanitises the body when it is read, whatever is stored', async () => {
    const db = await getDb();
    const [story] = await db.select().from(stories).limit(1);
    if (!story) throw new Error('no story');
    await db
      .update(stories)
      .set({ body: '<p onmouseover="x()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">l</a>' })
      .where(eq(stories.id, story.id));
    const read = await getStoryBySlug(story.slug, 'en');
    expect(read?.body).toBe('<p>ok</p><a rel="noopener noreferrer nofollow">l</a>');
  });
});

describe('players and matches', () => {
  it('lists players with their public addresses', async () => {
    const players = await listPlayers();
    const siya = players.find((player) => player.lastName === 'Kolisi');
    expect(siya?.url).toBe('/springboks/siya-kolisi');
    expect(siya?.portraitUrl).toBe('/media/portraits/springboks/siya-kolisi.svg');
    expect((await getPlayer('springboks', 'siya-kolisi'))?.position).toBeTruthy();
    expect(await getPlayer('springboks', 'nobody-here')).toBeNull();
  });

  it('splits a team into fixtures (soonest first) and results (latest first)', async () => {
    const centre = await getMatchCentre('springboks');
    expect(centre.fixtures.length).toBeGreaterThan(0);
    expect(centre.results.length).toBeGreaterThan(0);
    const kickoffs = centre.fixtures.map((match) => match.kickoffAt);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    for (const result of centre.results) expect(result.teamScore).not.toBeNull();
    const next = await getNextMatch(['springboks']);
    expect(next?.id).toBe(centre.fixtures[0]?.id);
  });
});
