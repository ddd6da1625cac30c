import { describe, expect, it } from 'vitest';
import { adPlayText, AD_KICKS } from '@/game-rules/ad-play';
import { playKicks } from '@/game-rules/autoplay';
import { decodeScore, encodePlay } from '@/components/browser/playable-ad-cookie';
import { decodePlayableAdScore } from '@/server/identity/playable-ad-score';

/**
 * The pa-data-score cookie (spec §4, decision 025): the playable ad's seed, three kicks and score, which sign-up
 * replays; it decodes to the replay's score — at most what three kicks can make (40) — or 0.
 */
const cookieOf = (text: string) => Buffer.from(text).toString('base64url');

/** Three kicks played from this seed by the game's rules: all over (40), or the second sent wide. */
const perfect = (seed: number) => ({ seed, ...playKicks(seed, { kickCount: AD_KICKS, think: () => 40, miss: () => false }) });
const oneWide = (seed: number) => {
  let kick = 0;
  return { seed, ...playKicks(seed, { kickCount: AD_KICKS, think: () => 40, miss: () => ++kick === 2 }) };
};

describe('the playable-ad cookie', () => {
  it('a played round, as the browser writes it, decodes to the score its replay makes', () => {
    for (const seed of [1, 99, 2_000_000_000]) {
      const best = perfect(seed);
      expect(best.score).toBe(40);
      const value = encodePlay(best);
      expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(value, 'base64url').toString('utf8')).toBe(adPlayText(best));
      expect(decodePlayableAdScore(value)).toBe(40);
      expect(decodeScore(value)).toBe(40);
      const missed = oneWide(seed);
      expect(missed.score).toBeLessThan(40);
      expect(decodePlayableAdScore(encodePlay(missed))).toBe(missed.score);
    }
  });

  it('refuses (0) a score its kicks do not make, kicks the game does not allow, or more than three kicks', () => {
    const missed = oneWide(7);
    // The browser's claim is what the replay checks: more than the kicks made is 0, and so is less.
    expect(decodePlayableAdScore(encodePlay({ ...missed, score: 40 }))).toBe(0);
    expect(decodePlayableAdScore(encodePlay({ ...missed, score: 1_000_000 }))).toBe(0);
    expect(decodePlayableAdScore(encodePlay({ ...missed, score: missed.score - 10 }))).toBe(0);
    // Another seed's kicks do not make this round.
    const best = perfect(7);
    expect(decodePlayableAdScore(encodePlay({ ...best, seed: 8 }))).toBe(0);
    // Three kicks at once: the second while the first is in the air.
    expect(decodePlayableAdScore(encodePlay({ seed: 7, moves: best.moves.map((move) => [0, ...move.slice(1)]), score: 40 }))).toBe(0);
    expect(decodePlayableAdScore(encodePlay({ seed: 7, moves: best.moves.slice(0, 2), score: 20 }))).toBe(0);
    expect(decodePlayableAdScore(encodePlay({ seed: 7, moves: [...best.moves, best.moves[2]!], score: 40 }))).toBe(0);
    expect(decodePlayableAdScore(cookieOf('pa2:7:0.0.0.500_0.0.0.500:20'))).toBe(0);
    expect(decodePlayableAdScore(cookieOf('pa2:7:1.2.3:0'))).toBe(0);
  });

  it('the older bare score (pa1) counts for nothing: it carries no kicks to replay, and anyone can write it by hand', () => {
    for (const score of ['40', '30', '0', '50', '37', '999999']) expect(decodePlayableAdScore(cookieOf(`pa1:${score}`))).toBe(0);
  });

  it('reads a URL-encoded cookie value and standard base64', () => {
    const value = encodePlay(perfect(3));
    expect(decodePlayableAdScore(encodeURIComponent(`${value}==`))).toBe(40);
    // Standard base64 (+, / and = padding), as a cookie library might write it: "pa1:0" pads with one "=".
    expect(encodeURIComponent(Buffer.from('pa1:0').toString('base64'))).toBe('cGExOjA%3D');
    expect(decodePlayableAdScore(encodeURIComponent(Buffer.from(adPlayText(perfect(3))).toString('base64')))).toBe(40);
  });

  it.each([
    ['empty', ''],
    ['undefined', undefined],
    ['null', null],
    ['not base64 at all', '%%%'],
    ['a broken percent escape', '%E0%A4%A'],
    ['a number without the prefix', cookieOf('42')],
    ['plain digits', '42'],
    ['another prefix', cookieOf('pa3:42')],
    ['non-numeric', cookieOf('pa1:forty')],
    ['a negative number', cookieOf('pa1:-40')],
    ['a decimal', cookieOf('pa1:4.0')],
    ['an exponent', cookieOf('pa1:1e1')],
    ['no digits', cookieOf('pa1:')],
    ['trailing text', cookieOf('pa1:40abc')],
    ['a play with text for a kick', cookieOf('pa2:7:a.b.c.d_1.2.3.4_5.6.7.8:40')],
    ['a play with no seed', cookieOf('pa2::1.0.0.500:10')],
    ['a play far too long', cookieOf(`pa2:7:${'1.0.0.500_'.repeat(40)}1.0.0.500:40`)],
    ['too large (huge)', cookieOf(`pa1:${'9'.repeat(400)}`)],
  ])('decodes %s to 0', (_label, value) => {
    expect(decodePlayableAdScore(value)).toBe(0);
  });

  it('decodes a tampered value to 0 or to a score three kicks can make, never to anything else', () => {
    const value = encodePlay(oneWide(11));
    for (let index = 0; index < value.length; index += 1) {
      const flipped = `${value.slice(0, index)}${value[index] === 'x' ? 'y' : 'x'}${value.slice(index + 1)}`;
      const score = decodePlayableAdScore(flipped);
      expect([0, 10, 20, 30, 40]).toContain(score);
    }
    expect(decodePlayableAdScore(value.slice(0, -2))).toBe(0);
  });
});
