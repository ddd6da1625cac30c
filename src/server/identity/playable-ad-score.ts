/**
 * The playable ad stores the fan's Rugby Kicks score in the `pa-data-score` cookie before sign-up (spec §4). The
 * value is obfuscated, not secret: base64url of "pa1:" followed by the score. Decoding yields a whole number;
 * anything else (tampered, truncated, not numeric, absurdly large) decodes to 0.
 */
const PREFIX = 'pa1:';
const MAX_SCORE = 1_000_000;

export function encodePlayableAdScore(score: number): string {
  return Buffer.from(`${PREFIX}${Math.max(0, Math.trunc(score))}`, 'utf8').toString('base64url');
}

export function decodePlayableAdScore(value: string | undefined | null): number {
  if (!value) return 0;
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(value), 'base64url').toString('utf8');
  } catch {
    return 0;
  }
  if (!text.startsWith(PREFIX)) return 0;
  const digits = text.slice(PREFIX.length);
  if (!/^\d{1,7}$/.test(digits)) return 0;
  const score = Number(digits);
  return score <= MAX_SCORE ? score : 0;
}
