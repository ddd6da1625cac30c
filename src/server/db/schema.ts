/** Every context's tables, collected for drizzle (DESIGN §3). */
export { authorRoles, authors, categories, homeGames, homeHeadlines, stories, storyCategories, termsVersions } from '../content/schema';
export { players } from '../players/schema';
export { matchStatus, matches, nextMatchWidget } from '../matches/schema';
export { errorReports } from '../ops/schema';
export { rateLimitCounters } from '../ops/rate-limit-schema';
export { outboxChannel, outboxMessages } from '../adapters/outbox-schema';
export { authAccounts, authSessions, authVerifications, consentRecords, loginCodes, users } from '../identity/schema';
export {
  engagementLikes,
  engagementShares,
  fanEvents,
  fancredAnonymousCounts,
  fancredDaily,
  fancredFinalStandings,
  fancredHistogram,
  fancredHistogramDeltas,
  fancredPeriods,
  fancredPoints,
  fancredProfileNotices,
  fancredRules,
  fancredTracking,
  fancredWinners,
} from '../fancred/schema';
export { subscriptionEvents, subscriptions, voucherRedemptions } from '../billing/schema';
export { auditLog } from '../ops/audit-schema';
export { gameScores, gameSessions } from '../games/schema';
export { competitionEntries, competitionFaq, competitions, competitionWinners } from '../competitions/schema';
export { videoCarouselPins, videoHeaderSlides, videoProgress, videoShows, videoSponsors, videos, videoViews } from '../videos/schema';
