import { expect } from 'vitest';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as verifyOtp } from '@/app/api/site/user/otp/verify/route';
import { call, errorOf, latestCode, wrongCode } from './identity-http';

/** Helpers for the wrong-code budgets (decision 024): numbers with live codes, checks from chosen addresses. */

let nextNumber = 0;
/** A number without an account, in its own 10,000-number block (the SMS budgets count sign-ups per block). */
export const unregistered = () => {
  nextNumber += 1;
  return `2785${String(nextNumber % 1000).padStart(3, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;
};
let nextAddress = 0;
export const freshAddress = () => {
  nextAddress += 1;
  return `192.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

/** A sign-up code sent to a new number (from its own address); returns the number and its code. */
export async function withCode(): Promise<{ msisdn: string; code: string }> {
  const msisdn = unregistered();
  const sent = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose: 'signup' }, { ip: freshAddress() });
  expect(sent.status).toBe(200);
  return { msisdn, code: await latestCode(msisdn) };
}

export const verify = (msisdn: string, otp: string, ip: string) =>
  call(verifyOtp, '/api/site/user/otp/verify', { otp, msisdn_entered: msisdn }, { ip });

export const INVALID = expect.objectContaining({ status: 400, code: 'invalid_otp', message: 'Invalid OTP' });
export const TOO_MANY = { status: 429, code: 'too_many_requests', message: 'Too many requests. Please try again later' };

/**
 * Match day behind one carrier-grade NAT address: fans mistype `mistakes` codes (two per number) before anyone gets in,
 * then `fans` fans log in, every third of them after one wrong code of their own. Returns the right codes' statuses.
 */
export async function crowdBehindOneAddress(input: { ip: string; mistakes: number; fans: number }): Promise<number[]> {
  for (let index = 0; index < input.mistakes; index += 2) {
    const target = await withCode();
    for (let guess = 0; guess < Math.min(2, input.mistakes - index); guess += 1)
      expect(await errorOf(await verify(target.msisdn, wrongCode(target.code), input.ip))).toEqual(INVALID);
  }
  const statuses: number[] = [];
  for (let index = 0; index < input.fans; index += 1) {
    const fan = await withCode();
    if (index % 3 === 0) expect(await errorOf(await verify(fan.msisdn, wrongCode(fan.code), input.ip))).toEqual(INVALID);
    statuses.push((await verify(fan.msisdn, fan.code, input.ip)).status);
  }
  return statuses;
}
