import { describe, expect, it } from 'vitest';
import { createSignupProof, isSignupProofValid, SIGNUP_PROOF_SECONDS, signupProofCookieName } from '@/server/identity/session';

/**
 * The sign-up proof cookie: a signed, 15-minute statement "this browser proved 27…" (session.ts). It needs only the
 * configuration (the demo auth secret here), not the database.
 */
const NUMBER = '27811234567';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('the sign-up proof', () => {
  it('is named after the brand and lasts 15 minutes', () => {
    expect(signupProofCookieName()).toBe('touchline_signup_proof');
    expect(SIGNUP_PROOF_SECONDS).toBe(900);
  });

  it('is valid for the number it was made for, until it expires', () => {
    const proof = createSignupProof(NUMBER, NOW);
    expect(proof.startsWith(`${NUMBER}.${NOW / 1000 + 900}.`)).toBe(true);
    expect(isSignupProofValid(proof, NUMBER, NOW)).toBe(true);
    expect(isSignupProofValid(proof, NUMBER, NOW + 899_000)).toBe(true);
    expect(isSignupProofValid(proof, NUMBER, NOW + 900_000)).toBe(false);
    expect(isSignupProofValid(proof, NUMBER, NOW + 86_400_000)).toBe(false);
  });

  it('proves nothing about another number', () => {
    const proof = createSignupProof(NUMBER, NOW);
    expect(isSignupProofValid(proof, '27811234568', NOW)).toBe(false);
    expect(isSignupProofValid(proof, '0811234567', NOW)).toBe(false);
  });

  it('is refused when any part is changed', () => {
    const proof = createSignupProof(NUMBER, NOW);
    const [number, expires, mac] = proof.split('.') as [string, string, string];
    const later = String(Number(expires) + 3600);
    expect(isSignupProofValid(`27811234568.${expires}.${mac}`, '27811234568', NOW)).toBe(false);
    expect(isSignupProofValid(`${number}.${later}.${mac}`, NUMBER, NOW + 1_000_000)).toBe(false);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(isSignupProofValid(`${number}.${expires}.${flipped}`, NUMBER, NOW)).toBe(false);
    expect(isSignupProofValid(`${number}.${expires}.${mac.slice(0, -1)}`, NUMBER, NOW)).toBe(false);
    expect(isSignupProofValid(`${number}.${expires}.`, NUMBER, NOW)).toBe(false);
  });

  it('is refused when it is missing or malformed', () => {
    const proof = createSignupProof(NUMBER, NOW);
    expect(isSignupProofValid(undefined, NUMBER, NOW)).toBe(false);
    expect(isSignupProofValid('', NUMBER, NOW)).toBe(false);
    expect(isSignupProofValid(NUMBER, NUMBER, NOW)).toBe(false);
    expect(isSignupProofValid(`${proof}.extra`, NUMBER, NOW)).toBe(false);
    expect(isSignupProofValid(proof.split('.').slice(1).join('.'), NUMBER, NOW)).toBe(false);
  });

  it('made with another secret is refused', async () => {
    const { createHmac } = await import('node:crypto');
    const payload = `${NUMBER}.${NOW / 1000 + 900}`;
    const forged = `${payload}.${createHmac('sha256', 'some-other-secret-of-enough-length').update(`signup-proof:${payload}`).digest('base64url')}`;
    expect(isSignupProofValid(forged, NUMBER, NOW)).toBe(false);
  });
});
