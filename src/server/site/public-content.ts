import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/locales';
import {
  getCurrentTerms,
  getHomeGames,
  getHomeHeadlines,
  getStoryBySlug,
  listCategories,
  listPlayerStories,
  listStorySlugs,
  listTeamNews,
} from '../content';
import { getLatestResults, getMatchCentre, getNextMatch, getNextMatchWidget } from '../matches';
import { getLiveMatchView } from '../matchday';
import { getPlayer, listPlayers } from '../players';
import type { MatchTeam } from '@/schemas/teams';

/**
 * Public content, cached by tag (DESIGN §7, decision 002). Staff saves (admin issue) call
 * revalidateTag(CONTENT_TAGS.x, 'max') so that the pages showing the item are rebuilt on their next request;
 * REVALIDATE_SECONDS is only a safety net.
 * Cached values are JSON (dates as ISO strings).
 */
export const CONTENT_TAGS = {
  stories: 'stories',
  categories: 'categories',
  players: 'players',
  matches: 'matches',
  widgets: 'widgets',
  terms: 'terms',
} as const;

const REVALIDATE_SECONDS = 300;
/** Scores change during a match: fixtures are rechecked every minute even without a staff save. */
const MATCH_REVALIDATE_SECONDS = 60;
const LIVE_REVALIDATE_SECONDS = 5;

export const cachedTeamNews = unstable_cache(
  (options: { categorySlug?: string; page: number; locale: Locale; perPage?: number }) => listTeamNews(options),
  ['team-news'],
  { tags: [CONTENT_TAGS.stories, CONTENT_TAGS.categories], revalidate: REVALIDATE_SECONDS },
);

export const cachedStory = unstable_cache((slug: string, locale: Locale) => getStoryBySlug(slug, locale), ['story'], {
  tags: [CONTENT_TAGS.stories, CONTENT_TAGS.categories, CONTENT_TAGS.players],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedStorySlugs = unstable_cache(() => listStorySlugs(), ['story-slugs'], {
  tags: [CONTENT_TAGS.stories],
  revalidate: REVALIDATE_SECONDS,
});

/** Category names in a language (each language its own entry under the same tag; decision 034). */
export const cachedCategories = unstable_cache((locale: Locale) => listCategories(locale), ['categories'], {
  tags: [CONTENT_TAGS.categories],
  revalidate: REVALIDATE_SECONDS,
});

/** The squads with their positions in a language (each language its own entry under the same tag). */
export const cachedPlayers = unstable_cache((locale: Locale) => listPlayers(locale), ['players'], {
  tags: [CONTENT_TAGS.players],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedPlayer = unstable_cache(
  (category: string, slug: string, locale: Locale) => getPlayer(category, slug, locale),
  ['player'],
  {
    tags: [CONTENT_TAGS.players],
    revalidate: REVALIDATE_SECONDS,
  },
);

export const cachedPlayerStories = unstable_cache(
  (playerId: number, locale: Locale) => listPlayerStories(playerId, locale),
  ['player-stories'],
  {
    tags: [CONTENT_TAGS.stories, CONTENT_TAGS.categories, CONTENT_TAGS.players],
    revalidate: REVALIDATE_SECONDS,
  },
);

export const cachedMatchCentre = unstable_cache((team: MatchTeam) => getMatchCentre(team), ['match-centre'], {
  tags: [CONTENT_TAGS.matches],
  revalidate: MATCH_REVALIDATE_SECONDS,
});

/** One match with its timeline: a few seconds only (a page without JavaScript shows the score of moments ago). */
export const cachedLiveMatch = unstable_cache((id: number) => getLiveMatchView(id), ['live-match'], {
  tags: [CONTENT_TAGS.matches],
  revalidate: LIVE_REVALIDATE_SECONDS,
});

export const cachedNextMatch = unstable_cache((teams: MatchTeam[]) => getNextMatch(teams), ['next-match'], {
  tags: [CONTENT_TAGS.matches],
  revalidate: MATCH_REVALIDATE_SECONDS,
});

export const cachedLatestResults = unstable_cache(
  (teams: MatchTeam[], limit: number) => getLatestResults(teams, limit),
  ['latest-results'],
  {
    tags: [CONTENT_TAGS.matches],
    revalidate: MATCH_REVALIDATE_SECONDS,
  },
);

export const cachedNextMatchWidget = unstable_cache(() => getNextMatchWidget(), ['next-match-widget'], {
  tags: [CONTENT_TAGS.widgets],
  revalidate: REVALIDATE_SECONDS,
});

/** The home page headlines staff chose: their order (widgets) and their titles and state (stories). */
export const cachedHomeHeadlines = unstable_cache((locale: Locale) => getHomeHeadlines(locale), ['home-headlines'], {
  tags: [CONTENT_TAGS.widgets, CONTENT_TAGS.stories],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedHomeGames = unstable_cache(() => getHomeGames(), ['home-games'], {
  tags: [CONTENT_TAGS.widgets],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedTerms = unstable_cache(() => getCurrentTerms(), ['terms'], {
  tags: [CONTENT_TAGS.terms],
  revalidate: REVALIDATE_SECONDS,
});
