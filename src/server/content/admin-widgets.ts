import 'server-only';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { escapeLike } from '../db/like';
import { isUniqueViolation } from '../db/errors';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import { gameName, HOME_GAMES, type HeadlinesInput, type HomeGamesInput } from '@/schemas/widgets';
import { homeGames, homeHeadlines, stories } from './schema';

/**
 * The home page widgets for staff: the headlines (which stories, in which order) and the games (which show, in which
 * order). Each save writes the whole list in one transaction, audited, so the home page never shows half of a change.
 */
const SEARCH_LIMIT = 10;

export interface HeadlineStory {
  id: number;
  title: string;
  isActive: boolean;
  publishedAt: string;
}

export interface StaffHomeGame {
  slug: string;
  name: string;
  isVisible: boolean;
}

/** The headlines as saved, top first (an inactive story keeps its slot but the home page skips it). */
export async function listHeadlinesForStaff(): Promise<HeadlineStory[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: stories.id, title: stories.title, isActive: stories.isActive, publishedAt: stories.publishedAt })
    .from(homeHeadlines)
    .innerJoin(stories, eq(stories.id, homeHeadlines.storyId))
    .orderBy(asc(homeHeadlines.position));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** Active stories whose title contains the query (all active ones when it is empty), newest first. */
export async function searchHeadlineStories(query: string): Promise<HeadlineStory[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: stories.id, title: stories.title, isActive: stories.isActive, publishedAt: stories.publishedAt })
    .from(stories)
    .where(and(eq(stories.isActive, true), query ? ilike(stories.title, `%${escapeLike(query)}%`) : undefined))
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/**
 * The whole ordered list of headlines, replacing the old one atomically. Each story must exist and be active; the
 * unique index on the story refuses one story in two slots. Saves are serialised by a table lock, so two editors
 * saving at once end with one complete list, never a mix.
 */
export async function saveHeadlines(input: HeadlinesInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  try {
    const problem = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${homeHeadlines} in exclusive mode`);
      if (input.storyIds.length > 0) {
        const found = await tx
          .select({ id: stories.id })
          .from(stories)
          .where(and(inArray(stories.id, input.storyIds), eq(stories.isActive, true)));
        const missing = input.storyIds.filter((id) => !found.some((row) => row.id === id));
        if (missing.length > 0)
          return fail(422, 'story_not_active', `Story ${missing.join(', ')} is not an active story: choose active stories only.`);
      }
      const before = await tx.select({ storyId: homeHeadlines.storyId }).from(homeHeadlines).orderBy(asc(homeHeadlines.position));
      await tx.delete(homeHeadlines);
      if (input.storyIds.length > 0)
        await tx.insert(homeHeadlines).values(input.storyIds.map((storyId, index) => ({ position: index + 1, storyId })));
      await recordAudit(tx, {
        actor,
        action: 'widget.update',
        entityType: 'home_headlines',
        entityId: 'home',
        changes: diffFields({ story_ids: before.map((row) => row.storyId) }, { story_ids: input.storyIds }),
      });
      return null;
    });
    return problem ?? adminOk(null);
  } catch (error) {
    if (isUniqueViolation(error)) return fail(422, 'duplicate_story', 'A story can be a headline only once.');
    throw error;
  }
}

/** Every game of the catalogue in the saved order; a game the table does not list yet comes last, hidden. */
export async function listHomeGamesForStaff(): Promise<StaffHomeGame[]> {
  const db = await getDb();
  const rows = await db.select().from(homeGames).orderBy(asc(homeGames.position));
  const known = rows.filter((row) => HOME_GAMES.some((game) => game.slug === row.gameSlug));
  const missing = HOME_GAMES.filter((game) => !rows.some((row) => row.gameSlug === game.slug));
  return [
    ...known.map((row) => ({ slug: row.gameSlug, name: gameName(row.gameSlug), isVisible: row.isVisible })),
    ...missing.map((game) => ({ slug: game.slug, name: game.name, isVisible: false })),
  ];
}

/** The games' order and visibility, replacing the old list atomically (serialised like the headlines). */
export async function saveHomeGames(input: HomeGamesInput, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${homeGames} in exclusive mode`);
      const before = await tx.select().from(homeGames).orderBy(asc(homeGames.position));
      await tx.delete(homeGames);
      await tx
        .insert(homeGames)
        .values(input.games.map((game, index) => ({ position: index + 1, gameSlug: game.slug, isVisible: game.isVisible })));
      const view = (games: { slug: string; isVisible: boolean }[]) =>
        games.map((game) => `${game.slug}${game.isVisible ? '' : ' (hidden)'}`);
      await recordAudit(tx, {
        actor,
        action: 'widget.update',
        entityType: 'home_games',
        entityId: 'home',
        changes: diffFields(
          { games: view(before.map((row) => ({ slug: row.gameSlug, isVisible: row.isVisible }))) },
          { games: view(input.games) },
        ),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail(422, 'duplicate_game', 'Each game can be listed only once.');
    throw error;
  }
  return adminOk(null);
}
