import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';
import { cachedCompetitions, cachedPlayers, cachedStorySlugs, cachedVideoSlugs } from '@/server/site';
import { MATCH_TEAMS } from '@/schemas/teams';

export const dynamic = 'force-dynamic';

/** The pages that exist today. */
const PAGES = [
  '/',
  '/news',
  '/springboks',
  '/subscribe',
  '/sign-up',
  '/fancred',
  '/predictor',
  '/plus',
  '/play-and-win',
  '/competitions',
  '/competitions/current-competitions',
  '/benefits',
  '/shop',
  '/travel',
  '/about',
  '/terms-and-conditions',
  '/sitemap',
];

/** /sitemap.xml: every public page, team, player, story, Touchline+ video and competition. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().siteUrl;
  const [stories, players, videos, competitions] = await Promise.all([
    cachedStorySlugs(),
    cachedPlayers('en'),
    cachedVideoSlugs(),
    cachedCompetitions(),
  ]);
  return [
    ...PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const })),
    ...MATCH_TEAMS.map((team) => ({ url: `${base}/matches/${team}`, changeFrequency: 'hourly' as const })),
    ...players.map((player) => ({ url: `${base}${player.url}`, changeFrequency: 'weekly' as const })),
    ...stories.map((story) => ({ url: `${base}/news/${story.slug}`, lastModified: story.updatedAt })),
    ...videos.map((slug) => ({ url: `${base}/plus/${slug}` })),
    ...competitions.map((competition) => ({ url: `${base}/competitions/${competition.slug}`, changeFrequency: 'daily' as const })),
  ];
}
