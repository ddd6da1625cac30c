import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LeaderboardWidget } from '@/components/fancred/leaderboard-widget';
import { PlayableAdSection } from '@/components/games/playable-ad-section';
import { HomeGames, HomeHeadlines } from '@/components/site/home-widgets';
import { PlayerTile } from '@/components/site/player-tile';
import { MatchCard } from '@/components/site/match-card';
import { StoryCard } from '@/components/site/story-card';
import type { Locale } from '@/i18n/locales';
import { MAX_HEADLINES } from '@/schemas/widgets';
import {
  cachedHomeGames,
  cachedHomeHeadlines,
  cachedLatestResults,
  cachedNextMatch,
  cachedNextMatchWidget,
  cachedPlayers,
  cachedTeamNews,
  cachedWidgetStandings,
  cachedLatestVideos,
  cachedSponsoredRow,
} from '@/server/site';
import { MATCH_TEAMS, SQUADS, TEAM_NAMES } from '@/schemas/teams';
import { localize } from '@/schemas/translations';
import { VideoRow } from '@/components/videos/video-row';
import { getConfig } from '@/server/config';
import { loadMyFanCred } from './fancred/actions';
import { rowLabels } from './plus/row-labels';

export const revalidate = 300;

const HOME_PLAYERS = 8;
const TEAM_NEWS_ON_HOME = 7;
/** Touchline+ on the home page (issue 12): the Latest videos widget and the sponsored row, posters only. */
const HOME_VIDEOS = 8;

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const tPlus = await getTranslations('plus');
  const brand = getConfig().brand.name;
  const [news, headlines, games, nextMatch, storedWidget, results, players, fancred, latestVideos, sponsoredVideos, videoLabels] =
    await Promise.all([
      // Enough for a full page of team news after the headlines above it are left out.
      cachedTeamNews({ page: 1, locale, perPage: TEAM_NEWS_ON_HOME + MAX_HEADLINES }),
      cachedHomeHeadlines(locale),
      cachedHomeGames(),
      cachedNextMatch([...MATCH_TEAMS]),
      cachedNextMatchWidget(),
      cachedLatestResults([...SQUADS], 3),
      cachedPlayers(locale),
      cachedWidgetStandings(),
      cachedLatestVideos(HOME_VIDEOS, locale),
      cachedSponsoredRow(HOME_VIDEOS, locale),
      rowLabels(),
    ]);
  // The widget's text in the fan's language where staff wrote it, else English (issue 26).
  const widget = storedWidget ? localize(storedWidget, ['text'], locale) : null;
  // Each story once (issue 17): the top story is not repeated among the headlines, nor either of them in team news.
  const shown = new Set<number>(news?.featured ? [news.featured.id] : []);
  const freshHeadlines = headlines.filter((headline) => !shown.has(headline.id));
  for (const headline of freshHeadlines) shown.add(headline.id);
  const teamNews = (news?.data.filter((story) => !shown.has(story.id)) ?? []).slice(0, TEAM_NEWS_ON_HOME);
  // The most capped Springboks: the names fans know best.
  const spotlight = players
    .filter((player) => player.category === 'springboks')
    .sort((a, b) => b.caps - a.caps)
    .slice(0, HOME_PLAYERS);

  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{t('title')}</h1>
      {news?.featured && (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="sr-only">
            {t('featured')}
          </h2>
          <StoryCard story={news.featured} isFeatured />
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-1">
          <HomeHeadlines headlines={freshHeadlines} />
          <section aria-labelledby="next-match-heading" className="flex flex-col gap-3">
            <h2 id="next-match-heading" className="text-xl font-extrabold">
              {t('nextMatch')}
            </h2>
            {nextMatch && <MatchCard match={nextMatch} />}
            {widget && (
              <div className="rounded-lg bg-bok-green p-4 text-white" data-testid="next-match-widget">
                <p className="text-xs font-bold tracking-wide text-bok-gold uppercase">{TEAM_NAMES[widget.team]}</p>
                <p className="mt-1" lang={widget.language === locale ? undefined : widget.language}>
                  {widget.text}
                </p>
                <p className="mt-2 text-lg font-extrabold">{t('dialToFollow', { code: widget.ussdCode })}</p>
              </div>
            )}
            {results.length > 0 && (
              <>
                <h2 className="mt-4 text-xl font-extrabold">{t('latestResults')}</h2>
                {results.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </>
            )}
          </section>
          <LeaderboardWidget standings={fancred.standings} loadMine={loadMyFanCred} />
        </div>

        <section aria-labelledby="team-news-heading" className="lg:col-span-2">
          <div className="flex items-baseline justify-between">
            <h2 id="team-news-heading" className="text-xl font-extrabold">
              {t('teamNews')}
            </h2>
            <Link href="/news" className="text-sm font-semibold text-bok-green underline">
              {t('allNews')}
            </Link>
          </div>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {teamNews.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </div>
        </section>
      </div>

      <VideoRow
        id="home-videos"
        title={tPlus('latestHome', { brand })}
        videos={latestVideos}
        labels={videoLabels}
        testId="home-latest-videos"
        aside={
          <Link href="/plus" className="text-sm font-semibold text-bok-green underline">
            {tPlus('seeAll')}
          </Link>
        }
      />
      {sponsoredVideos.sponsor && (
        <VideoRow
          id="home-sponsored"
          title={tPlus('sponsoredBy', { sponsor: sponsoredVideos.sponsor.name })}
          videos={sponsoredVideos.videos}
          labels={videoLabels}
          testId="home-sponsored-videos"
        />
      )}

      <HomeGames games={games} />
      <PlayableAdSection />

      <section aria-labelledby="players-heading">
        <div className="flex items-baseline justify-between">
          <h2 id="players-heading" className="text-xl font-extrabold">
            {t('players')}
          </h2>
          <Link href="/springboks" className="text-sm font-semibold text-bok-green underline">
            {t('allPlayers')}
          </Link>
        </div>
        <ul className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
          {spotlight.map((player) => (
            <li key={player.id} className="w-32 shrink-0 snap-start">
              <PlayerTile player={player} size={112} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
