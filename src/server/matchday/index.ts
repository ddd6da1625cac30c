/** The match day context (issue 24): the predictor and the Player of the Match vote. */
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
