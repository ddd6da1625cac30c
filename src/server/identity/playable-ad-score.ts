import { AD_KICKS, parseAdPlayText } from '@/game-rules/ad-play';
import { replayKicks } from '@/game-rules/kicks';

/**
 * The playable ad keeps the visitor's Rugby Kicks play in the `pa-data-score` cookie before sign-up (spec §4): the
 * base64url of `pa2:<seed>:<kicks>:<score>` (src/game-rules/ad-play.ts) — obfuscated, not secret. Sign-up believes
 * only the server's replay (decision 025): the three kicks, replayed from the seed by the game's own rules, must make
 * the score the cookie claims, which is then at most what three kicks can score (40). The older `pa1:<score>` form
 * carries nothing to replay, so anyone could write its best score by hand: it counts as 0, like anything else that is
 * not a play whose kicks make its score — tampered, truncated, a score its kicks do not make.
 */
export function decodePlayableAdScore(value: string | undefined | null): number {
  if (!value) return 0;
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(value), 'base64url').toString('utf8');
  } catch {
    return 0;
  }
  const play = parseAdPlayText(text);
  if (!play) return 0;
  if (play.version === 1) return 0;
  // No session, so no server clock: the ad's time is not checked, only that its kicks are a round the game allows.
  const replay = replayKicks(play.seed, play.moves, { kickCount: AD_KICKS, maxTicks: Number.MAX_SAFE_INTEGER });
  return replay.ok && replay.score === play.score ? replay.score : 0;
}
