import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as loginEnterNumber } from '@/app/api/site/user/loginEnterNumber/route';
import { POST as stellrConfirmNumber } from '@/app/api/site/user/stellrConfirmNumber/route';
import { getLogger } from '@/server/logger';
import { awayFromWindowEdge, call, countMessages, errorOf, insertFan } from '../support/identity-http';
import { peek } from '@/server/rate-limits/rate-limit';
import { clearCounters } from '../support/rate-limits';

/**
 * What one-time codes may cost (decision 024), over HTTP, with the budgets lowered before the configuration is first
 * read: 4 codes to new numbers per 10,000-number block an hour, 6 to new numbers site-wide, 10 SMS codes in all.
 */
vi.hoisted(() => {
  process.env.SMS_NEW_NUMBERS_PREFIX_HOURLY = '4';
  process.env.SMS_NEW_NUMBERS_HOURLY = '6';
  process.env.SMS_SENDS_HOURLY = '10';
});

const TOO_MANY = { status: 429, code: 'too_many_requests', message: 'Too many requests. Please try again later' };
let nextAddress = 0;
const address = () => `198.18.0.${++nextAddress}`;
const signUp = (msisdn: string) =>
  call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn, purpose: 'signup' }, { ip: address() });
const logIn = (msisdn: string) => call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn }, { ip: address() });

beforeEach(async () => {
  await awayFromWindowEdge(3600, 60);
  await clearCounters();
});

describe('SMS budgets', () => {
  it('caps sign-up codes per 10,000-number block (SMS pumping walks a block), with Retry-After; other blocks go on', async () => {
    const warn = vi.spyOn(getLogger(), 'warn');
    for (let index = 0; index < 4; index += 1) expect((await signUp(`2782319000${index}`)).status).toBe(200);
    const refused = await signUp('27823199999');
    expect(await errorOf(refused)).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countMessages('27823199999')).toBe(0);
    // The voucher path sends to any valid number too, under the same budgets.
    expect(
      await errorOf(
        await call(stellrConfirmNumber, '/api/site/user/stellrConfirmNumber', { msisdn: '27823198888', network: 'mtn' }, { ip: address() }),
      ),
    ).toEqual(TOO_MANY);
    expect((await signUp('27824000000')).status).toBe(200);
    expect(warn.mock.calls.some(([fields]) => (fields as { budget?: string }).budget === 'block:2782319')).toBe(true);
    warn.mockRestore();
  });

  it('caps sign-up codes site-wide, and members still get their login codes', async () => {
    for (let index = 0; index < 6; index += 1) expect((await signUp(`2783${index}000000`)).status).toBe(200);
    expect(await errorOf(await signUp('27839000000'))).toEqual(TOO_MANY);
    await insertFan('27836100000');
    expect((await logIn('27836100000')).status).toBe(200);
    expect(await countMessages('27836100000')).toBe(1);
  });

  it('puts a ceiling on every code SMS an hour, warns at 80% and logs one error when it refuses', async () => {
    const warn = vi.spyOn(getLogger(), 'warn');
    const error = vi.spyOn(getLogger(), 'error');
    const members = Array.from({ length: 11 }, (_, index) => `2784${String(index).padStart(2, '0')}00000`);
    for (const msisdn of members) await insertFan(msisdn);
    for (const msisdn of members.slice(0, 10)) expect((await logIn(msisdn)).status).toBe(200);
    const last = members[10] ?? '';
    expect(await errorOf(await logIn(last))).toEqual(TOO_MANY);
    expect(await errorOf(await logIn(last))).toEqual(TOO_MANY);
    expect(await countMessages(last)).toBe(0);
    const budgetLines = (spy: typeof warn) =>
      spy.mock.calls.map(([fields]) => fields as { alert?: string; budget?: string }).filter((fields) => fields.alert === 'sms_budget');
    expect(budgetLines(warn)).toEqual([expect.objectContaining({ budget: 'site:80', limit: 10 })]);
    expect(budgetLines(error)).toEqual([expect.objectContaining({ budget: 'site', limit: 10 })]);
    warn.mockRestore();
    error.mockRestore();
  });

  it('gives a refused send back: a code the number caps refuse does not use the budget', async () => {
    await insertFan('27850000001');
    for (let index = 0; index < 3; index += 1) expect((await logIn('27850000001')).status).toBe(200);
    for (let index = 0; index < 8; index += 1) expect((await logIn('27850000001')).status).toBe(429);
    expect(await peek({ key: 'sms-send:site', seconds: 3600 })).toBe(3);
  });
});
