/** The players context: what other contexts may use. */
export { playerUrl } from './player-url';
export { getPlayer, getPortraitInfo, listPlayers, portraitUrl, type PlayerListItem, type PlayerProfile } from './players';
export { players } from './schema';
