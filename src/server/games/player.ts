import 'server-only';
import type { UserRow } from '../identity';

/**
 * What the play page keeps in local storage for the game platform (spec §3): the fan's external user id and gamer
 * tag (the nickname). The external id is the fan's stable id, never the mobile number.
 */
export interface GamePlayer {
  external_user_id: string;
  gamer_tag: string | null;
}

export function gamePlayerOf(user: Pick<UserRow, 'id' | 'nickname'>): GamePlayer {
  return { external_user_id: user.id, gamer_tag: user.nickname && user.nickname.trim() !== '' ? user.nickname : null };
}
