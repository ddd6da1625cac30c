import 'server-only';
import type { UserRow } from '../identity';

/**
 * What the play page keeps in local storage for the game platform (spec §3): the fan's external user id and gamer
 * tag (the nickname). The external id is the fan's stable id, never the mobile number.
 */
export interface GamePlayer {
  externalUserId: string;
  gamerTag: string | null;
}

export function gamePlayerOf(user: Pick<UserRow, 'id' | 'nickname'>): GamePlayer {
  return { externalUserId: user.id, gamerTag: user.nickname && user.nickname.trim() !== '' ? user.nickname : null };
}
