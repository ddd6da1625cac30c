import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Locale } from '@/i18n/locales';
import { gameName, gamePlayUrl } from '@/schemas/widgets';
import { homeGames, homeHeadlines, stories } from './schema';
import { storyLanguage, translatedField } from './stories';

/** The home page widgets as fans see them: the chosen headlines and games, in the order staff set. */
export interface HomeHeadline {
  id: number;
  slug: string;
  title: string;
  /** The language of the title: the viewer's when the story is translated, English otherwise. */
  language: Locale;
}

export interface HomeGame {
  slug: string;
  name: string;
  url: string;
}

/** The headlines in order; a story that is inactive or not yet published is skipped. */
export async function getHomeHeadlines(locale: Locale): Promise<HomeHeadline[]> {
  const db = await getDb();
  const rows = await db
    .select({ story: stories })
    .from(homeHeadlines)
    .innerJoin(stories, eq(stories.id, homeHeadlines.storyId))
    .where(and(eq(stories.isActive, true), sql`${stories.publishedAt} <= now()`))
    .orderBy(asc(homeHeadlines.position));
  return rows.map(({ story }) => {
    const language = storyLanguage(story, locale);
    return { id: story.id, slug: story.slug, title: translatedField(story, 'title', language), language };
  });
}

/** The visible games in order. */
export async function getHomeGames(): Promise<HomeGame[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: homeGames.gameSlug })
    .from(homeGames)
    .where(eq(homeGames.isVisible, true))
    .orderBy(asc(homeGames.position));
  return rows.map((row) => ({ slug: row.slug, name: gameName(row.slug), url: gamePlayUrl(row.slug) }));
}
