import { clearGamePlayer } from './game-storage';
import { PLAYABLE_AD_COOKIE } from './playable-ad-cookie';
import { clearTracking } from './tracking-storage';
import { CACHES } from '@/sw/offline-rules';

/**
 * What the browser forgets when the fan leaves (logout, spec §4; account deletion, decision 019): the brand's cookies,
 * the playable ad's score cookie, the game's local storage and the videos' tracking queue (what the fan watched while
 * offline is theirs: never sent for the next person on a shared phone).
 */
export function forgetBrowserSession(brandSlug: string): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name && (name.startsWith(brandSlug) || name === PLAYABLE_AD_COOKIE)) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  clearGamePlayer(brandSlug);
  clearTracking();
  // The stories kept for offline reading (decision 017) are this fan's reading list: not for the next person.
  if (typeof caches !== 'undefined')
    for (const name of [CACHES.stories, CACHES.storyImages]) void caches.delete(name).catch(() => undefined);
}
