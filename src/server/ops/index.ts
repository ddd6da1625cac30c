/**
 * The ops context: how the running site is doing — the fans' client error reports and the health check — and how its
 * copies stay one site (cache sharing).
 */
export { expireTagsEverywhere, startCacheSharing, stopCacheSharing } from './cache-sharing';
export { errorLookupInput, errorReportInput } from './error-report-input';
export { findErrorReport, listRecentErrorReports, mailErrorReport, storeErrorReport } from './error-reports';
export { isDatabaseHealthy, isDraining, readiness, type Readiness } from './health';
export {
  flushMatchDayFigures,
  forgetActiveFan,
  readMatchDayFigures,
  startMatchDayFigures,
  stopMatchDayFigures,
  type MatchDayFigures,
  type MinuteRow,
} from './match-day';
