import 'server-only';
import { unstable_cache } from 'next/cache';
import { GAMES_TAGS, getGameTables } from '@/server/games';

/**
 * The games' public tables for /play-and-win, cached like the rest of the public content (DESIGN §7): under the
 * games' tag (expired when a score lands or is voided) and at most a minute old. The fan's own bests are per request.
 */
export const cachedGameTables = unstable_cache(() => getGameTables(), ['game-tables'], { tags: [GAMES_TAGS.scores], revalidate: 60 });
