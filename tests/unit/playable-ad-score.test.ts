import { describe, expect, it } from 'vitest';
import { decodePlayableAdScore, encodePlayableAdScore } from '@/server/identity/playable-ad-score';

/** The pa-data-score cookie (spec §4): an obfuscated score that decodes to a whole number, or 0. */
describe('the playable-ad score cookie', () => {
  it.each([0, 1, 42, 999_999, 1_000_000])('round-trips %i', (score) => {
    const value = encodePlayableAdScore(score);
    expect(value).not.toContain('pa1:');
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlayableAdScore(value)).toBe(score);
  });

  it('encodes "pa1:" and the score as base64url', () => {
    expect(encodePlayableAdScore(42)).toBe(Buffer.from('pa1:42').toString('base64url'));
  });

  it('stores whole, non-negative scores', () => {
    expect(decodePlayableAdScore(encodePlayableAdScore(42.9))).toBe(42);
    expect(decodePlayableAdScore(encodePlayableAdScore(-5))).toBe(0);
    expect(decodePlayableAdScore(encodePlayableAdScore(Number.NaN))).toBe(0);
  });

  it('reads a URL-encoded cookie value', () => {
    const value = encodePlayableAdScore(1234);
    expect(decodePlayableAdScore(encodeURIComponent(`${value}==`))).toBe(1234);
    // Standard base64 with its padding, as a cookie library would write it: "cGExOjc%3D".
    const padded = Buffer.from('pa1:7').toString('base64');
    expect(encodeURIComponent(padded)).toBe('cGExOjc%3D');
    expect(decodePlayableAdScore(encodeURIComponent(padded))).toBe(7);
  });

  it.each([
    ['empty', ''],
    ['undefined', undefined],
    ['null', null],
    ['not base64 at all', '%%%'],
    ['a broken percent escape', '%E0%A4%A'],
    ['a number without the prefix', Buffer.from('42').toString('base64url')],
    ['plain digits', '42'],
    ['another prefix', Buffer.from('pa2:42').toString('base64url')],
    ['non-numeric', Buffer.from('pa1:forty-two').toString('base64url')],
    ['a negative number', Buffer.from('pa1:-42').toString('base64url')],
    ['a decimal', Buffer.from('pa1:4.2').toString('base64url')],
    ['an exponent', Buffer.from('pa1:1e6').toString('base64url')],
    ['no digits', Buffer.from('pa1:').toString('base64url')],
    ['trailing text', Buffer.from('pa1:42abc').toString('base64url')],
    ['leading space', Buffer.from('pa1: 42').toString('base64url')],
    ['too large (7 digits)', Buffer.from('pa1:1000001').toString('base64url')],
    ['too large (8 digits)', Buffer.from('pa1:12345678').toString('base64url')],
    ['too large (huge)', Buffer.from(`pa1:${'9'.repeat(400)}`).toString('base64url')],
  ])('decodes %s to 0', (_label, value) => {
    expect(decodePlayableAdScore(value)).toBe(0);
  });

  it('decodes a tampered value to 0 or to a whole number, never to anything else', () => {
    const value = encodePlayableAdScore(42);
    const tampered = `${value.slice(0, 2)}${value[2] === 'A' ? 'B' : 'A'}${value.slice(3)}`;
    expect(decodePlayableAdScore(tampered)).toBe(0);
    expect(decodePlayableAdScore(value.slice(0, -2))).toBe(0);
    for (let index = 0; index < value.length; index += 1) {
      const flipped = `${value.slice(0, index)}${value[index] === 'x' ? 'y' : 'x'}${value.slice(index + 1)}`;
      const score = decodePlayableAdScore(flipped);
      expect(Number.isInteger(score) && score >= 0 && score <= 1_000_000).toBe(true);
    }
  });
});
