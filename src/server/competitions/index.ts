/** The competitions context (issue 14): what the pages, routes and console may use. */
export {
  competitionStatus,
  getFaqItem,
  getPublicCompetition,
  listFaq,
  listPublicCompetitions,
  listPublicFaq,
  listPublishedWinners,
  type CompetitionStatus,
  type FaqItem,
  type PublicCompetition,
  type PublicFaqItem,
  type PublicWinner,
} from './competitions';
export { englishOption, enterCompetition, getMyEntry, normaliseAnswer, type EnterResult } from './entries';
export {
  COMPETITION_ENTITY,
  createCompetition,
  deleteCompetition,
  deleteFaqItem,
  FAQ_ENTITY,
  getCompetitionForConsole,
  listCompetitionsForConsole,
  moveFaqItem,
  saveFaqItem,
  updateCompetition,
  type CompetitionInput,
  type ConsoleCompetition,
} from './admin';
export {
  addManualWinner,
  drawIndex,
  drawWinner,
  eligibleDigest,
  eligibleEntryIds,
  findEntries,
  getCompetitionWinner,
  listCompetitionWinners,
  removeCompetitionWinner,
  updateCompetitionWinner,
  WINNER_ENTITY as COMPETITION_WINNER_ENTITY,
  type CompetitionWinner,
} from './draw';
export { EXPORT_COLUMNS, entriesCsv, neutraliseCell, startEntriesExport } from './export';
export { formatSast, parseSastInput, SAST_TIME_ZONE, toSastInput } from './dates';
export { COMPETITION_ERRORS } from './messages';
export { eraseCompetitionData, exportCompetitionData } from './privacy';
