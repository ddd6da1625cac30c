import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';
import { cachedPlayers, cachedStorySlugs } from '@/server/site/public-content';
import { MATCH_TEAMS } from '@/server/site/teams';

export const dynamic = 'force-dynamic';

/** The pages that exist today; later issues add /plus, /competitions. */
const PAGES = ['/', '/news', '/springboks', '/subscribe', '/sign-up', '/fancred', '/play-and-win', '/benefits', '/shop', '/travel', '/about', '/terms-and-conditions', '/sitemap'];

/** /sitemap.xml: every public page, team, player and story. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().siteUrl;
  const [stories, players] = await Promise.all([cachedStorySlugs(), cachedPlayers()]);
  return [
    ...PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const })),
    ...MATCH_TEAMS.map((team) => ({ url: `${base}/matches/${team}`, changeFrequency: 'hourly' as const })),
    ...players.map((player) => ({ url: `${base}${player.url}`, changeFrequency: 'weekly' as const })),
    ...stories.map((story) => ({ url: `${base}/news/${story.slug}`, lastModified: story.updatedAt })),
  ];
}
