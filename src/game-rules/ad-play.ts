import type { KickMove } from './kicks';
import type { Move } from './ticks';

/**
 * The playable ad's play as kept in the `pa-data-score` cookie before sign-up (spec §3, §4; decision 025): the seed the
 * browser drew, the three kicks and the score it saw — `pa2:<seed>:<kick>_<kick>_<kick>:<score>`, each kick
 * `tick.back.aim.power` — so the server replays the kicks instead of believing the score. The cookie holds the
 * base64url of this text (obfuscated, not secret). `pa1:<score>` is the older form: a bare score, nothing to replay.
 * Only the text format lives here (no rules), so the pages that show the ad carry none of the game's code.
 */
export const AD_KICKS = 3;

export interface AdPlay {
  seed: number;
  moves: readonly Move[];
  score: number;
}

export type ParsedAdPlay = { version: 2; seed: number; moves: KickMove[]; score: number } | { version: 1; score: number };

const MAX_TEXT = 200;
const WHOLE = /^-?\d{1,7}$/;

export function adPlayText(play: AdPlay): string {
  return `pa2:${play.seed}:${play.moves.map((move) => move.join('.')).join('_')}:${Math.max(0, Math.trunc(play.score))}`;
}

/** The play in a cookie's decoded text, or null when it is not one (a number of the wrong shape, another prefix, too long). */
export function parseAdPlayText(text: string): ParsedAdPlay | null {
  if (text.length > MAX_TEXT) return null;
  const legacy = /^pa1:(\d{1,7})$/.exec(text);
  if (legacy) return { version: 1, score: Number(legacy[1]) };
  const parts = text.split(':');
  if (parts.length !== 4 || parts[0] !== 'pa2') return null;
  const [, seedText = '', movesText = '', scoreText = ''] = parts;
  if (!/^\d{1,10}$/.test(seedText) || !/^\d{1,7}$/.test(scoreText)) return null;
  const moves: KickMove[] = [];
  for (const kick of movesText === '' ? [] : movesText.split('_')) {
    const numbers = kick.split('.');
    if (numbers.length !== 4 || !numbers.every((part) => WHOLE.test(part))) return null;
    const [tick, back, aim, power] = numbers.map(Number) as [number, number, number, number];
    moves.push([tick, back, aim, power]);
  }
  if (moves.length > AD_KICKS) return null;
  return { version: 2, seed: Number(seedText), moves, score: Number(scoreText) };
}
