import { z } from 'zod';
import { dbId } from './db-id';

/**
 * The home page widgets staff arrange in the console: the headlines (stories, in order) and the games (which show, in
 * which order). Shared by the editors and the server actions.
 */
export const MAX_HEADLINES = 10;

/** The games of the home page (spec §2, §4): their names are brands, the same in every language. */
export const HOME_GAMES = [
  { slug: 'rugby-kicks', name: 'Rugby Kicks' },
  { slug: 'rugby-rush', name: 'Rugby Rush' },
] as const;
type GameSlug = (typeof HOME_GAMES)[number]['slug'];
const GAME_SLUGS = HOME_GAMES.map((game) => game.slug) as [GameSlug, ...GameSlug[]];

export const gameName = (slug: string): string => HOME_GAMES.find((game) => game.slug === slug)?.name ?? slug;
export const gamePlayUrl = (slug: string): string => `/play-and-win/${slug}/play`;

const storyId = dbId;

/** The whole ordered list of headlines (first = top); the database's unique index keeps a story to one slot. */
export const headlinesInput = z.object({
  storyIds: z
    .array(storyId)
    .max(MAX_HEADLINES, `The home page shows at most ${MAX_HEADLINES} headlines`)
    .refine((ids) => new Set(ids).size === ids.length, 'A story can be a headline only once'),
});
export type HeadlinesInput = z.output<typeof headlinesInput>;

export const headlineSearchInput = z.object({ q: z.string().trim().max(100, 'Search for at most 100 characters') });

/** Every game once, in the order the home page shows them, each shown or hidden. */
export const homeGamesInput = z.object({
  games: z
    .array(z.object({ slug: z.enum(GAME_SLUGS, { error: 'Unknown game' }), isVisible: z.boolean() }))
    .refine(
      (games) => games.length === GAME_SLUGS.length && GAME_SLUGS.every((slug) => games.some((game) => game.slug === slug)),
      'List every game once',
    ),
});
export type HomeGamesInput = z.output<typeof homeGamesInput>;
