/** The matches context: what other contexts may use. */
export {
  getLatestResults,
  getMatchCentre,
  getNextMatch,
  getNextMatchWidget,
  type MatchCentre,
  type MatchItem,
  WIDGET_TRANSLATED_FIELDS,
  type NextMatchWidget,
  type WidgetTranslatedField,
} from './matches';
export {
  createMatch,
  deleteMatch,
  getMatchForStaff,
  listMatchesForStaff,
  saveNextMatchWidget,
  setMatchScore,
  updateMatch,
  type StaffMatch,
} from './admin-matches';
export { upcomingFixtures } from './dashboard-stats';
export {
  clockMinute,
  foldEvents,
  getLiveMatch,
  getLiveVersions,
  listFollowableMatchIds,
  latestEventId,
  listLiveMatchIds,
  recordMatchEvent,
  setPotmOpensMinute,
  undoMatchEvent,
  type LiveEvent,
  type LiveMatch,
} from './live';
