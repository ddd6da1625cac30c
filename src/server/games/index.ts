/** The games context (issue 13): what the routes and pages may use. */
export { GAMES_ERRORS } from './errors';
export {
  getGameStandings,
  getGameTables,
  getPersonalBests,
  GAME_PERIODS,
  type GamePeriod,
  type GameStanding,
  type GameTables,
  type PersonalBests,
} from './leaderboards';
export { gamePlayerOf, type GamePlayer } from './player';
export { expireGameTables, GAMES_TAGS, startGame, submitScore, type GameSession, type ScoreOutcome } from './sessions';
export { GAME_SCORE_ENTITY, listScoresForStaff, voidScore, type StaffGameScore } from './staff';
export { eraseGameData, exportGameData } from './privacy';
