/** The site context: the fan site's cached reads over the other contexts, their expiry, and the site's own art and pages. */
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
export { renderOfflinePage, type OfflineTexts } from './offline-page';
export {
  cachedCategories,
  cachedHomeGames,
  cachedHomeHeadlines,
  cachedLatestResults,
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
export { coverSvg, portraitSvg } from './svg-art';
export { isMatchTeam, isSquad, MATCH_TEAMS, SQUADS, TEAM_NAMES, type MatchTeam, type Squad } from './teams';
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
