/**
 * The playable ad's score in the `pa-data-score` cookie (spec §3, §4), in the obfuscated form sign-up decodes
 * (src/server/identity/playable-ad-score.ts): base64url of "pa1:" and the score. Read back to invite the visitor to keep it.
 */
export const PLAYABLE_AD_COOKIE = 'pa-data-score';
const PREFIX = 'pa1:';
const MAX_AGE_SECONDS = 30 * 86_400;

export function encodeScore(score: number): string {
  return btoa(`${PREFIX}${Math.max(0, Math.trunc(score))}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeScore(value: string | null | undefined): number | null {
  if (!value) return null;
  try {
    const text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return text.startsWith(PREFIX) && /^\d{1,7}$/.test(text.slice(PREFIX.length)) ? Number(text.slice(PREFIX.length)) : null;
  } catch {
    return null;
  }
}

export function savePlayableAdScore(score: number): void {
  document.cookie = `${PLAYABLE_AD_COOKIE}=${encodeScore(score)}; Max-Age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

export function readPlayableAdScore(): number | null {
  const entry = document.cookie.split(';').find((part) => part.trim().startsWith(`${PLAYABLE_AD_COOKIE}=`));
  return decodeScore(entry ? decodeURIComponent(entry.trim().slice(PLAYABLE_AD_COOKIE.length + 1)) : null);
}
