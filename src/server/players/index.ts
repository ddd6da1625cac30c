/** The players context: what other contexts may use. */
export { playerUrl } from './player-url';
export { getPlayer, getPortraitInfo, listPlayers, type PlayerListItem } from './players';
export { players } from './schema';
export {
  createPlayer,
  getPlayerForEdit,
  listPlayerPositions,
  listPlayersForConsole,
  PLAYER_ENTITY,
  PLAYER_SORTS,
  setPlayerActive,
  updatePlayer,
  type ConsolePlayer,
  type PlayerSort,
  type PlayerStatusFilter,
} from './admin-players';
