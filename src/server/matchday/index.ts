/** The matchday context (issue 24): the live match as fans follow it, the predictor and the Player of the Match. */
export {
  liveHub,
  stopLiveHub,
  type LiveFrame,
  type LiveHub,
  type LiveJoin,
  type LiveLimits,
  type LiveStream,
  type LiveRenderer,
} from './live-hub';
export { getLiveMatchView, toLiveMatchState, type LiveEventView, type LiveMatchView } from './live-view';
export { publishMatchToEdge, startEdgePublisher, stopEdgePublisher, type EdgeRenderer } from './live-edge';
export {
  getMyPredictorSeason,
  getPredictorMatchTable,
  getPredictorSeasonTable,
  getPredictorView,
  listPredictorMatches,
  predict,
  seasonOf,
  settleDueMatches,
  type MatchdayResult,
  type Prediction,
  type PredictorMatch,
  type PredictorMatchTable,
  type PredictorSeasonRow,
  type PredictorSeasonTable,
  type PredictorSplit,
  type PredictorTableRow,
  type PredictorView,
  type Settlement,
} from './predictor';
export {
  getPotmView,
  listPotmCandidates,
  votePotm,
  type PotmCandidate,
  type PotmResult,
  type PotmState,
  type PotmView,
  type PotmVote,
} from './potm';
export { MATCHDAY_ERRORS } from './messages';
export { eraseMatchdayData, exportMatchdayData } from './privacy';
export { startSettling, stopSettling } from './timers';
export { matchEngagement, type MatchEngagement } from './dashboard-stats';
