/** The players context: what other contexts may use. */
export { playerUrl } from './player-url';
export { getPlayer, getPortraitInfo, listPlayers, portraitUrl, type PlayerListItem, type PlayerProfile } from './players';
export { players } from './schema';
export {
  createPlayer,
  getPlayerForEdit,
  listPlayerPositions,
  listPlayersForConsole,
  PLAYER_SORTS,
  PLAYERS_PER_PAGE,
  setPlayerActive,
  updatePlayer,
  type ConsolePlayer,
  type PlayerSort,
  type PlayerStatusFilter,
} from './admin-players';
