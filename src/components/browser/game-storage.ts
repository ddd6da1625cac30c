/**
 * The game platform's entries in local storage (spec §3): the fan's external user id and gamer tag. Written when a
 * subscriber starts a game, removed at logout (spec §4).
 */
export function gameStorageKeys(brandSlug: string): { externalUserId: string; gamerTag: string } {
  return { externalUserId: `${brandSlug}_game_external_user_id`, gamerTag: `${brandSlug}_game_gamer_tag` };
}

/** The fan as the game platform knows them (games-flow.ts maps GET /api/site/games/player's answer to it; the nickname view too). */
export interface GamePlayer {
  externalUserId?: string | null;
  gamerTag?: string | null;
}

export function saveGamePlayer(brandSlug: string, player: GamePlayer): void {
  const keys = gameStorageKeys(brandSlug);
  try {
    if (player.externalUserId) window.localStorage.setItem(keys.externalUserId, player.externalUserId);
    if (player.gamerTag) window.localStorage.setItem(keys.gamerTag, player.gamerTag);
  } catch {
    // storage blocked (private mode): the game still plays; the server knows the fan
  }
}

export function readGamerTag(brandSlug: string): string | null {
  try {
    return window.localStorage.getItem(gameStorageKeys(brandSlug).gamerTag);
  } catch {
    return null;
  }
}

export function clearGamePlayer(brandSlug: string): void {
  const keys = gameStorageKeys(brandSlug);
  for (const key of [keys.externalUserId, keys.gamerTag]) window.localStorage.removeItem(key);
}
