/** The fancred context: what other contexts and the routes may use. */
export { getFanActivity, type FanCredActivity } from './activity';

export { awardProfileCompleted, awardSubscriptionStarted } from './reactions';
export {
  applyPendingEvents,
  awardPoints,
  compactHistogram,
  enqueueAward,
  eventStatusFor,
  sweepSoon,
  type AwardInput,
  type AwardResult,
  type EventStatus,
  type FanAction,
} from './engine';
export { eraseFanCredData, exportFanCredData, forgetRanks } from './privacy';
export { getEngagement, recordShare, recordVideoTracking, setLike, trackStory, type ItemType, type ShareChannel } from './engagement';
export { dayKeyOf, periodKeyOf, previousPeriodKey, typeOfPeriodKey, type PeriodType } from './periods';
export { findRule, listRules, type FanCredRule } from './rules';
export {
  FANCRED_TAGS,
  freezeFinishedPeriods,
  freezePeriod,
  getMyPoints,
  getStandings,
  getUserStanding,
  getWidgetStandings,
  listFinalPeriods,
  warmRanks,
  type PageInfo,
  type Standing,
} from './standings';
export {
  findFansForWinner,
  getFanCredSummary,
  getWinner,
  listWinners,
  saveWinner,
  voidEvent,
  WINNER_TRANSLATED_FIELDS,
  type Winner,
  type WinnerTranslatedField,
} from './winners';
export { FANCRED_ERRORS, submitFanEvent } from './api';
