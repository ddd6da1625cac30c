import { adPlayText, parseAdPlayText, type AdPlay } from '@/game-rules/ad-play';

/**
 * The playable ad's play in the `pa-data-score` cookie (spec §3, §4): the base64url of its text form
 * (src/game-rules/ad-play.ts — the seed, the three kicks and the score), which sign-up replays on the server
 * (src/server/identity/playable-ad-score.ts). Read back to invite the visitor to keep the score.
 */
export const PLAYABLE_AD_COOKIE = 'pa-data-score';
const MAX_AGE_SECONDS = 30 * 86_400;

export function encodePlay(play: AdPlay): string {
  return btoa(adPlayText(play)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The score the cookie says the visitor made (shown to them; the server believes only its replay), or null. */
export function decodeScore(value: string | null | undefined): number | null {
  if (!value) return null;
  try {
    return parseAdPlayText(atob(value.replace(/-/g, '+').replace(/_/g, '/')))?.score ?? null;
  } catch {
    return null;
  }
}

export function savePlayableAdPlay(play: AdPlay): void {
  document.cookie = `${PLAYABLE_AD_COOKIE}=${encodePlay(play)}; Max-Age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

export function readPlayableAdScore(): number | null {
  const entry = document.cookie.split(';').find((part) => part.trim().startsWith(`${PLAYABLE_AD_COOKIE}=`));
  return decodeScore(entry ? decodeURIComponent(entry.trim().slice(PLAYABLE_AD_COOKIE.length + 1)) : null);
}
