/** The site context: the read model of the public pages — the fan site's cached reads over the other contexts, and their expiry. */
export {
  cachedCompetition,
  cachedCompetitionFaq,
  cachedCompetitionWinners,
  cachedCompetitions,
  expireCompetitions,
} from './competitions-content';
export {
  cachedFanCredRules,
  cachedFinalPeriods,
  cachedPublishedWinners,
  cachedStandings,
  cachedWidgetStandings,
  expireFanCredWinners,
} from './fancred-content';
export { cachedGameTables } from './games-content';
export { cachedPredictorMatches, cachedPredictorMatchTable, cachedPredictorSeason } from './matchday-content';
export {
  cachedCategories,
  cachedHomeGames,
  cachedHomeHeadlines,
  cachedLatestResults,
  cachedLiveMatch,
  cachedMatchCentre,
  cachedNextMatch,
  cachedNextMatchWidget,
  cachedPlayer,
  cachedPlayerStories,
  cachedPlayers,
  cachedStory,
  cachedStorySlugs,
  cachedTeamNews,
  cachedTerms,
} from './public-content';
export { revalidateContent } from './revalidate';
export {
  cachedHeaderSlides,
  cachedLatestVideos,
  cachedPopularVideos,
  cachedRelatedVideos,
  cachedShow,
  cachedShowCarousels,
  cachedSponsoredRow,
  cachedVideo,
  cachedVideoSlugs,
  expireVideos,
} from './videos-content';
